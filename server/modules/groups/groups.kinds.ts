import { defineKinds } from "../../kernel/kinds";

/** The kinds the groups area owns (see kernel/kinds.ts). */
export const groupsKinds = defineKinds({
  feedItemTypes: {
    GROUP: { value: "group", description: "A member created a public group." },
    GROUP_POST: { value: "group_post", description: "A member posted in a public group." },
  },
  reactableTypes: { GROUP_POST: { value: "group_post", description: "A post in a group." } },
  commentableTypes: { GROUP_POST: { value: "group_post", description: "A post in a group." } },
  notificationTypes: {
    GROUP_JOIN_REQUEST: {
      value: "group_join_request",
      description: "A member asked to join a group the member is an admin of.",
    },
    GROUP_JOIN_DECISION: {
      value: "group_join_decision",
      description: "A group's admins approved or declined the member's request to join it.",
    },
    GROUP_INVITATION: {
      value: "group_invitation",
      description: "A member invited the member to join a group.",
    },
  },
  moderationTargets: {
    GROUP: { value: "GROUP", description: "A group." },
    GROUP_POST: { value: "GROUP_POST", description: "A post in a group." },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    groups: typeof groupsKinds;
  }
}
