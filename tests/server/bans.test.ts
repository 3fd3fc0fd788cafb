// A ban (`npm run admin -- ban`, later an admin mutation, both through banUser) ends the member's sessions and
// closes their open sockets in every server process, as sign-out does; the session lookup refuses a banned
// member even when the ban was written straight into the database.
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import type { Client } from "graphql-ws";
import { makeMember, type Member } from "../support/factories";
import { connectWs, errorCode, gql, until } from "../support/graphql-client";
import { openProbes, type Probe, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

jest.setTimeout(60000);

let app: TestServer;
let other: TestServer;
let probes: Probes;
beforeAll(async () => {
  app = await startTestServer();
  // A second server process on the same database and pub/sub (scale-out).
  other = await startTestServer({}, { databaseUrl: app.databaseUrl });
  probes = await openProbes(app);
});
afterAll(async () => {
  await probes.close();
  await other.stop();
  await app.stop();
});

const root = path.join(__dirname, "..", "..");

/** Runs `npm run admin -- <args>` against the test database, as an operator would. */
function admin(...args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(
    process.execPath,
    ["-r", "./scripts/register.cjs", "scripts/admin.ts", ...args],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: app.databaseUrl,
        REDIS_URL: process.env.REDIS_URL ?? "",
        LOG_LEVEL: "warn",
      },
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

/**
 * A member's socket with one subscription that has certainly delivered an event (a probe, published until
 * one arrives), and the socket's close event.
 */
async function liveSocket(url: string, member: Member, query: string, probe: Probe) {
  const { client, closed } = await connectWs(url, { token: member.token });
  const delivered = new Set<string>();
  const markers = new Set<string>();
  client.subscribe(
    { query },
    {
      next: (event) => {
        const text = JSON.stringify(event);
        for (const marker of markers) if (text.includes(marker)) delivered.add(marker);
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  const receive = async (wait: number) => {
    const { marker, publish } = await probe();
    markers.add(marker);
    await publish();
    return until(() => delivered.has(marker), wait);
  };
  for (let wait = 50; !(await receive(wait)); wait = Math.min(wait * 2, 2000)) {
    if (wait >= 2000) throw new Error(`no event reached ${query}`);
  }
  let isClosed = false;
  void closed.then(() => (isClosed = true));
  return { client, closed, receive, isClosed: () => isClosed };
}

const ME = `{ me { id } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;

it("closes a banned member's sockets in every process once they have received events, and refuses the member", async () => {
  const banned = await makeMember(app.url);
  const bystander = await makeMember(app.url);
  const sockets: { client: Client; closed: Promise<{ code: number }> }[] = [
    await liveSocket(
      app.url,
      banned,
      `subscription { feedItemAdded { title } }`,
      probes.feedItem(),
    ),
    await liveSocket(
      other.url,
      banned,
      `subscription { typing { userId } }`,
      probes.typing(banned.id),
    ),
  ];
  const control = await liveSocket(
    other.url,
    bystander,
    `subscription { typing { userId } }`,
    probes.typing(bystander.id),
  );

  const ban = await admin("ban", banned.email.toUpperCase());
  expect(ban).toEqual({ code: 0, output: expect.stringContaining("banned; 1 session(s) ended") });

  for (const socket of sockets) {
    await expect(socket.closed).resolves.toMatchObject({ code: 4403 });
  }
  // The bystander's socket, on the same process, still receives.
  expect(await control.receive(20_000)).toBe(true);
  expect(control.isClosed()).toBe(false);
  await control.client.dispose();

  expect((await gql(app.url, ME, {}, { token: banned.token })).data?.me).toBeNull();
  await expect(connectWs(app.url, { token: banned.token })).rejects.toMatchObject({ code: 4403 });
  const input = { email: banned.email, password: banned.password };
  const refused = await gql(app.url, SIGN_IN, { input });
  expect(errorCode(refused)).toBe("FORBIDDEN");
  expect(refused.errors?.[0].message).toBe("Your account has been suspended.");

  expect(await admin("unban", banned.email)).toMatchObject({ code: 0 });
  const again = await gql(app.url, SIGN_IN, { input });
  expect(errorCode(again)).toBeUndefined();
  expect((await gql(app.url, ME, {}, { token: again.data!.signIn.token })).data?.me).toEqual({
    id: banned.id,
  });
  // The sessions the ban ended stay ended.
  expect((await gql(app.url, ME, {}, { token: banned.token })).data?.me).toBeNull();
});

it("refuses the session of a member banned straight in the database, over HTTP and WebSocket", async () => {
  const member = await makeMember(app.url);
  expect((await gql(app.url, ME, {}, { token: member.token })).data?.me).toEqual({ id: member.id });
  await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [member.id]);
  expect((await gql(app.url, ME, {}, { token: member.token })).data?.me).toBeNull();
  await expect(connectWs(app.url, { token: member.token })).rejects.toMatchObject({ code: 4403 });
});

it("says so when no account has the e-mail", async () => {
  const missing = `nobody_${crypto.randomBytes(4).toString("hex")}@example.com`;
  expect(await admin("ban", missing)).toEqual({
    code: 1,
    output: expect.stringContaining(`${missing}: no account with this e-mail`),
  });
});

/** `me` through `server` with `token`: whom it answers, and the SQL statements it cost (1 for a signed-in
 * member means the session came from the process's memory; 1 for nobody, that it was looked up). */
async function meVia(server: TestServer, token: string) {
  const res = await gql(server.url, ME, {}, { token });
  expect(res.errors).toBeUndefined();
  return {
    id: (res.data?.me as { id: string } | null)?.id ?? null,
    statements: Number(res.headers.get("x-sql-statements")),
  };
}

it("remembers sessions per process and refuses an ended one at once: here after a sign-out or a password change, in another process as well, and after a ban from the command line", async () => {
  const member = await makeMember(app.url);
  const input = { email: member.email, password: member.password };
  const signIn = async () => (await gql(app.url, SIGN_IN, { input })).data!.signIn.token as string;
  const [a, b, c] = [member.token, await signIn(), await signIn()];
  // Each session read once per process, then served from memory: `me` costs only the profile's statement.
  for (const server of [app, other]) {
    for (const token of [a, b, c]) {
      await meVia(server, token);
      expect(await meVia(server, token)).toEqual({ id: member.id, statements: 1 });
    }
  }
  // Sockets on both processes, which close when their session ends.
  const open = async (server: TestServer, token: string) => {
    const { closed } = await connectWs(server.url, { token });
    return { closed: closed.then(({ code }) => code) };
  };
  const socketB = await open(other, b);
  const socketC = await open(other, c);
  const socketsA = [await open(app, a), await open(other, a)];

  // Signing out here: refused by the very next request, here and in the other process (whose socket of
  // the session closes too).
  expect((await gql(app.url, `mutation { signOut }`, {}, { token: b })).errors).toBeUndefined();
  expect(await meVia(app, b)).toEqual({ id: null, statements: 1 });
  expect(await meVia(other, b)).toEqual({ id: null, statements: 1 });
  await expect(socketB.closed).resolves.toBe(4403);

  // A password change ends the member's other sessions, in the same way.
  const change = await gql(
    app.url,
    `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`,
    { input: { currentPassword: member.password, newPassword: "an0ther-Passw0rd!" } },
    { token: a },
  );
  expect(change.errors).toBeUndefined();
  expect(await meVia(app, c)).toEqual({ id: null, statements: 1 });
  expect(await meVia(other, c)).toEqual({ id: null, statements: 1 });
  await expect(socketC.closed).resolves.toBe(4403);
  expect((await meVia(other, a)).id).toBe(member.id);
  expect((await meVia(app, a)).id).toBe(member.id);

  // A ban written by another process (the command line): refused at once by both servers.
  expect(await admin("ban", member.email)).toMatchObject({ code: 0 });
  expect(await meVia(app, a)).toEqual({ id: null, statements: 1 });
  expect(await meVia(other, a)).toEqual({ id: null, statements: 1 });
  for (const socket of socketsA) await expect(socket.closed).resolves.toBe(4403);
});
