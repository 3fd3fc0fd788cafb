import type { ApolloCache, Reference } from "@apollo/client";
import { NotificationsDocument, type NotificationFieldsFragment } from "../../gql/graphql";

/** How many notifications the bell and the page load at a time (one shared list in the cache). */
export const NOTIFICATIONS_PAGE = 20;

/**
 * Puts a notification that arrived live at the top of the cached list (when the list is loaded) and
 * counts it. Answers false when it was already there.
 */
export function prependNotification(
  cache: ApolloCache,
  notification: NotificationFieldsFragment,
): boolean {
  let fresh = true;
  cache.updateQuery(
    { query: NotificationsDocument, variables: { first: NOTIFICATIONS_PAGE } },
    (data) => {
      if (!data) return undefined;
      const list = data.notifications;
      if (list.edges.some((edge) => edge.node.id === notification.id)) {
        fresh = false;
        return undefined;
      }
      const edge = {
        __typename: "NotificationEdge" as const,
        cursor: `live:${notification.id}`,
        node: notification,
      };
      return {
        notifications: {
          ...list,
          totalCount: list.totalCount + 1,
          edges: [edge, ...list.edges],
          pageInfo: { ...list.pageInfo, startCursor: edge.cursor },
        },
      };
    },
  );
  return fresh;
}

/** Marks every cached notification read (after 'Mark all as read'). */
export function markAllNotificationsReadInCache(cache: ApolloCache): void {
  const unread: Reference[] = [];
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      notifications(existing, { readField }) {
        const list = existing as { edges?: { node: Reference }[] } | undefined;
        for (const edge of list?.edges ?? []) {
          if (readField<boolean>("read", edge.node) === false) unread.push(edge.node);
        }
        return existing;
      },
    },
  });
  for (const node of unread) {
    cache.modify({ id: cache.identify(node), fields: { read: () => true } });
  }
}

/** Where a notification leads: a route and its navigation state, or nowhere (stay). */
export interface NotificationTarget {
  to: string;
  state?: Record<string, unknown>;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value ? value : undefined;
}

/**
 * What clicking a notification opens: a message opens the chat with its sender, a connection the
 * other member's profile, group activity the group, business activity the investing area.
 */
export function notificationTarget(
  notification: Pick<NotificationFieldsFragment, "type" | "data">,
): NotificationTarget | null {
  const data =
    notification.data && typeof notification.data === "object"
      ? (notification.data as Record<string, unknown>)
      : {};
  const type = notification.type;
  if (type === "message") {
    const senderId = text(data.senderId);
    return { to: "/messages", state: senderId ? { selectedUserId: senderId } : undefined };
  }
  if (type === "connection" || type === "connection_request") {
    const userId = text(data.senderId) ?? text(data.from_user_id);
    return userId ? { to: `/profile/${userId}` } : null;
  }
  if (type.startsWith("group")) {
    const groupId = text(data.groupId);
    return groupId ? { to: `/groups/${groupId}` } : null;
  }
  if (type.startsWith("business")) return { to: "/investing" };
  return null;
}
