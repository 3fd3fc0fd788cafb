import { BellIcon, HeartIcon, MessageCircleIcon, type LucideIcon } from "lucide-react";
import type { ContentType, NotificationType } from "../../gql/types";
import { dataText, type NotificationKind, type NotificationTarget } from "../feature";
import { features } from "../index";
import type { NotificationFieldsFragment } from "./notifications.generated";

export type { NotificationTarget };

/** Each notification type's icon and target, from the manifests of the areas that send them. */
const KINDS: Partial<Record<NotificationType, NotificationKind>> = Object.assign(
  {},
  ...features.map((feature) => feature.notifications ?? {}),
);

/** Where each kind of content opens from its id, from the manifests of the areas that own it. */
const CONTENT_ROUTES: Partial<Record<ContentType, (contentId: string) => string>> = Object.assign(
  {},
  ...features.map((feature) => feature.contentRoutes ?? {}),
);

/** Icons of kinds no area owns (reactions and comments live across areas); a bell otherwise. */
const SHARED_ICONS: Partial<Record<NotificationType, LucideIcon>> = {
  REACTION: HeartIcon,
  COMMENT: MessageCircleIcon,
};

/** The icon a notification of `type` shows. */
export function notificationIcon(type: NotificationType): LucideIcon {
  return KINDS[type]?.icon ?? SHARED_ICONS[type] ?? BellIcon;
}

/**
 * The content a notification is about (`contentType` as the server stores it, 'group_post', and
 * `contentId`), opened by the route its area gives: for notifications written before they carried their
 * route.
 */
function contentTarget(data: Readonly<Record<string, unknown>>): NotificationTarget | null {
  const type = dataText(data, "contentType")?.toUpperCase() as ContentType | undefined;
  const id = dataText(data, "contentId");
  const route = type && id ? CONTENT_ROUTES[type] : undefined;
  return route && id ? { to: route(id) } : null;
}

/**
 * What clicking a notification opens, as its area says: a message opens the chat with its sender, a
 * connection the other member's profile, group activity the group, business activity the investing
 * area, a reaction or a comment the content it is on. Null: stay.
 */
export function notificationTarget(
  notification: Pick<NotificationFieldsFragment, "type" | "data">,
): NotificationTarget | null {
  const data =
    notification.data && typeof notification.data === "object"
      ? (notification.data as Record<string, unknown>)
      : {};
  return KINDS[notification.type]?.opens?.(data) ?? contentTarget(data);
}
