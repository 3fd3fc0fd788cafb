import { BellIcon, HeartIcon, MessageCircleIcon, type LucideIcon } from "lucide-react";
import type { NotificationType } from "../../gql/types";
import type { NotificationKind, NotificationTarget } from "../feature";
import { features } from "../index";
import type { NotificationFieldsFragment } from "./notifications.generated";

export type { NotificationTarget };

/** Each notification type's icon and target, from the manifests of the areas that send them. */
const KINDS: Partial<Record<NotificationType, NotificationKind>> = Object.assign(
  {},
  ...features.map((feature) => feature.notifications ?? {}),
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
 * What clicking a notification opens, as its area says: a message opens the chat with its sender, a
 * connection the other member's profile, group activity the group, business activity the investing
 * area. Null: stay.
 */
export function notificationTarget(
  notification: Pick<NotificationFieldsFragment, "type" | "data">,
): NotificationTarget | null {
  const data =
    notification.data && typeof notification.data === "object"
      ? (notification.data as Record<string, unknown>)
      : {};
  return KINDS[notification.type]?.opens?.(data) ?? null;
}
