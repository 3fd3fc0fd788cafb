import crypto from "node:crypto";
import argon2 from "argon2";
import { Secret, TOTP } from "otpauth";
import type { DataSource, EntityManager } from "typeorm";
import { inTransaction } from "../../db/transaction";
import { ConflictError, DomainError, ErrorCode, UserInputError } from "../../graphql/errors";
import type { Services } from "../../kernel/context";
import { keyFor, open, seal } from "./secret-key";
import { hashToken, newToken } from "./session.service";
import { User } from "./user.entity";

/**
 * Two-factor sign-in with an authenticator app: TOTP (RFC 6238) with SHA-1, 6 digits and 30-second steps,
 * a step of clock drift either way, each step accepted once; ten recovery codes, each usable once; and the
 * challenge a right password earns when the factor is on (5 minutes, one use).
 */
export const TOTP_MESSAGES = {
  invalidCode: "Invalid code",
  required: "Enter the code from your authenticator app.",
  alreadyOn: "Two-factor authentication is already on.",
  notStarted: "Start setting up two-factor authentication again.",
  notOn: "Two-factor authentication is not on.",
  challengeExpired: "This sign-in has expired. Please sign in again.",
  wrongPassword: "Password is incorrect",
} as const;

const ISSUER = "Agora";
const PERIOD = 30;
const DIGITS = 6;
/** Steps of clock drift accepted either way. */
const WINDOW = 1;
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes a challenge takes before it is spent and the password must be given again. */
export const CHALLENGE_MAX_FAILURES = 5;
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand survives. */
const RECOVERY_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
const RECOVERY_LENGTH = 10; // 50 bits each

type Db = DataSource | EntityManager;
type Viewer = { id: string };
type Meta = { ip: string };

const invalidCode = () => new UserInputError({ code: TOTP_MESSAGES.invalidCode });

function totpOf(secret: Secret, label: string) {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
    secret,
  });
}

/** The time step of `code` when it is right within the drift window, else null. */
function stepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(Secret.fromBase32(secretBase32), "");
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** A recovery code as typed: case, spaces and dashes ignored, and the letters people mistake for digits. */
function normalizeRecoveryCode(code: string): string | null {
  const plain = code.toLowerCase().replace(/[\s-]/g, "").replace(/[il]/g, "1").replace(/o/g, "0");
  if (plain.length !== RECOVERY_LENGTH) return null;
  return [...plain].every((c) => RECOVERY_ALPHABET.includes(c)) ? plain : null;
}

const isTotpCode = (code: string) => /^\d{6}$/.test(code);
const cleanCode = (code: string) => code.replace(/\s/g, "");

async function recoveryHash(services: Pick<Services, "config">, plain: string) {
  const key = await keyFor(services.config, "recovery-code");
  return crypto.createHmac("sha256", key).update(plain).digest("base64url");
}

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[crypto.randomInt(32)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

type FactorRow = { secret_sealed: string; enabled_at: Date | null; last_step: string | null };

async function factorOf(db: Db, userId: string): Promise<FactorRow | undefined> {
  const rows: FactorRow[] = await db.query(
    `SELECT secret_sealed, enabled_at, last_step FROM member_totp WHERE user_id = $1`,
    [userId],
  );
  return rows[0];
}

async function secretOf(services: Pick<Services, "config">, userId: string, row: FactorRow) {
  return open(await keyFor(services.config, "totp-secret"), row.secret_sealed, userId);
}

/** Whether the member's factor is on (confirmed). */
export async function totpEnabled(db: Db, userId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `SELECT 1 FROM member_totp WHERE user_id = $1 AND enabled_at IS NOT NULL`,
    [userId],
  );
  return rows.length > 0;
}

/**
 * Accepts a TOTP code of the member's factor once: its step must be later than the last one accepted,
 * which it then becomes (in one statement, so two requests racing with one code cannot both pass).
 */
async function acceptTotp(
  services: Pick<Services, "config">,
  tx: EntityManager,
  userId: string,
  row: FactorRow,
  code: string,
): Promise<boolean> {
  const step = stepOf(await secretOf(services, userId, row), code);
  if (step === null) return false;
  const [rows]: [unknown[], number] = await tx.query(
    `UPDATE member_totp SET last_step = $2
      WHERE user_id = $1 AND (last_step IS NULL OR last_step < $2) RETURNING user_id`,
    [userId, step],
  );
  return rows.length > 0;
}

