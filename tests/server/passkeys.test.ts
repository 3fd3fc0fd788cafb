// Passkeys (WebAuthn): a member adds several, named, in Settings › Security, lists and deletes them, and
// signs in with one alone (discoverable, no e-mail). A software authenticator answers as a browser would
// (P-256 keys, "none" attestation), so the server verifies real attestations and assertions.
import crypto from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import {
  SoftAuthenticator,
  type SoftCredential,
  type Tampering,
} from "../support/soft-authenticator";
import {
  PasskeysBeginRegistrationDocument,
  PasskeysBeginSignInDocument,
  PasskeysDeleteDocument,
  PasskeysFinishRegistrationDocument,
  PasskeysFinishSignInDocument,
  PasskeysListDocument,
} from "./operations/passkeys.generated";

jest.setTimeout(60000);

const PUBLIC_URL = "https://agora.test";
const RP_ID = "agora.test";
const CHROME_ON_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const MESSAGES = {
  notVerified: "The passkey could not be verified.",
  expired: "The passkey request has expired. Please try again.",
  unknown: "This passkey is not registered with Agora.",
  duplicate: "This passkey is already registered.",
  tooMany: "You can have at most 20 passkeys. Delete one to add another.",
  nameTooLong: "Name must be at most 60 characters",
};

type CreationOptions = {
  challenge: string;
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  excludeCredentials?: { id: string }[];
  authenticatorSelection?: { residentKey?: string; userVerification?: string };
  timeout?: number;
};
type RequestOptions = {
  challenge: string;
  rpId: string;
  allowCredentials?: { id: string }[];
  userVerification?: string;
};

let app: TestServer;
let limited: TestServer;
beforeAll(async () => {
  app = await startTestServer({ PUBLIC_URL });
  // Behind a proxy, so each test's requests come from an address of their own, with few attempts each.
  limited = await startTestServer({ PUBLIC_URL, TRUST_PROXY: "true", RATE_LIMIT_AUTH_PER_IP: "3" });
});
afterAll(async () => {
  await limited.stop();
  await app.stop();
});

const message = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.message;

async function beginRegistration(member: Member): Promise<CreationOptions> {
  const res = await gql(app.url, PasskeysBeginRegistrationDocument, {}, { token: member.token });
  expect(res.errors).toBeUndefined();
  return res.data!.beginPasskeyRegistration as CreationOptions;
}

function finishRegistration(
  member: Member,
  response: unknown,
  name?: string | null,
  headers?: Record<string, string>,
) {
  return gql(
    app.url,
    PasskeysFinishRegistrationDocument,
    { response, name },
    { token: member.token, headers },
  );
}

/** Adds a passkey to the member's account through the whole ceremony; answers the credential. */
async function addPasskey(
  member: Member,
  authenticator: SoftAuthenticator,
  name?: string,
): Promise<{ credential: SoftCredential; id: string }> {
  const options = await beginRegistration(member);
  const res = await finishRegistration(member, authenticator.create(options), name);
  expect(res.errors).toBeUndefined();
  return {
    credential: authenticator.credentials.at(-1)!,
    id: res.data!.finishPasskeyRegistration.id,
  };
}

async function beginSignIn(email?: string, server = app, ip?: string) {
  const headers = ip ? { "x-forwarded-for": ip } : undefined;
  const res = await gql(server.url, PasskeysBeginSignInDocument, { email }, { headers });
  return { res, options: res.data?.beginPasskeySignIn as RequestOptions | undefined };
}

function finishSignIn(response: unknown, server = app, ip?: string) {
  const headers = ip ? { "x-forwarded-for": ip } : undefined;
  return gql(server.url, PasskeysFinishSignInDocument, { response }, { headers });
}

/** Begins a discoverable sign-in and answers it with the authenticator (tampered with or not). */
async function signInWith(
  authenticator: SoftAuthenticator,
  credential?: SoftCredential,
  tamper?: Tampering,
) {
  const { options } = await beginSignIn();
  return finishSignIn(authenticator.get(options!, credential, tamper));
}

async function passkeysOf(member: { token: string }) {
  const res = await gql(app.url, PasskeysListDocument, {}, { token: member.token });
  expect(res.errors).toBeUndefined();
  return res.data!.settings.passkeys;
}

const challengeHash = (challenge: string) =>
  crypto.createHash("sha256").update(challenge).digest("hex");

