import { defineKinds } from "../../kernel/kinds";

/** The kinds the forums area owns (see kernel/kinds.ts). */
export const forumsKinds = defineKinds({
  feedItemTypes: {
    FORUM_POST: { value: "forum_post", description: "A member started a forum post." },
  },
  reactableTypes: { FORUM_POST: { value: "forum_post", description: "A forum post." } },
  commentableTypes: {
    FORUM_POST: { value: "forum_post", description: "A forum post: its comments are its replies." },
  },
  moderationTargets: { FORUM_POST: { value: "FORUM_POST", description: "A forum post." } },
  auditActions: {
    PIN_FORUM_POST: {
      value: "PIN_FORUM_POST",
      description: "A super admin pinned a forum post: it comes first in the forum's lists.",
    },
    UNPIN_FORUM_POST: {
      value: "UNPIN_FORUM_POST",
      description: "A super admin unpinned a forum post.",
    },
    LOCK_FORUM_POST: {
      value: "LOCK_FORUM_POST",
      description: "A super admin locked a forum post: no new replies.",
    },
    UNLOCK_FORUM_POST: {
      value: "UNLOCK_FORUM_POST",
      description: "A super admin unlocked a forum post.",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    forums: typeof forumsKinds;
  }
}
