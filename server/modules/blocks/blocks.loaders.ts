import type { DataSource } from "typeorm";
import { PrimedLoader } from "../../graphql/loaders";
import type { Viewer } from "../../kernel/viewer";
import type { MemberFacts } from "../../kernel/module";

export const blockLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** Whether the viewer blocked each member: one statement for any number of profiles. */
  viewerHasBlocked: new PrimedLoader<string, boolean>(async (ids) => {
    if (!viewer) return ids.map(() => false);
    const rows: { blocked_id: string }[] = await db.query(
      `SELECT blocked_id FROM member_blocks WHERE blocker_id = $1 AND blocked_id = ANY($2::uuid[])`,
      [viewer.id, ids],
    );
    const blocked = new Set(rows.map((r) => r.blocked_id));
    return ids.map((id) => blocked.has(id));
  }),
});

/** Whether the viewer blocked each member in full, read beside their profile (module.ts, MemberFacts). */
export const blockMemberFacts: MemberFacts = {
  fields: ["viewerHasBlocked"],
  select: (p, viewer, prefix) =>
    `EXISTS (SELECT 1 FROM member_blocks b WHERE b.blocker_id = ${viewer} AND b.blocked_id = ${p}.id)
       AS "${prefix}viewerHasBlocked"`,
  prime: (loaders, id, row, prefix) =>
    (loaders as ReturnType<typeof blockLoaders>).viewerHasBlocked.prime(
      id,
      row[`${prefix}viewerHasBlocked`] as boolean,
    ),
};
