import type { EntityManager } from "typeorm";
import { Notification } from "./notification.entity";

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
    type: "connection_request",
    title: "New Connection Request",
    message: `${name} sent you a friend request`,
  }),
  newFollower: (name: string) => ({
    type: "connection",
    title: "New Follower",
    message: `${name} started following you`,
  }),
};

/** Writes a notification inside the caller's transaction, so it exists only if the action does. */
export async function createNotification(
  tx: EntityManager,
  notification: NewNotification,
): Promise<Notification> {
  return tx
    .getRepository(Notification)
    .save({ ...notification, data: notification.data ?? null, read: false });
}
