import { defineKinds } from "../../kernel/kinds";

/** The kinds the mentions area owns (see kernel/kinds.ts). */
export const mentionsKinds = defineKinds({
  notificationTypes: {
    MENTION: {
      value: "mention",
      description:
        "A member mentioned the member (`@username`) in a post, article or comment the member may read; messages notify no one of mentions.",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    mentions: typeof mentionsKinds;
  }
}
