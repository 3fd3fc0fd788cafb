import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { makeMember, newMemberInput, type Member } from "../support/factories";
import { connectWs, errorCode, gql } from "../support/graphql-client";
import { loadConfig } from "../../server/config";
import { startTestServer, type TestServer } from "../support/server";

const SIGN_UP = `mutation ($input: SignUpInput!) {
  signUp(input: $input) { token expiresAt me { id username fullName email verified isSuperAdmin isBanned } }
}`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token me { id username email } } }`;
const ME = `{ me { id username email verified isSuperAdmin } }`;

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: "boss@agora.test", RATE_LIMIT_AUTH_PER_EMAIL: "5" });
});
afterAll(() => app.stop());

const signIn = (email: string, password: string) =>
  gql(app.url, SIGN_IN, { input: { email, password } });

describe("sign-up", () => {
  it("creates the account and its profile, hashes the password with argon2id and starts a session", async () => {
    const input = newMemberInput();
    const res = await gql(app.url, SIGN_UP, {
      input: { ...input, email: `  ${input.email.toUpperCase()} ` },
    });

    expect(res.errors).toBeUndefined();
    const { token, me } = res.data!.signUp;
    expect(token).toEqual(expect.any(String));
    expect(me).toEqual({
      id: expect.any(String),
      username: input.username,
      fullName: input.username,
      email: input.email,
      verified: false,
      isSuperAdmin: false,
      isBanned: false,
    });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toContain(`agora_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const [row] = await app.db.query(
      `SELECT u.email, u.password_hash, p.username, p.full_name FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = $1`,
      [me.id],
    );
    expect(row).toMatchObject({
      email: input.email,
      username: input.username,
      full_name: input.username,
    });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(input.password);
  });

  it("hashes at argon2's standard cost unless PASSWORD_HASH_COST is minimum (as in these tests)", async () => {
    expect(loadConfig({}).passwordHashCost).toBe("standard");
    const standard = await startTestServer({ PASSWORD_HASH_COST: "standard" });
    try {
      const hashOf = async (server: TestServer) => {
        const member = await makeMember(server.url);
        const [row] = await server.db.query(`SELECT password_hash FROM users WHERE id = $1`, [
          member.id,
        ]);
        // The member can sign in with it.
        const res = await gql(server.url, SIGN_IN, {
          input: { email: member.email, password: member.password },
        });
        expect(res.data?.signIn.me.id).toBe(member.id);
        return row.password_hash as string;
      };
      expect(await hashOf(standard)).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
      expect(await hashOf(app)).toMatch(/^\$argon2id\$v=19\$m=8,p=1,t=1\$/);
    } finally {
      await standard.stop();
    }
  });

  it.each(["username", "email", "password"])(
    "refuses an empty %s with 'Please fill in all fields'",
    async (field) => {
      const res = await gql(app.url, SIGN_UP, {
        input: { ...newMemberInput(), [field]: field === "password" ? "" : "   " },
      });
      expect(res.errors?.[0].message).toBe("Please fill in all fields");
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].extensions?.fields).toEqual({ [field]: "Please fill in all fields" });
    },
  );

  it("needs a password of at least 6 characters", async () => {
    const res = await gql(app.url, SIGN_UP, { input: newMemberInput({ password: "12345" }) });
    expect(res.errors?.[0].message).toBe("Password must be at least 6 characters");
    const ok = await gql(app.url, SIGN_UP, { input: newMemberInput({ password: "123456" }) });
    expect(ok.errors).toBeUndefined();
  });

  it("refuses a username taken in any letter case with 'Username already taken'", async () => {
    const first = await makeMember(app.url);
    const res = await gql(app.url, SIGN_UP, {
      input: newMemberInput({ username: first.username.toUpperCase() }),
    });
    expect(res.errors?.[0].message).toBe("Username already taken");
    expect(res.errors?.[0].extensions?.fields).toEqual({ username: "Username already taken" });
  });

  it("refuses an e-mail that already has an account", async () => {
    const first = await makeMember(app.url);
    const res = await gql(app.url, SIGN_UP, {
      input: newMemberInput({ email: first.email.toUpperCase() }),
    });
    expect(res.errors?.[0].message).toBe("An account with this email already exists");
  });

  it("lets exactly one of several simultaneous sign-ups take a username", async () => {
    const username = newMemberInput().username;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        gql(app.url, SIGN_UP, { input: newMemberInput({ username }) }),
      ),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].message === "Username already taken")).toHaveLength(
      4,
    );
    const [{ count }] = await app.db.query(
      `SELECT count(*)::int AS count FROM profiles WHERE username = $1`,
      [username],
    );
    expect(count).toBe(1);
  });

  it("makes the addresses in ADMIN_EMAILS super admins", async () => {
    const res = await gql(app.url, SIGN_UP, {
      input: newMemberInput({ email: "Boss@agora.test" }),
    });
    expect(res.data!.signUp.me.isSuperAdmin).toBe(true);
  });
});

