import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import type { Viewer } from "../accounts/session.service";

export const blockLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** Whether the viewer blocked each member: one statement for any number of profiles. */
  viewerHasBlocked: new DataLoader<string, boolean>(async (ids) => {
    if (!viewer) return ids.map(() => false);
    const rows: { blocked_id: string }[] = await db.query(
      `SELECT blocked_id FROM member_blocks WHERE blocker_id = $1 AND blocked_id = ANY($2::uuid[])`,
      [viewer.id, ids],
    );
    const blocked = new Set(rows.map((r) => r.blocked_id));
    return ids.map((id) => blocked.has(id));
  }),
});
