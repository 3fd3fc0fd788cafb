import { defineKinds } from "../../kernel/kinds";

/** The kinds the ideas area owns (see kernel/kinds.ts). */
export const ideasKinds = defineKinds({
  feedItemTypes: {
    BUSINESS_IDEA: { value: "business_idea", description: "A member submitted a business idea." },
    BUSINESS_UPDATE: {
      value: "business_update",
      description: "A business idea's founder posted an update on it.",
    },
  },
  reactableTypes: { BUSINESS_IDEA: { value: "business_idea", description: "A business idea." } },
  notificationTypes: {
    BUSINESS_UPDATE: {
      value: "business_update",
      description:
        "A business idea the member reacted to or asked about (a business inquiry) has a new update.",
    },
  },
  moderationTargets: {
    BUSINESS_IDEA: { value: "BUSINESS_IDEA", description: "A business idea." },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    ideas: typeof ideasKinds;
  }
}
