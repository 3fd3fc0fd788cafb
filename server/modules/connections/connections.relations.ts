/**
 * The member relations, each defined once, in SQL over one connection row `c`. A profile's counts
 * (connections.loaders.ts) and its lists (connections.lists.ts) both read these, so a count is always
 * the length of its list.
 *
 * The rows (one per ordered pair, document 1 §4): `following` and `friend_requested` are the initiator's
 * follow (a pending request still follows: asking to be friends does not stop following), and `friends`
 * is one row for both members, whoever asked. Friends follow each other.
 *
 * - followers of M: members with a follow or a pending request toward M, and M's friends;
 * - following of M: members M follows or has asked to befriend, and M's friends;
 * - friends of M: the `friends` rows with M at either end;
 * - requests of M: pending requests toward M; sent requests of M: M's own pending requests.
 *
 * A follow row beside a friendship between the same two (one followed the other after becoming friends)
 * adds nothing: the friendship already counts them, once.
 */

export type Relation = "followers" | "following" | "friends" | "requests" | "sentRequests";

export type RelationSql = {
  /** A condition on the row `c` that holds when its other end is in the relation with `who`. */
  where: string;
  /** The member at the other end of `c`. */
  other: string;
};

/** `c` is a friendship with `who` at either end. */
const friendsWith = (who: string) =>
  `(c.status = 'friends' AND (c.user_id = ${who} OR c.connected_user_id = ${who}))`;

/** `c` is a follow (or a pending request, which follows too) and no friendship joins the two the other way. */
const follow = `c.status IN ('following', 'friend_requested')
  AND NOT EXISTS (SELECT 1 FROM connections r
                   WHERE r.user_id = c.connected_user_id AND r.connected_user_id = c.user_id
                     AND r.status = 'friends')`;

/** The SQL of `relation` for the member `who` (a parameter such as `$1`, or a column such as `m.id`). */
export function relationSql(relation: Relation, who: string): RelationSql {
  const otherEnd = `CASE WHEN c.user_id = ${who} THEN c.connected_user_id ELSE c.user_id END`;
  switch (relation) {
    case "followers":
      return {
        where: `((c.connected_user_id = ${who} AND ${follow}) OR ${friendsWith(who)})`,
        other: otherEnd,
      };
    case "following":
      return {
        where: `((c.user_id = ${who} AND ${follow}) OR ${friendsWith(who)})`,
        other: otherEnd,
      };
    case "friends":
      return { where: friendsWith(who), other: otherEnd };
    case "requests":
      return {
        where: `(c.connected_user_id = ${who} AND c.status = 'friend_requested')`,
        other: "c.user_id",
      };
    case "sentRequests":
      return {
        where: `(c.user_id = ${who} AND c.status = 'friend_requested')`,
        other: "c.connected_user_id",
      };
  }
}

/** SQL counting the members in `relation` with `who`: a scalar subquery. */
export function relationCountSql(relation: Relation, who: string): string {
  return `(SELECT count(*)::int FROM connections c WHERE ${relationSql(relation, who).where})`;
}
