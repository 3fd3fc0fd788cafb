import type { ApolloCache, Reference } from "@apollo/client";
import { NotificationsDocument, type NotificationFieldsFragment } from "./notifications.generated";

/** How many notifications the bell and the page load at a time (one shared list in the cache). */
export const NOTIFICATIONS_PAGE = 20;

/**
 * Puts a notification that arrived live at the top of the cached list (when the list is loaded). One the
 * list already holds (the server folded repeats into it, keeping its id) moves to the top rather than
 * showing twice, and is not counted again. Answers whether the list held it.
 */
export function putNotificationOnTop(
  cache: ApolloCache,
  notification: NotificationFieldsFragment,
): boolean {
  let held = false;
  cache.updateQuery(
    { query: NotificationsDocument, variables: { first: NOTIFICATIONS_PAGE } },
    (data) => {
      if (!data) return undefined;
      const list = data.notifications;
      const others = list.edges.filter((edge) => edge.node.id !== notification.id);
      held = others.length < list.edges.length;
      const edge = {
        __typename: "NotificationEdge" as const,
        cursor: `live:${notification.id}`,
        node: notification,
      };
      return {
        notifications: {
          ...list,
          totalCount: list.totalCount + (held ? 0 : 1),
          edges: [edge, ...others],
          pageInfo: { ...list.pageInfo, startCursor: edge.cursor },
        },
      };
    },
  );
  return held;
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
