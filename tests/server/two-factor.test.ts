// Two-factor sign-in (issue 27): a TOTP factor set up from Settings › Security and on only once confirmed,
// ten recovery codes each usable once, the sign-in challenge (one use, 5 minutes), codes never accepted twice,
// a step of clock drift either way, rate limits like passwords, and turning it off with password and code.
import fs from "node:fs";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type Auth, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import {
  TwoFactorBeginDocument,
  TwoFactorCompleteDocument,
  TwoFactorConfirmDocument,
  TwoFactorDisableDocument,
  TwoFactorSettingsDocument,
  TwoFactorSignInDocument,
} from "./operations/two-factor.generated";

jest.setTimeout(60000);

const PER_EMAIL = 4;

let app: TestServer;
beforeAll(async () => {
  // Behind a proxy, so a test can come from an address of its own (X-Forwarded-For).
  app = await startTestServer({
    TRUST_PROXY: "true",
    RATE_LIMIT_AUTH_PER_EMAIL: String(PER_EMAIL),
    RATE_LIMIT_AUTH_PER_IP: "1000",
  });
});
afterAll(() => app.stop());

const INVALID_CODE = "Invalid code";
const EXPIRED = "This sign-in has expired. Please sign in again.";
const PERIOD_MS = 30_000;

let lastAddress = 0;
/** A client address no other test uses. */
const newAddress = () => `203.0.113.${++lastAddress}`;
/** Each test comes from an address of its own, so one test's attempts never limit another's. */
let here = newAddress();
beforeEach(() => {
  here = newAddress();
});
const from = (ip = here): Auth => ({ headers: { "x-forwarded-for": ip } });
const as = (member: Member, ip = here): Auth => ({ token: member.token, ...from(ip) });

/** The code of `secret` `steps` time steps from now (the authenticator app's clock running ahead or late). */
const codeAt = (secret: string, steps = 0, now = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: now + steps * PERIOD_MS });
const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
/** Six digits that are no code of `secret` within a step or two of now. */
function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1, 2].map((steps) => codeAt(secret, steps)));
  let n = 0;
  while (near.has(String(n).padStart(6, "0"))) n++;
  return String(n).padStart(6, "0");
}

/**
 * Runs `attempt` with a moment, again when it was refused and a time step ended while it ran: a code
 * computed for one step and checked by the server in the next tests drift the test did not mean.
 */
async function inOneStep<T extends GraphQLResponse<unknown>>(
  attempt: (now: number) => Promise<T>,
): Promise<T> {
  for (;;) {
    const now = Date.now();
    const result = await attempt(now);
    if (!result.errors || Math.floor(now / PERIOD_MS) === stepNow()) return result;
  }
}

function message(res: GraphQLResponse<unknown>) {
  return res.errors?.[0]?.message;
}
function challengeOf(res: GraphQLResponse<unknown>): string {
  expect(errorCode(res)).toBe("TWO_FACTOR_REQUIRED");
  const challenge = (res.errors?.[0]?.extensions as { challenge?: unknown } | undefined)?.challenge;
  expect(typeof challenge).toBe("string");
  return challenge as string;
}

const begin = async (member: Member) => {
  const res = await gql(app.url, TwoFactorBeginDocument, {}, as(member));
  expect(res.errors).toBeUndefined();
  return res.data!.beginTotpSetup;
};
const confirm = (member: Member, code: string, ip?: string) =>
  gql(app.url, TwoFactorConfirmDocument, { code }, as(member, ip));
const totpEnabled = async (member: Member) => {
  const res = await gql(app.url, TwoFactorSettingsDocument, {}, as(member));
  expect(res.errors).toBeUndefined();
  return res.data!.settings.totpEnabled;
};
const signIn = (member: Member, ip = here) =>
  gql(
    app.url,
    TwoFactorSignInDocument,
    { input: { email: member.email, password: member.password } },
    from(ip),
  );
const complete = (challenge: string, code: string, ip = here) =>
  gql(app.url, TwoFactorCompleteDocument, { challenge, code }, from(ip));
const disable = (member: Member, password: string, code: string, ip?: string) =>
  gql(app.url, TwoFactorDisableDocument, { password, code }, as(member, ip));

/** A member with two-factor on: the secret, the recovery codes, the step the confirming code was of. */
async function withTwoFactor() {
  const member = await makeMember(app.url);
  const { secret } = await begin(member);
  let step = 0;
  const res = await inOneStep((now) => {
    step = Math.floor(now / PERIOD_MS);
    return confirm(member, codeAt(secret, 0, now));
  });
  expect(res.errors).toBeUndefined();
  return { member, secret, codes: res.data!.confirmTotpSetup.codes, step };
}