/** Uses up one of the member's unused recovery codes. */
async function acceptRecoveryCode(
  services: Pick<Services, "config">,
  tx: EntityManager,
  userId: string,
  code: string,
): Promise<boolean> {
  const plain = normalizeRecoveryCode(code);
  if (!plain) return false;
  const [rows]: [unknown[], number] = await tx.query(
    `UPDATE recovery_codes SET used_at = now()
      WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`,
    [userId, await recoveryHash(services, plain)],
  );
  return rows.length > 0;
}

/** A code of an enabled factor: six digits are a TOTP code, anything else may be a recovery code. */
async function acceptCode(
  services: Pick<Services, "config">,
  tx: EntityManager,
  userId: string,
  rawCode: string,
): Promise<boolean> {
  const row = await factorOf(tx, userId);
  if (!row?.enabled_at) return false;
  const code = cleanCode(rawCode);
  return isTotpCode(code)
    ? acceptTotp(services, tx, userId, row, code)
    : acceptRecoveryCode(services, tx, userId, code);
}

async function emailOf(db: Db, userId: string): Promise<string> {
  return (await db.getRepository(User).findOneByOrFail({ id: userId })).email;
}

/**
 * Starts (or starts again) setting up the factor: a new secret, kept sealed and not on until confirmed.
 * Refused while a factor is on.
 */
export async function beginTotpSetup(services: Services, viewer: Viewer) {
  const existing = await factorOf(services.db, viewer.id);
  if (existing?.enabled_at) throw new ConflictError(TOTP_MESSAGES.alreadyOn);
  const secret = new Secret({ size: 20 });
  const sealed = seal(await keyFor(services.config, "totp-secret"), secret.base32, viewer.id);
  const stored: unknown[] = await services.db.query(
    `INSERT INTO member_totp (user_id, secret_sealed) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_sealed = $2, last_step = NULL, created_at = now()
       WHERE member_totp.enabled_at IS NULL
     RETURNING user_id`,
    [viewer.id, sealed],
  );
  if (stored.length === 0) throw new ConflictError(TOTP_MESSAGES.alreadyOn);
  const label = await emailOf(services.db, viewer.id);
  return { secret: secret.base32, otpauthUrl: totpOf(secret, label).toString() };
}

/**
 * Turns the factor on with a right code of the secret being set up, and answers ten new recovery codes
 * (only their HMACs are kept). Codes are rate limited like passwords.
 */
export async function confirmTotpSetup(
  services: Services,
  viewer: Viewer,
  meta: Meta,
  rawCode: string,
): Promise<{ codes: string[] }> {
  const email = await emailOf(services.db, viewer.id);
  await services.rateLimits.signIn(meta.ip, email);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(
    codes.map((code) => recoveryHash(services, normalizeRecoveryCode(code)!)),
  );
  const outcome = await inTransaction(services.db, async (tx) => {
    const rows: FactorRow[] = await tx.query(
      `SELECT secret_sealed, enabled_at, last_step FROM member_totp WHERE user_id = $1 FOR UPDATE`,
      [viewer.id],
    );
    const row = rows[0];
    if (!row) return "not-started" as const;
    if (row.enabled_at) return "already-on" as const;
    const code = cleanCode(rawCode);
    const step = isTotpCode(code) ? stepOf(await secretOf(services, viewer.id, row), code) : null;
    if (step === null) return "invalid" as const;
    await tx.query(`UPDATE member_totp SET enabled_at = now(), last_step = $2 WHERE user_id = $1`, [
      viewer.id,
      step,
    ]);
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [viewer.id]);
    await tx.query(
      `INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`,
      [viewer.id, hashes],
    );
    return "on" as const;
  });
  if (outcome === "not-started") throw new UserInputError({ code: TOTP_MESSAGES.notStarted });
  if (outcome === "already-on") throw new ConflictError(TOTP_MESSAGES.alreadyOn);
  if (outcome === "invalid") {
    await services.rateLimits.signInFailed(email);
    throw invalidCode();
  }
  // A right code forgives the failures, as a sign-in does.
  await services.rateLimits.signedIn(meta.ip, email);
  return { codes };
}

/**
 * Turns the factor off, with the member's password and a code (a TOTP code or an unused recovery code):
 * its secret, recovery codes and open challenges go. Rate limited like passwords.
 */
