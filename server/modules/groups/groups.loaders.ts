import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { countLoader, entityByIdLoader, valueLoader } from "../../graphql/loaders";
import type { Viewer } from "../../kernel/viewer";
import {
  Group,
  GroupInvitation,
  GroupPost,
  type GroupRole,
  InvitationStatus,
  type JoinRequestStatus,
} from "./group.entity";

/** What a member is to a group. */
export type GroupRelation = {
  role: GroupRole | null;
  requestStatus: JoinRequestStatus | null;
  invitation: GroupInvitation | null;
  /** Pending join requests, counted for the group's admins only. */
  pendingRequests: number;
};

const NO_RELATION: GroupRelation = {
  role: null,
  requestStatus: null,
  invitation: null,
  pendingRequests: 0,
};

type RelationRow = {
  key: string;
  role: GroupRole | null;
  request_status: JoinRequestStatus | null;
  invitation_id: string | null;
  invited_by: string | null;
  invited_at: Date;
  invitation_updated_at: Date;
  pending_requests: number;
};

function relationOf(row: RelationRow, viewerId: string): GroupRelation {
  return {
    role: row.role,
    requestStatus: row.request_status,
    invitation: row.invitation_id
      ? Object.assign(new GroupInvitation(), {
          id: row.invitation_id,
          groupId: row.key,
          invitedUserId: viewerId,
          invitedBy: row.invited_by,
          status: InvitationStatus.PENDING,
          createdAt: row.invited_at,
          updatedAt: row.invitation_updated_at,
        })
      : null,
    pendingRequests: row.pending_requests,
  };
}

/**
 * The groups area's loaders: groups and posts by id, member and share counts, and the viewer's own
 * relation to groups (role, latest request, pending invitation), each one statement per batch.
 */
export const groupLoaders = (db: DataSource, viewer: Viewer | null) => {
  const viewerId = viewer?.id ?? null;
  return {
    groupById: entityByIdLoader(db, Group, "g", "groups g"),
    groupPostById: entityByIdLoader(db, GroupPost, "gp", "group_posts gp"),
    /** Members whose accounts are in good standing. */
    groupMemberCount: valueLoader<number>(
      db,
      `SELECT m.group_id AS key, count(*)::int AS value
         FROM group_members m JOIN profiles p ON p.id = m.user_id AND NOT p.is_banned
        WHERE m.group_id = ANY($1::uuid[]) GROUP BY m.group_id`,
      0,
    ),
    groupPostShareCount: countLoader(db, "group_shares", "post_id"),
    /** The viewer's relation to groups: role, latest request, pending invitation, and (admins) pending requests. */
    viewerGroupRelation: viewerId
      ? new DataLoader<string, GroupRelation>(async (ids) => {
          const rows: RelationRow[] = await db.query(
            `SELECT g.id AS key, m.role, r.status AS request_status,
                    i.id AS invitation_id, i.invited_by, i.created_at AS invited_at,
                    i.updated_at AS invitation_updated_at,
                    CASE WHEN m.role = 'admin' THEN
                      (SELECT count(*)::int FROM group_join_requests pr
                         JOIN profiles p ON p.id = pr.user_id AND NOT p.is_banned
                        WHERE pr.group_id = g.id AND pr.status = 'pending')
                    ELSE 0 END AS pending_requests
               FROM unnest($1::uuid[]) AS g(id)
               LEFT JOIN group_members m ON m.group_id = g.id AND m.user_id = $2
               LEFT JOIN group_join_requests r ON r.group_id = g.id AND r.user_id = $2
               LEFT JOIN group_invitations i
                      ON i.group_id = g.id AND i.invited_user_id = $2 AND i.status = 'pending'`,
            [ids, viewerId],
          );
          const byGroup = new Map(rows.map((row) => [row.key, relationOf(row, viewerId)]));
          return ids.map((id) => byGroup.get(id) ?? NO_RELATION);
        })
      : new DataLoader<string, GroupRelation>(async (ids) => ids.map(() => NO_RELATION)),
  };
};
