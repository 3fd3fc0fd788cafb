import type { SearchSource } from "../../kernel/search-source";
import { ForumPost } from "./forum.entity";

/**
 * Forum posts by authors in good standing: full-text over the title (weight A) and the content (B),
 * forgiving typos in their words (the search's typo query, ranked below exact matches), plus trigram
 * matching on the title for typos and prefixes; visitors find them too. Each way of matching is its own
 * arm, so each uses its own index.
 */
export const forumSearch: SearchSource<ForumPost> = {
  type: ForumPost,
  visitors: true,
  sql: `
    SELECT fp.id,
           CASE WHEN fp.search_document @@ exact.query THEN ts_rank_cd(fp.search_document, exact.query)
                ELSE coalesce(ts_rank_cd(fp.search_document, (SELECT query FROM typo)), 0) / 2 END
           + similarity(fp.title, $1)
           + CASE WHEN lower(fp.title) = lower($1) THEN 10 WHEN fp.title ILIKE $2 THEN 1 ELSE 0 END AS rank
      FROM (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query) exact,
           (SELECT id FROM forum_posts
             WHERE search_document @@ (websearch_to_tsquery('english', $1)
                                       || websearch_to_tsquery('simple', $1))
            UNION
            SELECT id FROM forum_posts WHERE search_document @@ (SELECT query FROM typo)
            UNION
            SELECT id FROM forum_posts WHERE title % $1
            UNION
            SELECT id FROM forum_posts WHERE title ILIKE $2) hit
      JOIN forum_posts fp ON fp.id = hit.id
      JOIN profiles p ON p.id = fp.author_id AND NOT p.is_banned`,
  owner: "(SELECT o.author_id FROM forum_posts o WHERE o.id = hit.id)",
  load: (ctx, ids) => ctx.loaders.forumPostById.loadMany(ids) as Promise<(ForumPost | null)[]>,
};
