import { relayStylePagination } from "@apollo/client/utilities";
import { AtSignIcon, BellIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature, pathTarget } from "../feature";

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
  // A mention (in any kind of content) opens the content where it was made, as the server routes it.
  notifications: { MENTION: { icon: AtSignIcon, opens: pathTarget } },
});
