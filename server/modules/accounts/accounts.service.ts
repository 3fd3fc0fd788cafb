import { emit } from "../../kernel/events";
import crypto from "node:crypto";
import argon2, { type HashOptions } from "argon2";
import type { DataSource, EntityManager } from "typeorm";
import type { Config } from "../../config";
import { inTransaction } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { ConflictError, DomainError, ErrorCode, UserInputError } from "../../graphql/errors";
import { parseInput } from "../../graphql/validation";
import { Profile } from "../profiles";
import type {
  ChangePasswordInput,
  ResetPasswordInput,
  SignInInput,
  SignUpInput,
} from "./accounts.inputs";
import {
  changePasswordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./rules";
import { EmailToken, type EmailTokenKind } from "./email-token.entity";
import {
  createSession,
  hashToken,
  newToken,
  revokeUserSessions,
  sessionsEnded,
} from "./session.service";
import { alertIfNewSignIn } from "./sign-in-alert.service";
import { requireSecondFactor } from "./totp.service";
import { cancelDeletion } from "./deletion.service";
import { User } from "./user.entity";

// The input rules (blanks, lengths, formats) are in rules.ts, shared with the client.
export const MESSAGES = {
  usernameTaken: "Username already taken",
  emailTaken: "An account with this email already exists",
  invalidCredentials: "Invalid email or password.",
  suspended: "Your account has been suspended.",
  wrongCurrentPassword: "Current password is incorrect",
  invalidLink: "This link is invalid or has expired.",
} as const;

const TOKEN_TTL: Record<EmailTokenKind, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

export type RequestMeta = { ip: string; userAgent: string | null };
export type AuthResult = { token: string; sessionId: string; expiresAt: Date; me: Profile };

// Argon2id parameters per PASSWORD_HASH_COST; verify reads them back from the hash itself.
const HASH_COSTS: Record<Config["passwordHashCost"], HashOptions> = {
  standard: { type: argon2.argon2id },
  minimum: { type: argon2.argon2id, timeCost: 1, memoryCost: 8, parallelism: 1 },
};
const hashPassword = (services: Services, password: string) =>
  argon2.hash(password, HASH_COSTS[services.config.passwordHashCost]);
// Verifying against this when the e-mail is unknown keeps both failures equally slow (one per cost).
const dummyHashes = new Map<Config["passwordHashCost"], Promise<string>>();
const dummyHash = (services: Services) => {
  const cost = services.config.passwordHashCost;
  if (!dummyHashes.has(cost))
    dummyHashes.set(cost, hashPassword(services, crypto.randomBytes(16).toString("hex")));
  return dummyHashes.get(cost)!;
};

function isUniqueViolation(error: unknown, constraintPart: string) {
  const e = error as {
    driverError?: { code?: string; constraint?: string; table?: string; detail?: string };
  };
  const d = e.driverError;
  return d?.code === "23505" && `${d.constraint} ${d.table} ${d.detail}`.includes(constraintPart);
}

async function issueEmailToken(
  db: EntityManager | DataSource,
  userId: string,
  kind: EmailTokenKind,
) {
  const token = newToken();
  await db.getRepository(EmailToken).save({
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL[kind]),
  });
  return token;
}

async function sendVerification(services: Services, email: string, token: string) {
  const link = `${services.config.publicUrl}/#/verify-email?token=${encodeURIComponent(token)}`;
  await services.mailer.send({
    to: email,
    subject: "Confirm your e-mail address for Agora",
    text: `Welcome to Agora!\n\nConfirm your e-mail address by opening this link:\n${link}\n\nThe link works for 48 hours.`,
    html: `<p>Welcome to Agora!</p><p><a href="${link}">Confirm your e-mail address</a></p><p>The link works for 48 hours.</p>`,
  });
}

