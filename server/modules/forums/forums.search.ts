import type { SearchSource } from "../search/search.source";
import { ForumPost } from "./forum.entity";

/**
 * Forum posts by authors in good standing: full-text over the title (weight A) and the content (B);
 * visitors find them too.
 */
export const forumSearch: SearchSource<ForumPost> = {
  type: ForumPost,
  visitors: true,
  sql: `
    SELECT fp.id,
           ts_rank_cd(fp.search_document,
                      websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1))
           + CASE WHEN lower(fp.title) = lower($1) THEN 10 ELSE 0 END AS rank
      FROM forum_posts fp
      JOIN profiles p ON p.id = fp.author_id AND NOT p.is_banned
     WHERE fp.search_document @@ websearch_to_tsquery('english', $1)
        OR fp.search_document @@ websearch_to_tsquery('simple', $1)`,
  load: (ctx, ids) => ctx.loaders.forumPostById.loadMany(ids) as Promise<(ForumPost | null)[]>,
};
