import { definePolicy, isSuperAdmin, isViewer } from "../../graphql/policy";
import { ArticleStatus } from "./article.entity";

/** An article as the rules see it. */
export type ArticleFacts = { authorId: string; status: ArticleStatus };

type ArticleSubjects = {
  /** Published ones everyone, drafts only their author. */
  see: ArticleFacts;
  /** Its author only. */
  publish: ArticleFacts;
  /** Its author or a super admin. */
  delete: ArticleFacts;
};

export type ArticleAction = keyof ArticleSubjects;

/** Who may do what to an article. */
export const can = definePolicy<ArticleSubjects>({
  see: (viewer, article) =>
    article.status === ArticleStatus.PUBLISHED || isViewer(viewer, article.authorId),
  publish: (viewer, article) => isViewer(viewer, article.authorId),
  delete: (viewer, article) => isViewer(viewer, article.authorId) || isSuperAdmin(viewer),
});
