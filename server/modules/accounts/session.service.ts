import crypto from "node:crypto";
import Bowser from "bowser";
import { parse as parseCookie } from "cookie";
import type { DataSource, EntityManager } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import type { PubSub } from "../../graphql/pubsub";
import type { Viewer } from "../../kernel/viewer";
import { Session } from "./session.entity";

export const SESSION_COOKIE = "agora_session";

/**
 * Why sessions ended, as the sockets of the ended sessions are told (their close reason) so the app can say
 * so: a ban, a sign-out from another device (revoked, a password change), the session's own sign-out, or
 * the member's deletion of their account, scheduled (signing in cancels it).
 */
export type SessionEndReason = "BANNED" | "REVOKED" | "SIGNED_OUT" | "DELETION_SCHEDULED";

/**
 * A user agent as people read it: 'Chrome on macOS', 'Safari on iOS'; the header itself when no browser
 * or system is recognized (an API client), null when there was none.
 */
export function describeDevice(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const parts = [browser.name, os.name].filter(Boolean);
  return parts.length ? parts.join(" on ") : userAgent;
}

/**
 * Tells every server process, after the commit that ended them, to close the sockets of these sessions,
 * giving `reason` as their close reason; with `userId`, to forget that member's cached sessions too (a
 * ban, an account deleted).
 */
export function sessionsEnded(
  services: { pubSub: PubSub },
  sessionIds: string[],
  reason?: SessionEndReason,
  userId?: string,
): void {
  if (sessionIds.length)
    services.pubSub.publish("SESSIONS_REVOKED", {
      sessionIds,
      reason,
      ...(userId ? { userId } : {}),
    });
}

export const hashToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");
export const newToken = () => crypto.randomBytes(32).toString("base64url");

export async function createSession(
  db: EntityManager,
  userId: string,
  ttlMs: number,
  meta: { ip: string; userAgent: string | null },
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const session = await db.getRepository(Session).save({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + ttlMs),
    ip: meta.ip.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 400) ?? null,
  });
  return { token, session };
}

/**
 * The member behind a token, when their session expires and when it was last marked seen (the older of
 * the session's and the member's own mark, so either going stale writes both), in one query (see
 * resolveViewer).
 */
export async function lookUpSession(
  db: DataSource,
  token: string | null,
): Promise<{ viewer: Viewer; expiresAt: Date; lastSeenAt: Date | null } | null> {
  if (!token || token.length > 200) return null;
  const rows = await preparedQuery<{
    session_id: string;
    id: string;
    is_super_admin: boolean;
    is_banned: boolean;
    expires_at: Date;
    last_seen_at: Date | null;
  }>(
    db,
    `SELECT s.id AS session_id, p.id, p.is_super_admin, p.is_banned, s.expires_at,
            least(s.last_seen_at, u.last_seen_at) AS last_seen_at
       FROM sessions s JOIN profiles p ON p.id = s.user_id JOIN users u ON u.id = s.user_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row || row.is_banned) return null;
  return {
    viewer: {
      id: row.id,
      sessionId: row.session_id,
      isSuperAdmin: row.is_super_admin,
      isBanned: row.is_banned,
    },
    expiresAt: row.expires_at,
    lastSeenAt: row.last_seen_at,
  };
}

/** How often a session's requests mark its member as seen (users.last_seen_at) at most. */
export const SEEN_EVERY_MS = 5 * 60_000;

/**
 * Marks a member and their session as seen now (the admin statistics' 'Active today', the session's 'Last
 * active'), in one statement. A session marked within the minute (by another process) is left alone.
 */
export async function markSeen(db: DataSource, userId: string, sessionId: string): Promise<void> {
  await db.query(
    `WITH session AS (
       UPDATE sessions SET last_seen_at = now()
        WHERE id = $2 AND last_seen_at < now() - interval '1 minute')
     UPDATE users SET last_seen_at = now() WHERE id = $1`,
    [userId, sessionId],
  );
}

/** The member behind a token, in one query, or null when the session is unknown, revoked, expired or banned. */
export async function resolveViewer(db: DataSource, token: string | null): Promise<Viewer | null> {
  return (await lookUpSession(db, token))?.viewer ?? null;
}

type Queryable = DataSource | EntityManager;

/** Revokes sessions matching a condition and answers their ids, so their open sockets can be closed. */
async function revokeWhere(db: Queryable, where: string, params: unknown[]): Promise<string[]> {
  const [rows]: [{ id: string }[], number] = await db.query(
    `UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL AND ${where} RETURNING id`,
    params,
  );
  return rows.map((r) => r.id);
}

export function revokeSession(db: Queryable, sessionId: string) {
  return revokeWhere(db, "id = $1", [sessionId]);
}

/** Ends one of a member's own live sessions; answers its id, or nothing when it is not theirs or over. */
export function revokeOwnSession(db: Queryable, userId: string, sessionId: string) {
  return revokeWhere(db, "id = $1 AND user_id = $2 AND expires_at > now()", [sessionId, userId]);
}

/** Ends a member's live sessions but one (theirs, signed in here); answers the ids of those it ended. */
export function revokeOtherLiveSessions(db: Queryable, userId: string, keepSessionId: string) {
  return revokeWhere(db, "user_id = $1 AND id <> $2 AND expires_at > now()", [
    userId,
    keepSessionId,
  ]);
}

/** A member's live sessions (not revoked, not expired), the most recently used first. */
export async function liveSessions(db: Queryable, userId: string): Promise<Session[]> {
  return db
    .getRepository(Session)
    .createQueryBuilder("s")
    .where("s.user_id = :userId AND s.revoked_at IS NULL AND s.expires_at > now()", { userId })
    .orderBy("s.last_seen_at", "DESC")
    .addOrderBy("s.created_at", "DESC")
    .addOrderBy("s.id", "ASC")
    .getMany();
}

/**
 * Whether a member signed in (or up) before, in any session but `newSessionId`, from this user agent and
 * from this IP address: a sign-in from a device or an address never seen before is e-mailed to them.
 */
export async function knownSignIn(
  db: Queryable,
  userId: string,
  meta: { ip: string; userAgent: string | null },
  newSessionId: string,
): Promise<boolean> {
  const [row]: { known: boolean }[] = await db.query(
    `SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND id <> $4
                       AND user_agent IS NOT DISTINCT FROM $2)
        AND EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND id <> $4 AND ip = $3) AS known`,
    [userId, meta.userAgent?.slice(0, 400) ?? null, meta.ip.slice(0, 64), newSessionId],
  );
  return row.known;
}

/** Ends every session of a member (password change keeps `exceptSessionId`). */
export function revokeUserSessions(db: Queryable, userId: string, exceptSessionId?: string) {
  return revokeWhere(db, "user_id = $1 AND id IS DISTINCT FROM $2", [
    userId,
    exceptSessionId ?? null,
  ]);
}

/** Reads the token from `Authorization: Bearer`, else from the session cookie. */
export function tokenFromHeaders(headers: {
  authorization?: string;
  cookie?: string;
}): string | null {
  const auth = headers.authorization;
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || null;
  if (!headers.cookie) return null;
  return parseCookie(headers.cookie)[SESSION_COOKIE] || null;
}
