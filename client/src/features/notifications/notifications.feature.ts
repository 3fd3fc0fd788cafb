import { relayStylePagination } from "@apollo/client/utilities";
import { BellIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Notifications: the page (the bell is in the layout). What each kind opens is its area's. */
export const notifications = defineFeature({
  name: "notifications",
  routes: [
    {
      path: "/notifications",
      frame: "members",
      page: lazy(() => import("./NotificationsPage")),
    },
  ],
  nav: {
    label: "Notifications",
    to: "/notifications",
    icon: BellIcon,
    order: 80,
    membersOnly: true,
  },
  typePolicies: {
    Query: {
      fields: {
        // The bell and the page share one list, newest first.
        notifications: relayStylePagination(false),
      },
    },
    // The unread counts have no id: successive answers merge into one object.
    UnreadCounts: { merge: true },
  },
});
