import { defineKinds } from "../../kernel/kinds";

/** The kinds the reactions area owns (see kernel/kinds.ts). */
export const reactionsKinds = defineKinds({
  notificationTypes: { REACTION: "reaction" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    reactions: typeof reactionsKinds;
  }
}
