import { relayStylePagination } from "@apollo/client/utilities";
import { lazy } from "react";
import { defineFeature, pathTarget } from "../feature";

/** The super admins' dashboard: statistics, members, every kind of content, reports, the audit log. */
export const admin = defineFeature({
  name: "admin",
  routes: [
    { path: "/admin", frame: "superAdmin", page: lazy(() => import("./AdminDashboardPage")) },
  ],
  typePolicies: {
    Query: {
      fields: {
        adminUsers: relayStylePagination(["search"]),
        adminContent: relayStylePagination(["kind", "search"]),
        reports: relayStylePagination(["status"]),
        auditLog: relayStylePagination(),
      },
    },
    // Items are keyed by kind and id: ids of different kinds never share a cache entry.
    AdminContentItem: { keyFields: ["kind", "id"] },
  },
  notifications: {
    // A report's outcome opens what was reported while it is still there; once removed, the
    // notifications page, where the outcome is told in full.
    REPORT_RESOLVED: { opens: (data) => pathTarget(data) ?? { to: "/notifications" } },
  },
});