async function sessionCount(member: Member): Promise<number> {
  const [row] = await app.db.query(
    `SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`,
    [member.id],
  );
  return row.n;
}

describe("setting up", () => {
  it("shows a secret and its otpauth URL, and is off until a right code confirms it", async () => {
    const member = await makeMember(app.url);
    expect(await totpEnabled(member)).toBe(false);

    const setup = await begin(member);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe(`/Agora:${member.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      issuer: "Agora",
      secret: setup.secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });

    // Begun but not confirmed: still off, and the password alone still signs in.
    expect(await totpEnabled(member)).toBe(false);
    const plain = await signIn(member);
    expect(plain.errors).toBeUndefined();
    expect(plain.data!.signIn.me.id).toBe(member.id);

    // Wrong codes leave it off: a wrong number, one outside the drift window, not a number.
    for (const code of [wrongCode(setup.secret), codeAt(setup.secret, -3), "abcdef"]) {
      const wrong = await confirm(member, code);
      expect(errorCode(wrong)).toBe("BAD_USER_INPUT");
      expect(message(wrong)).toBe(INVALID_CODE);
    }
    expect(await totpEnabled(member)).toBe(false);

    const res = await inOneStep((now) => confirm(member, codeAt(setup.secret, 0, now)));
    expect(res.errors).toBeUndefined();
    const codes = res.data!.confirmTotpSetup.codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(await totpEnabled(member)).toBe(true);

    // Neither the secret nor a recovery code is stored as it is; the key is outside the database (no
    // SECRET_KEY here: a file in DATA_DIR only its owner reads).
    expect(fs.statSync(path.join(app.dataDir, "secret-key")).mode & 0o777).toBe(0o600);
    const [factor] = await app.db.query(
      `SELECT secret_sealed FROM member_totp WHERE user_id = $1`,
      [member.id],
    );
    expect(factor.secret_sealed).not.toContain(setup.secret);
    const stored: { code_hash: string; used_at: Date | null }[] = await app.db.query(
      `SELECT code_hash, used_at FROM recovery_codes WHERE user_id = $1`,
      [member.id],
    );
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.used_at).toBeNull();
      for (const code of codes) {
        expect(row.code_hash).not.toContain(code);
        expect(row.code_hash).not.toContain(code.replace("-", ""));
      }
    }

    // On already: no second setup, no second confirmation.
    const again = await gql(app.url, TwoFactorBeginDocument, {}, as(member));
    expect(errorCode(again)).toBe("CONFLICT");
    expect(message(again)).toBe("Two-factor authentication is already on.");
    expect(errorCode(await confirm(member, codeAt(setup.secret, 1)))).toBe("CONFLICT");
  });

  it("replaces an unconfirmed secret when begun again, and needs a setup to confirm", async () => {
    const member = await makeMember(app.url);
    const unstarted = await confirm(member, "123456");
    expect(errorCode(unstarted)).toBe("BAD_USER_INPUT");
    expect(message(unstarted)).toBe("Start setting up two-factor authentication again.");

    const first = await begin(member);
    const second = await begin(member);
    expect(second.secret).not.toBe(first.secret);
    const stale = await inOneStep((now) => confirm(member, codeAt(first.secret, 0, now)));
    expect(message(stale)).toBe(INVALID_CODE);
    // The app's clock a step late is fine.
    const res = await inOneStep((now) => confirm(member, codeAt(second.secret, -1, now)));
    expect(res.errors).toBeUndefined();
    expect(await totpEnabled(member)).toBe(true);
  });

  it("is for signed-in members only", async () => {
    expect(errorCode(await gql(app.url, TwoFactorBeginDocument, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(app.url, TwoFactorConfirmDocument, { code: "123456" }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(
      errorCode(await gql(app.url, TwoFactorDisableDocument, { password: "x", code: "123456" })),
    ).toBe("UNAUTHENTICATED");
  });
});

describe("signing in", () => {
  it("answers TWO_FACTOR_REQUIRED with a challenge, then a session for the challenge and a code", async () => {
    const { member, secret } = await withTwoFactor();
    const before = await sessionCount(member);

    const res = await signIn(member);
    const challenge = challengeOf(res);
    expect(res.data).toBeNull();
    expect(await sessionCount(member)).toBe(before);
    // Only the challenge's digest is kept.
    const rows = await app.db.query(
      `SELECT challenge_hash FROM sign_in_challenges WHERE user_id = $1`,
      [member.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].challenge_hash).not.toContain(challenge);

    // A wrong code leaves the challenge usable.
    const wrong = await complete(challenge, codeAt(secret, -3));
    expect(errorCode(wrong)).toBe("BAD_USER_INPUT");
    expect(message(wrong)).toBe(INVALID_CODE);
    expect(await sessionCount(member)).toBe(before);

    // The app's clock a step ahead is fine.
    const done = await complete(challenge, codeAt(secret, 1));
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeSignIn.me.id).toBe(member.id);
    const token = done.data!.completeSignIn.token;
    expect(await totpEnabled({ ...member, token })).toBe(true);
    expect(await sessionCount(member)).toBe(before + 1);
  });

  it("takes a challenge once, and not after 5 minutes", async () => {
    const { member, secret, codes } = await withTwoFactor();
    const challenge = challengeOf(await signIn(member));
    expect((await complete(challenge, codeAt(secret, 1))).errors).toBeUndefined();

    // Used: refused with a right code (an unused recovery code).
    const reused = await complete(challenge, codes[0]);
    expect(errorCode(reused)).toBe("BAD_USER_INPUT");
    expect(message(reused)).toBe(EXPIRED);

    // It lives 5 minutes...
    const fresh = challengeOf(await signIn(member));
    const [{ seconds }] = await app.db.query(
      `SELECT round(extract(epoch FROM expires_at - created_at))::int AS seconds
         FROM sign_in_challenges WHERE user_id = $1 AND used_at IS NULL`,
      [member.id],
    );
    expect(seconds).toBe(300);
    // ...and once they have passed, a right code does not bring it back.
    await app.db.query(
      `UPDATE sign_in_challenges SET expires_at = now() - interval '1 second'
        WHERE user_id = $1 AND used_at IS NULL`,
      [member.id],
    );
    const late = await complete(fresh, codes[0]);
    expect(message(late)).toBe(EXPIRED);
    expect(message(await complete("not-a-challenge", codes[0]))).toBe(EXPIRED);
  });

  it("never accepts a code twice, nor one of a step before the last accepted", async () => {
    const { member, secret, step, codes } = await withTwoFactor();
    // The confirming code was of `step`: its own code is used already.
    const first = challengeOf(await signIn(member));
    const confirming = TOTP.generate({
      secret: Secret.fromBase32(secret),
      timestamp: step * PERIOD_MS,
    });
    expect(message(await complete(first, confirming))).toBe(INVALID_CODE);

    const ahead = codeAt(secret, 1);
    expect((await complete(first, ahead)).errors).toBeUndefined();

    // The same code on a new challenge, and the code of the step before it, are refused...
    const second = challengeOf(await signIn(member));
    expect(message(await complete(second, ahead))).toBe(INVALID_CODE);
    expect(message(await complete(second, codeAt(secret, 0)))).toBe(INVALID_CODE);
    // ...and the challenge is still good (no later step is in the window yet: a recovery code).
    expect((await complete(second, codes[0])).errors).toBeUndefined();
  });

  it("lets each recovery code sign in once, typed in any case, with or without its dash", async () => {
    const { member, codes } = await withTwoFactor();
    const [one, two] = codes;

    const first = challengeOf(await signIn(member));
    const res = await complete(first, ` ${one.replace("-", "").toUpperCase()} `);
    expect(res.errors).toBeUndefined();
    expect(res.data!.completeSignIn.me.id).toBe(member.id);

    const second = challengeOf(await signIn(member));
    const reused = await complete(second, one);
    expect(errorCode(reused)).toBe("BAD_USER_INPUT");
    expect(message(reused)).toBe(INVALID_CODE);
    // Another member's code is no code of this one's.
    const stranger = await withTwoFactor();
    expect(message(await complete(second, stranger.codes[0]))).toBe(INVALID_CODE);
    expect((await complete(second, two)).errors).toBeUndefined();

    const used: { used_at: Date | null }[] = await app.db.query(
      `SELECT used_at FROM recovery_codes WHERE user_id = $1`,
      [member.id],
    );
    expect(used.filter((row) => row.used_at !== null)).toHaveLength(2);
  });
});

describe("rate limits, as for passwords", () => {
  it("stops codes guessed from one address while the member signs in from another", async () => {
    const { member, secret } = await withTwoFactor();
    const attacker = newAddress();
    // The password's attempt counts: PER_EMAIL attempts in all, then refusals.
    const challenge = challengeOf(await signIn(member, attacker));
    for (let i = 1; i < PER_EMAIL; i++)
      expect(message(await complete(challenge, codeAt(secret, -3 - i), attacker))).toBe(
        INVALID_CODE,
      );
    const stopped = await complete(challenge, codeAt(secret, 1), attacker);
    expect(errorCode(stopped)).toBe("RATE_LIMITED");

    // The member, elsewhere, signs in.
    const own = newAddress();
    const mine = challengeOf(await signIn(member, own));
    const res = await complete(mine, codeAt(secret, 1), own);
    expect(res.errors).toBeUndefined();
    expect(res.data!.completeSignIn.me.id).toBe(member.id);
  });

  it("spends a challenge after 5 wrong codes, whatever the addresses", async () => {
    const { member, secret } = await withTwoFactor();
    const challenge = challengeOf(await signIn(member));
    for (let i = 0; i < 5; i++)
      expect(message(await complete(challenge, codeAt(secret, -3 - i), newAddress()))).toBe(
        INVALID_CODE,
      );
    expect(message(await complete(challenge, codeAt(secret, 1), newAddress()))).toBe(EXPIRED);
  });

  it("limits confirming a setup and turning it off the same way", async () => {
    const member = await makeMember(app.url);
    const { secret } = await begin(member);
    const ip = newAddress();
    for (let i = 0; i < PER_EMAIL; i++)
      expect(message(await confirm(member, codeAt(secret, -3 - i), ip))).toBe(INVALID_CODE);
    expect(errorCode(await confirm(member, codeAt(secret), ip))).toBe("RATE_LIMITED");
    expect(await totpEnabled(member)).toBe(false);

    const on = await withTwoFactor();
    const guesser = newAddress();
    for (let i = 0; i < PER_EMAIL; i++)
      expect(errorCode(await disable(on.member, `guess-${i}`, codeAt(on.secret, 1), guesser))).toBe(
        "BAD_USER_INPUT",
      );
    expect(
      errorCode(await disable(on.member, on.member.password, codeAt(on.secret, 1), guesser)),
    ).toBe("RATE_LIMITED");
    expect(await totpEnabled(on.member)).toBe(true);
  });
});

describe("turning it off", () => {
  it("needs the password and a code, then the password alone signs in again", async () => {
    const { member, secret, codes } = await withTwoFactor();

    const wrongPassword = await disable(member, "not-my-password", codeAt(secret, 1));
    expect(errorCode(wrongPassword)).toBe("BAD_USER_INPUT");
    expect(wrongPassword.errors?.[0].extensions?.fields).toEqual({
      password: "Password is incorrect",
    });
    const wrongCode = await disable(member, member.password, codeAt(secret, -3));
    expect(errorCode(wrongCode)).toBe("BAD_USER_INPUT");
    expect(wrongCode.errors?.[0].extensions?.fields).toEqual({ code: INVALID_CODE });
    expect(await totpEnabled(member)).toBe(true);

    // Three attempts from here: the rest from another address, under the limit.
    here = newAddress();
    const pending = challengeOf(await signIn(member));
    const off = await disable(member, member.password, codeAt(secret, 1));
    expect(off.errors).toBeUndefined();
    expect(off.data!.disableTotp).toBe(true);
    expect(await totpEnabled(member)).toBe(false);

    // Its secret, recovery codes and open challenges are gone.
    for (const table of ["member_totp", "recovery_codes", "sign_in_challenges"]) {
      const rows = await app.db.query(`SELECT 1 FROM ${table} WHERE user_id = $1`, [member.id]);
      expect([table, rows.length]).toEqual([table, 0]);
    }
    expect(message(await complete(pending, codes[0]))).toBe(EXPIRED);
    const plain = await signIn(member);
    expect(plain.errors).toBeUndefined();
    expect(plain.data!.signIn.me.id).toBe(member.id);

    const again = await disable(member, member.password, codeAt(secret, 2));
    expect(errorCode(again)).toBe("CONFLICT");
    expect(message(again)).toBe("Two-factor authentication is not on.");
  });

  it("takes a recovery code instead of the app's code", async () => {
    const { member, codes } = await withTwoFactor();
    const off = await disable(member, member.password, codes[3]);
    expect(off.errors).toBeUndefined();
    expect(await totpEnabled(member)).toBe(false);
  });
});
