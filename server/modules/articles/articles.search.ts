import type { SearchSource } from "../search/search.source";
import { Article } from "./article.entity";
import { articlesByIds } from "./articles.service";

/** Published articles: full-text over the title (weight A) and the content (B); visitors find them too. */
export const articleSearch: SearchSource<Article> = {
  type: Article,
  visitors: true,
  sql: `
    SELECT a.id,
           ts_rank_cd(a.search_document,
                      websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1))
           + CASE WHEN lower(a.title) = lower($1) THEN 10 ELSE 0 END AS rank
      FROM articles a
      JOIN profiles ap ON ap.id = a.author_id AND NOT ap.is_banned
     WHERE a.status = 'published'
       AND (a.search_document @@ websearch_to_tsquery('english', $1)
         OR a.search_document @@ websearch_to_tsquery('simple', $1))`,
  load: (ctx, ids) => articlesByIds(ctx.db, ids),
};
