// Sign-in limits that nobody can turn against a member (issue 11, finding 6): attempts are limited per
// client address and per e-mail from one address; failures from everywhere only slow an e-mail down.
import { makeMember } from "../support/factories";
import { errorCode, gql } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import { SLOW_DOWN, slowDownMs } from "../../server/graphql/rate-limits";

const PER_EMAIL = 3;
const PER_IP = 8;

let app: TestServer;
beforeAll(async () => {
  // Behind a proxy, so each request can come from an address of its own (X-Forwarded-For).
  app = await startTestServer({
    TRUST_PROXY: "true",
    RATE_LIMIT_AUTH_PER_EMAIL: String(PER_EMAIL),
    RATE_LIMIT_AUTH_PER_IP: String(PER_IP),
  });
});
afterAll(() => app.stop());

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token me { id } } }`;
let lastAddress = 0;
/** A client address no other test uses. */
const newAddress = () => `198.51.100.${++lastAddress}`;
const signIn = (email: string, password: string, ip: string) =>
  gql(app.url, SIGN_IN, { input: { email, password } }, { headers: { "x-forwarded-for": ip } });
const timed = async <T>(work: () => Promise<T>) => {
  const start = performance.now();
  const result = await work();
  return { result, ms: performance.now() - start };
};

describe("no lockout (OWASP: limit per e-mail and address together, slow down, keep the per-address limit)", () => {
  it("stops an attacker guessing from one address while the owner signs in from another", async () => {
    const owner = await makeMember(app.url);
    const attacker = newAddress();
    const guesses = [];
    for (let i = 0; i <= PER_EMAIL; i++)
      guesses.push(await signIn(owner.email, `guess-${i}`, attacker));
    expect(guesses.map((r) => r.errors?.[0].message)).toEqual([
      ...Array(PER_EMAIL).fill("Invalid email or password."),
      "Too many attempts. Please try again later.",
    ]);
    expect(errorCode(guesses[PER_EMAIL])).toBe("RATE_LIMITED");
    // From the attacker's address even the right password is refused, and nothing is learnt.
    expect(errorCode(await signIn(owner.email, owner.password, attacker))).toBe("RATE_LIMITED");

    // The owner, elsewhere, signs in with the right password.
    const own = await signIn(owner.email, owner.password, newAddress());
    expect(own.errors).toBeUndefined();
    expect(own.data!.signIn.me.id).toBe(owner.id);

    // The attacker's address stays stopped after the owner's sign-in.
    expect(errorCode(await signIn(owner.email, `guess-again`, attacker))).toBe("RATE_LIMITED");
  });

  it("slows down an e-mail that fails from many addresses, the owner included, without refusing anyone", async () => {
    const owner = await makeMember(app.url);
    // Failures spread over addresses, so that none reaches its own limit, up to the threshold.
    const failures = PER_EMAIL;
    for (let i = 0; i < failures; i++) {
      const res = await signIn(owner.email, `guess-${i}`, newAddress());
      expect(res.errors?.[0].message).toBe("Invalid email or password.");
    }
    const wait = slowDownMs(failures, PER_EMAIL);
    expect(wait).toBe(SLOW_DOWN.firstMs);

    // A further wrong guess from a fresh address waits and fails; the owner waits (longer: one more
    // failure) and succeeds.
    const guess = await timed(() => signIn(owner.email, "another-guess", newAddress()));
    expect(guess.result.errors?.[0].message).toBe("Invalid email or password.");
    expect(guess.ms).toBeGreaterThanOrEqual(wait - 5);
    const own = await timed(() => signIn(owner.email, owner.password, newAddress()));
    expect(own.result.errors).toBeUndefined();
    expect(own.result.data!.signIn.me.id).toBe(owner.id);
    expect(own.ms).toBeGreaterThanOrEqual(slowDownMs(failures + 1, PER_EMAIL) - 5);

    // The owner's sign-in forgave the failures: the next attempt does not wait for them.
    const [row] = await app.db.query(
      `SELECT count(*)::int AS count FROM rate_limits WHERE key LIKE 'sign_in_failures:%' AND points > 0
          AND expire > extract(epoch FROM now()) * 1000`,
    );
    expect(row.count).toBe(0);
  });

  it("keeps the limit per client address, whatever the e-mails", async () => {
    const address = newAddress();
    const results = [];
    for (let i = 0; i <= PER_IP; i++)
      results.push(await signIn(`someone-${i}@example.com`, "whatever", address));
    expect(results.slice(0, PER_IP).map(errorCode)).toEqual(Array(PER_IP).fill("BAD_USER_INPUT"));
    expect(errorCode(results[PER_IP])).toBe("RATE_LIMITED");
    // Another address is not affected.
    const member = await makeMember(app.url);
    expect((await signIn(member.email, member.password, newAddress())).errors).toBeUndefined();
  });
});

describe("the slow-down schedule", () => {
  it("starts at the threshold, doubles with each failure and stops at its cap", () => {
    expect(slowDownMs(0, 10)).toBe(0);
    expect(slowDownMs(9, 10)).toBe(0);
    expect(slowDownMs(10, 10)).toBe(SLOW_DOWN.firstMs);
    expect(slowDownMs(11, 10)).toBe(SLOW_DOWN.firstMs * 2);
    expect(slowDownMs(12, 10)).toBe(SLOW_DOWN.firstMs * 4);
    expect(slowDownMs(1000, 10)).toBe(SLOW_DOWN.maxMs);
  });
});

describe("a wrong current password when changing it", () => {
  const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`;

  it("counts as a failed sign-in: a stolen session cannot guess the password faster than a sign-in", async () => {
    const owner = await makeMember(app.url);
    const thief = newAddress();
    const change = (currentPassword: string) =>
      gql(
        app.url,
        CHANGE,
        { input: { currentPassword, newPassword: "taken-over" } },
        { token: owner.token, headers: { "x-forwarded-for": thief } },
      );
    const guesses = [];
    for (let i = 0; i <= PER_EMAIL; i++) guesses.push(await change(`guess-${i}`));
    expect(guesses.map((r) => r.errors?.[0].message)).toEqual([
      ...Array(PER_EMAIL).fill("Current password is incorrect"),
      "Too many attempts. Please try again later.",
    ]);
    // Stopped from that address, even with the right password: the password is unchanged.
    expect(errorCode(await change(owner.password))).toBe("RATE_LIMITED");
    expect((await signIn(owner.email, owner.password, newAddress())).errors).toBeUndefined();
  });
});
