// What PostGraphile, the peer of the comparison, serves: the rows a visitor of Agora sees, as views with
// smart tags in a schema of their own (`bench_peer`, created in the benchmark's database only, never by a
// migration). The same rules as Agora's: a banned member's profile and feed items are left out, a hidden
// profile shows only its name and pictures, page posts reach their page's followers only (a visitor none).
import type { Pool } from "pg";
import { relationCountSql } from "../../server/modules/connections/connections.relations";

export const PEER_SCHEMA = "bench_peer";

export const PEER_SCHEMA_SQL = `
DROP SCHEMA IF EXISTS ${PEER_SCHEMA} CASCADE;
CREATE SCHEMA ${PEER_SCHEMA};

CREATE VIEW ${PEER_SCHEMA}.profiles AS
  SELECT p.id, p.username::text AS username, p.full_name,
         CASE WHEN coalesce(s.profile_visible, true) THEN p.bio END AS bio,
         CASE WHEN coalesce(s.profile_visible, true) THEN p.location END AS location,
         CASE WHEN coalesce(s.profile_visible, true) THEN p.company END AS company,
         CASE WHEN coalesce(s.profile_visible, true) THEN p.title END AS title,
         CASE WHEN coalesce(s.profile_visible, true) THEN p.skills ELSE '{}' END AS skills,
         p.avatar_url, p.avatar_thumbnail_url, p.cover_photo_url,
         u.email_verified_at IS NOT NULL AS verified, p.created_at
    FROM public.profiles p
    JOIN public.users u ON u.id = p.id
    LEFT JOIN public.member_settings s ON s.user_id = p.id
   WHERE NOT p.is_banned;
COMMENT ON VIEW ${PEER_SCHEMA}.profiles IS '@primaryKey id';

CREATE VIEW ${PEER_SCHEMA}.feed_items AS
  SELECT f.id, upper(f.type::text) AS type, f.title, f.description, f.image_url, f.content_id,
         f.created_at, f.user_id
    FROM public.feed_items f
    JOIN public.profiles p ON p.id = f.user_id AND NOT p.is_banned
   WHERE f.type <> 'page_post';
COMMENT ON VIEW ${PEER_SCHEMA}.feed_items IS
  E'@primaryKey id\\n@foreignKey (user_id) references ${PEER_SCHEMA}.profiles (id)|@fieldName author|@foreignFieldName feedItems';

-- Whom a member follows, friends included (Agora's connections.relations.ts): a follow or a pending
-- request (unless a friendship joins the two the other way), and a friendship, one row counted at each end.
CREATE VIEW ${PEER_SCHEMA}.connected AS
  SELECT c.id, c.created_at, c.user_id AS member_id, c.connected_user_id AS other_id
    FROM public.connections c
   WHERE c.status = 'friends'
      OR (c.status IN ('following', 'friend_requested')
          AND NOT EXISTS (SELECT 1 FROM public.connections r
                           WHERE r.user_id = c.connected_user_id AND r.connected_user_id = c.user_id
                             AND r.status = 'friends'))
  UNION ALL
  SELECT c.id, c.created_at, c.connected_user_id, c.user_id
    FROM public.connections c WHERE c.status = 'friends';
COMMENT ON VIEW ${PEER_SCHEMA}.connected IS
  E'@primaryKey member_id,id\\n@foreignKey (member_id) references ${PEER_SCHEMA}.profiles (id)|@fieldName member|@foreignFieldName connections\\n@foreignKey (other_id) references ${PEER_SCHEMA}.profiles (id)|@fieldName other|@foreignFieldName connectedBy';

-- The counts Agora gives, by the same SQL.
CREATE FUNCTION ${PEER_SCHEMA}.profiles_follower_count(p ${PEER_SCHEMA}.profiles) RETURNS int
  LANGUAGE sql STABLE AS $$ SELECT ${relationCountSql("followers", "p.id")} $$;
CREATE FUNCTION ${PEER_SCHEMA}.profiles_following_count(p ${PEER_SCHEMA}.profiles) RETURNS int
  LANGUAGE sql STABLE AS $$ SELECT ${relationCountSql("following", "p.id")} $$;
`;

/** (Re)creates the peer's schema: cheap, and always matching the current tables. */
export async function createPeerSchema(pool: Pool) {
  await pool.query(PEER_SCHEMA_SQL);
}