it("adds named passkeys (the device's name when blank) and signs in with one alone, no e-mail asked", async () => {
  const member = await makeMember(app.url);
  const phone = new SoftAuthenticator(PUBLIC_URL);

  const options = await beginRegistration(member);
  expect(options).toMatchObject({
    rp: { id: RP_ID, name: "Agora" },
    user: { name: member.email },
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: [],
  });
  const first = await finishRegistration(member, phone.create(options), "  Work phone  ");
  expect(first.errors).toBeUndefined();
  expect(first.data!.finishPasskeyRegistration).toMatchObject({
    name: "Work phone",
    lastUsedAt: null,
  });

  // A second passkey, unnamed, from Chrome on Linux: named after the device. The first is excluded.
  const laptop = new SoftAuthenticator(PUBLIC_URL);
  const again = await beginRegistration(member);
  expect(again.excludeCredentials!.map((c) => c.id)).toEqual([phone.credentials[0].id]);
  const second = await finishRegistration(member, laptop.create(again), "   ", {
    "user-agent": CHROME_ON_LINUX,
  });
  expect(second.data!.finishPasskeyRegistration.name).toBe("Chrome on Linux");

  expect((await passkeysOf(member)).map((p) => p.name)).toEqual(["Chrome on Linux", "Work phone"]);

  // Signing in: the options name no credential (discoverable) and require the member verified.
  const { options: request } = await beginSignIn();
  expect(request).toMatchObject({ rpId: RP_ID, userVerification: "required" });
  expect(request!.allowCredentials ?? []).toEqual([]);
  const signedIn = await finishSignIn(phone.get(request!));
  expect(signedIn.errors).toBeUndefined();
  expect(signedIn.data!.finishPasskeySignIn.me.id).toBe(member.id);

  // The new session works, and the passkey used shows when it was used.
  const listed = await passkeysOf({ token: signedIn.data!.finishPasskeySignIn.token });
  expect(listed.find((p) => p.name === "Work phone")!.lastUsedAt).not.toBeNull();
  expect(listed.find((p) => p.name === "Chrome on Linux")!.lastUsedAt).toBeNull();
  const [row] = await app.db.query(`SELECT counter FROM passkeys WHERE credential_id = $1`, [
    phone.credentials[0].id,
  ]);
  expect(Number(row.counter)).toBe(1);
});

it("with an e-mail, names that member's passkeys and accepts only theirs", async () => {
  const ada = await makeMember(app.url);
  const bob = await makeMember(app.url);
  const adas = new SoftAuthenticator(PUBLIC_URL);
  const bobs = new SoftAuthenticator(PUBLIC_URL);
  await addPasskey(ada, adas);
  await addPasskey(bob, bobs);

  const { options } = await beginSignIn(bob.email.toUpperCase());
  expect(options!.allowCredentials!.map((c) => c.id)).toEqual([bobs.credentials[0].id]);
  // Ada's passkey answering a sign-in begun for Bob.
  const refused = await finishSignIn(adas.get(options!, adas.credentials[0]));
  expect(errorCode(refused)).toBe("BAD_USER_INPUT");
  expect(message(refused)).toBe(MESSAGES.notVerified);

  // An unknown address looks like an account without passkeys: nothing named.
  const unknown = await beginSignIn("nobody-here@example.com");
  expect(unknown.options!.allowCredentials ?? []).toEqual([]);

  const { options: forBob } = await beginSignIn(bob.email);
  const signedIn = await finishSignIn(bobs.get(forBob!));
  expect(signedIn.data!.finishPasskeySignIn.me.id).toBe(bob.id);
});

it("refuses another origin, another relying party and an unverified member, saving and signing in nothing", async () => {
  const member = await makeMember(app.url);
  const authenticator = new SoftAuthenticator(PUBLIC_URL);
  const cases: Tampering[] = [
    { origin: "https://evil.example" },
    { rpId: "evil.example" },
    { userVerified: false },
  ];
  for (const tamper of cases) {
    const options = await beginRegistration(member);
    const res = await finishRegistration(member, authenticator.create(options, tamper));
    expect([errorCode(res), message(res)]).toEqual(["BAD_USER_INPUT", MESSAGES.notVerified]);
  }
  expect(await passkeysOf(member)).toEqual([]);

  const { credential } = await addPasskey(member, authenticator, "Phone");
  for (const tamper of cases) {
    const res = await signInWith(authenticator, credential, tamper);
    expect([errorCode(res), message(res)]).toEqual(["BAD_USER_INPUT", MESSAGES.notVerified]);
    expect(res.data).toBeNull();
  }
  // A counter that went back (a cloned authenticator) is refused too.
  expect(message(await signInWith(authenticator, credential, { counter: 5 }))).toBeUndefined();
  const cloned = await signInWith(authenticator, credential, { counter: 3 });
  expect(message(cloned)).toBe(MESSAGES.notVerified);
  expect((await passkeysOf(member))[0].lastUsedAt).not.toBeNull();
});

