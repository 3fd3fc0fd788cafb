import { defineKinds } from "../../kernel/kinds";

/** The kinds the feed area owns (see kernel/kinds.ts). */
export const feedKinds = defineKinds({
  feedItemTypes: {
    SHARED_POST: {
      value: "shared_post",
      description:
        "A member shared a post (a public group's or a business page's) to their own feed, with an optional comment.",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    feed: typeof feedKinds;
  }
}
