import type { DataSource, EntityManager } from "typeorm";
import type { Subscriber } from "../../kernel/events";
import type { PubSub } from "../../graphql/pubsub";
import { revokeUserSessions, sessionsEnded } from "./session.service";

export type BanResult = { found: boolean; sessionIds: string[] };

/**
 * Sets the ban flag and ends every session of the member, in the caller's transaction: the caller
 * publishes SESSIONS_REVOKED with the answer's session ids once it commits (every server process then
 * closes the member's open sockets, as on sign-out). The admin area bans through it, so a ban and its
 * audit entry commit together.
 */
export async function applyBan(tx: EntityManager, userId: string): Promise<BanResult> {
  const [rows]: [{ id: string }[], number] = await tx.query(
    `UPDATE profiles SET is_banned = true, updated_at = now() WHERE id = $1 RETURNING id`,
    [userId],
  );
  if (rows.length === 0) return { found: false, sessionIds: [] };
  return { found: true, sessionIds: await revokeUserSessions(tx, userId) };
}

/** Clears the ban flag in the caller's transaction; the member signs in again (old sessions stay ended). */
export async function liftBan(tx: EntityManager, userId: string): Promise<boolean> {
  const [rows]: [{ id: string }[], number] = await tx.query(
    `UPDATE profiles SET is_banned = false, updated_at = now() WHERE id = $1 RETURNING id`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * Bans a member: the flag and the end of every session of theirs, in one transaction; after it commits,
 * every server process closes the member's open sockets. From then on the session lookup refuses them and
 * sign-in says the account is suspended. The admin area's `banUser` mutation and `npm run admin -- ban`
 * go through the admin service, which uses applyBan with its audit entry; this is the bare form.
 */
export async function banUser(
  deps: { db: DataSource; pubSub: PubSub },
  userId: string,
): Promise<BanResult> {
  const result = await deps.db.transaction((tx) => applyBan(tx, userId));
  sessionsEnded(deps, result.sessionIds, "BANNED", userId);
  return result;
}

/** Lifts a ban; the member signs in again (their old sessions stay ended). */
export async function unbanUser(deps: { db: DataSource }, userId: string): Promise<boolean> {
  return deps.db.transaction((tx) => liftBan(tx, userId));
}

/** The ban a super admin decided (admin area): flag, sessions ended, sockets closed after the commit. */
export const onMemberBanned: Subscriber<"MemberBanned"> = async ({ userId }, scope) => {
  const { sessionIds } = await applyBan(scope.tx, userId);
  scope.afterCommit(() => sessionsEnded(scope.services, sessionIds, "BANNED", userId));
  return sessionIds.length;
};

export const onMemberUnbanned: Subscriber<"MemberUnbanned"> = ({ userId }, scope) =>
  liftBan(scope.tx, userId);

/** An account about to be deleted: its sessions end with it, and their sockets close after the commit. */
export const onAccountDeleting: Subscriber<"AccountDeleting"> = async ({ userId }, scope) => {
  const sessionIds = await revokeUserSessions(scope.tx, userId);
  scope.afterCommit(() => sessionsEnded(scope.services, sessionIds, undefined, userId));
  return sessionIds.length;
};
