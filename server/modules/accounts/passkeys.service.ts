import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { DataSource, EntityManager } from "typeorm";
import { z } from "zod";
import type { Config } from "../../config";
import type { Services } from "../../kernel/context";
import type { Viewer } from "../../kernel/viewer";
import {
  ConflictError,
  DomainError,
  ErrorCode,
  NotFoundError,
  UserInputError,
} from "../../graphql/errors";
import { parseInput } from "../../graphql/validation";
import { Profile } from "../profiles";
import { signInVerified, type AuthResult, type RequestMeta } from "./accounts.service";
import { Passkey } from "./passkey.entity";
import { describeDevice, hashToken } from "./session.service";
import { User } from "./user.entity";

/** How many passkeys one member may keep. */
export const MAX_PASSKEYS = 20;
/** A passkey's name, trimmed: at most this many characters. */
export const PASSKEY_NAME_MAX = 60;
/** How long a ceremony's challenge can be answered (and the browser's own timeout). */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** EdDSA, ES256 and RS256: what authenticators offer (simplewebauthn's defaults, stated). */
const ALGORITHMS = [-8, -7, -257];

export const PASSKEY_MESSAGES = {
  tooMany: `You can have at most ${MAX_PASSKEYS} passkeys. Delete one to add another.`,
  nameTooLong: `Name must be at most ${PASSKEY_NAME_MAX} characters`,
  expired: "The passkey request has expired. Please try again.",
  notVerified: "The passkey could not be verified.",
  unknown: "This passkey is not registered with Agora.",
  duplicate: "This passkey is already registered.",
} as const;

type Purpose = "register" | "sign_in";
type Queryable = DataSource | EntityManager;

/** The relying party: PUBLIC_URL's host is its id, PUBLIC_URL's origin the only origin accepted. */
export function relyingParty(config: Pick<Config, "publicUrl">) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/, "Expected base64url");
const credentialId = base64url.max(1_400).min(1);
const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};
const registrationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(16)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});
const authenticationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.max(100).optional(),
  }),
});

/** A browser's response as simplewebauthn reads it, or `notVerified` when it is not one. */
function parseResponse<S extends z.ZodType<{ response: object }>>(schema: S, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new DomainError(ErrorCode.BAD_USER_INPUT, PASSKEY_MESSAGES.notVerified);
  // We ask for no extensions, so none of their results are read.
  return { ...result.data, clientExtensionResults: {} };
}

/** The challenge the browser signed, read from its client data (verification checks it again). */
function challengeOf(response: { response: { clientDataJSON: string } }): string {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, "base64url").toString());
    if (typeof data?.challenge === "string" && data.challenge.length <= 200) return data.challenge;
  } catch {
    // Not JSON: not a browser's answer.
  }
  throw new DomainError(ErrorCode.BAD_USER_INPUT, PASSKEY_MESSAGES.notVerified);
}