describe("sign-in and sessions", () => {
  let member: Member;
  beforeAll(async () => {
    member = await makeMember(app.url);
  });

  it("signs in with the right password and the session works as a bearer token and as a cookie", async () => {
    const res = await signIn(member.email.toUpperCase(), member.password);
    expect(res.errors).toBeUndefined();
    const token = res.data!.signIn.token;
    expect(res.data!.signIn.me).toEqual({
      id: member.id,
      username: member.username,
      email: member.email,
    });

    const byBearer = await gql(app.url, ME, {}, { token });
    expect(byBearer.data!.me).toMatchObject({
      id: member.id,
      username: member.username,
      email: member.email,
    });
    const byCookie = await gql(app.url, ME, {}, { cookie: `agora_session=${token}` });
    expect(byCookie.data!.me.id).toBe(member.id);
    const anonymous = await gql(app.url, ME);
    expect(anonymous.data!.me).toBeNull();
  });

  it("answers 'Invalid email or password.' for a wrong password or an unknown e-mail", async () => {
    const wrong = await signIn(member.email, "not-the-password");
    expect(wrong.errors?.[0].message).toBe("Invalid email or password.");
    const unknown = await signIn("nobody-here@example.com", member.password);
    expect(unknown.errors?.[0].message).toBe("Invalid email or password.");
  });

  it("asks for both fields", async () => {
    const res = await signIn(member.email, "");
    expect(res.errors?.[0].message).toBe("Please fill in all fields");
  });

  it("revokes the session on sign-out and clears the cookie", async () => {
    const { token } = await makeMember(app.url);
    expect((await gql(app.url, ME, {}, { token })).data!.me).not.toBeNull();

    const out = await gql(app.url, `mutation { signOut }`, {}, { token });
    expect(out.data!.signOut).toBe(true);
    expect(out.headers.get("set-cookie")).toMatch(/agora_session=;/);
    expect((await gql(app.url, ME, {}, { token })).data!.me).toBeNull();
    const [{ revoked }] = await app.db.query(
      `SELECT revoked_at IS NOT NULL AS revoked FROM sessions ORDER BY created_at DESC LIMIT 1`,
    );
    expect(revoked).toBe(true);
  });

  it("refuses a banned member at sign-in and ends their existing sessions' access", async () => {
    const banned = await makeMember(app.url);
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [banned.id]);

    const res = await signIn(banned.email, banned.password);
    expect(errorCode(res)).toBe("FORBIDDEN");
    expect(res.errors?.[0].message).toBe("Your account has been suspended.");
    expect((await gql(app.url, ME, {}, { token: banned.token })).data!.me).toBeNull();
    const change = await gql(
      app.url,
      `mutation { changePassword(input: { currentPassword: "secret-pass", newPassword: "another-pass" }) }`,
      {},
      { token: banned.token },
    );
    expect(errorCode(change)).toBe("UNAUTHENTICATED");
  });

  it("limits failed sign-ins per e-mail address from one client address", async () => {
    const target = await makeMember(app.url);
    const attempts = [];
    for (let i = 0; i < 6; i++) attempts.push(await signIn(target.email, `wrong-${i}`));
    expect(attempts.slice(0, 5).map((r) => r.errors?.[0].message)).toEqual(
      Array(5).fill("Invalid email or password."),
    );
    expect(errorCode(attempts[5])).toBe("RATE_LIMITED");
    // From that address even the right password waits for the window to pass (sign-in-limits.test.ts:
    // the owner elsewhere is not refused).
    expect(errorCode(await signIn(target.email, target.password))).toBe("RATE_LIMITED");
  });
});

