import { defineKinds } from "../../kernel/kinds";

/** The kinds the admin area owns (see kernel/kinds.ts). */
export const adminKinds = defineKinds({
  notificationTypes: { REPORT_RESOLVED: "report_resolved" },
  auditActions: {
    BAN_USER: "BAN_USER",
    UNBAN_USER: "UNBAN_USER",
    DELETE_USER: "DELETE_USER",
    DELETE_CONTENT: "DELETE_CONTENT",
    RESOLVE_REPORT: "RESOLVE_REPORT",
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    admin: typeof adminKinds;
  }
}
