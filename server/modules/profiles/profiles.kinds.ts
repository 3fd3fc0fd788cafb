import { defineKinds } from "../../kernel/kinds";

/** The kinds the profiles area owns (see kernel/kinds.ts). */
export const profilesKinds = defineKinds({
  feedItemTypes: { NEW_USER: "new_user" },
  moderationTargets: { PROFILE: "PROFILE" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    profiles: typeof profilesKinds;
  }
}
