import type { SearchSource } from "../../kernel/search-source";
import { BusinessIdea } from "./idea.entity";

/**
 * Business ideas: full-text over the title (weight A), description and location (B), forgiving typos in
 * their words (the search's typo query, ranked below exact matches), plus trigram matching on the title
 * for typos and prefixes; visitors find them too (opening one asks them to sign in).
 */
export const ideaSearch: SearchSource<BusinessIdea> = {
  type: BusinessIdea,
  visitors: true,
  sql: `
    SELECT bi.id,
           CASE WHEN bi.search_document @@ exact.query THEN ts_rank_cd(bi.search_document, exact.query)
                ELSE coalesce(ts_rank_cd(bi.search_document, (SELECT query FROM typo)), 0) / 2 END
           + similarity(bi.title, $1)
           + CASE WHEN lower(bi.title) = lower($1) THEN 10 WHEN bi.title ILIKE $2 THEN 1 ELSE 0 END AS rank
      FROM (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query) exact,
           (SELECT id FROM business_ideas
             WHERE search_document @@ (websearch_to_tsquery('english', $1)
                                       || websearch_to_tsquery('simple', $1))
            UNION
            SELECT id FROM business_ideas WHERE search_document @@ (SELECT query FROM typo)
            UNION
            SELECT id FROM business_ideas WHERE title % $1
            UNION
            SELECT id FROM business_ideas WHERE title ILIKE $2) hit
      JOIN business_ideas bi ON bi.id = hit.id`,
  owner: "(SELECT o.author_id FROM business_ideas o WHERE o.id = hit.id)",
  load: (ctx, ids) =>
    ctx.loaders.businessIdeaById.loadMany(ids) as Promise<(BusinessIdea | null)[]>,
};
