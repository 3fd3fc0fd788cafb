/**
 * What the notifications area offers the other areas, the shared pieces and the frame; its manifest
 * is notifications.feature.ts.
 */
export { NOTIFICATIONS_PAGE } from "./cache";
export { NotificationItem } from "./NotificationItem";
export { NotificationsDocument, UnreadCountsDocument } from "./notifications.generated";
export type { NotificationFieldsFragment } from "./notifications.generated";
export { useNotificationActions } from "./useNotificationActions";
export { useNotificationSync } from "./useNotificationSync";
