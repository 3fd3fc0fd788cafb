import type { DataSource, EntityManager } from "typeorm";
import { eventLoader } from "../../graphql/event-loader";

/**
 * The one definition of "these two members blocked each other" (either direction), as SQL on two uuid
 * expressions (parameters or columns). Lists, the feed and search leave out content where it holds for
 * the viewer and the author: `AND NOT ${blockedEither("$3::uuid", "a.author_id")}`; with a null viewer
 * (a visitor) it never holds. Both directions use an index (the primary key and IDX_member_blocks_blocked).
 */
export const blockedEither = (a: string, b: string) =>
  `EXISTS (SELECT 1 FROM member_blocks mb
            WHERE (mb.blocker_id = ${a} AND mb.blocked_id = ${b})
               OR (mb.blocker_id = ${b} AND mb.blocked_id = ${a}))`;

/** Whether the two members blocked each other, in either direction: one statement. */
export async function isBlockedEither(
  db: DataSource | EntityManager,
  a: string,
  b: string,
): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 WHERE ${blockedEither("$1::uuid", "$2::uuid")}`,
    [a, b],
  );
  return rows.length > 0;
}

const blocksForEvents = eventLoader(async (db, ids): Promise<ReadonlySet<string>[]> => {
  const rows: { member: string; other: string }[] = await db.query(
    `SELECT blocker_id AS member, blocked_id AS other FROM member_blocks
      WHERE blocker_id = ANY($1::uuid[])
     UNION ALL
     SELECT blocked_id, blocker_id FROM member_blocks WHERE blocked_id = ANY($1::uuid[])`,
    [ids],
  );
  return ids.map((id) => new Set(rows.filter((r) => r.member === id).map((r) => r.other)));
});

/**
 * The members on the other side of a block with `memberId` (either direction), for live events: one
 * statement per event and author however many sockets ask, forgotten a few seconds later.
 */
export const blockedWithForEvent = (db: DataSource, memberId: string) =>
  blocksForEvents.load(db, memberId);

/** Forgets what the live events know of these members' blocks (a block or unblock just committed). */
export const forgetBlocksForEvents = (db: DataSource, ...memberIds: string[]) =>
  blocksForEvents.forget(db, ...memberIds);