export async function disableTotp(
  services: Services,
  viewer: Viewer,
  meta: Meta,
  password: string,
  code: string,
): Promise<boolean> {
  const user = await services.db.getRepository(User).findOneByOrFail({ id: viewer.id });
  await services.rateLimits.signIn(meta.ip, user.email);
  if (!(await totpEnabled(services.db, viewer.id))) throw new ConflictError(TOTP_MESSAGES.notOn);
  if (!(await argon2.verify(user.passwordHash, password).catch(() => false))) {
    await services.rateLimits.signInFailed(user.email);
    throw new UserInputError({ password: TOTP_MESSAGES.wrongPassword });
  }
  const off = await inTransaction(services.db, async (tx) => {
    if (!(await acceptCode(services, tx, viewer.id, code))) return false;
    await tx.query(`DELETE FROM member_totp WHERE user_id = $1`, [viewer.id]);
    await tx.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [viewer.id]);
    await tx.query(`DELETE FROM sign_in_challenges WHERE user_id = $1`, [viewer.id]);
    return true;
  });
  if (!off) {
    await services.rateLimits.signInFailed(user.email);
    throw invalidCode();
  }
  await services.rateLimits.signedIn(meta.ip, user.email);
  return true;
}

/**
 * Called by `signIn` once the password is right: when the member's factor is on, hands out a challenge
 * (its SHA-256 kept, valid 5 minutes, one use) in a TWO_FACTOR_REQUIRED error instead of a session.
 */
export async function requireSecondFactor(db: DataSource, userId: string): Promise<void> {
  if (!(await totpEnabled(db, userId))) return;
  const challenge = newToken();
  await db.query(
    `DELETE FROM sign_in_challenges WHERE user_id = $1 AND (used_at IS NOT NULL OR expires_at < now())`,
    [userId],
  );
  await db.query(
    `INSERT INTO sign_in_challenges (user_id, challenge_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [userId, hashToken(challenge), CHALLENGE_TTL_MS / 1000],
  );
  throw new DomainError(ErrorCode.TWO_FACTOR_REQUIRED, TOTP_MESSAGES.required, { challenge });
}

type ChallengeRow = { id: string; user_id: string };
const LIVE_CHALLENGE = `challenge_hash = $1 AND used_at IS NULL AND expires_at > now()
  AND failed_attempts < ${CHALLENGE_MAX_FAILURES}`;

/**
 * The second step of signing in: a live challenge and a code (a TOTP code not accepted before, or an
 * unused recovery code). A right code spends the challenge and answers the member, for `signInVerified`;
 * a wrong one leaves it usable (up to CHALLENGE_MAX_FAILURES) and counts as a failed sign-in.
 */
export async function passChallenge(
  services: Services,
  meta: Meta,
  challenge: string,
  code: string,
): Promise<Pick<User, "id" | "email">> {
  const hash = hashToken(challenge);
  const found: (ChallengeRow & { email: string })[] = await services.db.query(
    `SELECT c.id, c.user_id, u.email FROM sign_in_challenges c JOIN users u ON u.id = c.user_id
      WHERE ${LIVE_CHALLENGE}`,
    [hash],
  );
  const expired = () => new UserInputError({ challenge: TOTP_MESSAGES.challengeExpired });
  if (!found[0]) throw expired();
  const { user_id: userId, email } = found[0];
  await services.rateLimits.signIn(meta.ip, email);

  const outcome = await inTransaction(services.db, async (tx) => {
    const live: ChallengeRow[] = await tx.query(
      `SELECT id, user_id FROM sign_in_challenges WHERE ${LIVE_CHALLENGE} FOR UPDATE`,
      [hash],
    );
    if (!live[0]) return "expired" as const;
    if (!(await acceptCode(services, tx, userId, code))) return "invalid" as const;
    await tx.query(`UPDATE sign_in_challenges SET used_at = now() WHERE id = $1`, [live[0].id]);
    return "passed" as const;
  });
  if (outcome === "expired") throw expired();
  if (outcome === "invalid") {
    await services.db.query(
      `UPDATE sign_in_challenges SET failed_attempts = failed_attempts + 1 WHERE challenge_hash = $1`,
      [hash],
    );
    await services.rateLimits.signInFailed(email);
    throw invalidCode();
  }
  return { id: userId, email };
}
