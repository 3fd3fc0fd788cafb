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
  /**
   * `where` as conditions no row meets two of (`where` is their OR), each of which an index answers
   * alone: a count sums their counts (relationCountSql).
   */
  parts: string[];
};

/** `c` is a friendship with `who` as its initiator, or as its target: never both (no row joins a member to itself). */
const friendsWith = (who: string) => [
  `(c.status = 'friends' AND c.user_id = ${who})`,
  `(c.status = 'friends' AND c.connected_user_id = ${who})`,
];

/** `c` is a follow (or a pending request, which follows too) and no friendship joins the two the other way. */
const follow = `c.status IN ('following', 'friend_requested')
  AND NOT EXISTS (SELECT 1 FROM connections r
                   WHERE r.user_id = c.connected_user_id AND r.connected_user_id = c.user_id
                     AND r.status = 'friends')`;

const relation = (other: string, parts: string[]): RelationSql => ({
  where: `(${parts.join(" OR ")})`,
  other,
  parts,
});

/** The SQL of `relation` for the member `who` (a parameter such as `$1`, or a column such as `m.id`). */
export function relationSql(name: Relation, who: string): RelationSql {
  const otherEnd = `CASE WHEN c.user_id = ${who} THEN c.connected_user_id ELSE c.user_id END`;
  switch (name) {
    case "followers":
      return relation(otherEnd, [
        `(c.connected_user_id = ${who} AND ${follow})`,
        ...friendsWith(who),
      ]);
    case "following":
      return relation(otherEnd, [`(c.user_id = ${who} AND ${follow})`, ...friendsWith(who)]);
    case "friends":
      return relation(otherEnd, friendsWith(who));
    case "requests":
      return relation("c.user_id", [
        `(c.connected_user_id = ${who} AND c.status = 'friend_requested')`,
      ]);
    case "sentRequests":
      return relation("c.connected_user_id", [
        `(c.user_id = ${who} AND c.status = 'friend_requested')`,
      ]);
  }
}

/**
 * SQL counting the members in `relation` with `who`: a scalar expression, the sum of a count per part
 * (each an index-only scan: the ConnectionCountIndexes migration), which is the count of `where`.
 */
export function relationCountSql(name: Relation, who: string): string {
  const counts = relationSql(name, who).parts.map(
    (part) => `(SELECT count(*)::int FROM connections c WHERE ${part})`,
  );
  return counts.length === 1 ? counts[0] : `(${counts.join(" + ")})`;
}
