import { BellIcon, HeartIcon, MessageCircleIcon, type LucideIcon } from "lucide-react";
import type { ContentType, NotificationType } from "../../gql/types";
import { dataText, type NotificationTarget } from "../feature";
import type { FeatureRegistry } from "../registry";
import type { NotificationFieldsFragment } from "./notifications.generated";

export type { NotificationTarget };

/**
 * What the notifications read of the app's areas: each notification type's icon and target (from the
 * manifests of the areas that send them), and where each kind of content opens from its id (from
 * those of the areas that own it). Components pass `useFeatures()`.
 */
export type NotificationKinds = Pick<FeatureRegistry, "notifications" | "contentRoutes">;

/** Icons of kinds no area owns (reactions and comments live across areas); a bell otherwise. */
const SHARED_ICONS: Partial<Record<NotificationType, LucideIcon>> = {
  REACTION: HeartIcon,
  COMMENT: MessageCircleIcon,
};

/** The icon a notification of `type` shows. */
export function notificationIcon(
  features: Pick<NotificationKinds, "notifications">,
  type: NotificationType,
): LucideIcon {
  return features.notifications[type]?.icon ?? SHARED_ICONS[type] ?? BellIcon;
}

/**
 * The content a notification is about (`contentType` as the server stores it, 'group_post', and
 * `contentId`), opened by the route its area gives: for notifications written before they carried their
 * route.
 */
function contentTarget(
  features: NotificationKinds,
  data: Readonly<Record<string, unknown>>,
): NotificationTarget | null {
  const type = dataText(data, "contentType")?.toUpperCase() as ContentType | undefined;
  const id = dataText(data, "contentId");
  const route = type && id ? features.contentRoutes[type] : undefined;
  return route && id ? { to: route(id) } : null;
}

/**
 * What clicking a notification opens: the app route the server gives (`path`), else, for rows written
 * before it did, as its area says: a message opens the chat with its sender, a connection the other
 * member's profile, group activity the group, business activity the investing area, a reaction or a
 * comment the content it is on. Null: stay.
 */
export function notificationTarget(
  features: NotificationKinds,
  notification: Pick<NotificationFieldsFragment, "type" | "data" | "path">,
): NotificationTarget | null {
  if (notification.path?.startsWith("/")) return { to: notification.path };
  const data =
    notification.data && typeof notification.data === "object"
      ? (notification.data as Record<string, unknown>)
      : {};
  return features.notifications[notification.type]?.opens?.(data) ?? contentTarget(features, data);
}
