import type { EntityManager } from "typeorm";
import type { AfterCommit } from "../../db/transaction";
import type { EventScope, Subscriber } from "../../kernel/events";
import type { Services } from "../../kernel/context";
import { NotFoundError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import type { PubSub } from "../../graphql/pubsub";
import type { Viewer } from "../../kernel/viewer";
import { isBlockedEither } from "../blocks";
import { Notification } from "./notification.entity";

export type NewNotification = Pick<Notification, "userId" | "type" | "title" | "message"> & {
  data?: Record<string, unknown>;
  /** The member whose action it tells of, when `data.senderId` does not name them (not stored). */
  actorId?: string;
};

/**
 * Repeats collapse: within this window a member gets at most one notification of a kind with the same
 * data (the same actor, and the same content ids when there are any), however often the action repeats.
 */
export const REPEAT_WINDOW_SECONDS = 60 * 60;

/**
 * The one way to notify a member: the row is written in the caller's transaction (so it exists only if the
 * action does) and `notificationAdded` goes out after the commit.
 *
 * A repeat (the same recipient, kind and data as a notification of the last REPEAT_WINDOW_SECONDS: one
 * member following, unfollowing and following again, a reaction toggled on and off) adds nothing and sends
 * nothing: the earlier notification keeps its place and read state and takes the new title and text, so a
 * flood of actions is one notification. Data with an id of its own (a message, a comment) never repeats.
 *
 * Nothing is written (null) when the actor (`actorId`, or `data.senderId`) and the recipient blocked each
 * other, in either direction.
 */
export async function notify(
  tx: EntityManager,
  afterCommit: AfterCommit,
  pubSub: PubSub,
  { actorId, ...notification }: NewNotification,
): Promise<Notification | null> {
  const data = notification.data ?? null;
  const { userId, type, title, message } = notification;
  // Members who block each other notify each other of nothing.
  const actor = actorId ?? (typeof data?.senderId === "string" ? data.senderId : null);
  if (actor && actor !== userId && (await isBlockedEither(tx, actor, userId))) return null;
  // Two of the same at once: the second waits for the first's transaction and then finds it.
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    JSON.stringify(["notify", userId, type, data]),
  ]);
  const [repeated]: [Pick<Notification, "id">[], number] = await tx.query(
    `UPDATE notifications SET title = $4, message = $5, updated_at = now()
      WHERE id = (SELECT id FROM notifications
                   WHERE user_id = $1 AND type = $2 AND data IS NOT DISTINCT FROM $3::jsonb
                     AND created_at > now() - make_interval(secs => $6)
                   ORDER BY created_at DESC, id DESC LIMIT 1)
      RETURNING id`,
    [
      userId,
      type,
      data === null ? null : JSON.stringify(data),
      title,
      message,
      REPEAT_WINDOW_SECONDS,
    ],
  );
  if (repeated.length) {
    return tx.getRepository(Notification).findOneByOrFail({ id: repeated[0].id });
  }
  const row = await tx.getRepository(Notification).save({ ...notification, data, read: false });
  afterCommit(() =>
    pubSub.publish("NOTIFICATION_ADDED", row.userId, { id: row.id, userId: row.userId }),
  );
  return row;
}

/** The notifications area's subscriber to NotificationDue (its manifest's `on`). */
export const onNotificationDue: Subscriber<"NotificationDue"> = (
  notification,
  { tx, afterCommit, services },
) => notify(tx, afterCommit, services.pubSub, notification);

/** A reaction taken back (NotificationWithdrawn): its unread notification goes. */
export const onNotificationWithdrawn: Subscriber<"NotificationWithdrawn"> = async (
  { userId, type, data },
  { tx },
) => {
  await tx.query(
    `DELETE FROM notifications WHERE user_id = $1 AND type = $2 AND NOT read AND data @> $3::jsonb`,
    [userId, type, JSON.stringify(data)],
  );
};

/** A member blocked another: the blocked member's notifications leave the blocker's list. */
export const onMemberBlocked: Subscriber<"MemberBlocked"> = async (
  { blockerId, blockedId },
  { tx },
) => {
  await tx.query(`DELETE FROM notifications WHERE user_id = $1 AND data ->> 'senderId' = $2`, [
    blockerId,
    blockedId,
  ]);
};

/** A banned or deleted member's actions are no longer told of: their notifications go from every list. */
export const forgetActor = async ({ userId }: { userId: string }, { tx }: EventScope) => {
  await tx.query(`DELETE FROM notifications WHERE data ? 'senderId' AND data ->> 'senderId' = $1`, [
    userId,
  ]);
};

type Db = Pick<Services, "db">;

/** The viewer's notifications, newest first. */
export function notificationsOf({ db }: Db, viewer: Viewer, args: PageArgs) {
  return keysetPage(
    db,
    {
      select: entityColumns(db, Notification, "n"),
      from: "notifications n",
      where: "n.user_id = $1",
      params: [viewer.id],
      alias: "n",
    },
    args,
    asEntities(Notification),
  );
}

/** What the bells show: unread messages received and unread notifications. */
export async function unreadCounts({ db }: Db, viewer: Viewer) {
  const [row]: { messages: number; notifications: number }[] = await db.query(
    `SELECT (SELECT count(*)::int FROM messages WHERE receiver_id = $1 AND NOT read) AS messages,
            (SELECT count(*)::int FROM notifications WHERE user_id = $1 AND NOT read) AS notifications`,
    [viewer.id],
  );
  return row;
}

/** Marks one of the viewer's notifications read. */
export async function markNotificationRead({ db }: Db, viewer: Viewer, id: string) {
  const repo = db.getRepository(Notification);
  const note = await repo.findOneBy({ id, userId: viewer.id });
  if (!note) throw new NotFoundError("Notification");
  if (!note.read) await repo.update({ id }, { read: true });
  return repo.findOneByOrFail({ id });
}

/** Marks every unread notification of the viewer read; answers how many. */
export async function markAllNotificationsRead({ db }: Db, viewer: Viewer) {
  const result = await db
    .getRepository(Notification)
    .update({ userId: viewer.id, read: false }, { read: true });
  return result.affected ?? 0;
}

/** The notification a `notificationAdded` event names. */
export async function notificationForEvent({ db }: Db, id: string) {
  const note = await db.getRepository(Notification).findOneBy({ id });
  if (!note) throw new NotFoundError("Notification");
  return note;
}
