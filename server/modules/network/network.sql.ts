import type { MemberTie } from "../../kernel/module";
import { blockedEither } from "../blocks";
import { relationSql } from "../connections";

/**
 * The network's relations, in SQL, each defined once: the degrees, the mutual connections and the
 * members the network never shows (banned, or blocked either way with the viewer). A connection is a
 * `friends` row of `connections`, one for both members whoever asked (connections.relations.ts).
 */

/** Whether members `a` and `b` are connections: a probe of the pair index each way. */
export const connectedSql = (a: string, b: string) =>
  `EXISTS (SELECT 1 FROM connections cp
            WHERE cp.status = 'friends'
              AND ((cp.user_id = ${a} AND cp.connected_user_id = ${b})
                OR (cp.user_id = ${b} AND cp.connected_user_id = ${a})))`;

/** Whether member `id` is one the viewer may be shown: not banned, no block either way. */
export const shownSql = (viewer: string, id: string) =>
  `NOT EXISTS (SELECT 1 FROM profiles bp WHERE bp.id = ${id} AND bp.is_banned)
   AND NOT ${blockedEither(viewer, id)}`;

/**
 * The viewer's connections the viewer may be shown (`id`, and `since`/`row_id` of the connection row):
 * the members a mutual connection is counted among. Empty for a visitor (a null viewer).
 */
export function viewerConnectionsSql(viewer: string): string {
  const friends = relationSql("friends", viewer);
  return `SELECT ${friends.other} AS id, c.created_at AS since, c.id AS row_id
            FROM connections c
           WHERE ${friends.where} AND ${shownSql(viewer, friends.other)}`;
}

/**
 * The number of connections the viewer and member `id` share (0 for oneself or a visitor): the two
 * lists of connections intersected (each an index scan), then those the viewer may be shown.
 */
export function mutualCountSql(viewer: string, id: string): string {
  const [mine, theirs] = [relationSql("friends", viewer), relationSql("friends", id)];
  return `CASE WHEN ${viewer} IS NULL OR ${id} = ${viewer} THEN 0 ELSE
     (SELECT count(*)::int
        FROM (SELECT ${mine.other} FROM connections c WHERE ${mine.where}
              INTERSECT
              SELECT ${theirs.other} FROM connections c WHERE ${theirs.where}) mutual(id)
       WHERE ${shownSql(viewer, "mutual.id")}) END`;
}

/**
 * The viewer's degree to member `id` as text ('SELF', 'FIRST', 'SECOND', 'THIRD_PLUS'; null for a
 * visitor), given the SQL of their mutual count: SECOND is a member with a mutual connection. The one
 * statement of the rule: profiles' `degree` (network.loaders.ts) and suggestions read it; people search
 * ranks by the same sets (the viewer, their connections, the connections' connections, the rest).
 */
export const degreeSql = (viewer: string, id: string, mutual: string) =>
  `CASE WHEN ${viewer} IS NULL THEN NULL
        WHEN ${id} = ${viewer} THEN 'SELF'
        WHEN ${connectedSql(viewer, id)} THEN 'FIRST'
        WHEN ${mutual} > 0 THEN 'SECOND'
        ELSE 'THIRD_PLUS' END`;

/**
 * The members never suggested to the viewer, whatever their score (`id`): the viewer's connections and
 * pending requests either way, members blocked either way (blocks.sql.ts's rule, as a list), banned and
 * dismissed members. Read from the viewer's side, each by an index, so a page or a count of stored
 * suggestions leaves them out by a hash of a few hundred ids.
 */
export const barredSql = (viewer: string) => `
  SELECT CASE WHEN x.user_id = ${viewer} THEN x.connected_user_id ELSE x.user_id END AS id
    FROM connections x
   WHERE x.status IN ('friends', 'friend_requested')
     AND (x.user_id = ${viewer} OR x.connected_user_id = ${viewer})
  UNION
  SELECT CASE WHEN mb.blocker_id = ${viewer} THEN mb.blocked_id ELSE mb.blocker_id END
    FROM member_blocks mb WHERE mb.blocker_id = ${viewer} OR mb.blocked_id = ${viewer}
  UNION
  SELECT d.dismissed_user_id FROM suggestion_dismissals d WHERE d.user_id = ${viewer}
  UNION
  SELECT bp.id FROM profiles bp WHERE bp.is_banned`;

/**
 * A digest of what the viewer's suggestions are computed from on the viewer's side: their connections
 * (how many, and which: a sum of the ids' hashes, by the pair indexes) and what each tie reads of the
 * viewer (MemberTie.viewerInputs). Cheap: a few index reads of the viewer's own rows.
 */
export function viewerSuggestionVersionSql(viewer: string, ties: readonly MemberTie[]): string {
  const friends = relationSql("friends", viewer);
  const parts = [
    `(SELECT count(*) || ':' || coalesce(sum(uuid_hash(${friends.other})), 0)
        FROM connections c WHERE ${friends.where})`,
    ...ties.map((tie) => tie.viewerInputs(viewer)),
  ];
  return `md5(concat_ws('|', ${parts.map((part) => `coalesce(${part}, '')`).join(", ")}))`;
}
