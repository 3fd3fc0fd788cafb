import { defineKinds } from "../../kernel/kinds";

/** The kinds the feed area owns (see kernel/kinds.ts). */
export const feedKinds = defineKinds({
  feedItemTypes: { SHARED_POST: "shared_post" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    feed: typeof feedKinds;
  }
}
