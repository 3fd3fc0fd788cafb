import { type SearchSource, textSearch } from "../../kernel/search-source";
import { Article } from "./article.entity";
import { articlesByIds } from "./articles.service";

/**
 * Published articles: full-text over the title (weight A) and the content (B), forgiving typos, plus
 * trigram matching on the title (`textSearch`); visitors find them too.
 */
export const articleSearch: SearchSource<Article> = textSearch({
  type: Article,
  table: "articles",
  alias: "a",
  name: "title",
  joins: ["JOIN profiles ap ON ap.id = a.author_id AND NOT ap.is_banned"],
  where: "a.status = 'published'",
  ownerColumn: "author_id",
  tagged: "article",
  load: (ctx, ids) => articlesByIds(ctx.db, ids),
});
