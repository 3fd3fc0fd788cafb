import { Field, ObjectType, registerEnumType } from "type-graphql";
import type { EntityManager } from "typeorm";
import { NotificationType } from "../../kernel/kinds";

export enum DigestFrequency {
  OFF = "OFF",
  DAILY = "DAILY",
  WEEKLY = "WEEKLY",
}
registerEnumType(DigestFrequency, {
  name: "DigestFrequency",
  description: "How often a member gets an e-mail digest of what they have not read",
  valuesConfig: {
    OFF: { description: "No digest" },
    DAILY: { description: "Once a day" },
    WEEKLY: { description: "Once a week (the default)" },
  },
});

@ObjectType({
  description: "Whether a kind of notification reaches the member in the app, by e-mail",
})
export class NotificationPreference {
  @Field(() => NotificationType, { description: "The kind of notification" })
  type: NotificationType;

  @Field({ description: "Shown in the app's notifications" })
  inApp: boolean;

  @Field({ description: "Sent by e-mail (a message: when still unread a while after it arrived)" })
  email: boolean;
}

/**
 * The kinds whose e-mail is on until the member turns it off; every other kind's is off. A place freed
 * for the member at an event (a waitlist promotion) is e-mailed too: they may have to answer in time.
 */
export const EMAIL_BY_DEFAULT: ReadonlySet<string> = new Set([
  "message",
  "connection_request",
  "mention",
  "group_invitation",
  "event_reminder",
  "event_promoted",
  "report_resolved",
  "data_export_ready",
]);

type Query = Pick<EntityManager, "query">;

/** A kind's preference as it stands before the member changes it: in the app always, e-mail for some. */
export const defaultPreference = (type: NotificationType): NotificationPreference => ({
  type,
  inApp: true,
  email: EMAIL_BY_DEFAULT.has(type),
});

/** One preference per kind of notification, the member's where they changed it, the default otherwise. */
export async function preferencesOf(db: Query, userId: string): Promise<NotificationPreference[]> {
  const rows: { type: string; in_app: boolean; email: boolean }[] = await db.query(
    `SELECT type, in_app, email FROM notification_preferences WHERE user_id = $1`,
    [userId],
  );
  const own = new Map(rows.map((r) => [r.type, r]));
  return Object.values(NotificationType).map((type) => {
    const row = own.get(type);
    return row ? { type, inApp: row.in_app, email: row.email } : defaultPreference(type);
  });
}

/** The member's preference for one kind. */
export async function preferenceOf(
  db: Query,
  userId: string,
  type: NotificationType,
): Promise<NotificationPreference> {
  const [row]: { in_app: boolean; email: boolean }[] = await db.query(
    `SELECT in_app, email FROM notification_preferences WHERE user_id = $1 AND type = $2`,
    [userId, type],
  );
  return row ? { type, inApp: row.in_app, email: row.email } : defaultPreference(type);
}

/** Sets the member's preference for one kind. */
export async function setPreference(
  db: Query,
  userId: string,
  { type, inApp, email }: NotificationPreference,
): Promise<NotificationPreference> {
  await db.query(
    `INSERT INTO notification_preferences (user_id, type, in_app, email) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, type) DO UPDATE SET in_app = EXCLUDED.in_app, email = EXCLUDED.email`,
    [userId, type, inApp, email],
  );
  return { type, inApp, email };
}

/** Turns one kind's e-mail off, or every kind's (`type` null), keeping what the app shows. */
export async function turnEmailOff(db: Query, userId: string, type: NotificationType | null) {
  const types = type ? [type] : Object.values(NotificationType);
  await db.query(
    `INSERT INTO notification_preferences (user_id, type, in_app, email)
     SELECT $1, t, coalesce(p.in_app, true), false
       FROM unnest($2::varchar[]) AS t
       LEFT JOIN notification_preferences p ON p.user_id = $1 AND p.type = t
     ON CONFLICT (user_id, type) DO UPDATE SET email = false`,
    [userId, types],
  );
}

/**
 * The old single switch, keeping what the app shows: off turns every kind's e-mail off; on brings back
 * the defaults (e-mail for the kinds that matter, not for reactions).
 */
export async function setAllEmail(db: Query, userId: string, email: boolean) {
  if (!email) return turnEmailOff(db, userId, null);
  await db.query(
    `UPDATE notification_preferences SET email = (type = ANY($2::varchar[])) WHERE user_id = $1`,
    [userId, [...EMAIL_BY_DEFAULT]],
  );
}

/** Stops the member's e-mail digest (as choosing OFF in Settings does). */
export async function turnDigestOff(db: Query, userId: string) {
  await db.query(
    `INSERT INTO member_settings (user_id, digest, digest_chosen_at) VALUES ($1, 'OFF', now())
     ON CONFLICT (user_id) DO UPDATE SET digest = 'OFF', digest_chosen_at = now()`,
    [userId],
  );
}
