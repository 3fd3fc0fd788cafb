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
 *   export const articleKinds = defineKinds({ feedItemTypes: { ARTICLE: "article" }, ... });
 *   declare module "../../kernel/kinds" {
 *     interface DeclaredKinds { articles: typeof articleKinds }
 *   }
 *
 * and its manifest says `kinds: articleKinds`. Stored values are the enum's lower-case values (feed items,
 * reactions, comments, notifications) or its names (moderation, audit); a new value also needs
 * `ALTER TYPE … ADD VALUE` in the owning area's own migration where the column is a Postgres enum.
 */

/**
 * Every area's declared kinds, by area name: each `<area>.kinds.ts` adds its own entry by declaration
 * merging (`interface DeclaredKinds { groups: typeof groupsKinds }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas
export interface DeclaredKinds {}

/** The kinds of one area, by family: GraphQL name to stored value. */
export type AreaKinds = {
  feedItemTypes?: Record<string, string>;
  reactableTypes?: Record<string, string>;
  commentableTypes?: Record<string, string>;
  notificationTypes?: Record<string, string>;
  moderationTargets?: Record<string, string>;
  auditActions?: Record<string, string>;
};
export type KindFamily = keyof AreaKinds;

/** An area's kinds, kept literal so the area can declare them to the kernel's interfaces. */
export function defineKinds<const K extends AreaKinds>(kinds: K): K {
  return kinds;
}

/** One family's stored values, across the areas that declare it. */
type ValuesOf<F extends KindFamily> = {
  [A in keyof DeclaredKinds]: DeclaredKinds[A] extends Record<F, infer T> ? T : never;
}[keyof DeclaredKinds] extends infer T
  ? T extends Record<string, string>
    ? T[keyof T]
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

registerEnumType(FeedItemType, { name: "FeedItemType", description: "What a feed item is about" });
registerEnumType(ContentType, { name: "ContentType", description: "Content members react to" });
registerEnumType(CommentableType, {
  name: "CommentableType",
  description: "Content members comment on (forum replies are comments on a forum post)",
});
registerEnumType(NotificationType, { name: "NotificationType" });
registerEnumType(ModerationTarget, { name: "ModerationTarget" });
registerEnumType(AuditAction, { name: "AuditAction" });
