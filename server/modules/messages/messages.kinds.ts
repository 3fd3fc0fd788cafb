import { defineKinds } from "../../kernel/kinds";

/** The kinds the messages area owns (see kernel/kinds.ts). */
export const messagesKinds = defineKinds({
  notificationTypes: {
    MESSAGE: { value: "message", description: "A member sent the member a direct message." },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    messages: typeof messagesKinds;
  }
}
