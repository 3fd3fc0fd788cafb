import { Field, InputType, registerEnumType } from "type-graphql";
import type { EntityManager } from "typeorm";

/** Who a privacy setting lets in: everyone (visitors too), the member's connections, or nobody else. */
export enum Audience {
  EVERYONE = "EVERYONE",
  CONNECTIONS = "CONNECTIONS",
  NOBODY = "NOBODY",
}
registerEnumType(Audience, {
  name: "Audience",
  description: "Who a privacy setting lets in: everyone, the member's connections, or nobody else",
  valuesConfig: {
    EVERYONE: { description: "Everyone (the default)" },
    CONNECTIONS: { description: "Only the member's connections (friends)" },
    NOBODY: { description: "Nobody but the member themself" },
  },
});

/** A member's privacy controls (Settings › Privacy). */
export type Privacy = {
  whoCanMessage: Audience;
  connectionsVisibleTo: Audience;
  discoverableByEmail: boolean;
};

/** The privacy of a member who has not changed it: open to everyone, found by their e-mail address. */
export const PRIVACY_DEFAULTS: Privacy = {
  whoCanMessage: Audience.EVERYONE,
  connectionsVisibleTo: Audience.EVERYONE,
  discoverableByEmail: true,
};

@InputType({ description: "Privacy controls; those left out stay as they are" })
export class PrivacyInput {
  @Field(() => Audience, {
    nullable: true,
    description: "Who may message the member (business inquiries too)",
  })
  whoCanMessage?: Audience | null;

  @Field(() => Audience, {
    nullable: true,
    description: "Who may list the member's connections, followers and following",
  })
  connectionsVisibleTo?: Audience | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "Whether a whole e-mail address finds the member in contacts search",
  })
  discoverableByEmail?: boolean | null;
}

type Query = Pick<EntityManager, "query">;

/** The member's privacy controls, the defaults where they have no settings yet. */
export async function privacyOf(db: Query, userId: string): Promise<Privacy> {
  const [row]: {
    who_can_message: Audience;
    connections_visible_to: Audience;
    discoverable_by_email: boolean;
  }[] = await db.query(
    `SELECT who_can_message, connections_visible_to, discoverable_by_email
       FROM member_settings WHERE user_id = $1`,
    [userId],
  );
  if (!row) return PRIVACY_DEFAULTS;
  return {
    whoCanMessage: row.who_can_message,
    connectionsVisibleTo: row.connections_visible_to,
    discoverableByEmail: row.discoverable_by_email,
  };
}

/**
 * Whether an audience lets a viewer in: everyone, the member themself, or (CONNECTIONS) a connection
 * of the member. A visitor (no viewer) is in EVERYONE's only.
 */
export function audienceAdmits(
  audience: Audience,
  viewer: { isMember: boolean; isConnection: boolean },
): boolean {
  if (audience === Audience.EVERYONE || viewer.isMember) return true;
  return audience === Audience.CONNECTIONS && viewer.isConnection;
}

/**
 * SQL holding when `viewer` (a uuid expression, null for a visitor) may list the connections, followers
 * and following of `member`: the member's `connections_visible_to` (EVERYONE without a settings row)
 * admits them. `isConnection` is SQL holding when the two are connections (the connections area's).
 */
export function connectionsVisibleSql(member: string, viewer: string, isConnection: string) {
  return `(${viewer} = ${member} OR coalesce((SELECT ms.connections_visible_to FROM member_settings ms
                                               WHERE ms.user_id = ${member}), 'EVERYONE') = 'EVERYONE'
          OR (${viewer} IS NOT NULL AND (SELECT ms.connections_visible_to FROM member_settings ms
                                          WHERE ms.user_id = ${member}) = 'CONNECTIONS'
              AND ${isConnection}))`;
}

/**
 * SQL holding when `viewer` (a uuid expression) may message `member`: the member's `who_can_message`
 * (EVERYONE without a settings row) admits them, as `audienceAdmits` decides for one pair. `isConnection`
 * is SQL holding when the two are connections (the connections area's).
 */
export function whoCanMessageSql(member: string, viewer: string, isConnection: string) {
  return `(${viewer} = ${member}
           OR CASE coalesce((SELECT ms.who_can_message FROM member_settings ms
                              WHERE ms.user_id = ${member}), 'EVERYONE')
                WHEN 'EVERYONE' THEN true WHEN 'CONNECTIONS' THEN ${isConnection} ELSE false END)`;
}

/** SQL holding when `member` may be found by their whole e-mail address (true without a settings row). */
export const discoverableByEmailSql = (member: string) =>
  `coalesce((SELECT ms.discoverable_by_email FROM member_settings ms WHERE ms.user_id = ${member}), true)`;
