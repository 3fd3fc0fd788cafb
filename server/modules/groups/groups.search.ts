import type { SearchSource } from "../../kernel/search-source";
import { Group } from "./group.entity";

/**
 * Groups, private ones too (their card is public): full-text over the name (weight A) and description
 * (B), forgiving typos in their words (the search's typo query, ranked below exact matches), plus
 * trigram matching on the name for typos and prefixes; visitors find them too. Each way of matching is
 * its own arm, so each uses its own index.
 */
export const groupSearch: SearchSource<Group> = {
  type: Group,
  visitors: true,
  sql: `
    SELECT g.id,
           CASE WHEN g.search_document @@ exact.query THEN ts_rank_cd(g.search_document, exact.query)
                ELSE coalesce(ts_rank_cd(g.search_document, (SELECT query FROM typo)), 0) / 2 END
           + similarity(g.name, $1)
           + CASE WHEN lower(g.name) = lower($1) THEN 10 WHEN g.name ILIKE $2 THEN 1 ELSE 0 END AS rank
      FROM (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query) exact,
           (SELECT id FROM groups
             WHERE search_document @@ (websearch_to_tsquery('english', $1)
                                       || websearch_to_tsquery('simple', $1))
            UNION
            SELECT id FROM groups WHERE search_document @@ (SELECT query FROM typo)
            UNION
            SELECT id FROM groups WHERE name % $1
            UNION
            SELECT id FROM groups WHERE name ILIKE $2) hit
      JOIN groups g ON g.id = hit.id`,
  load: (ctx, ids) => ctx.loaders.groupById.loadMany(ids) as Promise<(Group | null)[]>,
};
