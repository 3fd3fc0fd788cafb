import crypto from "node:crypto";
import type { EntityManager } from "typeorm";
import { NotificationType } from "../../kernel/kinds";
import { turnDigestOff, turnEmailOff } from "../settings";

type Query = Pick<EntityManager, "query">;

/** What an e-mail's unsubscribe link turns off: one kind's e-mails, or the digest. */
export type EmailKind = NotificationType | "digest";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The member's signing key, made on their first e-mail. */
async function keyOf(db: Query, userId: string, create: boolean): Promise<Buffer | null> {
  if (create)
    await db.query(
      `INSERT INTO unsubscribe_keys (user_id, key) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
      [userId, crypto.randomBytes(32)],
    );
  const [row]: { key: Buffer }[] = await db.query(
    `SELECT key FROM unsubscribe_keys WHERE user_id = $1`,
    [userId],
  );
  return row?.key ?? null;
}

const sign = (key: Buffer, userId: string, kind: string) =>
  crypto.createHmac("sha256", key).update(`${userId}.${kind}`).digest("base64url");

/**
 * The token of an e-mail's unsubscribe links: `<member id>.<kind>.<signature>`, the kind readable (the
 * /unsubscribe page says what it turned off), the signature the member's key's HMAC-SHA256 of the rest.
 */
export async function unsubscribeToken(db: Query, userId: string, kind: EmailKind) {
  const key = (await keyOf(db, userId, true))!;
  return `${userId}.${kind}.${sign(key, userId, kind)}`;
}

/** The member and kind a token names, when its signature holds; null for an unknown or tampered one. */
export async function readToken(
  db: Query,
  token: string,
): Promise<{ userId: string; kind: EmailKind } | null> {
  const [userId, kind, signature, ...rest] = token.split(".");
  if (rest.length || !userId || !kind || !signature || !UUID.test(userId)) return null;
  if (kind !== "digest" && !Object.values(NotificationType).includes(kind as NotificationType))
    return null;
  const key = await keyOf(db, userId, false);
  if (!key) return null;
  const expected = Buffer.from(sign(key, userId, kind));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  return { userId, kind: kind as EmailKind };
}

/**
 * Turns off what a token's e-mail was (that kind's e-mails, or the digest) for its member, without
 * signing in; false for an unknown or tampered token. Doing it twice is harmless.
 */
export async function unsubscribe(db: Query, token: string): Promise<boolean> {
  const target = await readToken(db, token);
  if (!target) return false;
  if (target.kind === "digest") await turnDigestOff(db, target.userId);
  else await turnEmailOff(db, target.userId, target.kind);
  return true;
}
