import { relayStylePagination } from "@apollo/client/utilities";
import { CalendarDaysIcon } from "lucide-react";
import { lazy } from "react";
import { dataText, defineFeature, type NotificationKind } from "../feature";

/** An event notification (changed, cancelled, a place on the waitlist came free, a reminder) opens the event. */
const eventActivity: NotificationKind = {
  icon: CalendarDaysIcon,
  opens: (data) => {
    const eventId = dataText(data, "eventId");
    return eventId ? { to: `/events/${eventId}` } : null;
  },
};

/** Events: upcoming and past ones, an event's page with its attendees, creating and answering. */
export const events = defineFeature({
  name: "events",
  routes: [
    { path: "/events", frame: "public", page: lazy(() => import("./EventsPage")) },
    { path: "/events/:eventId", frame: "public", page: lazy(() => import("./EventDetailPage")) },
  ],
  nav: { label: "Events", to: "/events", icon: CalendarDaysIcon, order: 60, membersOnly: true },
  typePolicies: {
    Query: {
      fields: {
        events: relayStylePagination(["period", "mine"]),
        eventAttendees: relayStylePagination(["eventId", "status"]),
      },
    },
  },
  searchHits: { Event: lazy(() => import("./EventSearchHit")) },
  feedKinds: {
    EVENT: {
      label: "Event",
      palette: "teal",
      tab: "events",
      target: ({ path }) => (path.startsWith("/events") ? { to: path } : null),
    },
  },
  notifications: {
    EVENT_UPDATED: { ...eventActivity, refreshes: ["Event", "Events"] },
    EVENT_CANCELLED: { ...eventActivity, refreshes: ["Event", "Events"] },
    // A place came free: the event page shows the member going, and the lists of who goes.
    EVENT_PROMOTED: { ...eventActivity, refreshes: ["Event", "Events", "EventAttendees"] },
    EVENT_REMINDER: eventActivity,
  },
});
