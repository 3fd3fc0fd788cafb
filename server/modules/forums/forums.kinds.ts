import { defineKinds } from "../../kernel/kinds";

/** The kinds the forums area owns (see kernel/kinds.ts). */
export const forumsKinds = defineKinds({
  feedItemTypes: { FORUM_POST: "forum_post" },
  reactableTypes: { FORUM_POST: "forum_post" },
  commentableTypes: { FORUM_POST: "forum_post" },
  moderationTargets: { FORUM_POST: "FORUM_POST" },
  auditActions: {
    PIN_FORUM_POST: "PIN_FORUM_POST",
    UNPIN_FORUM_POST: "UNPIN_FORUM_POST",
    LOCK_FORUM_POST: "LOCK_FORUM_POST",
    UNLOCK_FORUM_POST: "UNLOCK_FORUM_POST",
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    forums: typeof forumsKinds;
  }
}
