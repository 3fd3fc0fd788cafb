import { defineKinds } from "../../kernel/kinds";

/** The kinds the comments area owns (see kernel/kinds.ts). */
export const commentsKinds = defineKinds({
  notificationTypes: {
    COMMENT: {
      value: "comment",
      description:
        "A member commented on content the member wrote (an article or a post), or replied to their forum post.",
    },
  },
  moderationTargets: {
    COMMENT: { value: "COMMENT", description: "A comment, or a reply to a forum post." },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    comments: typeof commentsKinds;
  }
}
