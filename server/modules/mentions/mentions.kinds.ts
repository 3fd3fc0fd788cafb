import { defineKinds } from "../../kernel/kinds";

/** The kinds the mentions area owns (see kernel/kinds.ts). */
export const mentionsKinds = defineKinds({
  notificationTypes: { MENTION: "mention" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    mentions: typeof mentionsKinds;
  }
}