describe("rate limit per IP", () => {
  it("limits sign-ups from one address", async () => {
    const strict = await startTestServer({ RATE_LIMIT_AUTH_PER_IP: "2" });
    try {
      const results = [];
      for (let i = 0; i < 3; i++)
        results.push(await gql(strict.url, SIGN_UP, { input: newMemberInput() }));
      expect(results.map(errorCode)).toEqual([undefined, undefined, "RATE_LIMITED"]);
      expect(results[2].errors?.[0].message).toBe("Too many attempts. Please try again later.");
    } finally {
      await strict.stop();
    }
  });
});

describe("WebSocket authentication", () => {
  it("refuses a connection without a session", async () => {
    await expect(connectWs(app.url)).rejects.toMatchObject({ code: 4403 });
    await expect(connectWs(app.url, { token: "made-up-token" })).rejects.toMatchObject({
      code: 4403,
    });
  });

  it("accepts the session from a connection param or from the cookie, and refuses it after sign-out", async () => {
    const member = await makeMember(app.url);
    const byToken = await connectWs(app.url, { token: member.token });
    await byToken.client.dispose();
    const byCookie = await connectWs(app.url, { cookie: member.cookie });
    await byCookie.client.dispose();

    await gql(app.url, `mutation { signOut }`, {}, { token: member.token });
    await expect(connectWs(app.url, { token: member.token })).rejects.toMatchObject({ code: 4403 });
  });
});

describe("e-mail verification", () => {
  it("mails a link on sign-up that verifies the address once", async () => {
    const member = await makeMember(app.url);
    const mail = app.mail().find((m) => m.to === member.email)!;
    expect(mail.subject).toBe("Confirm your e-mail address for Agora");
    const token = /verify-email\?token=([\w-]+)/.exec(mail.text)![1];

    const verify = `mutation ($token: String!) { verifyEmail(token: $token) }`;
    expect((await gql(app.url, verify, { token })).data!.verifyEmail).toBe(true);
    expect((await gql(app.url, ME, {}, { token: member.token })).data!.me.verified).toBe(true);

    const again = await gql(app.url, verify, { token });
    expect(again.errors?.[0].message).toBe("This link is invalid or has expired.");
  });

  it("sends a new link on request", async () => {
    const member = await makeMember(app.url);
    const before = app.mail().filter((m) => m.to === member.email).length;
    const res = await gql(
      app.url,
      `mutation { resendVerificationEmail }`,
      {},
      { token: member.token },
    );
    expect(res.data!.resendVerificationEmail).toBe(true);
    expect(app.mail().filter((m) => m.to === member.email)).toHaveLength(before + 1);
  });
});

