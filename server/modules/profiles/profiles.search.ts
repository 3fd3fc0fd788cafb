import type { SearchSource } from "../search/search.source";
import { Profile } from "./profile.entity";

/**
 * Members: full-text over names (weight A), title and company (B), bio, location and skills (C), plus
 * trigram matching on the username and full name so typos and prefixes still find people. A hidden
 * profile is found by its names only. An exact username match ranks above everything else.
 */
export const profileSearch: SearchSource<Profile> = {
  type: Profile,
  visitors: false,
  sql: `
    SELECT p.id,
           ts_rank_cd(p.search_document,
                      websearch_to_tsquery('simple', $1) || websearch_to_tsquery('english', $1))
           + greatest(similarity(p.username::text, $1), word_similarity($1, coalesce(p.full_name, '')))
           + CASE WHEN lower(p.username::text) = lower($1) THEN 10
                  WHEN p.username::text ILIKE $2 THEN 1 ELSE 0 END AS rank
      FROM profiles p
      LEFT JOIN member_settings s ON s.user_id = p.id
     WHERE NOT p.is_banned
       AND ((p.search_document @@ websearch_to_tsquery('simple', $1) AND coalesce(s.profile_visible, true))
         OR (p.search_document @@ websearch_to_tsquery('english', $1) AND coalesce(s.profile_visible, true))
         OR p.username::text % $1
         OR $1 <% coalesce(p.full_name, '')
         OR p.username::text ILIKE $2)`,
  load: (ctx, ids) => ctx.loaders.profileById.loadMany(ids) as Promise<(Profile | null)[]>,
};
