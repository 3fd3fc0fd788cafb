import type { NotificationType } from "../../gql/types";

/** An area of the app and the kinds of notification it sends, as Settings › Notifications groups them. */
export interface NotificationGroup {
  title: string;
  types: readonly NotificationType[];
}

/** The groups of Settings › Notifications, in the order shown; a kind in none of them shows under "Other". */
export const NOTIFICATION_GROUPS: readonly NotificationGroup[] = [
  { title: "Messages", types: ["MESSAGE"] },
  { title: "Network", types: ["CONNECTION", "CONNECTION_REQUEST", "MENTION"] },
  { title: "Content", types: ["REACTION", "COMMENT"] },
  { title: "Groups", types: ["GROUP_JOIN_REQUEST", "GROUP_JOIN_DECISION", "GROUP_INVITATION"] },
  {
    title: "Events",
    types: ["EVENT_UPDATED", "EVENT_CANCELLED", "EVENT_PROMOTED", "EVENT_REMINDER"],
  },
  { title: "Business", types: ["BUSINESS_UPDATE", "PAGE_FOLLOWED", "PAGE_REVIEWED"] },
  { title: "Moderation", types: ["REPORT_RESOLVED"] },
  { title: "Your data", types: ["DATA_EXPORT_READY"] },
];

/** The group of the kinds no group above names (a kind the server added later). */
export const OTHER_GROUP = "Other";

/**
 * What each kind is about, as a member reads it. Each starts with a common noun, so the unsubscribe
 * page can lower-case its first letter inside a sentence.
 */
const LABELS: Record<NotificationType, string> = {
  MESSAGE: "New messages",
  CONNECTION: "New followers",
  CONNECTION_REQUEST: "Connection requests",
  MENTION: "Mentions of you",
  REACTION: "Reactions to your content",
  COMMENT: "Comments on your content",
  GROUP_JOIN_REQUEST: "Requests to join your groups",
  GROUP_JOIN_DECISION: "Answers to your requests to join groups",
  GROUP_INVITATION: "Group invitations",
  EVENT_UPDATED: "Changes to events you attend",
  EVENT_CANCELLED: "Cancelled events",
  EVENT_PROMOTED: "Places from an event's waitlist",
  EVENT_REMINDER: "Event reminders",
  BUSINESS_UPDATE: "Updates on business ideas you follow",
  PAGE_FOLLOWED: "New followers of your pages",
  PAGE_REVIEWED: "Reviews of your pages",
  REPORT_RESOLVED: "Decisions on your reports",
  DATA_EXPORT_READY: "Copies of your data ready to download",
};

/** A kind's label; one this client does not know yet reads as its name ('WEEKLY_SUMMARY' → 'Weekly summary'). */
export function notificationLabel(type: string): string {
  const known = LABELS[type as NotificationType] as string | undefined;
  if (known) return known;
  const words = type.toLowerCase().replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label inside a sentence: 'Event reminders' → 'event reminders'. */
export function notificationLabelInSentence(type: string): string {
  const label = notificationLabel(type);
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** The given kinds by group, in NOTIFICATION_GROUPS' order, then "Other"; groups with none are left out. */
export function groupNotificationTypes<T extends { type: string }>(
  items: readonly T[],
): { title: string; items: T[] }[] {
  const byType = new Map(items.map((item) => [item.type, item]));
  const grouped = NOTIFICATION_GROUPS.map((group) => ({
    title: group.title,
    items: group.types.flatMap((type) => byType.get(type) ?? []),
  }));
  const named = new Set<string>(NOTIFICATION_GROUPS.flatMap((group) => group.types));
  const other = { title: OTHER_GROUP, items: items.filter((item) => !named.has(item.type)) };
  return [...grouped, other].filter((group) => group.items.length > 0);
}
