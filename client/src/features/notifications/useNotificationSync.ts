import {
  NotificationAddedDocument,
  UnreadCountsDocument,
  type NotificationFieldsFragment,
} from "./notifications.generated";
import { useLiveSubscription } from "../../apollo/useLiveSubscription";
import { putNotificationOnTop } from "./cache";
import { adjustUnreadCounts } from "../../apollo/unread";
import { useFeatures } from "../registry";

/**
 * Keeps the signed-in member's notifications live (mounted once, by the notifications bell): a new one
 * goes on top of the cached list and bumps the bell's count, one folded again (isFolded) moves to the
 * top and the bell's count is read again, and the screens its kind changes
 * (NotificationKind.refreshes) are read again if they are open.
 */
export function useNotificationSync(): void {
  const { notifications: kinds } = useFeatures();
  useLiveSubscription(NotificationAddedDocument, ({ notificationAdded: notification }, client) => {
    const held = putNotificationOnTop(client.cache, notification);
    if (isFolded(notification, held)) {
      // Apollo stores the delivered row before this runs, so whether it was read before is lost here:
      // the server's count says (unchanged when it was still unread, one more when it had been read).
      void client.refetchQueries({ include: [UnreadCountsDocument] }).catch(() => undefined);
    } else if (!notification.read) {
      adjustUnreadCounts(client.cache, { notifications: 1 });
    }
    const refreshes = kinds[notification.type]?.refreshes;
    // Only the queries on screen are read again; a failure leaves what is shown.
    if (refreshes?.length)
      void client.refetchQueries({ include: [...refreshes] }).catch(() => undefined);
  });
}

/**
 * Whether a live notification is a row the server folded repeats into (delivered again under its id):
 * the cached list held it, or it tells of more than one member (a new row tells of one).
 */
function isFolded(notification: NotificationFieldsFragment, held: boolean): boolean {
  return held || notification.actorCount > 1;
}
