import { defineKinds } from "../../kernel/kinds";

/** The kinds the reactions area owns (see kernel/kinds.ts). */
export const reactionsKinds = defineKinds({
  notificationTypes: {
    REACTION: {
      value: "reaction",
      description:
        "A member reacted to content the member wrote; reactions to one piece fold into one notification until it is read.",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    reactions: typeof reactionsKinds;
  }
}
