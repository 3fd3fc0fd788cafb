import { defineKinds } from "../../kernel/kinds";

/** The kinds the events area owns (see kernel/kinds.ts). */
export const eventsKinds = defineKinds({
  feedItemTypes: { EVENT: "event" },
  notificationTypes: {
    EVENT_UPDATED: "event_updated",
    EVENT_CANCELLED: "event_cancelled",
    EVENT_PROMOTED: "event_promoted",
    EVENT_REMINDER: "event_reminder",
  },
  moderationTargets: { EVENT: "EVENT" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    events: typeof eventsKinds;
  }
}
