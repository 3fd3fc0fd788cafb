import { defineKinds } from "../../kernel/kinds";

/** The kinds the articles area owns (see kernel/kinds.ts). */
export const articlesKinds = defineKinds({
  feedItemTypes: { ARTICLE: "article" },
  reactableTypes: { ARTICLE: "article" },
  commentableTypes: { ARTICLE: "article" },
  moderationTargets: { ARTICLE: "ARTICLE" },
});

declare module "../../kernel/kinds" {
  interface DeclaredKinds {
    articles: typeof articlesKinds;
  }
}
