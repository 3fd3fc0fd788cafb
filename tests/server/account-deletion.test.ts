// Leaving over real GraphQL: `deleteAccount` checks the password (wrong ones limited like sign-ins),
// schedules the deletion 14 days on, signs the member out everywhere (their sockets told why) and e-mails
// them; signing in before then, or `cancelAccountDeletion`, cancels it; the `account-deletion` job, when
// due, deletes the account as a super admin's deletion does and e-mails them again, and does nothing for
// a deletion cancelled or not yet due.
import { makeMember, type Member } from "../support/factories";
import { connectWs, errorCode, gql, until, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import {
  DeletionCancelDocument,
  DeletionDeleteAccountDocument,
  DeletionScheduledAtDocument,
} from "./operations/account-deletion.generated";

jest.setTimeout(60000);

let app: TestServer;
beforeAll(async () => {
  // Three wrong passwords from one address use up an address's attempts (sign-in's limits).
  app = await startTestServer({ RATE_LIMIT_AUTH_PER_EMAIL: "3" });
});
afterAll(async () => {
  await app.stop();
});

const DAYS_14 = 14 * 24 * 60 * 60 * 1000;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`;
const ME = `{ me { id } }`;

function ok<T>(res: GraphQLResponse<T>): T {
  if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
  return res.data!;
}

const deleteAccount = (member: Member, password: string, auth: { token?: string } = {}) =>
  gql(app.url, DeletionDeleteAccountDocument, { password }, { token: auth.token ?? member.token });

async function signIn(member: Member): Promise<string> {
  const input = { email: member.email, password: member.password };
  return ok(await gql(app.url, SIGN_IN, { input })).signIn.token as string;
}

const scheduledAt = async (userId: string): Promise<Date | null> => {
  const [row] = await app.db.query(`SELECT deletion_scheduled_at AS at FROM users WHERE id = $1`, [
    userId,
  ]);
  return row ? row.at : null;
};

/** The waiting deletion job of a member (graphile-worker's view of its jobs). */
const deletionJobs = (userId: string) =>
  app.db.query(
    `SELECT j.task_identifier AS task, j.run_at AS "runAt", p.payload
       FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p ON p.id = j.id
      WHERE j.key = $1`,
    [`account-deletion:${userId}`],
  ) as Promise<{ task: string; runAt: Date; payload: { userId: string } }[]>;

/** Adds the member's deletion job due now (the queue's own add_job, under its key), as when it falls due. */
const runDeletionJobNow = (userId: string) =>
  app.db.query(`SELECT graphile_worker.add_job('account-deletion', $1::json, job_key := $2)`, [
    JSON.stringify({ userId }),
    `account-deletion:${userId}`,
  ]);

/** Waits until this server's worker has taken the member's deletion job off the queue (done, not failed). */
async function waitForNoJob(userId: string) {
  for (;;) {
    const [row] = (await app.db.query(
      `SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE key = $1`,
      [`account-deletion:${userId}`],
    )) as { n: number }[];
    if (row.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

type Sent = { to: string; subject: string; text: string; html: string; headers?: unknown };
const mailTo = (member: Member, subject: string) =>
  (app.mail() as Sent[]).filter((m) => m.to === member.email && m.subject === subject);

const SCHEDULED_MAIL = "Your Agora account will be deleted";
const DELETED_MAIL = "Your Agora account has been deleted";

/** '27 November 2026 at 20:13 UTC', as the e-mails name moments. */
const atTime = (moment: Date) =>
  `${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(moment)} UTC`;

describe("deleteAccount", () => {
  it("refuses a visitor, a blank or wrong password (on the field, nothing scheduled), and stops guessing like sign-in does", async () => {
    const member = await makeMember(app.url);
    expect(errorCode(await gql(app.url, DeletionDeleteAccountDocument, { password: "x" }))).toBe(
      "UNAUTHENTICATED",
    );

    const blank = await deleteAccount(member, "");
    expect(errorCode(blank)).toBe("BAD_USER_INPUT");
    expect(blank.errors?.[0].extensions?.fields).toEqual({
      password: "Please enter your password",
    });

    const wrong = await deleteAccount(member, "not-my-password");
    expect(errorCode(wrong)).toBe("BAD_USER_INPUT");
    expect(wrong.errors?.[0].message).toBe("Password is incorrect");
    expect(wrong.errors?.[0].extensions?.fields).toEqual({ password: "Password is incorrect" });
    // Still signed in, nothing scheduled, no job.
    expect(ok(await gql(app.url, ME, {}, member)).me).toEqual({ id: member.id });
    expect(
      ok(await gql(app.url, DeletionScheduledAtDocument, {}, member)).settings.deletionScheduledAt,
    ).toBeNull();
    expect(await scheduledAt(member.id)).toBeNull();
    expect(await deletionJobs(member.id)).toEqual([]);

    // Two more wrong guesses use up the address's attempts: then even the right password waits.
    for (const guess of ["guess-two", "guess-three"])
      expect(errorCode(await deleteAccount(member, guess))).toBe("BAD_USER_INPUT");
    const limited = await deleteAccount(member, member.password);
    expect(errorCode(limited)).toBe("RATE_LIMITED");
    expect(await scheduledAt(member.id)).toBeNull();
    expect(ok(await gql(app.url, ME, {}, member)).me).toEqual({ id: member.id });
  });

  it("refuses a super admin with a clear message", async () => {
    const admin = await makeMember(app.url);
    await app.db.query(`UPDATE profiles SET is_super_admin = true WHERE id = $1`, [admin.id]);
    const res = await deleteAccount(admin, admin.password);
    expect(errorCode(res)).toBe("FORBIDDEN");
    expect(res.errors?.[0].message).toBe(
      "Super admins cannot delete their account. Ask for your super admin role to be revoked first.",
    );
    expect(await scheduledAt(admin.id)).toBeNull();
  });

  it("schedules the deletion 14 days on, signs out everywhere saying why, clears the cookie and e-mails the member", async () => {
    const member = await makeMember(app.url);
    const phone = await signIn(member);
    const socket = await connectWs(app.url, { token: phone });

    const before = Date.now();
    const res = await gql(
      app.url,
      DeletionDeleteAccountDocument,
      { password: member.password },
      { cookie: member.cookie },
    );
    const after = Date.now();
    const at = new Date(ok(res).deleteAccount);
    expect(at.getTime()).toBeGreaterThanOrEqual(before + DAYS_14);
    expect(at.getTime()).toBeLessThanOrEqual(after + DAYS_14);
    expect(res.headers.get("set-cookie")).toMatch(/agora_session=;.*Expires=Thu, 01 Jan 1970/);

    // Every session ended, this one too; the open socket is told why.
    await expect(socket.closed).resolves.toEqual({ code: 4403, reason: "DELETION_SCHEDULED" });
    for (const auth of [{ token: member.token }, { cookie: member.cookie }, { token: phone }])
      expect(ok(await gql(app.url, ME, {}, auth)).me).toBeNull();
    const [live] = await app.db.query(
      `SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL`,
      [member.id],
    );
    expect(live.n).toBe(0);

    // The account stays until then, with its deletion and its job due at that moment.
    expect((await scheduledAt(member.id))?.getTime()).toBe(at.getTime());
    const jobs = await deletionJobs(member.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].task).toBe("account-deletion");
    expect(new Date(jobs[0].runAt).getTime()).toBe(at.getTime());
    expect(jobs[0].payload).toEqual({ userId: member.id });

    expect(await until(() => mailTo(member, SCHEDULED_MAIL).length > 0)).toBe(true);
    const [mail] = mailTo(member, SCHEDULED_MAIL);
    expect(mail.text).toContain(`It will be deleted on ${atTime(at)}`);
    expect(mail.text).toContain("Sign in before then and the deletion is cancelled");
    expect(mail.text).toContain("/#/auth");
    expect(mail.html).toContain(`<h1>${SCHEDULED_MAIL}</h1>`);
    expect(mail.html).toContain("/#/auth");
    // An account e-mail: no unsubscribe headers.
    expect(mail.headers).toBeUndefined();
  });
});

describe("cancelling", () => {
  it("signing in cancels the deletion: the date cleared, the job gone, and a stale job run finds nothing to do", async () => {
    const member = await makeMember(app.url);
    ok(await deleteAccount(member, member.password));

    // A job run before the deletion is due deletes nothing.
    await runDeletionJobNow(member.id);
    await waitForNoJob(member.id);
    expect(await scheduledAt(member.id)).not.toBeNull();
    // Put back the job as the deletion had it.
    await app.db.query(
      `SELECT graphile_worker.add_job('account-deletion', $1::json, run_at := $2, job_key := $3)`,
      [
        JSON.stringify({ userId: member.id }),
        await scheduledAt(member.id),
        `account-deletion:${member.id}`,
      ],
    );
    expect(await deletionJobs(member.id)).toHaveLength(1);

    const token = await signIn(member);
    expect(await scheduledAt(member.id)).toBeNull();
    expect(await deletionJobs(member.id)).toEqual([]);
    expect(
      ok(await gql(app.url, DeletionScheduledAtDocument, {}, { token })).settings
        .deletionScheduledAt,
    ).toBeNull();

    // Overdue now, the cancelled deletion's job (had it been left behind) still deletes nothing.
    await runDeletionJobNow(member.id);
    await waitForNoJob(member.id);
    expect(ok(await gql(app.url, ME, {}, { token })).me).toEqual({ id: member.id });
    const [row] = await app.db.query(`SELECT count(*)::int AS n FROM users WHERE id = $1`, [
      member.id,
    ]);
    expect(row.n).toBe(1);
  });

  it("cancelAccountDeletion cancels the scheduled deletion and its job, answering whether there was one", async () => {
    const member = await makeMember(app.url);
    // A deletion scheduled under a session still open (as when the mutation raced a sign-in).
    const due = new Date(Date.now() + DAYS_14);
    await app.db.query(`UPDATE users SET deletion_scheduled_at = $2 WHERE id = $1`, [
      member.id,
      due,
    ]);
    await app.db.query(
      `SELECT graphile_worker.add_job('account-deletion', $1::json, run_at := $2, job_key := $3)`,
      [JSON.stringify({ userId: member.id }), due, `account-deletion:${member.id}`],
    );
    const read = async () =>
      ok(await gql(app.url, DeletionScheduledAtDocument, {}, member)).settings.deletionScheduledAt;
    expect(new Date((await read())!).getTime()).toBe(due.getTime());

    expect(ok(await gql(app.url, DeletionCancelDocument, {}, member)).cancelAccountDeletion).toBe(
      true,
    );
    expect(await read()).toBeNull();
    expect(await deletionJobs(member.id)).toEqual([]);
    expect(ok(await gql(app.url, DeletionCancelDocument, {}, member)).cancelAccountDeletion).toBe(
      false,
    );
    expect(errorCode(await gql(app.url, DeletionCancelDocument, {}))).toBe("UNAUTHENTICATED");
  });
});

describe("the deletion job", () => {
  it("when due, deletes the account as a super admin's deletion does, with no audit entry, and e-mails the member", async () => {
    const author = await makeMember(app.url);
    const friend = await makeMember(app.url);
    const tag = `zq${Date.now().toString(36)}`;
    const run = async (query: string, input: Record<string, unknown>) =>
      Object.values(ok(await gql(app.url, query, { input }, author)))[0] as { id: string };
    const article = (
      await run(`mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`, {
        title: `Article ${tag}`,
        content: `Thoughts on ${tag} and building products.`,
      })
    ).id;
    const group = (
      await run(`mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id } }`, {
        name: `Group ${tag}`,
        description: `A group about ${tag} for everyone.`,
      })
    ).id;
    const groupPost = (
      await run(
        `mutation ($input: CreateGroupPostInput!) { createGroupPost(input: $input) { id } }`,
        { groupId: group, content: `Post ${tag}` },
      )
    ).id;
    const comment = (
      await run(`mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`, {
        contentType: "ARTICLE",
        contentId: article,
        content: `Comment ${tag}`,
      })
    ).id;
    const forumPost = (
      await run(
        `mutation ($input: CreateForumPostInput!) { createForumPost(input: $input) { id } }`,
        { category: "TECHNOLOGY", title: `Forum ${tag}`, content: `Forum text ${tag}` },
      )
    ).id;
    const event = (
      await run(`mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`, {
        title: `Event ${tag}`,
        location: "Online",
        startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      })
    ).id;
    await run(`mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`, {
      receiverId: friend.id,
      content: "hello",
    });

    ok(await deleteAccount(author, author.password));
    // The 14 days pass: the deletion is due, and so is its job.
    await app.db.query(
      `UPDATE users SET deletion_scheduled_at = now() - interval '1 second' WHERE id = $1`,
      [author.id],
    );
    await runDeletionJobNow(author.id);
    await waitForNoJob(author.id);

    const count = async (table: string, id: string) =>
      (await app.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE id = $1`, [id]))[0].n;
    expect(await count("users", author.id)).toBe(0);
    expect(await count("profiles", author.id)).toBe(0);
    expect(await count("articles", article)).toBe(0);
    expect(await count("group_posts", groupPost)).toBe(0);
    expect(await count("comments", comment)).toBe(0);
    expect(await count("forum_posts", forumPost)).toBe(0);
    // Groups and events stay for their members, without a creator.
    const [groupRow] = await app.db.query(`SELECT created_by FROM groups WHERE id = $1`, [group]);
    expect(groupRow).toEqual({ created_by: null });
    const [eventRow] = await app.db.query(`SELECT creator_id FROM events WHERE id = $1`, [event]);
    expect(eventRow).toEqual({ creator_id: null });
    const [messages] = await app.db.query(
      `SELECT count(*)::int AS n FROM messages WHERE sender_id = $1 OR receiver_id = $1`,
      [author.id],
    );
    expect(messages.n).toBe(0);
    const [feed] = await app.db.query(
      `SELECT count(*)::int AS n FROM feed_items WHERE user_id = $1 OR content_id = ANY($2::uuid[])`,
      [author.id, [article, groupPost, forumPost]],
    );
    expect(feed.n).toBe(0);
    // The member's own decision: no super admin's audit entry.
    const [audit] = await app.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1`,
      [author.id],
    );
    expect(audit.n).toBe(0);
    // The friend keeps their account.
    expect(ok(await gql(app.url, ME, {}, friend)).me).toEqual({ id: friend.id });

    expect(await until(() => mailTo(author, DELETED_MAIL).length > 0)).toBe(true);
    const [mail] = mailTo(author, DELETED_MAIL);
    expect(mail.text).toContain("Your Agora account has been deleted");
    expect(mail.html).toContain(`<h1>${DELETED_MAIL}</h1>`);
    expect(mail.headers).toBeUndefined();
    // Signing in finds no account.
    const gone = await gql(app.url, SIGN_IN, {
      input: { email: author.email, password: author.password },
    });
    expect(gone.errors?.[0].message).toBe("Invalid email or password.");
  });
});
