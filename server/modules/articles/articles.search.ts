import type { SearchSource } from "../../kernel/search-source";
import { Article } from "./article.entity";
import { articlesByIds } from "./articles.service";

/**
 * Published articles: full-text over the title (weight A) and the content (B), forgiving typos in their
 * words (the search's typo query, ranked below exact matches), plus trigram matching on the title for
 * typos and prefixes; visitors find them too. Each way of matching is its own arm, so each uses its own
 * index.
 */
export const articleSearch: SearchSource<Article> = {
  type: Article,
  visitors: true,
  sql: `
    SELECT a.id,
           CASE WHEN a.search_document @@ exact.query THEN ts_rank_cd(a.search_document, exact.query)
                ELSE coalesce(ts_rank_cd(a.search_document, (SELECT query FROM typo)), 0) / 2 END
           + similarity(a.title, $1)
           + CASE WHEN lower(a.title) = lower($1) THEN 10 WHEN a.title ILIKE $2 THEN 1 ELSE 0 END AS rank
      FROM (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query) exact,
           (SELECT id FROM articles
             WHERE search_document @@ (websearch_to_tsquery('english', $1)
                                       || websearch_to_tsquery('simple', $1))
            UNION
            SELECT id FROM articles WHERE search_document @@ (SELECT query FROM typo)
            UNION
            SELECT id FROM articles WHERE title % $1
            UNION
            SELECT id FROM articles WHERE title ILIKE $2) hit
      JOIN articles a ON a.id = hit.id
      JOIN profiles ap ON ap.id = a.author_id AND NOT ap.is_banned
     WHERE a.status = 'published'`,
  owner: "(SELECT o.author_id FROM articles o WHERE o.id = hit.id)",
  load: (ctx, ids) => articlesByIds(ctx.db, ids),
};
