// Settings › Security: a member's sessions (devices) listed, one or all of the others signed out at once in
// every server process (their tokens refused, their sockets closed with the reason), and a sign-in from a
// new device or address e-mailed to the member.
import { makeMember, type Member } from "../support/factories";
import { connectWs, errorCode, gql, until } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import {
  SessionsListDocument,
  SessionsRevokeDocument,
  SessionsRevokeOthersDocument,
} from "./operations/sessions.generated";

jest.setTimeout(60000);

let app: TestServer;
let other: TestServer;
beforeAll(async () => {
  app = await startTestServer();
  // A second server process on the same database and pub/sub (scale-out).
  other = await startTestServer({}, { databaseUrl: app.databaseUrl });
});
afterAll(async () => {
  await other.stop();
  await app.stop();
});

const CHROME_ON_MACOS =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36";
const SAFARI_ON_IOS =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;

/** Signs the member in again from a browser with this user agent (the default one: the sign-up's). */
async function signIn(member: Member, userAgent?: string): Promise<string> {
  const input = { email: member.email, password: member.password };
  const headers = userAgent ? { "user-agent": userAgent } : undefined;
  const res = await gql(app.url, SIGN_IN, { input }, { headers });
  expect(res.errors).toBeUndefined();
  return res.data!.signIn.token as string;
}

async function sessionsOf(token: string, server = app) {
  const res = await gql(server.url, SessionsListDocument, {}, { token });
  expect(res.errors).toBeUndefined();
  return res.data!.sessions;
}

