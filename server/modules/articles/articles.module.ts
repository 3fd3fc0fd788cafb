import { defineModule } from "../../kernel/module";
import { articlePersonalData } from "./articles.personal-data";
import { articlesKinds } from "./articles.kinds";
import { moderatableArticle } from "./articles.moderation";
import { Article } from "./article.entity";
import { ArticlesResolver } from "./articles.resolver";
import { articleSearch } from "./articles.search";
import { findCommentableArticle, findReactableArticle } from "./articles.service";

export const articles = defineModule({
  name: "articles",
  personalData: articlePersonalData,
  kinds: articlesKinds,
  resolvers: [ArticlesResolver],
  entities: [Article],
  searchSource: articleSearch,
  reactable: { article: findReactableArticle },
  commentable: { article: findCommentableArticle },
  moderatable: { ARTICLE: moderatableArticle },
  feedKinds: { article: { path: ({ contentId }) => `/articles/${contentId}` } },
});
