import { defineKinds } from "../../kernel/kinds";

/** The kinds the profiles area owns (see kernel/kinds.ts). */
export const profilesKinds = defineKinds({
  feedItemTypes: { NEW_USER: { value: "new_user", description: "A member joined Agora." } },
  moderationTargets: {
    PROFILE: {
      value: "PROFILE",
      description: "A member's profile: members report it; it is not deleted as content.",
    },
  },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    profiles: typeof profilesKinds;
  }
}