it("lists the member's live sessions, most recently used first, the current one marked and each device named", async () => {
  const member = await makeMember(app.url);
  const phone = await signIn(member, SAFARI_ON_IOS);
  const laptop = await signIn(member, CHROME_ON_MACOS);

  const sessions = await sessionsOf(laptop);
  expect(sessions).toHaveLength(3);
  expect(sessions[0]).toMatchObject({
    current: true,
    userAgent: "Chrome on macOS",
    ip: "127.0.0.1",
  });
  expect(sessions.filter((s) => s.current)).toHaveLength(1);
  expect(sessions.map((s) => s.userAgent)).toContain("Safari on iOS");
  for (const s of sessions)
    expect(Date.parse(s.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
  const times = sessions.map((s) => Date.parse(s.lastSeenAt));
  expect([...times].sort((a, b) => b - a)).toEqual(times);

  // Seen from the phone, the phone's session is the current one.
  const fromPhone = await sessionsOf(phone);
  expect(fromPhone.find((s) => s.current)).toMatchObject({ userAgent: "Safari on iOS" });
  expect(errorCode(await gql(app.url, SessionsListDocument, {}))).toBe("UNAUTHENTICATED");
});

it("signs one other session out at once in every process, its sockets closed as revoked", async () => {
  const member = await makeMember(app.url);
  const phone = await signIn(member, SAFARI_ON_IOS);
  // The phone is signed in on both processes, with a socket on each.
  expect(await sessionsOf(phone, other)).toHaveLength(2);
  const sockets = [
    await connectWs(app.url, { token: phone }),
    await connectWs(other.url, { token: phone }),
  ];

  const phoneSession = (await sessionsOf(member.token)).find((s) => !s.current)!;
  const revoked = await gql(
    app.url,
    SessionsRevokeDocument,
    { id: phoneSession.id },
    { token: member.token },
  );
  expect(revoked.data?.revokeSession).toBe(true);

  for (const socket of sockets)
    await expect(socket.closed).resolves.toEqual({ code: 4403, reason: "REVOKED" });
  for (const server of [app, other]) {
    expect(errorCode(await gql(server.url, SessionsListDocument, {}, { token: phone }))).toBe(
      "UNAUTHENTICATED",
    );
  }
  expect((await sessionsOf(member.token)).map((s) => s.id)).not.toContain(phoneSession.id);
  // Ended already: nothing left to sign out.
  const again = await gql(
    app.url,
    SessionsRevokeDocument,
    { id: phoneSession.id },
    { token: member.token },
  );
  expect(errorCode(again)).toBe("NOT_FOUND");
});

it("refuses another member's session as not found, and it stays signed in", async () => {
  const owner = await makeMember(app.url);
  const intruder = await makeMember(app.url);
  const [session] = await sessionsOf(owner.token);

  const res = await gql(
    app.url,
    SessionsRevokeDocument,
    { id: session.id },
    { token: intruder.token },
  );
  expect(errorCode(res)).toBe("NOT_FOUND");
  expect(res.data).toBeNull();
  expect(await sessionsOf(owner.token)).toEqual([
    expect.objectContaining({ id: session.id, current: true }),
  ]);
});

it("signs out everywhere else, answering how many sessions ended, and a password change still does", async () => {
  const member = await makeMember(app.url);
  const others = [await signIn(member, SAFARI_ON_IOS), await signIn(member, CHROME_ON_MACOS)];
  const socket = await connectWs(other.url, { token: others[1] });

  const res = await gql(app.url, SessionsRevokeOthersDocument, {}, { token: member.token });
  expect(res.data?.revokeOtherSessions).toBe(2);
  await expect(socket.closed).resolves.toEqual({ code: 4403, reason: "REVOKED" });
  for (const token of others) {
    expect(errorCode(await gql(other.url, SessionsListDocument, {}, { token }))).toBe(
      "UNAUTHENTICATED",
    );
  }
  expect(await sessionsOf(member.token)).toEqual([expect.objectContaining({ current: true })]);
  const none = await gql(app.url, SessionsRevokeOthersDocument, {}, { token: member.token });
  expect(none.data?.revokeOtherSessions).toBe(0);

  const later = await signIn(member, SAFARI_ON_IOS);
  const change = await gql(
    app.url,
    `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) }`,
    { input: { currentPassword: member.password, newPassword: "an0ther-Passw0rd!" } },
    { token: member.token },
  );
  expect(change.errors).toBeUndefined();
  expect(errorCode(await gql(app.url, SessionsListDocument, {}, { token: later }))).toBe(
    "UNAUTHENTICATED",
  );
  expect(await sessionsOf(member.token)).toHaveLength(1);
});

it("closes a banned member's sockets saying they were banned", async () => {
  const admin = await makeMember(app.url);
  await app.db.query(`UPDATE profiles SET is_super_admin = true WHERE id = $1`, [admin.id]);
  const banned = await makeMember(app.url);
  const socket = await connectWs(other.url, { token: banned.token });

  const ban = await gql(
    app.url,
    `mutation ($id: ID!) { banUser(userId: $id) { id } }`,
    { id: banned.id },
    { token: admin.token },
  );
  expect(ban.errors).toBeUndefined();
  await expect(socket.closed).resolves.toEqual({ code: 4403, reason: "BANNED" });
});

it("e-mails a sign-in from a new device, with no unsubscribe headers, and not one from a known device", async () => {
  const member = await makeMember(app.url);
  type Sent = {
    to: string;
    subject: string;
    text: string;
    html: string;
    date: string;
    headers?: unknown;
  };
  // Either process may run the e-mail's job, each writing to its own outbox: oldest first.
  const alerts = () =>
    ([...app.mail(), ...other.mail()] as Sent[])
      .filter((m) => m.to === member.email && m.subject === "New sign-in to Agora")
      .sort((a, b) => a.date.localeCompare(b.date));

  // The sign-up's own browser and address: known. Then a new browser, which is e-mailed.
  await signIn(member);
  await signIn(member, CHROME_ON_MACOS);
  expect(await until(() => alerts().length > 0)).toBe(true);

  const [alert, ...more] = alerts();
  expect(more).toEqual([]);
  expect(alert.text).toContain("Chrome on macOS (IP address 127.0.0.1)");
  expect(alert.text).toMatch(/ on \d{1,2} \w+ \d{4} at \d{2}:\d{2} UTC\./);
  expect(alert.text).toContain("/#/settings?tab=security");
  expect(alert.html).toContain("/#/settings?tab=security");
  expect(alert.headers).toBeUndefined();

  // The same browser again: known now.
  await signIn(member, CHROME_ON_MACOS);
  await signIn(member, SAFARI_ON_IOS);
  expect(await until(() => alerts().length > 1)).toBe(true);
  // The known browser's sign-in, between the two, was e-mailed to no one.
  expect(
    alerts()
      .map((m) => m.text.includes("Safari on iOS"))
      .sort(),
  ).toEqual([false, true]);
});
