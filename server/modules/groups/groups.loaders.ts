import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { byId } from "../../graphql/loaders";
import { asEntities, entityColumns } from "../../graphql/pagination";
import type { Viewer } from "../accounts/session.service";
import {
  Group,
  GroupInvitation,
  GroupPost,
  type GroupRole,
  type JoinRequestStatus,
} from "./group.entity";

/** A loader of one value per id from `SELECT key, value … WHERE key = ANY($1)` (absent keys: `fallback`). */
function valueLoader<V>(
  db: DataSource,
  sql: string,
  fallback: V,
  params: (ids: readonly string[]) => unknown[] = (ids) => [ids],
) {
  return new DataLoader<string, V>(async (ids) => {
    const rows: { key: string; value: V }[] = await db.query(sql, params(ids));
    const found = new Map(rows.map((r) => [r.key, r.value]));
    return ids.map((id) => (found.has(id) ? (found.get(id) as V) : fallback));
  });
}

/** A loader that answers `fallback` for every key without a statement: the viewer-only ones, for visitors. */
const constantLoader = <V>(value: V) =>
  new DataLoader<string, V>(async (ids) => ids.map(() => value));

/**
 * The groups area's loaders: groups and posts by id, member and share counts, and the viewer's own
 * relation to groups (role, latest request, pending invitation), each one statement per batch.
 */
export const groupLoaders = (db: DataSource, viewer: Viewer | null) => {
  const viewerId = viewer?.id ?? null;
  const ofViewer = (ids: readonly string[]) => [ids, viewerId];
  return {
    groupById: new DataLoader<string, Group | null>(async (ids) =>
      byId(
        asEntities(Group)(
          await db.query(
            `SELECT ${entityColumns(db, Group, "g")} FROM groups g WHERE g.id = ANY($1::uuid[])`,
            [ids],
          ),
        ),
        ids,
      ),
    ),
    groupPostById: new DataLoader<string, GroupPost | null>(async (ids) =>
      byId(
        asEntities(GroupPost)(
          await db.query(
            `SELECT ${entityColumns(db, GroupPost, "gp")} FROM group_posts gp
              WHERE gp.id = ANY($1::uuid[])`,
            [ids],
          ),
        ),
        ids,
      ),
    ),
    /** Members whose accounts are in good standing. */
    groupMemberCount: valueLoader<number>(
      db,
      `SELECT m.group_id AS key, count(*)::int AS value
         FROM group_members m JOIN profiles p ON p.id = m.user_id AND NOT p.is_banned
        WHERE m.group_id = ANY($1::uuid[]) GROUP BY m.group_id`,
      0,
    ),
    groupPostShareCount: valueLoader<number>(
      db,
      `SELECT post_id AS key, count(*)::int AS value FROM group_shares
        WHERE post_id = ANY($1::uuid[]) GROUP BY post_id`,
      0,
    ),
    viewerGroupRole: viewerId
      ? valueLoader<GroupRole | null>(
          db,
          `SELECT group_id AS key, role AS value FROM group_members
            WHERE group_id = ANY($1::uuid[]) AND user_id = $2`,
          null,
          ofViewer,
        )
      : constantLoader<GroupRole | null>(null),
    viewerJoinRequestStatus: viewerId
      ? valueLoader<JoinRequestStatus | null>(
          db,
          `SELECT group_id AS key, status AS value FROM group_join_requests
            WHERE group_id = ANY($1::uuid[]) AND user_id = $2`,
          null,
          ofViewer,
        )
      : constantLoader<JoinRequestStatus | null>(null),
    viewerGroupInvitation: viewerId
      ? new DataLoader<string, GroupInvitation | null>(async (ids) => {
          const rows = asEntities(GroupInvitation)(
            await db.query(
              `SELECT ${entityColumns(db, GroupInvitation, "i")} FROM group_invitations i
                WHERE i.group_id = ANY($1::uuid[]) AND i.invited_user_id = $2
                  AND i.status = 'pending'`,
              [ids, viewerId],
            ),
          );
          const byGroup = new Map(rows.map((row) => [row.groupId, row]));
          return ids.map((id) => byGroup.get(id) ?? null);
        })
      : constantLoader<GroupInvitation | null>(null),
    /** Pending requests of groups the viewer runs (0 for the others). */
    groupPendingRequestCount: viewerId
      ? valueLoader<number>(
          db,
          `SELECT r.group_id AS key, count(*)::int AS value
             FROM group_join_requests r
             JOIN group_members a ON a.group_id = r.group_id AND a.user_id = $2 AND a.role = 'admin'
            WHERE r.group_id = ANY($1::uuid[]) AND r.status = 'pending'
            GROUP BY r.group_id`,
          0,
          ofViewer,
        )
      : constantLoader(0),
  };
};
