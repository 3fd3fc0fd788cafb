import { NotificationAddedDocument } from "./notifications.generated";
import { useLiveSubscription } from "../../apollo/useLiveSubscription";
import { prependNotification } from "./cache";
import { adjustUnreadCounts } from "../../apollo/unread";
import { useFeatures } from "../registry";

/**
 * Keeps the signed-in member's notifications live (mounted once, by the notifications bell): a new one
 * goes on top of the cached list and bumps the bell's count, and the screens its kind changes
 * (NotificationKind.refreshes) are read again if they are open.
 */
export function useNotificationSync(): void {
  const { notifications: kinds } = useFeatures();
  useLiveSubscription(NotificationAddedDocument, ({ notificationAdded: notification }, client) => {
    const fresh = prependNotification(client.cache, notification);
    if (fresh && !notification.read) adjustUnreadCounts(client.cache, { notifications: 1 });
    const refreshes = kinds[notification.type]?.refreshes;
    // Only the queries on screen are read again; a failure leaves what is shown.
    if (refreshes?.length)
      void client.refetchQueries({ include: [...refreshes] }).catch(() => undefined);
  });
}
