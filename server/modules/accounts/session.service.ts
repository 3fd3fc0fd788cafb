import crypto from "node:crypto";
import { parse as parseCookie } from "cookie";
import type { DataSource, EntityManager } from "typeorm";
import { preparedQuery } from "../../db/prepared";
import type { Viewer } from "../../kernel/viewer";
import { Session } from "./session.entity";

export const SESSION_COOKIE = "agora_session";

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
 * The member behind a token, when their session expires and when the member was last seen active, in one
 * query (see resolveViewer).
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
    `SELECT s.id AS session_id, p.id, p.is_super_admin, p.is_banned, s.expires_at, u.last_seen_at
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

/** Marks a member as seen now (the admin statistics' 'Active today'). */
export async function markSeen(db: DataSource, userId: string): Promise<void> {
  await db.query(`UPDATE users SET last_seen_at = now() WHERE id = $1`, [userId]);
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
