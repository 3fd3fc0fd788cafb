import type { DataSource } from "typeorm";
import type { Loaders } from "../../graphql/context";
import { keysetPage, type PageArgs } from "../../graphql/pagination";
import type { Profile } from "../profiles/profile.entity";
import { ConnectionStatus } from "./connection.entity";

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

/** Whom the member follows or is friends with (optionally one status). */
export function connectionsOf(
  db: DataSource,
  loaders: Loaders,
  userId: string,
  status: ConnectionStatus | null | undefined,
  args: PageArgs,
) {
  const statuses = status ? [status] : [ConnectionStatus.FOLLOWING, ConnectionStatus.FRIENDS];
  // A friendship is one row, from whoever asked: it counts on both sides.
  return list(
    db,
    loaders,
    `((c.user_id = $1 AND c.status = ANY($2::connection_status[]))
      OR (c.connected_user_id = $1 AND c.status = 'friends' AND 'friends' = ANY($2::connection_status[])))`,
    [userId, statuses],
    "CASE WHEN c.user_id = $1 THEN c.connected_user_id ELSE c.user_id END",
    args,
  );
}

/**
 * Members with a row of one status toward this one: its followers (following) or the friend requests it
 * received (friend_requested).
 */
export function incomingOf(
  db: DataSource,
  loaders: Loaders,
  userId: string,
  status: ConnectionStatus.FOLLOWING | ConnectionStatus.FRIEND_REQUESTED,
  args: PageArgs,
) {
  return list(
    db,
    loaders,
    `c.connected_user_id = $1 AND c.status = $2`,
    [userId, status],
    "c.user_id",
    args,
  );
}
