// The bells' unread counts in the cache (the notifications area's UnreadCounts query), kept up to
// date by the messages and notifications areas and by the bells alike.
import type { ApolloCache } from "@apollo/client";
import { UnreadCountsDocument } from "../features/notifications/notifications.generated";

export interface UnreadDelta {
  messages?: number;
  notifications?: number;
}

/** Adds to (or subtracts from) the bells' counts in the cache, never below zero. */
export function adjustUnreadCounts(cache: ApolloCache, delta: UnreadDelta): void {
  cache.updateQuery({ query: UnreadCountsDocument }, (data) => {
    if (!data) return undefined;
    const counts = data.unreadCounts;
    return {
      unreadCounts: {
        ...counts,
        messages: Math.max(0, counts.messages + (delta.messages ?? 0)),
        notifications: Math.max(0, counts.notifications + (delta.notifications ?? 0)),
      },
    };
  });
}

/** Sets one of the bells' counts in the cache. */
export function setUnreadCount(
  cache: ApolloCache,
  kind: "messages" | "notifications",
  value: number,
): void {
  cache.updateQuery({ query: UnreadCountsDocument }, (data) =>
    data ? { unreadCounts: { ...data.unreadCounts, [kind]: value } } : undefined,
  );
}