it("takes each challenge once and for 5 minutes only", async () => {
  const member = await makeMember(app.url);
  const authenticator = new SoftAuthenticator(PUBLIC_URL);

  // Registration: a second answer to the same challenge is refused, and so is one signed for another.
  const options = await beginRegistration(member);
  expect((await finishRegistration(member, authenticator.create(options))).errors).toBeUndefined();
  const reused = await finishRegistration(member, authenticator.create(options));
  expect([errorCode(reused), message(reused)]).toEqual(["BAD_USER_INPUT", MESSAGES.expired]);
  const made = await finishRegistration(
    member,
    authenticator.create(await beginRegistration(member), { challenge: "bWFkZS11cA" }),
  );
  expect(message(made)).toBe(MESSAGES.expired);
  expect(await passkeysOf(member)).toHaveLength(1);
  // The authenticator keeps the refused ones too; the first is the one saved.
  const saved = authenticator.credentials[0];

  // Sign-in: a replayed assertion finds its challenge used.
  const { options: request } = await beginSignIn();
  const assertion = authenticator.get(request!, saved);
  expect((await finishSignIn(assertion)).errors).toBeUndefined();
  const replayed = await finishSignIn(assertion);
  expect([errorCode(replayed), message(replayed)]).toEqual(["BAD_USER_INPUT", MESSAGES.expired]);

  // A challenge past its 5 minutes.
  const { options: late } = await beginSignIn();
  const [, aged] = await app.db.query(
    `UPDATE passkey_challenges SET expires_at = now() - interval '1 second'
      WHERE challenge_hash = $1`,
    [challengeHash(late!.challenge)],
  );
  expect(aged).toBe(1);
  const expired = await finishSignIn(authenticator.get(late!, saved));
  expect(message(expired)).toBe(MESSAGES.expired);

  // A registration challenge is the member's own: another member cannot answer it.
  const other = await makeMember(app.url);
  const theirs = await beginRegistration(other);
  const stolen = await finishRegistration(member, authenticator.create(theirs));
  expect(message(stolen)).toBe(MESSAGES.expired);
  const own = await finishRegistration(other, authenticator.create(theirs));
  expect(own.errors).toBeUndefined();
  expect((await passkeysOf(other)).map((p) => p.id)).toEqual([
    own.data!.finishPasskeyRegistration.id,
  ]);
});

it("keeps a challenge for 5 minutes", async () => {
  const { options } = await beginSignIn();
  const [row] = await app.db.query(
    `SELECT extract(epoch FROM expires_at - created_at) AS seconds, user_id FROM passkey_challenges
      WHERE challenge_hash = $1`,
    [challengeHash(options!.challenge)],
  );
  expect(Math.round(Number(row.seconds))).toBe(300);
  expect(row.user_id).toBeNull();
  // Only its digest is kept.
  const [{ count }] = await app.db.query(
    `SELECT count(*)::int AS count FROM passkey_challenges WHERE challenge_hash = $1`,
    [options!.challenge],
  );
  expect(count).toBe(0);
});

it("refuses another member's credential: registering it again, a user handle not its owner's", async () => {
  const ada = await makeMember(app.url);
  const bob = await makeMember(app.url);
  const adas = new SoftAuthenticator(PUBLIC_URL);
  const { credential } = await addPasskey(ada, adas, "Ada's key");

  // Bob's registration answered by Ada's credential (an authenticator shared, or one replaying it).
  const copied = await finishRegistration(
    bob,
    adas.create(await beginRegistration(bob), { reuse: credential }),
  );
  expect([errorCode(copied), message(copied)]).toEqual(["CONFLICT", MESSAGES.duplicate]);
  expect(await passkeysOf(bob)).toEqual([]);

  // Ada's credential answering with Bob's user handle.
  const { options } = await beginSignIn();
  const assertion = adas.get(options!, credential);
  const bobsHandle = Buffer.from(bob.id, "utf8").toString("base64url");
  const res = await finishSignIn({
    ...assertion,
    response: { ...assertion.response, userHandle: bobsHandle },
  });
  expect(message(res)).toBe(MESSAGES.notVerified);
  expect((await passkeysOf(ada)).map((p) => p.name)).toEqual(["Ada's key"]);
});

it("deletes a member's own passkey only, after which it signs no one in", async () => {
  const ada = await makeMember(app.url);
  const bob = await makeMember(app.url);
  const authenticator = new SoftAuthenticator(PUBLIC_URL);
  const { id, credential } = await addPasskey(ada, authenticator, "Old phone");
  await addPasskey(ada, authenticator, "New phone");

  const intruder = await gql(app.url, PasskeysDeleteDocument, { id }, { token: bob.token });
  expect(errorCode(intruder)).toBe("NOT_FOUND");
  expect(await passkeysOf(ada)).toHaveLength(2);
  expect(await passkeysOf(bob)).toEqual([]);

  const deleted = await gql(app.url, PasskeysDeleteDocument, { id }, { token: ada.token });
  expect(deleted.data?.deletePasskey).toBe(true);
  expect((await passkeysOf(ada)).map((p) => p.name)).toEqual(["New phone"]);
  const again = await gql(app.url, PasskeysDeleteDocument, { id }, { token: ada.token });
  expect(errorCode(again)).toBe("NOT_FOUND");

  const res = await signInWith(authenticator, credential);
  expect([errorCode(res), message(res)]).toEqual(["BAD_USER_INPUT", MESSAGES.unknown]);
});

