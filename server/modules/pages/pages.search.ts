import type { SearchSource } from "../../kernel/search-source";
import { BusinessPage } from "./page.entity";

/**
 * Business pages: full-text over the name (weight A), description and category (B), forgiving typos in
 * their words (the search's typo query, ranked below exact matches), plus trigram matching on the name
 * for typos and prefixes; visitors find them too. Pages of banned owners are left out by the loader.
 */
export const pageSearch: SearchSource<BusinessPage> = {
  type: BusinessPage,
  visitors: true,
  sql: `
    SELECT bp.id,
           CASE WHEN bp.search_document @@ exact.query THEN ts_rank_cd(bp.search_document, exact.query)
                ELSE coalesce(ts_rank_cd(bp.search_document, (SELECT query FROM typo)), 0) / 2 END
           + similarity(bp.name, $1)
           + CASE WHEN lower(bp.name) = lower($1) THEN 10 WHEN bp.name ILIKE $2 THEN 1 ELSE 0 END AS rank
      FROM (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query) exact,
           (SELECT id FROM business_pages
             WHERE search_document @@ (websearch_to_tsquery('english', $1)
                                       || websearch_to_tsquery('simple', $1))
            UNION
            SELECT id FROM business_pages WHERE search_document @@ (SELECT query FROM typo)
            UNION
            SELECT id FROM business_pages WHERE name % $1
            UNION
            SELECT id FROM business_pages WHERE name ILIKE $2) hit
      JOIN business_pages bp ON bp.id = hit.id`,
  owner: "(SELECT o.owner_id FROM business_pages o WHERE o.id = hit.id)",
  load: (ctx, ids) =>
    ctx.loaders.businessPageById.loadMany(ids) as Promise<(BusinessPage | null)[]>,
};
