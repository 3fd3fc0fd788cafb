// Notification preferences, e-mail and digests (settings/preferences.ts, notifications/delivery.ts,
// email.ts, digest.ts, unsubscribe.ts): what reaches a member in the app and in their inbox, sent once,
// with one-click unsubscribe links that work without signing in.
import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { gql, until, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ MESSAGE_EMAIL_DELAY_S: "1" });
});
afterAll(async () => {
  await app.stop();
});

type Mail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

const SETTINGS = `{ settings { digest emailNotifications notificationPreferences { type inApp email } } }`;
const SET_PREFERENCE = `mutation ($type: NotificationType!, $inApp: Boolean!, $email: Boolean!) {
  setNotificationPreference(type: $type, inApp: $inApp, email: $email) { type inApp email }
}`;
const SET_DIGEST = `mutation ($frequency: DigestFrequency!) { setDigestFrequency(frequency: $frequency) { digest } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribe(token: $token) }`;
const NOTIFICATIONS = `query { notifications(first: 50) { edges { node { id type message read } } } }`;
const TOGGLE = `mutation ($input: ToggleReactionInput!) { toggleReaction(input: $input) { contentId } }`;
const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const REQUEST = `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`;
const READ_MESSAGE = `mutation ($id: ID!) { markMessageRead(id: $id) { id read } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}
const as = (member: Member, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, member);

/** The notification e-mails (and digests) a member got: those with unsubscribe headers. */
/** A member who confirmed their e-mail address (only they get notification e-mails). */
async function member(server: TestServer) {
  const made = await makeMember(server.url);
  await server.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [made.id]);
  return made;
}

const mailTo = (server: TestServer, member: Member) =>
  (server.mail() as Mail[]).filter(
    (mail) => mail.to === member.email && mail.headers?.["List-Unsubscribe"],
  );
const notesOf = async (member: Member) =>
  (
    ok(await as(member, NOTIFICATIONS)).notifications.edges as {
      node: { id: string; type: string; message: string; read: boolean };
    }[]
  ).map((e) => e.node);
const preferencesOf = async (member: Member) => {
  const { settings } = ok(await as(member, SETTINGS));
  return Object.fromEntries(
    (settings.notificationPreferences as { type: string; inApp: boolean; email: boolean }[]).map(
      (p) => [p.type, { inApp: p.inApp, email: p.email }],
    ),
  );
};

async function writeArticle(member: Member) {
  const res = await as(
    member,
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id title } }`,
    { input: { title: `Notes ${crypto.randomBytes(3).toString("hex")}`, content: "Hello there." } },
  );
  return ok(res).createArticle as { id: string; title: string };
}
const react = (member: Member, articleId: string) =>
  as(member, TOGGLE, {
    input: { contentType: "ARTICLE", contentId: articleId, reactionType: "LIKE" },
  });