it("refuses a name over 60 characters, and a 21st passkey", async () => {
  const member = await makeMember(app.url);
  const authenticator = new SoftAuthenticator(PUBLIC_URL);
  const long = await finishRegistration(
    member,
    authenticator.create(await beginRegistration(member)),
    "x".repeat(61),
  );
  expect([errorCode(long), message(long)]).toEqual(["BAD_USER_INPUT", MESSAGES.nameTooLong]);
  expect(await passkeysOf(member)).toEqual([]);

  for (let i = 0; i < 20; i++) await addPasskey(member, authenticator, `Key ${i + 1}`);
  const res = await gql(app.url, PasskeysBeginRegistrationDocument, {}, { token: member.token });
  expect([errorCode(res), message(res)]).toEqual(["BAD_USER_INPUT", MESSAGES.tooMany]);
  expect(await passkeysOf(member)).toHaveLength(20);
});

it("asks a visitor to sign in before adding, listing or deleting passkeys", async () => {
  const member = await makeMember(app.url);
  const authenticator = new SoftAuthenticator(PUBLIC_URL);
  const { id } = await addPasskey(member, authenticator);
  const options = await beginRegistration(member);

  const answers = [
    await gql(app.url, PasskeysBeginRegistrationDocument, {}),
    await gql(app.url, PasskeysFinishRegistrationDocument, {
      response: authenticator.create(options),
    }),
    await gql(app.url, PasskeysListDocument, {}),
    await gql(app.url, PasskeysDeleteDocument, { id }),
  ];
  expect(answers.map(errorCode)).toEqual([
    "UNAUTHENTICATED",
    "UNAUTHENTICATED",
    "UNAUTHENTICATED",
    "UNAUTHENTICATED",
  ]);
  expect(await passkeysOf(member)).toHaveLength(1);
});

it("limits passkey sign-in attempts per client address", async () => {
  const member = await makeMember(limited.url);
  const authenticator = new SoftAuthenticator(PUBLIC_URL);
  const options = (
    await gql(limited.url, PasskeysBeginRegistrationDocument, {}, { token: member.token })
  ).data!.beginPasskeyRegistration as CreationOptions;
  await gql(
    limited.url,
    PasskeysFinishRegistrationDocument,
    { response: authenticator.create(options) },
    { token: member.token },
  );

  // 3 attempts per address (RATE_LIMIT_AUTH_PER_IP), each of two steps.
  const ip = "198.51.100.7";
  for (let i = 0; i < 3; i++) {
    const { options: request } = await beginSignIn(undefined, limited, ip);
    const res = await finishSignIn(authenticator.get(request!), limited, ip);
    expect(res.data?.finishPasskeySignIn.me.id).toBe(member.id);
  }
  expect(errorCode((await beginSignIn(undefined, limited, ip)).res)).toBe("RATE_LIMITED");
  expect(errorCode(await finishSignIn({}, limited, ip))).toBe("RATE_LIMITED");
  // Another address is not held back.
  const { options: elsewhere } = await beginSignIn(undefined, limited, "198.51.100.8");
  const res = await finishSignIn(authenticator.get(elsewhere!), limited, "198.51.100.8");
  expect(res.data?.finishPasskeySignIn.me.id).toBe(member.id);
});

it("signs a member with two-factor on in with a passkey alone: a passkey is both factors", async () => {
  const member = await makeMember(app.url);
  const authenticator = new SoftAuthenticator(PUBLIC_URL);
  await addPasskey(member, authenticator, "Phone");
  const setup = await gql(
    app.url,
    `mutation { beginTotpSetup { secret } }`,
    {},
    { token: member.token },
  );
  const code = new TOTP({
    secret: Secret.fromBase32(setup.data!.beginTotpSetup.secret),
  }).generate();
  const confirmed = await gql(
    app.url,
    `mutation ($code: String!) { confirmTotpSetup(code: $code) { codes } }`,
    { code },
    { token: member.token },
  );
  expect(confirmed.errors).toBeUndefined();
  // The control: the password alone is not enough now.
  const withPassword = await gql(
    app.url,
    `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`,
    { input: { email: member.email, password: member.password } },
  );
  expect(errorCode(withPassword)).toBe("TWO_FACTOR_REQUIRED");

  const res = await signInWith(authenticator);
  expect(res.errors).toBeUndefined();
  expect(res.data!.finishPasskeySignIn.me.id).toBe(member.id);
});
