import type { EntityManager } from "typeorm";
import type { AfterCommit } from "../../db/transaction";
import type { Services } from "../../graphql/context";
import { NotFoundError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import type { PubSub } from "../../graphql/pubsub";
import type { Viewer } from "../accounts/session.service";
import { Notification, NotificationType } from "./notification.entity";

export type NewNotification = Pick<Notification, "userId" | "type" | "title" | "message"> & {
  data?: Record<string, unknown>;
};

/** The name used in notification texts: full name, then username, then 'Someone'. */
export function displayName(
  profile: { fullName?: string | null; username?: string | null } | null,
): string {
  return profile?.fullName?.trim() || profile?.username?.trim() || "Someone";
}

/** The spec's notification templates (document 1 section 7). */
export const templates = {
  connectionRequest: (name: string) => ({
    type: NotificationType.CONNECTION_REQUEST,
    title: "New Connection Request",
    message: `${name} sent you a friend request`,
  }),
  newFollower: (name: string) => ({
    type: NotificationType.CONNECTION,
    title: "New Follower",
    message: `${name} started following you`,
  }),
  message: (name: string) => ({
    type: NotificationType.MESSAGE,
    title: "New Message",
    message: `${name} sent you a message`,
  }),
  reaction: (name: string, label: string, noun: string, title: string) => ({
    type: NotificationType.REACTION,
    title: "New Reaction",
    message: `${name} reacted with ${label} to your ${noun} "${title}"`,
  }),
};

/**
 * The one way to notify a member: the row is written in the caller's transaction (so it exists only if the
 * action does) and `notificationAdded` goes out after the commit.
 */
export async function notify(
  tx: EntityManager,
  afterCommit: AfterCommit,
  pubSub: PubSub,
  notification: NewNotification,
): Promise<Notification> {
  const row = await tx
    .getRepository(Notification)
    .save({ ...notification, data: notification.data ?? null, read: false });
  afterCommit(() =>
    pubSub.publish("NOTIFICATION_ADDED", row.userId, { id: row.id, userId: row.userId }),
  );
  return row;
}

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
