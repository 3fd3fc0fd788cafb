import { defineKinds } from "../../kernel/kinds";

/** The kinds the messages area owns (see kernel/kinds.ts). */
export const messagesKinds = defineKinds({
  notificationTypes: { MESSAGE: "message" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    messages: typeof messagesKinds;
  }
}
