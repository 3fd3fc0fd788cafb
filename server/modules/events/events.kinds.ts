import { defineKinds } from "../../kernel/kinds";

/** The kinds the events area owns (see kernel/kinds.ts). */
export const eventsKinds = defineKinds({
  feedItemTypes: { EVENT: { value: "event", description: "A member created an event." } },
  notificationTypes: {
    EVENT_UPDATED: {
      value: "event_updated",
      description: "An event the member answered has a new time or place.",
    },
    EVENT_CANCELLED: {
      value: "event_cancelled",
      description: "An event the member answered was cancelled.",
    },
    EVENT_PROMOTED: {
      value: "event_promoted",
      description:
        "A place opened up at a full event: the member moved from its waitlist to going.",
    },
    EVENT_REMINDER: {
      value: "event_reminder",
      description: "An event the member is going to starts within 24 hours.",
    },
  },
  moderationTargets: { EVENT: { value: "EVENT", description: "An event." } },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    events: typeof eventsKinds;
  }
}
