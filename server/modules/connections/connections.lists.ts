import type { DataSource } from "typeorm";
import type { Loaders } from "../../graphql/context";
import {
  decodeCursor,
  pageSize,
  toConnection,
  type ConnectionShape,
} from "../../graphql/pagination";
import type { Profile } from "../profiles/profile.entity";
import { ConnectionStatus } from "./connection.entity";

type ListRow = { id: string; created_at: Date; member_id: string };

/**
 * A page of connection rows (newest first, keyset on created_at and id) and their total, mapped to the
 * profile on the other end: three statements whatever the page size (page, count, profiles).
 */
async function list(
  db: DataSource,
  loaders: Loaders,
  where: string,
  params: unknown[],
  /** SQL for the member on the other end of row `c`. */
  member: string,
  args: { first?: number | null; after?: string | null },
): Promise<ConnectionShape<Profile>> {
  const size = pageSize(args.first);
  const cursor = decodeCursor(args.after);
  const n = params.length;
  const keyset = cursor
    ? `AND (c.created_at, c.id) < ($${n + 1}::timestamptz, $${n + 2}::uuid)`
    : "";
  const [rows, [{ count }]]: [ListRow[], { count: number }[]] = await Promise.all([
    db.query(
      `SELECT c.id, c.created_at, ${member} AS member_id FROM connections c
        WHERE ${where} ${keyset} ORDER BY c.created_at DESC, c.id DESC LIMIT ${size + 1}`,
      cursor ? [...params, cursor.createdAt, cursor.id] : params,
    ),
    db.query(`SELECT count(*)::int AS count FROM connections c WHERE ${where}`, params),
  ]);
  const profiles = await loaders.profileById.loadMany(rows.slice(0, size).map((r) => r.member_id));
  const byId = new Map(
    profiles.filter((p): p is Profile => !!p && !(p instanceof Error)).map((p) => [p.id, p]),
  );
  const present = rows.filter((r, i) => i >= size || byId.has(r.member_id));
  return toConnection(
    present,
    size,
    count,
    (r) => ({ createdAt: r.created_at, id: r.id }),
    (r) => byId.get(r.member_id)!,
  );
}

/** Whom the member follows or is friends with (optionally one status). */
export function connectionsOf(
  db: DataSource,
  loaders: Loaders,
  userId: string,
  status: ConnectionStatus | null | undefined,
  args: { first?: number | null; after?: string | null },
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

/** Members who follow this one (rows toward it with status following). */
export function followersOf(
  db: DataSource,
  loaders: Loaders,
  userId: string,
  args: { first?: number | null; after?: string | null },
) {
  return list(
    db,
    loaders,
    `c.connected_user_id = $1 AND c.status = 'following'`,
    [userId],
    "c.user_id",
    args,
  );
}

/** Pending friend requests to the member. */
export function friendRequestsTo(
  db: DataSource,
  loaders: Loaders,
  userId: string,
  args: { first?: number | null; after?: string | null },
) {
  return list(
    db,
    loaders,
    `c.connected_user_id = $1 AND c.status = 'friend_requested'`,
    [userId],
    "c.user_id",
    args,
  );
}
