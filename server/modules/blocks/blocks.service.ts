import { emit } from "../../kernel/events";
import type { Context } from "../../kernel/context";
import { ForbiddenError, NotFoundError, UserInputError } from "../../graphql/errors";
import { keysetPage, type PageArgs } from "../../graphql/pagination";
import { inTransaction } from "../../db/transaction";
import { publishToPair } from "../../graphql/pubsub";
import type { Viewer } from "../../kernel/viewer";
import type { Profile } from "../profiles";
import { profilesByIds } from "../profiles";
import { can } from "./blocks.policy";
import { forgetBlocksForEvents, isBlockedEither } from "./blocks.sql";

export const BLOCK_MESSAGES = {
  self: "You cannot block yourself.",
  /** What a member is told when an action would reach someone on the other side of a block. */
  blocked: "You can't interact with this member.",
} as const;

/** Refuses (FORBIDDEN) an action between two members where one blocked the other. */
export async function refuseIfBlocked(
  db: Context["db"],
  viewerId: string,
  memberId: string,
): Promise<void> {
  if (await isBlockedEither(db, viewerId, memberId))
    throw new ForbiddenError(BLOCK_MESSAGES.blocked);
}

async function target(ctx: Context, viewer: Viewer, userId: string): Promise<Profile> {
  if (!can(viewer, "block", { id: userId }))
    throw new UserInputError({ userId: BLOCK_MESSAGES.self });
  const profile = await ctx.loaders.profileById.load(userId);
  if (!profile) throw new NotFoundError("Profile");
  return profile;
}

function changed(ctx: Context, viewer: Viewer, profile: Profile) {
  forgetBlocksForEvents(ctx.db, viewer.id, profile.id);
  ctx.loaders.viewerHasBlocked.clear(profile.id);
  ctx.loaders.connectionCounts.clearAll();
  ctx.loaders.pairWithViewer.clearAll();
}

/**
 * Blocks a member: follows, friendship and requests end in both directions in the same transaction, and
 * both members' open screens hear of the connection change. Blocking again changes nothing.
 */
export async function blockMember(ctx: Context, viewer: Viewer, userId: string): Promise<Profile> {
  const profile = await target(ctx, viewer, userId);
  await inTransaction(ctx.db, async (tx, afterCommit) => {
    await tx.query(
      `INSERT INTO member_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [viewer.id, profile.id],
    );
    const [, ended]: [unknown, number] = await tx.query(
      `DELETE FROM connections
        WHERE (user_id = $1 AND connected_user_id = $2) OR (user_id = $2 AND connected_user_id = $1)`,
      [viewer.id, profile.id],
    );
    await emit({ tx, afterCommit, services: ctx }, "MemberBlocked", {
      blockerId: viewer.id,
      blockedId: profile.id,
    });
    // The connections area's live topic, told that the pair's connection ended (a kernel contract).
    const pair = { userId: viewer.id, connectedUserId: profile.id };
    if (ended > 0)
      afterCommit(() =>
        publishToPair(ctx.pubSub, "CONNECTION_CHANGED", [viewer.id, profile.id], pair),
      );
  });
  changed(ctx, viewer, profile);
  return profile;
}

/** Lifts the viewer's block of a member (connections ended by it stay ended). */
export async function unblockMember(
  ctx: Context,
  viewer: Viewer,
  userId: string,
): Promise<Profile> {
  const profile = await target(ctx, viewer, userId);
  await ctx.db.query(`DELETE FROM member_blocks WHERE blocker_id = $1 AND blocked_id = $2`, [
    viewer.id,
    profile.id,
  ]);
  changed(ctx, viewer, profile);
  return profile;
}

/** Whom the viewer blocked, most recent first: two statements per page (page, profiles). */
export function blockedMembers(ctx: Context, viewer: Viewer, args: PageArgs) {
  return keysetPage(
    ctx.db,
    {
      select: `b.id, b.created_at AS "createdAt"`,
      from: `(SELECT blocked_id AS id, blocker_id, created_at FROM member_blocks) b`,
      where: "b.blocker_id = $1",
      params: [viewer.id],
      alias: "b",
    },
    args,
    (rows: { id: string }[]) =>
      profilesByIds(
        ctx.loaders,
        rows.map((r) => r.id),
      ),
  );
}
