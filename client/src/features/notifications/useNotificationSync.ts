import { NotificationAddedDocument } from "./notifications.generated";
import { useLiveSubscription } from "../../apollo/useLiveSubscription";
import { prependNotification } from "./cache";
import { adjustUnreadCounts } from "../../apollo/unread";

/**
 * Keeps the signed-in member's notifications live (mounted once, by the notifications bell): a new one
 * goes on top of the cached list and bumps the bell's count.
 */
export function useNotificationSync(): void {
  useLiveSubscription(NotificationAddedDocument, ({ notificationAdded: notification }, client) => {
    const fresh = prependNotification(client.cache, notification);
    if (fresh && !notification.read) adjustUnreadCounts(client.cache, { notifications: 1 });
  });
}
