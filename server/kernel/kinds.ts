import { registerEnumType } from "type-graphql";

/*
 * The kinds areas share: what the feed shows, what members react to and comment on, what notifications
 * are about, what super admins act on and what the audit log records. Each kind is owned by one area,
 * which declares it (`kinds` in its manifest, typed here by declaration merging); the host areas (feed,
 * reactions, comments, notifications, admin) store and list kinds without knowing their owners, and the
 * registry builds each GraphQL enum from the areas' declarations at start. The kernel names no kind.
 *
 * An area that owns kinds has a `<area>.kinds.ts`:
 *
 *   export const articleKinds = defineKinds({
 *     feedItemTypes: { ARTICLE: { value: "article", description: "A member published an article." } },
 *     ...
 *   });
 *   declare module "../../kernel/kinds" {
 *     interface DeclaredKinds { articles: typeof articleKinds }
 *   }
 *
 * and its manifest says `kinds: articleKinds`. Each kind is its stored value and its description, which the
 * schema shows on the enum's value. Stored values are the enum's lower-case values (feed items,
 * reactions, comments, notifications) or its names (moderation, audit); a new value also needs
 * `ALTER TYPE … ADD VALUE` in the owning area's own migration where the column is a Postgres enum.
 */

/**
 * Every area's declared kinds, by area name: each `<area>.kinds.ts` adds its own entry by declaration
 * merging (`interface DeclaredKinds { groups: typeof groupsKinds }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface DeclaredKinds {}

/** One kind: its stored value, and what it means (the description of the GraphQL enum's value). */
export type Kind = { value: string; description: string };

/**
 * The kinds of one area, by family: GraphQL name to kind. A bare stored value (a kind with no
 * description) is accepted here for registries made in tests; `defineKinds` requires descriptions.
 */
export type AreaKinds = {
  feedItemTypes?: Record<string, Kind | string>;
  reactableTypes?: Record<string, Kind | string>;
  commentableTypes?: Record<string, Kind | string>;
  notificationTypes?: Record<string, Kind | string>;
  moderationTargets?: Record<string, Kind | string>;
  auditActions?: Record<string, Kind | string>;
};
export type KindFamily = keyof AreaKinds;

/** An area's kinds, each with its description, kept literal so the area can declare them to the kernel's interfaces. */
export function defineKinds<const K extends { [F in KindFamily]?: Record<string, Kind> }>(
  kinds: K,
): K {
  return kinds;
}

/** A kind's stored value. */
export const storedValue = (kind: Kind | string): string =>
  typeof kind === "string" ? kind : kind.value;

/** The stored value of a kind's type. */
type StoredValue<K> = K extends string ? K : K extends { value: infer V } ? V : never;

/** One family's stored values, across the areas that declare it. */
type ValuesOf<F extends KindFamily> = {
  [A in keyof DeclaredKinds]: DeclaredKinds[A] extends Record<F, infer T> ? T : never;
}[keyof DeclaredKinds] extends infer T
  ? T extends Record<string, Kind | string>
    ? StoredValue<T[keyof T]>
    : never
  : never;

/** A feed item type by its stored value. */
export type FeedItemTypeValue = ValuesOf<"feedItemTypes">;
export type ReactableKind = ValuesOf<"reactableTypes">;
export type CommentableKind = ValuesOf<"commentableTypes">;
export type NotificationTypeValue = ValuesOf<"notificationTypes">;
export type ModerationTargetValue = ValuesOf<"moderationTargets">;
export type AuditActionValue = ValuesOf<"auditActions">;

/**
 * The GraphQL enums, registered here and filled by the registry from every area's `kinds` before the
 * schema is built. Fields name them (`@Field(() => FeedItemType)`); code uses the stored values, typed
 * by the unions above, never these objects.
 */
export const FeedItemType: Record<string, FeedItemTypeValue> = {};
export const ContentType: Record<string, ReactableKind> = {};
export const CommentableType: Record<string, CommentableKind> = {};
export const NotificationType: Record<string, NotificationTypeValue> = {};
export const ModerationTarget: Record<string, ModerationTargetValue> = {};
export const AuditAction: Record<string, AuditActionValue> = {};
// Each enum's name is also the type of its stored values, as a TypeScript enum's would be.
export type FeedItemType = FeedItemTypeValue;
export type ContentType = ReactableKind;
export type CommentableType = CommentableKind;
export type NotificationType = NotificationTypeValue;
export type ModerationTarget = ModerationTargetValue;
export type AuditAction = AuditActionValue;

/** Each family's GraphQL enum object. */
export const kindEnums: Record<KindFamily, object> = {
  feedItemTypes: FeedItemType,
  reactableTypes: ContentType,
  commentableTypes: CommentableType,
  notificationTypes: NotificationType,
  moderationTargets: ModerationTarget,
  auditActions: AuditAction,
};

/** Each family's enum values' descriptions, by GraphQL name, filled by the registry with the enums. */
export const kindDescriptions: Record<KindFamily, Record<string, { description?: string }>> = {
  feedItemTypes: {},
  reactableTypes: {},
  commentableTypes: {},
  notificationTypes: {},
  moderationTargets: {},
  auditActions: {},
};

registerEnumType(FeedItemType, {
  name: "FeedItemType",
  description: "What a feed item is about: the kind of content or activity it shows.",
  valuesConfig: kindDescriptions.feedItemTypes,
});
registerEnumType(ContentType, {
  name: "ContentType",
  description: "Content members react to (`toggleReaction`, `reactions`).",
  valuesConfig: kindDescriptions.reactableTypes,
});
registerEnumType(CommentableType, {
  name: "CommentableType",
  description: "Content members comment on (forum replies are comments on a forum post).",
  valuesConfig: kindDescriptions.commentableTypes,
});
registerEnumType(NotificationType, {
  name: "NotificationType",
  description:
    "What a notification is about, which also decides its e-mail and whether a preference mutes it.",
  valuesConfig: kindDescriptions.notificationTypes,
});
registerEnumType(ModerationTarget, {
  name: "ModerationTarget",
  description: "Something members report and super admins moderate (list, delete).",
  valuesConfig: kindDescriptions.moderationTargets,
});
registerEnumType(AuditAction, {
  name: "AuditAction",
  description: "What a super admin did, as the audit log records it.",
  valuesConfig: kindDescriptions.auditActions,
});
