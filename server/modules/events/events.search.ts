import type { SearchSource } from "../../kernel/search-source";
import { CalendarEvent } from "./event.entity";

/**
 * Events: full-text over the title (weight A), description and location (B), forgiving typos in their
 * words (the search's typo query, ranked below exact matches), plus trigram matching on the title for
 * typos and prefixes; visitors find them too. Each way of matching is its own arm, so each uses its own
 * index.
 */
export const eventSearch: SearchSource<CalendarEvent> = {
  type: CalendarEvent,
  visitors: true,
  sql: `
    SELECT e.id,
           CASE WHEN e.search_document @@ exact.query THEN ts_rank_cd(e.search_document, exact.query)
                ELSE coalesce(ts_rank_cd(e.search_document, (SELECT query FROM typo)), 0) / 2 END
           + similarity(e.title, $1)
           + CASE WHEN lower(e.title) = lower($1) THEN 10 WHEN e.title ILIKE $2 THEN 1 ELSE 0 END AS rank
      FROM (SELECT websearch_to_tsquery('english', $1) || websearch_to_tsquery('simple', $1) AS query) exact,
           (SELECT id FROM events
             WHERE search_document @@ (websearch_to_tsquery('english', $1)
                                       || websearch_to_tsquery('simple', $1))
            UNION
            SELECT id FROM events WHERE search_document @@ (SELECT query FROM typo)
            UNION
            SELECT id FROM events WHERE title % $1
            UNION
            SELECT id FROM events WHERE title ILIKE $2) hit
      JOIN events e ON e.id = hit.id
      LEFT JOIN profiles ep ON ep.id = e.creator_id
     WHERE ep.is_banned IS NOT TRUE`,
  owner: "(SELECT o.creator_id FROM events o WHERE o.id = hit.id)",
  load: (ctx, ids) => ctx.loaders.eventById.loadMany(ids) as Promise<(CalendarEvent | null)[]>,
};
