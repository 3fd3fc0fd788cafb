import { defineKinds } from "../../kernel/kinds";

/** The kinds the groups area owns (see kernel/kinds.ts). */
export const groupsKinds = defineKinds({
  feedItemTypes: { GROUP: "group", GROUP_POST: "group_post" },
  reactableTypes: { GROUP_POST: "group_post" },
  commentableTypes: { GROUP_POST: "group_post" },
  notificationTypes: {
    GROUP_JOIN_REQUEST: "group_join_request",
    GROUP_JOIN_DECISION: "group_join_decision",
    GROUP_INVITATION: "group_invitation",
  },
  moderationTargets: { GROUP: "GROUP", GROUP_POST: "GROUP_POST" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    groups: typeof groupsKinds;
  }
}
