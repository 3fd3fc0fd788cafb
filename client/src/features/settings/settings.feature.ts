import { relayStylePagination } from "@apollo/client/utilities";
import { SettingsIcon } from "lucide-react";
import { lazy } from "react";
import { defineFeature } from "../feature";

/** Settings: profile, password and the switches. */
export const settings = defineFeature({
  name: "settings",
  routes: [{ path: "/settings", frame: "members", page: lazy(() => import("./SettingsPage")) }],
  nav: { label: "Settings", to: "/settings", icon: SettingsIcon, order: 100, membersOnly: true },
  typePolicies: { Query: { fields: { blockedMembers: relayStylePagination() } } },
});
