import { relayStylePagination } from "@apollo/client/utilities";
import { ArchiveIcon, SettingsIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Settings: profile, password, the switches, notification preferences and the e-mails' unsubscribe link. */
export const settings = defineFeature({
  name: "settings",
  routes: [
    { path: "/settings", frame: "members", page: lazy(() => import("./SettingsPage")) },
    // Public: an e-mail's link works signed out, and signed in as anyone.
    { path: "/unsubscribe", frame: "public", page: lazy(() => import("./UnsubscribePage")) },
  ],
  nav: { label: "Settings", to: "/settings", icon: SettingsIcon, order: 100, membersOnly: true },
  typePolicies: {
    Query: { fields: { blockedMembers: relayStylePagination() } },
    // The viewer's own settings, one object, so what a mutation answers updates every screen reading it.
    MemberSettings: { keyFields: [] },
    // One per kind, the viewer's own: a saved preference updates its row in the list.
    NotificationPreference: { keyFields: ["type"] },
  },
  notifications: {
    // A copy of the member's data is ready: Settings › Privacy lists it with its Download link.
    DATA_EXPORT_READY: {
      icon: ArchiveIcon,
      opens: () => ({ to: "/settings?tab=privacy" }),
      refreshes: ["DataExports"],
    },
  },
});