describe("password reset and change", () => {
  const REQUEST = `mutation ($email: String!) { requestPasswordReset(email: $email) }`;
  const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
  const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`;

  it("mails a reset link only to existing accounts, without telling which", async () => {
    const before = app.mail().length;
    expect(
      (await gql(app.url, REQUEST, { email: "ghost@example.com" })).data!.requestPasswordReset,
    ).toBe(true);
    expect(app.mail()).toHaveLength(before);
  });

  it("resets the password with the link and ends every session", async () => {
    const member = await makeMember(app.url);
    await gql(app.url, REQUEST, { email: member.email });
    const mail = app
      .mail()
      .filter((m) => m.to === member.email && m.subject === "Reset your Agora password")[0];
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];

    const short = await gql(app.url, RESET, { input: { token, newPassword: "123" } });
    expect(short.errors?.[0].message).toBe("Password must be at least 6 characters");
    expect(
      (await gql(app.url, RESET, { input: { token, newPassword: "brand-new-pass" } })).data!
        .resetPassword,
    ).toBe(true);

    expect((await gql(app.url, ME, {}, { token: member.token })).data!.me).toBeNull();
    expect((await signIn(member.email, member.password)).errors?.[0].message).toBe(
      "Invalid email or password.",
    );
    expect((await signIn(member.email, "brand-new-pass")).errors).toBeUndefined();
    const reused = await gql(app.url, RESET, { input: { token, newPassword: "another-pass" } });
    expect(reused.errors?.[0].message).toBe("This link is invalid or has expired.");
  });

  it("changes the password after checking the current one, keeping only this session", async () => {
    const member = await makeMember(app.url);
    const other = (await signIn(member.email, member.password)).data!.signIn.token;

    const wrong = await gql(
      app.url,
      CHANGE,
      { input: { currentPassword: "nope-nope", newPassword: "changed-pass" } },
      member,
    );
    expect(wrong.errors?.[0].message).toBe("Current password is incorrect");
    const ok = await gql(
      app.url,
      CHANGE,
      { input: { currentPassword: member.password, newPassword: "changed-pass" } },
      member,
    );
    expect(ok.data!.changePassword).toBe(true);

    expect((await gql(app.url, ME, {}, member)).data!.me.id).toBe(member.id);
    expect((await gql(app.url, ME, {}, { token: other })).data!.me).toBeNull();
    expect((await signIn(member.email, "changed-pass")).errors).toBeUndefined();
  });

  it("refuses a visitor", async () => {
    const res = await gql(app.url, CHANGE, {
      input: { currentPassword: "whatever", newPassword: "whatever2" },
    });
    expect(errorCode(res)).toBe("UNAUTHENTICATED");
  });
});

describe("profiles and privacy", () => {
  it("shows a member's e-mail only to that member and to super admins", async () => {
    const owner = await makeMember(app.url);
    const stranger = await makeMember(app.url);
    const admin = await makeMember(app.url, { email: "boss2@agora.test" });
    await app.db.query(`UPDATE profiles SET is_super_admin = true WHERE id = $1`, [admin.id]);
    const query = `query ($id: ID!) { profile(id: $id) { username email } }`;

    expect((await gql(app.url, query, { id: owner.id }, owner)).data!.profile.email).toBe(
      owner.email,
    );
    expect((await gql(app.url, query, { id: owner.id }, stranger)).data!.profile).toEqual({
      username: owner.username,
      email: null,
    });
    expect((await gql(app.url, query, { id: owner.id })).data!.profile.email).toBeNull();
    expect((await gql(app.url, query, { id: owner.id }, admin)).data!.profile.email).toBe(
      owner.email,
    );
  });

  it("answers null for an unknown or malformed id", async () => {
    const query = `query ($id: ID!) { profile(id: $id) { id } }`;
    expect(
      (await gql(app.url, query, { id: "00000000-0000-4000-8000-000000000000" })).data!.profile,
    ).toBeNull();
    expect((await gql(app.url, query, { id: "g-1" })).data!.profile).toBeNull();
  });
});

describe("admin command", () => {
  it("grants and revokes super admin by e-mail", async () => {
    const member = await makeMember(app.url);
    const run = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ["-r", "./scripts/register.cjs", "scripts/admin.ts", ...args],
        {
          cwd: path.join(__dirname, "..", ".."),
          env: { ...process.env, DATABASE_URL: app.databaseUrl },
        },
      );
    const granted = await run("grant", member.email);
    expect(granted.stdout).toContain(`${member.email}: is now a super admin`);
    expect((await gql(app.url, ME, {}, member)).data!.me.isSuperAdmin).toBe(true);
    await run("revoke", member.email);
    expect((await gql(app.url, ME, {}, member)).data!.me.isSuperAdmin).toBe(false);
  });
});

describe("HTTP surface", () => {
  it("answers health and readiness", async () => {
    expect(await (await fetch(`${app.url}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${app.url}/readyz`)).json()).toEqual({
      status: "ready",
      queue: { due: expect.any(Number), scheduled: expect.any(Number), failed: 0, runsHere: true },
    });
  });

  it("refuses a cross-site simple request (CSRF prevention)", async () => {
    const res = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "mutation { signOut }" }),
    });
    expect(res.status).toBe(400);
  });

  it("serves Apollo Sandbox to a browser at /graphql", async () => {
    const res = await fetch(`${app.url}/graphql`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("embeddable-sandbox");
  });

  it("refuses a query with too many aliases", async () => {
    const aliases = `{ ${Array.from({ length: 30 }, (_, i) => `a${i}: me { id }`).join(" ")} }`;
    expect((await gql(app.url, aliases)).errors?.[0].message).toMatch(/alias/i);
  });
});

describe("open sockets of ended sessions", () => {
  it("closes a member's socket when the session signs out, also on another server process", async () => {
    const other = await startTestServer({}, { databaseUrl: app.databaseUrl });
    try {
      const member = await makeMember(app.url);
      const here = await connectWs(app.url, { token: member.token });
      const there = await connectWs(other.url, { token: member.token });
      await gql(app.url, `mutation { signOut }`, {}, { token: member.token });
      await expect(here.closed).resolves.toMatchObject({ code: 4403 });
      await expect(there.closed).resolves.toMatchObject({ code: 4403 });
    } finally {
      await other.stop();
    }
  });
});
