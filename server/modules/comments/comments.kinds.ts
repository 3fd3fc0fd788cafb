import { defineKinds } from "../../kernel/kinds";

/** The kinds the comments area owns (see kernel/kinds.ts). */
export const commentsKinds = defineKinds({
  notificationTypes: { COMMENT: "comment" },
  moderationTargets: { COMMENT: "COMMENT" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    comments: typeof commentsKinds;
  }
}