export async function signUp(
  services: Services,
  input: SignUpInput,
  meta: RequestMeta,
): Promise<AuthResult> {
  const { username, email: typedEmail, password } = parseInput(signUpSchema, input);
  const email = typedEmail.toLowerCase();
  await services.rateLimits.signUp(meta.ip);

  const { db, config } = services;
  if (await db.getRepository(Profile).existsBy({ username }))
    throw new ConflictError(MESSAGES.usernameTaken, "username");
  if (await db.getRepository(User).existsBy({ email }))
    throw new ConflictError(MESSAGES.emailTaken, "email");
  const passwordHash = await hashPassword(services, password);

  try {
    const result = await inTransaction(db, async (tx, afterCommit) => {
      const user = await tx
        .getRepository(User)
        .save({ email, passwordHash, emailVerifiedAt: null, lastSeenAt: new Date() });
      const profile = await tx.getRepository(Profile).save({
        id: user.id,
        username,
        fullName: username,
        isSuperAdmin: config.adminEmails.includes(email),
      });
      await emit({ tx, afterCommit, services }, "ContentPublished", {
        type: "new_user",
        userId: profile.id,
        contentId: profile.id,
        title: `${username} joined Agora`,
      });
      const { token, session } = await createSession(tx, user.id, config.sessionTtlMs, meta);
      const verifyToken = await issueEmailToken(tx, user.id, "verify_email");
      return { profile, token, session, verifyToken };
    });
    const { profile, token, session, verifyToken } = result;
    await sendVerification(services, email, verifyToken).catch((err) =>
      services.log.error({ err }, "could not send the verification e-mail"),
    );
    return { token, sessionId: session.id, expiresAt: session.expiresAt, me: profile };
  } catch (error) {
    // Two sign-ups racing for the same name or address: the database's unique index decides.
    if (isUniqueViolation(error, "username"))
      throw new ConflictError(MESSAGES.usernameTaken, "username");
    if (isUniqueViolation(error, "email")) throw new ConflictError(MESSAGES.emailTaken, "email");
    throw error;
  }
}

export async function signIn(
  services: Services,
  input: SignInInput,
  meta: RequestMeta,
): Promise<AuthResult> {
  const { email: typedEmail, password } = parseInput(signInSchema, input);
  const email = typedEmail.toLowerCase();
  await services.rateLimits.signIn(meta.ip, email);

  const user = await services.db.getRepository(User).findOneBy({ email });
  const valid = await argon2
    .verify(user?.passwordHash ?? (await dummyHash(services)), password)
    .catch(() => false);
  if (!user || !valid) {
    await services.rateLimits.signInFailed(email);
    throw new DomainError(ErrorCode.BAD_USER_INPUT, MESSAGES.invalidCredentials);
  }
  // Two-factor on: a TWO_FACTOR_REQUIRED error with a challenge for completeSignIn, not a session.
  await requireSecondFactor(services.db, user.id);
  return signInVerified(services, user, meta);
}

/**
 * Signs in a member whose identity is proven (a password, with a second factor when they have one on; a
 * passkey): refuses a banned member, starts the session, queues the new-device e-mail and clears the
 * failed attempts. Every way of signing in ends here.
 */
export async function signInVerified(
  services: Services,
  user: Pick<User, "id" | "email">,
  meta: RequestMeta,
): Promise<AuthResult> {
  const { db, config } = services;
  const profile = await db.getRepository(Profile).findOneByOrFail({ id: user.id });
  // `reason` lets the sign-in screen explain the suspension rather than only name it.
  if (profile.isBanned)
    throw new DomainError(ErrorCode.FORBIDDEN, MESSAGES.suspended, { reason: "BANNED" });

  const { token, session } = await db.transaction(async (tx) => {
    // Signing in cancels the member's own scheduled deletion (first: the deletion job waits on the row).
    await cancelDeletion(tx, user.id);
    const started = await createSession(tx, user.id, config.sessionTtlMs, meta);
    await alertIfNewSignIn(tx, user.id, started.session.id, meta);
    return started;
  });
  await Promise.all([
    db.getRepository(User).update({ id: user.id }, { lastSeenAt: new Date() }),
    services.rateLimits.signedIn(meta.ip, user.email),
  ]);
  return { token, sessionId: session.id, expiresAt: session.expiresAt, me: profile };
}

