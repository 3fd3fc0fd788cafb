import { defineKinds } from "../../kernel/kinds";

/** The kinds the articles area owns (see kernel/kinds.ts). */
export const articlesKinds = defineKinds({
  feedItemTypes: { ARTICLE: { value: "article", description: "A member published an article." } },
  reactableTypes: { ARTICLE: { value: "article", description: "A published article." } },
  commentableTypes: { ARTICLE: { value: "article", description: "A published article." } },
  moderationTargets: { ARTICLE: { value: "ARTICLE", description: "An article." } },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    articles: typeof articlesKinds;
  }
}
