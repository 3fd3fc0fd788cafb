import type { DataSource } from "typeorm";
import type { PubSub } from "../../graphql/pubsub";
import { revokeUserSessions } from "./session.service";

export type BanResult = { found: boolean; sessionIds: string[] };

/**
 * Bans a member: the flag and the end of every session of theirs, in one transaction; after it commits,
 * every server process closes the member's open sockets (SESSIONS_REVOKED, as sign-out). From then on the
 * session lookup refuses them and sign-in says the account is suspended. `npm run admin -- ban` calls it,
 * and so will an admin mutation.
 */
export async function banUser(
  deps: { db: DataSource; pubSub: PubSub },
  userId: string,
): Promise<BanResult> {
  const result = await deps.db.transaction(async (tx) => {
    const [rows]: [{ id: string }[], number] = await tx.query(
      `UPDATE profiles SET is_banned = true, updated_at = now() WHERE id = $1 RETURNING id`,
      [userId],
    );
    if (rows.length === 0) return { found: false, sessionIds: [] };
    return { found: true, sessionIds: await revokeUserSessions(tx, userId) };
  });
  if (result.sessionIds.length)
    deps.pubSub.publish("SESSIONS_REVOKED", { sessionIds: result.sessionIds, userId });
  return result;
}

/** Lifts a ban; the member signs in again (their old sessions stay ended). */
export async function unbanUser(deps: { db: DataSource }, userId: string): Promise<boolean> {
  const [rows]: [{ id: string }[], number] = await deps.db.query(
    `UPDATE profiles SET is_banned = false, updated_at = now() WHERE id = $1 RETURNING id`,
    [userId],
  );
  return rows.length > 0;
}
