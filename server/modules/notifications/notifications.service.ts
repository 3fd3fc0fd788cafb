import type { EntityManager } from "typeorm";
import type { AfterCommit } from "../../db/transaction";
import type { PubSub } from "../../graphql/pubsub";
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