/** Waits until no job of these tasks is waiting or running (the worker has taken them all). */
async function queueDrained(server: TestServer, tasks: string[]) {
  for (;;) {
    const [row] = (await server.db.query(
      `SELECT count(*)::int AS n, max(last_error) AS error FROM graphile_worker.jobs
        WHERE task_identifier = ANY($1)`,
      [tasks],
    )) as { n: number; error: string | null }[];
    if (row.error) throw new Error(`A job failed: ${row.error}`);
    if (row.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The unsubscribe link of an e-mail, as its List-Unsubscribe header gives it. */
const unsubscribeLink = (mail: Mail) => {
  const header = mail.headers?.["List-Unsubscribe"] ?? "";
  expect(header).toMatch(/^<http:\/\/.+\/unsubscribe\?token=.+>$/);
  return header.slice(1, -1).replace(/^http:\/\/localhost:\d+/, app.url);
};

describe("notification preferences", () => {
  it("start from the defaults: every kind in the app, e-mail for what matters, a weekly digest", async () => {
    const viewer = await member(app);
    const { settings } = ok(await as(viewer, SETTINGS));
    expect(settings.digest).toBe("WEEKLY");
    const preferences = await preferencesOf(viewer);
    for (const type of ["MESSAGE", "CONNECTION_REQUEST", "MENTION", "GROUP_INVITATION"])
      expect(preferences[type]).toEqual({ inApp: true, email: true });
    for (const type of ["EVENT_REMINDER", "REPORT_RESOLVED"])
      expect(preferences[type]).toEqual({ inApp: true, email: true });
    for (const type of ["REACTION", "COMMENT", "CONNECTION", "PAGE_FOLLOWED"])
      expect(preferences[type]).toEqual({ inApp: true, email: false });
    // One per kind, none missing.
    expect(settings.notificationPreferences.length).toBeGreaterThanOrEqual(17);

    expect(
      ok(await as(viewer, SET_PREFERENCE, { type: "REACTION", inApp: false, email: true }))
        .setNotificationPreference,
    ).toEqual({ type: "REACTION", inApp: false, email: true });
    expect((await preferencesOf(viewer)).REACTION).toEqual({ inApp: false, email: true });
    expect(ok(await as(viewer, SET_DIGEST, { frequency: "DAILY" })).setDigestFrequency.digest).toBe(
      "DAILY",
    );

    // The old single switch turns every kind's e-mail off.
    ok(
      await as(
        viewer,
        `mutation { updateSettings(input: { emailNotifications: false }) { emailNotifications } }`,
      ),
    );
    expect(Object.values(await preferencesOf(viewer)).every((p) => !p.email)).toBe(true);
    expect((await preferencesOf(viewer)).REACTION.inApp).toBe(false);
    // On again brings back the defaults, not e-mail for everything.
    ok(
      await as(
        viewer,
        `mutation { updateSettings(input: { emailNotifications: true }) { emailNotifications } }`,
      ),
    );
    expect((await preferencesOf(viewer)).MESSAGE.email).toBe(true);
    expect((await preferencesOf(viewer)).REACTION.email).toBe(false);
  });

  it("are the signed-in member's own", async () => {
    const res = await gql(app.url, SET_PREFERENCE, { type: "REACTION", inApp: false, email: true });
    expect(res.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("decide what reaches the member: in-app off and e-mail on sends the e-mail alone", async () => {
    const [author, fan, control] = await Promise.all([0, 1, 2].map(() => member(app)));
    ok(await as(author, SET_PREFERENCE, { type: "REACTION", inApp: false, email: true }));
    const article = await writeArticle(author);
    const controlArticle = await writeArticle(control);
    ok(await react(fan, article.id));
    ok(await react(fan, controlArticle.id));

    expect(await until(() => mailTo(app, author).length === 1, 20_000)).toBe(true);
    const [mail] = mailTo(app, author);
    expect(mail.subject).toContain(`to your article "${article.title}"`);
    expect(mail.text).toContain(`to your article "${article.title}"`);
    expect(mail.text).toContain("/#/");
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.headers).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    // Not in the app: the control (defaults) has its reaction in the app and no e-mail.
    expect((await notesOf(author)).filter((n) => n.type === "REACTION")).toEqual([]);
    expect((await notesOf(control)).map((n) => n.type)).toContain("REACTION");
    await queueDrained(app, ["notification-email"]);
    expect(mailTo(app, control)).toEqual([]);

    // The reaction taken back and given again, twice: still one e-mail (the same action, the same hour).
    for (let i = 0; i < 2; i++) {
      ok(await react(fan, article.id));
      ok(await react(fan, article.id));
    }
    await queueDrained(app, ["notification-email"]);
    expect(mailTo(app, author)).toHaveLength(1);
  });

  it("go only to confirmed addresses", async () => {
    const [unconfirmed, confirmed, sender] = await Promise.all([
      makeMember(app.url),
      member(app),
      member(app),
    ]);
    const SEND_TO = (receiverId: string) => as(sender, REQUEST, { id: receiverId });
    ok(await SEND_TO(unconfirmed.id));
    ok(await SEND_TO(confirmed.id));
    // Connection requests are e-mailed by default: the confirmed member's arrives, the other's never.
    expect(await until(() => mailTo(app, confirmed).length === 1, 20_000)).toBe(true);
    await queueDrained(app, ["notification-email"]);
    expect(mailTo(app, unconfirmed)).toEqual([]);
    expect((await notesOf(unconfirmed)).map((n) => n.type)).toEqual(["CONNECTION_REQUEST"]);
  });

  it("one-click unsubscribe turns that kind's e-mail off without signing in; a tampered link does nothing", async () => {
    const [author, fan] = await Promise.all([0, 1].map(() => member(app)));
    ok(await as(author, SET_PREFERENCE, { type: "REACTION", inApp: true, email: true }));
    const article = await writeArticle(author);
    ok(await react(fan, article.id));
    expect(await until(() => mailTo(app, author).length === 1, 20_000)).toBe(true);
    const link = unsubscribeLink(mailTo(app, author)[0]);
    const token = decodeURIComponent(new URL(link).searchParams.get("token")!);

    const tampered = token.replace(".reaction.", ".message.");
    expect(
      (
        await fetch(link.replace(/token=.*/, `token=${encodeURIComponent(tampered)}`), {
          method: "POST",
        })
      ).status,
    ).toBe(400);
    expect(ok(await gql(app.url, UNSUBSCRIBE, { token: `${token}x` })).unsubscribe).toBe(false);
    expect(ok(await gql(app.url, UNSUBSCRIBE, { token: "nonsense" })).unsubscribe).toBe(false);
    expect((await preferencesOf(author)).MESSAGE.email).toBe(true);
    expect((await preferencesOf(author)).REACTION.email).toBe(true);

    const res = await fetch(link, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect((await preferencesOf(author)).REACTION).toEqual({ inApp: true, email: false });
    expect((await preferencesOf(author)).MESSAGE.email).toBe(true);
    // The mutation does the same, and again is harmless.
    expect(ok(await gql(app.url, UNSUBSCRIBE, { token })).unsubscribe).toBe(true);
    // Opened in a browser, the link shows the app's page.
    const page = await fetch(link, { redirect: "manual" });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe(`/#/unsubscribe?token=${encodeURIComponent(token)}`);
  });
});

describe("message e-mails", () => {
  it("go once for a message still unread after the delay, and not for one read in time", async () => {
    const [sender, receiver] = await Promise.all([0, 1].map(() => member(app)));
    const send = async (content: string) =>
      ok(await as(sender, SEND, { input: { receiverId: receiver.id, content } })).sendMessage
        .id as string;
    const read = await send("Read at once");
    ok(await as(receiver, READ_MESSAGE, { id: read }));
    await send("Still unread");
    expect(await until(() => mailTo(app, receiver).length >= 1, 20_000)).toBe(true);
    await queueDrained(app, ["message-email"]);
    const mails = mailTo(app, receiver);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("sent you a message");
    expect(mails[0].headers?.["List-Unsubscribe"]).toMatch(/unsubscribe\?token=/);
  });
});

describe("digests", () => {
  /** Makes the member look as if they joined `days` days ago. */
  const joinedDaysAgo = (member: Member, days: number) =>
    app.db.query(`UPDATE users SET created_at = now() - make_interval(days => $2) WHERE id = $1`, [
      member.id,
      days,
    ]);
  const runDigest = async () => {
    await app.db.query(`SELECT graphile_worker.add_job('digest', '{}'::json)`);
    await queueDrained(app, ["digest"]);
  };
  const digestsTo = (member: Member) =>
    mailTo(app, member).filter((mail) => mail.subject.includes("unread notification"));

  it("go when their period has passed, list what is unread, once, and never when OFF or nothing is unread", async () => {
    const [weekly, daily, off, quiet, recent, fan] = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() => member(app)),
    );
    ok(await as(daily, SET_DIGEST, { frequency: "DAILY" }));
    ok(await as(off, SET_DIGEST, { frequency: "OFF" }));
    await app.db.query(
      `UPDATE member_settings SET digest_chosen_at = now() - interval '2 days' WHERE user_id = $1`,
      [daily.id],
    );
    for (const member of [weekly, off, quiet]) await joinedDaysAgo(member, 8);
    await joinedDaysAgo(daily, 8);
    await joinedDaysAgo(recent, 3);
    for (const member of [weekly, daily, off, recent]) {
      const article = await writeArticle(member);
      ok(await react(fan, article.id));
    }

    await runDigest();
    const [weeklyDigest] = digestsTo(weekly);
    expect(digestsTo(weekly)).toHaveLength(1);
    expect(weeklyDigest.subject).toBe("You have 1 unread notification on Agora");
    expect(weeklyDigest.text).toMatch(/reacted with Like to your article "Notes \w+"/);
    expect(weeklyDigest.headers).toMatchObject({
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(weeklyDigest.headers?.["List-Unsubscribe"]).toContain(`${weekly.id}.digest.`);
    expect(digestsTo(daily)).toHaveLength(1);
    expect(digestsTo(off)).toEqual([]);
    expect(digestsTo(quiet)).toEqual([]);
    expect(digestsTo(recent)).toEqual([]);

    // Run again at once: nothing more (each period has restarted).
    await runDigest();
    expect(digestsTo(weekly)).toHaveLength(1);
    expect(digestsTo(daily)).toHaveLength(1);

    // Its unsubscribe link turns the digest off.
    const token = decodeURIComponent(
      new URL(unsubscribeLink(weeklyDigest)).searchParams.get("token")!,
    );
    expect(ok(await gql(app.url, UNSUBSCRIBE, { token })).unsubscribe).toBe(true);
    expect(ok(await as(weekly, SETTINGS)).settings.digest).toBe("OFF");
  });
});

describe("the job queue", () => {
  it("keeps an e-mail's job through a restart and sends it after", async () => {
    const stopped = await startTestServer({ JOBS_IN_PROCESS: "false" });
    let restarted: TestServer | null = null;
    try {
      const [sender, receiver] = await Promise.all([0, 1].map(() => member(stopped)));
      ok(
        await gql(
          stopped.url,
          `mutation ($type: NotificationType!) { setNotificationPreference(type: $type, inApp: true, email: true) { email } }`,
          { type: "CONNECTION" },
          receiver,
        ),
      );
      ok(
        await gql(
          stopped.url,
          `mutation ($id: ID!) { follow(userId: $id) { id } }`,
          { id: receiver.id },
          sender,
        ),
      );
      const waiting = (await stopped.db.query(
        `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'notification-email'`,
      )) as { n: number }[];
      expect(waiting[0].n).toBe(1);
      expect(mailTo(stopped, receiver)).toEqual([]);
      // The server goes away with the job waiting; a new one on the same database runs it.
      const databaseUrl = stopped.databaseUrl;
      await stopped.close();
      restarted = await startTestServer({}, { databaseUrl });
      expect(await until(() => mailTo(restarted!, receiver).length === 1, 20_000)).toBe(true);
      expect(mailTo(restarted, receiver)[0].subject).toContain("started following you");
    } finally {
      await restarted?.stop();
      await stopped.stop();
    }
  });
});

describe("event e-mails", () => {
  const CREATE_EVENT = `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id title } }`;
  const ATTEND = `mutation ($id: ID!, $status: AttendanceStatus!) {
    setAttendance(eventId: $id, status: $status) { id }
  }`;

  it("a reminder and a place freed from the waitlist are e-mailed by default", async () => {
    const [owner, going, waiting] = await Promise.all([0, 1, 2].map(() => member(app)));
    // Starts within 24 hours: its reminder is due at once.
    const startsAt = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const event = ok(
      await as(owner, CREATE_EVENT, {
        input: {
          title: `Meetup ${crypto.randomBytes(3).toString("hex")}`,
          location: "Porto",
          startsAt,
          capacity: 1,
        },
      }),
    ).createEvent as { id: string; title: string };
    ok(await as(going, ATTEND, { id: event.id, status: "GOING" }));
    ok(await as(waiting, ATTEND, { id: event.id, status: "GOING" }));
    expect(
      await until(() => mailTo(app, going).some((m) => m.subject.includes(event.title)), 20_000),
    ).toBe(true);
    const [reminder] = mailTo(app, going);
    expect(reminder.subject).toBe(`"${event.title}" starts in 5 hours`);
    expect(reminder.text).toContain(`/#/events/${event.id}`);
    expect(reminder.headers?.["List-Unsubscribe"]).toContain(".event_reminder.");

    // A place comes free: the member waiting gets it, and an e-mail saying so.
    ok(await as(going, ATTEND, { id: event.id, status: "NONE" }));
    expect(
      await until(
        () =>
          mailTo(app, waiting).some((m) =>
            m.headers?.["List-Unsubscribe"]?.includes(".event_promoted."),
          ),
        20_000,
      ),
    ).toBe(true);
    const promoted = mailTo(app, waiting).find((m) =>
      m.headers?.["List-Unsubscribe"]?.includes(".event_promoted."),
    )!;
    expect(promoted.text).toContain(event.title);
  });
});
