import { defineKinds } from "../../kernel/kinds";

/** The kinds the ideas area owns (see kernel/kinds.ts). */
export const ideasKinds = defineKinds({
  feedItemTypes: { BUSINESS_IDEA: "business_idea", BUSINESS_UPDATE: "business_update" },
  reactableTypes: { BUSINESS_IDEA: "business_idea" },
  notificationTypes: { BUSINESS_UPDATE: "business_update" },
  moderationTargets: { BUSINESS_IDEA: "BUSINESS_IDEA" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    ideas: typeof ideasKinds;
  }
}