/** Keeps a challenge (its digest) for 5 minutes; expired ones are swept at the same time. */
async function saveChallenge(
  db: Queryable,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
) {
  await db.query(`DELETE FROM passkey_challenges WHERE expires_at <= now()`);
  await db.query(
    `INSERT INTO passkey_challenges (challenge_hash, purpose, user_id, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashToken(challenge), purpose, userId, CHALLENGE_TTL_MS / 1000],
  );
}

/**
 * Uses a challenge up (deletes it, whatever follows): answers whom it was made for (null: anyone's
 * passkey), or throws `expired` when it is unknown, used already or past its 5 minutes.
 */
async function takeChallenge(
  db: Queryable,
  challenge: string,
  purpose: Purpose,
  userId?: string,
): Promise<{ userId: string | null }> {
  const [rows]: [{ user_id: string | null; live: boolean }[], number] = await db.query(
    `DELETE FROM passkey_challenges
      WHERE challenge_hash = $1 AND purpose = $2 AND ($3::uuid IS NULL OR user_id = $3)
      RETURNING user_id, expires_at > now() AS live`,
    [hashToken(challenge), purpose, userId ?? null],
  );
  if (!rows[0]?.live) throw new DomainError(ErrorCode.BAD_USER_INPUT, PASSKEY_MESSAGES.expired);
  return { userId: rows[0].user_id };
}

const nameSchema = z.object({
  name: z.string().trim().max(PASSKEY_NAME_MAX, PASSKEY_MESSAGES.nameTooLong).nullish(),
});

/** The name given, trimmed; when blank, the device it is added on ('Chrome on Linux'). */
export function passkeyName(name: string | null | undefined, userAgent: string | null) {
  const given = parseInput(nameSchema, { name }).name;
  if (given) return given;
  return describeDevice(userAgent)?.slice(0, PASSKEY_NAME_MAX).trim() || null;
}

/** The member's passkeys, the newest first. */
export function passkeysOf(db: Queryable, userId: string): Promise<Passkey[]> {
  return db.getRepository(Passkey).find({
    where: { userId },
    order: { createdAt: "DESC", id: "ASC" },
  });
}

/** The user handle a member's passkeys carry: their id's bytes (no e-mail, nothing personal). */
const userHandleOf = (userId: string) => Buffer.from(userId, "utf8");

/**
 * Options for the browser to create a discoverable passkey for the viewer, user verification required;
 * their passkeys already saved are excluded. Starting again replaces an unfinished ceremony.
 */
export async function beginRegistration(
  services: Pick<Services, "db" | "config">,
  viewer: Viewer,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { db, config } = services;
  const [user, profile, existing] = await Promise.all([
    db.getRepository(User).findOneByOrFail({ id: viewer.id }),
    db.getRepository(Profile).findOneByOrFail({ id: viewer.id }),
    passkeysOf(db, viewer.id),
  ]);
  if (existing.length >= MAX_PASSKEYS) throw new UserInputError({ name: PASSKEY_MESSAGES.tooMany });
  const options = await generateRegistrationOptions({
    rpName: "Agora",
    rpID: relyingParty(config).rpID,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: profile.fullName ?? profile.username,
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: {
      residentKey: "required",
      requireResidentKey: true,
      userVerification: "required",
    },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await db.transaction(async (tx) => {
    await tx.query(`DELETE FROM passkey_challenges WHERE purpose = 'register' AND user_id = $1`, [
      viewer.id,
    ]);
    await saveChallenge(tx, options.challenge, "register", viewer.id);
  });
  return options;
}

/**
 * Verifies the browser's new credential against the viewer's challenge (one use), the origin and the
 * relying party id, with the member verified, and keeps it under the name given (trimmed; the device
 * when blank).
 */
export async function finishRegistration(
  services: Pick<Services, "db" | "config">,
  viewer: Viewer,
  input: { response: unknown; name?: string | null },
  meta: Pick<RequestMeta, "userAgent">,
): Promise<Passkey> {
  const { db, config } = services;
  const name = passkeyName(input.name, meta.userAgent);
  const response: RegistrationResponseJSON = parseResponse(
    registrationResponseSchema,
    input.response,
  );
  const challenge = challengeOf(response);
  await takeChallenge(db, challenge, "register", viewer.id);
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified)
    throw new DomainError(ErrorCode.BAD_USER_INPUT, PASSKEY_MESSAGES.notVerified);
  const { credential } = verification.registrationInfo;

  try {
    return await db.transaction(async (tx) => {
      // One registration at a time per member, so two cannot both pass the limit.
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [viewer.id]);
      const count = await tx.getRepository(Passkey).countBy({ userId: viewer.id });
      if (count >= MAX_PASSKEYS) throw new UserInputError({ name: PASSKEY_MESSAGES.tooMany });
      return tx.getRepository(Passkey).save({
        userId: viewer.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: (response.response.transports ?? []).slice(0, 10),
        name,
        lastUsedAt: null,
      });
    });
  } catch (error) {
    const code = (error as { driverError?: { code?: string } }).driverError?.code;
    if (code === "23505") throw new ConflictError(PASSKEY_MESSAGES.duplicate);
    throw error;
  }
}

/**
 * Options for the browser to sign in with a passkey, user verification required. Without an e-mail any
 * of the member's discoverable passkeys answers; with one, the passkeys of that address's member are
 * named and only theirs is accepted (an unknown address answers like one without passkeys).
 */
export async function beginSignIn(
  services: Pick<Services, "db" | "config" | "rateLimits">,
  email: string | null | undefined,
  meta: Pick<RequestMeta, "ip">,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const { db, config } = services;
  await services.rateLimits.passkeySignIn(meta.ip);
  const address = email?.trim().toLowerCase().slice(0, 254);
  const user = address ? await db.getRepository(User).findOneBy({ email: address }) : null;
  const theirs = user ? await passkeysOf(db, user.id) : [];
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: theirs.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  await saveChallenge(db, options.challenge, "sign_in", user?.id ?? null);
  return options;
}

/**
 * Signs in with a passkey: the challenge (one use, 5 minutes), the origin, the relying party id, the
 * signature by the saved public key, the member verified by their device and a counter that moved on.
 * A passkey is both factors: no second one is asked. Ends as every sign-in does, in signInVerified.
 */
export async function finishSignIn(
  services: Services,
  rawResponse: unknown,
  meta: RequestMeta,
): Promise<AuthResult> {
  const { db, config } = services;
  await services.rateLimits.passkeySignIn(meta.ip);
  const response: AuthenticationResponseJSON = parseResponse(
    authenticationResponseSchema,
    rawResponse,
  );
  const challenge = challengeOf(response);
  const { userId: expectedUser } = await takeChallenge(db, challenge, "sign_in");
  const passkey = await db.getRepository(Passkey).findOneBy({ credentialId: response.id });
  if (!passkey) throw new DomainError(ErrorCode.BAD_USER_INPUT, PASSKEY_MESSAGES.unknown);
  const handle = response.response.userHandle;
  const handleMismatch =
    handle !== undefined && !Buffer.from(handle, "base64url").equals(userHandleOf(passkey.userId));
  if ((expectedUser && expectedUser !== passkey.userId) || handleMismatch)
    throw new DomainError(ErrorCode.BAD_USER_INPUT, PASSKEY_MESSAGES.notVerified);

  const { rpID, origin } = relyingParty(config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified)
    throw new DomainError(ErrorCode.BAD_USER_INPUT, PASSKEY_MESSAGES.notVerified);

  // The counter moves on in the same statement that checks it, so a replayed or cloned assertion racing
  // this one is refused.
  const { newCounter } = verification.authenticationInfo;
  const [updated]: [{ id: string }[], number] = await db.query(
    `UPDATE passkeys SET counter = $2, last_used_at = now()
      WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0)) RETURNING id`,
    [passkey.id, newCounter],
  );
  if (updated.length === 0)
    throw new DomainError(ErrorCode.BAD_USER_INPUT, PASSKEY_MESSAGES.notVerified);
  const user = await db.getRepository(User).findOneByOrFail({ id: passkey.userId });
  return signInVerified(services, user, meta);
}

/** Deletes one of the viewer's passkeys; another member's, or one gone already, is NOT_FOUND. */
export async function deletePasskey(
  services: Pick<Services, "db">,
  viewer: Viewer,
  id: string,
): Promise<boolean> {
  const [rows]: [{ id: string }[], number] = await services.db.query(
    `DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING id`,
    [id, viewer.id],
  );
  if (rows.length === 0) throw new NotFoundError("Passkey");
  return true;
}