export async function changePassword(
  services: Services,
  viewer: { id: string; sessionId: string },
  input: ChangePasswordInput,
  meta: Pick<RequestMeta, "ip">,
) {
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  const users = services.db.getRepository(User);
  const user = await users.findOneByOrFail({ id: viewer.id });
  // A wrong current password counts as a failed sign-in on the member's address: whoever holds a
  // session cannot guess the password faster than a sign-in could.
  await services.rateLimits.signIn(meta.ip, user.email);
  if (!(await argon2.verify(user.passwordHash, currentPassword).catch(() => false))) {
    await services.rateLimits.signInFailed(user.email);
    throw new UserInputError({ currentPassword: MESSAGES.wrongCurrentPassword });
  }
  const passwordHash = await hashPassword(services, newPassword);
  const revoked = await services.db.transaction(async (tx) => {
    await tx.getRepository(User).update({ id: user.id }, { passwordHash });
    return revokeUserSessions(tx, user.id, viewer.sessionId);
  });
  sessionsEnded(services, revoked, "REVOKED");
  return true;
}

/** Marks a still-valid token of this kind used, in the same statement, and returns its user id. */
async function consumeEmailToken(
  db: EntityManager,
  token: string,
  kind: EmailTokenKind,
): Promise<string> {
  const rows: [{ user_id: string }[], number] = await db.query(
    `UPDATE email_tokens SET used_at = now()
      WHERE token_hash = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [hashToken(token.trim()), kind],
  );
  const userId = rows[0][0]?.user_id;
  if (!userId) throw new UserInputError({ token: MESSAGES.invalidLink });
  return userId;
}

export async function verifyEmail(services: Services, token: string) {
  await services.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, "verify_email");
    await tx.query(
      `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`,
      [userId],
    );
  });
  return true;
}

export async function resendVerificationEmail(
  services: Services,
  viewer: { id: string },
  ip: string,
) {
  const user = await services.db.getRepository(User).findOneByOrFail({ id: viewer.id });
  if (user.emailVerifiedAt) return true;
  await services.rateLimits.passwordReset(ip, `verify:${user.email}`);
  const token = await issueEmailToken(services.db, user.id, "verify_email");
  await sendVerification(services, user.email, token);
  return true;
}

/** Always answers true, so the form does not reveal which addresses have accounts. */
export async function requestPasswordReset(services: Services, rawEmail: string, ip: string) {
  const email = parseInput(requestPasswordResetSchema, { email: rawEmail }).email.toLowerCase();
  await services.rateLimits.passwordReset(ip, email);
  const user = await services.db.getRepository(User).findOneBy({ email });
  if (!user) return true;
  const token = await issueEmailToken(services.db, user.id, "reset_password");
  const link = `${services.config.publicUrl}/#/reset-password?token=${encodeURIComponent(token)}`;
  await services.mailer.send({
    to: email,
    subject: "Reset your Agora password",
    text: `Someone asked to reset the password of your Agora account.\n\nChoose a new password here:\n${link}\n\nThe link works for one hour. If it was not you, ignore this e-mail.`,
    html: `<p>Someone asked to reset the password of your Agora account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works for one hour. If it was not you, ignore this e-mail.</p>`,
  });
  return true;
}

export async function resetPassword(services: Services, input: ResetPasswordInput) {
  const { token, newPassword } = parseInput(resetPasswordSchema, input);
  const passwordHash = await hashPassword(services, newPassword);
  const revoked = await services.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, "reset_password");
    // Whoever opened the link controls the mailbox: the address counts as verified too.
    await tx.query(
      `UPDATE users SET password_hash = $2, email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1`,
      [userId, passwordHash],
    );
    return revokeUserSessions(tx, userId);
  });
  sessionsEnded(services, revoked, "REVOKED");
  return true;
}

/** Makes the members with these e-mails super admins (ADMIN_EMAILS at start-up, `npm run admin`). */
export async function setSuperAdmin(
  db: DataSource,
  emails: string[],
  value: boolean,
): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows: [{ email: string }[], number] = await db.query(
    `UPDATE profiles p SET is_super_admin = $2 FROM users u
      WHERE u.id = p.id AND u.email = ANY($1::citext[]) RETURNING u.email`,
    [emails, value],
  );
  return rows[0].map((r) => r.email);
}
