import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  type NotificationFieldsFragment,
} from "./notifications.generated";
import { notify } from "../../theme/toaster";
import { useFeatures } from "../registry";
import { markAllNotificationsReadInCache } from "./cache";
import { notificationTarget } from "./kinds";
import { adjustUnreadCounts, setUnreadCount } from "../../apollo/unread";

export const MARK_ALL_FAILED = "Failed to mark notifications as read. Please try again.";

/** Opening a notification (marks it read, goes where it points) and 'Mark all as read'. */
export function useNotificationActions() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const features = useFeatures();
  const [markOne] = useMutation(MarkNotificationReadDocument);
  const [markAllMutation, { loading: markingAll }] = useMutation(MarkAllNotificationsReadDocument);

  const open = useCallback(
    (notification: NotificationFieldsFragment) => {
      if (!notification.read) {
        markOne({ variables: { id: notification.id } })
          .then(() => adjustUnreadCounts(client.cache, { notifications: -1 }))
          .catch((cause: unknown) => console.error("Could not mark the notification read", cause));
      }
      const target = notificationTarget(features, notification);
      if (target) navigate(target.to, target.state ? { state: target.state } : undefined);
    },
    [client, features, markOne, navigate],
  );

  const markAll = useCallback(async () => {
    try {
      await markAllMutation();
      markAllNotificationsReadInCache(client.cache);
      setUnreadCount(client.cache, "notifications", 0);
    } catch {
      notify.error("Error", MARK_ALL_FAILED, "mark-all-notifications");
    }
  }, [client, markAllMutation]);

  return { open, markAll, markingAll };
}
