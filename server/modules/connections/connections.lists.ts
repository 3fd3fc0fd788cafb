import type { DataSource } from "typeorm";
import type { Loaders } from "../../graphql/context";
import { keysetPage, type PageArgs } from "../../graphql/pagination";
import type { Profile } from "../profiles/profile.entity";
import { ConnectionStatus } from "./connection.entity";
import { relationSql, type Relation } from "./connections.relations";

/**
 * A page of connection rows (newest first) mapped to the profile on the other end: two statements
 * whatever the page size (page, profiles), and a third for the total when a client asks.
 */
function list(
  db: DataSource,
  loaders: Loaders,
  where: string,
  params: unknown[],
  /** SQL for the member on the other end of row `c`. */
  member: string,
  args: PageArgs,
) {
  return keysetPage(
    db,
    {
      select: `c.id, c.created_at AS "createdAt", ${member} AS "memberId"`,
      from: "connections c",
      where,
      params,
      alias: "c",
      prepared: true,
    },
    args,
    async (rows: { id: string; createdAt: Date; memberId: string }[]) =>
      (await loaders.profileById.loadMany(rows.map((r) => r.memberId))).map((p) =>
        p instanceof Error ? null : (p as Profile | null),
      ),
  );
}

/**
 * Whom the member follows (friends included), its friends, or the friend requests it sent: the relation
 * a status names (none: following). Each is the relation its count reads (connections.relations.ts).
 */
export function connectionsOf(
  db: DataSource,
  loaders: Loaders,
  userId: string,
  status: ConnectionStatus | null | undefined,
  args: PageArgs,
) {
  const relation: Relation =
    status === ConnectionStatus.FRIENDS
      ? "friends"
      : status === ConnectionStatus.FRIEND_REQUESTED
        ? "sentRequests"
        : "following";
  return relationList(db, loaders, userId, relation, args);
}

/** The members in `relation` with this one, newest connection first. */
export function relationList(
  db: DataSource,
  loaders: Loaders,
  userId: string,
  relation: Relation,
  args: PageArgs,
) {
  const { where, other } = relationSql(relation, "$1");
  return list(db, loaders, where, [userId], other, args);
}
