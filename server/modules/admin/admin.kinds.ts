import { defineKinds } from "../../kernel/kinds";

/** The kinds the admin area owns (see kernel/kinds.ts). */
export const adminKinds = defineKinds({
  notificationTypes: {
    REPORT_RESOLVED: {
      value: "report_resolved",
      description:
        "A super admin resolved a report the member filed; the message says the outcome.",
    },
  },
  auditActions: {
    BAN_USER: {
      value: "BAN_USER",
      description:
        "A member was banned (`banUser`, a report resolved with BAN_AUTHOR, or the admin command).",
    },
    UNBAN_USER: {
      value: "UNBAN_USER",
      description: "A member's ban was lifted (`unbanUser`, or the admin command).",
    },
    DELETE_USER: {
      value: "DELETE_USER",
      description: "A super admin deleted a member's account (`deleteUser`).",
    },
    DELETE_CONTENT: {
      value: "DELETE_CONTENT",
      description:
        "A super admin deleted a piece of content (`deleteContent`, or a report resolved with DELETE_CONTENT).",
    },
    RESOLVE_REPORT: {
      value: "RESOLVE_REPORT",
      description: "A super admin resolved every open report on a target (`resolveReport`).",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    admin: typeof adminKinds;
  }
}
