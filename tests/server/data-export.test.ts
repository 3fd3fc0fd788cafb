// "Your data" (server/modules/data-export): requestDataExport writes one ZIP in a job, a JSON file per
// kind of data from every area's `personalData` and the member's uploads; its link answers its owner
// alone (cookie or Bearer), for 7 days, then the hourly sweep removes it. One export runs at a time.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import sharp from "sharp";
import yauzl from "yauzl";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import { gqlUpload } from "../support/upload";
import {
  ExportTestAcceptFriendRequestDocument,
  ExportTestAddCommentDocument,
  ExportTestAddEducationDocument,
  ExportTestAddPositionDocument,
  ExportTestCreateArticleDocument,
  ExportTestCreateEventDocument,
  ExportTestCreateForumPostDocument,
  ExportTestCreateGroupDocument,
  ExportTestCreateGroupPostDocument,
  ExportTestFollowDocument,
  ExportTestListDocument,
  ExportTestNotificationsDocument,
  ExportTestRequestDocument,
  ExportTestSendFriendRequestDocument,
  ExportTestSendMessageDocument,
  ExportTestSetAttendanceDocument,
  ExportTestUpdateProfileDocument,
} from "./operations/data-export.generated";

jest.setTimeout(60_000);

// `app` runs its jobs itself; `quiet` leaves them queued, so an export stays PENDING as long as a test needs.
let app: TestServer;
let quiet: TestServer;
beforeAll(async () => {
  [app, quiet] = await Promise.all([
    startTestServer(),
    startTestServer({ JOBS_IN_PROCESS: "false" }),
  ]);
});
afterAll(async () => {
  await Promise.all([app?.stop(), quiet?.stop()]);
});

function ok<T>(res: GraphQLResponse<T>): T {
  if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
  return res.data!;
}

const word = () => crypto.randomBytes(4).toString("hex");
const AVATAR = `mutation ($file: Upload!) { uploadAvatar(file: $file) { id avatarUrl } }`;

/** Waits until the queue holds no job of these tasks (they ran), failing on a job's error. */
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

/** Asks for an export on `app` and waits for its job: the export as the member then sees it. */
async function exportNow(member: Member) {
  const requested = ok(await gql(app.url, ExportTestRequestDocument, {}, member)).requestDataExport;
  expect(requested).toMatchObject({ status: "PENDING", downloadUrl: null });
  await queueDrained(app, ["data-export"]);
  const listed = ok(await gql(app.url, ExportTestListDocument, {}, member)).dataExports;
  const ready = listed.find((item) => item.id === requested.id)!;
  expect(ready).toMatchObject({ status: "READY", downloadUrl: `/exports/${requested.id}` });
  return ready as typeof ready & { downloadUrl: string };
}

const download = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${url}`, { headers });

/** A ZIP's files by name. */
async function unzip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

const json = (files: Map<string, Buffer>, name: string) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the export's JSON freely
  JSON.parse(files.get(name)!.toString("utf8")) as Record<string, any>;

const exportFile = (server: TestServer, id: string) =>
  path.join(server.dataDir, "exports", `${id}.zip`);

describe("the data export", () => {
  it("is one ZIP of the member's data, a JSON file per kind, and their uploads", async () => {
    const [member, friend, followed, follower, asker, other] = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(() => makeMember(app.url)),
    );
    await app.db.query(`UPDATE users SET email_verified_at = now() WHERE id = $1`, [member.id]);
    const as = <T, V extends Record<string, unknown>>(
      who: Member,
      document: TypedDocumentNode<T, V>,
      variables: V,
    ) => gql(app.url, document, variables, who).then(ok);

    // The profile, experience and education.
    await as(member, ExportTestUpdateProfileDocument, {
      input: { fullName: "Ana Lee", bio: "Builds things.", location: "Lisbon", skills: ["Rust"] },
    });
    await as(other, ExportTestUpdateProfileDocument, { input: { fullName: "Other Person" } });
    await as(friend, ExportTestUpdateProfileDocument, { input: { fullName: "Friend Person" } });
    const { addPosition } = await as(member, ExportTestAddPositionDocument, {
      input: { title: "Engineer", company: "Acme", startMonth: "2020-01" },
    });
    const { addEducation } = await as(member, ExportTestAddEducationDocument, {
      input: { school: "Porto University", degree: "BSc", startYear: 2012, endYear: 2016 },
    });
    // A friend, a member followed, a follower, a request received.
    await as(member, ExportTestSendFriendRequestDocument, { userId: friend.id });
    await as(friend, ExportTestAcceptFriendRequestDocument, { userId: member.id });
    await as(member, ExportTestFollowDocument, { userId: followed.id });
    await as(follower, ExportTestFollowDocument, { userId: member.id });
    await as(asker, ExportTestSendFriendRequestDocument, { userId: member.id });
    // Messages both ways.
    const sent = (
      await as(member, ExportTestSendMessageDocument, {
        input: { receiverId: friend.id, content: "Hello, friend" },
      })
    ).sendMessage;
    const received = (
      await as(friend, ExportTestSendMessageDocument, {
        input: { receiverId: member.id, content: "Hello back" },
      })
    ).sendMessage;
    // An article (and another member's, which is not theirs), a group post, a forum post, a comment.
    const title = `Notes ${word()}`;
    const { createArticle: article } = await as(member, ExportTestCreateArticleDocument, {
      input: { title, content: "What I learned this week." },
    });
    await as(other, ExportTestCreateArticleDocument, {
      input: { title: `Not hers ${word()}`, content: "Someone else's words." },
    });
    const { createGroup: group } = await as(member, ExportTestCreateGroupDocument, {
      input: { name: `Rustaceans ${word()}`, description: "We write Rust." },
    });
    const { createGroupPost: post } = await as(member, ExportTestCreateGroupPostDocument, {
      input: { groupId: group.id, content: "First post in the group" },
    });
    const { createForumPost: forumPost } = await as(member, ExportTestCreateForumPostDocument, {
      input: { title: "A question", content: "How do I export?", category: "HELP_SUPPORT" },
    });
    const { addComment: comment } = await as(other, ExportTestAddCommentDocument, {
      input: { contentType: "ARTICLE", contentId: article.id, content: "Nice one" },
    });
    const { addComment: own } = await as(member, ExportTestAddCommentDocument, {
      input: { contentType: "ARTICLE", contentId: article.id, content: "Thanks!" },
    });
    // An event they organise, and one they go to.
    const startsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { createEvent: organised } = await as(member, ExportTestCreateEventDocument, {
      input: { title: "Rust meetup", location: "Lisbon", startsAt },
    });
    const { createEvent: going } = await as(other, ExportTestCreateEventDocument, {
      input: { title: "Book club", location: "Porto", startsAt },
    });
    await as(member, ExportTestSetAttendanceDocument, { eventId: going.id, status: "GOING" });
    // An uploaded avatar.
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#3366ff" },
    })
      .png()
      .toBuffer();
    const uploaded = await gqlUpload(
      app.url,
      AVATAR,
      { data: png, name: "me.png", type: "image/png" },
      member,
    );
    const avatarUrl = ok(uploaded).uploadAvatar.avatarUrl as string;
    const avatar = Buffer.from(await (await fetch(`${app.url}${avatarUrl}`)).arrayBuffer());

    const ready = await exportNow(member);
    const res = await download(ready.downloadUrl, { cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="agora-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const files = await unzip(Buffer.from(await res.arrayBuffer()));

    const avatarEntry = `uploads/${avatarUrl.replace(/^\/uploads\//, "")}`;
    expect([...files.keys()].sort()).toEqual(
      [
        "articles.json",
        "comments.json",
        "connections.json",
        "events.json",
        "messages.json",
        "posts.json",
        "profile.json",
        avatarEntry,
      ].sort(),
    );
    expect(files.get(avatarEntry)!.equals(avatar)).toBe(true);

    const profile = json(files, "profile.json");
    expect(profile.profile).toMatchObject({
      id: member.id,
      username: member.username,
      fullName: "Ana Lee",
      bio: "Builds things.",
      location: "Lisbon",
      skills: ["Rust"],
      avatarUrl,
    });
    expect(profile.account).toMatchObject({ email: member.email });
    expect(profile.positions).toEqual([
      expect.objectContaining({
        id: addPosition.id,
        title: "Engineer",
        company: "Acme",
        startMonth: "2020-01",
      }),
    ]);
    expect(profile.education).toEqual([
      expect.objectContaining({ id: addEducation.id, school: "Porto University", degree: "BSc" }),
    ]);

    const connections = json(files, "connections.json");
    const ids = (list: { id: string }[]) => list.map((m) => m.id).sort();
    expect(connections.friends).toEqual([
      expect.objectContaining({
        id: friend.id,
        username: friend.username,
        fullName: "Friend Person",
      }),
    ]);
    expect(ids(connections.following)).toEqual([followed.id, friend.id].sort());
    expect(ids(connections.followers)).toEqual([follower.id, asker.id, friend.id].sort());
    expect(ids(connections.requestsReceived)).toEqual([asker.id]);
    expect(connections.requestsSent).toEqual([]);

    expect(json(files, "messages.json").messages).toEqual([
      expect.objectContaining({
        id: sent.id,
        direction: "sent",
        content: "Hello, friend",
        otherMember: { id: friend.id, username: friend.username, fullName: "Friend Person" },
      }),
      expect.objectContaining({
        id: received.id,
        direction: "received",
        content: "Hello back",
        otherMember: { id: friend.id, username: friend.username, fullName: "Friend Person" },
      }),
    ]);
    // Their own article only; their own comment only.
    expect(json(files, "articles.json").articles).toEqual([
      expect.objectContaining({ id: article.id, title, content: "What I learned this week." }),
    ]);
    expect(json(files, "comments.json").comments).toEqual([
      expect.objectContaining({
        id: own.id,
        contentType: "article",
        contentId: article.id,
        content: "Thanks!",
      }),
    ]);
    expect(JSON.stringify(json(files, "comments.json"))).not.toContain(comment.id);
    const posts = json(files, "posts.json");
    expect(posts.groupPosts).toEqual([
      expect.objectContaining({
        id: post.id,
        content: "First post in the group",
        group: expect.objectContaining({ id: group.id }),
      }),
    ]);
    expect(posts.forumPosts).toEqual([
      expect.objectContaining({ id: forumPost.id, title: "A question" }),
    ]);
    const events = json(files, "events.json");
    expect(events.organised).toEqual([
      expect.objectContaining({ id: organised.id, title: "Rust meetup", location: "Lisbon" }),
    ]);
    expect(events.attending).toEqual([
      expect.objectContaining({
        event: expect.objectContaining({ id: going.id, title: "Book club" }),
        status: "going",
        waitlisted: false,
      }),
    ]);

    // They were told, in the app and by e-mail (on by default for this kind).
    const notes = ok(
      await gql(app.url, ExportTestNotificationsDocument, {}, member),
    ).notifications.edges.map((edge) => edge.node);
    expect(notes.filter((n) => n.type === "DATA_EXPORT_READY")).toEqual([
      {
        type: "DATA_EXPORT_READY",
        title: "Your data is ready",
        message: "Your copy of your Agora data is ready to download for 7 days.",
        data: { exportId: ready.id },
        path: "/settings?tab=privacy",
      },
    ]);
    await queueDrained(app, ["notification-email"]);
    expect(
      app
        .mail()
        .filter(
          (mail) =>
            mail.to === member.email &&
            mail.subject === "Your copy of your Agora data is ready to download for 7 days.",
        ),
    ).toHaveLength(1);
  });

  it("downloads for its owner alone, by cookie or Bearer; anyone else gets 404", async () => {
    const [owner, stranger] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const ready = await exportNow(owner);
    const byCookie = await download(ready.downloadUrl, { cookie: owner.cookie });
    const byBearer = await download(ready.downloadUrl, { authorization: `Bearer ${owner.token}` });
    expect([byCookie.status, byBearer.status]).toEqual([200, 200]);
    const [a, b] = await Promise.all([byCookie.arrayBuffer(), byBearer.arrayBuffer()]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect((await unzip(Buffer.from(a))).has("profile.json")).toBe(true);

    const refusals = [
      await download(ready.downloadUrl, { cookie: stranger.cookie }),
      await download(ready.downloadUrl, { authorization: `Bearer ${stranger.token}` }),
      await download(ready.downloadUrl),
      await download(ready.downloadUrl, { authorization: "Bearer not-a-session" }),
      await download(`/exports/${crypto.randomUUID()}`, { cookie: owner.cookie }),
      await download(`/exports/not-an-id`, { cookie: owner.cookie }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
    // Its job again (a retry after a crash, say) changes nothing and tells no one twice.
    await app.db.query(`SELECT graphile_worker.add_job('data-export', $1::json)`, [
      JSON.stringify({ exportId: ready.id }),
    ]);
    await queueDrained(app, ["data-export"]);
    expect(ok(await gql(app.url, ExportTestListDocument, {}, owner)).dataExports).toEqual([ready]);
    const told = ok(await gql(app.url, ExportTestNotificationsDocument, {}, owner)).notifications;
    expect(told.edges.filter((e) => e.node.type === "DATA_EXPORT_READY")).toHaveLength(1);
    // Another member does not see it in their list either.
    expect(ok(await gql(app.url, ExportTestListDocument, {}, stranger)).dataExports).toEqual([]);
    // The ZIP is nowhere the public uploads are served: a way out of them is refused.
    expect((await download(`/uploads/..%2fexports%2f${ready.id}.zip`)).status).toBe(403);
  });

  it("is for members only", async () => {
    const res = await gql(app.url, ExportTestRequestDocument, {});
    expect(errorCode(res)).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(app.url, ExportTestListDocument, {}))).toBe("UNAUTHENTICATED");
  });

  it("expires after 7 days: its link stops working, and the sweep removes its file and marks it EXPIRED", async () => {
    const owner = await makeMember(app.url);
    const ready = await exportNow(owner);
    const [row] = (await app.db.query(
      `SELECT extract(epoch FROM expires_at - ready_at)::int AS seconds FROM data_exports WHERE id = $1`,
      [ready.id],
    )) as { seconds: number }[];
    expect(row.seconds).toBe(7 * 24 * 60 * 60);
    expect(fs.existsSync(exportFile(app, ready.id))).toBe(true);

    // Past its expiry it reads EXPIRED, and the link answers 404, before the sweep has run.
    await app.db.query(`UPDATE data_exports SET expires_at = now() WHERE id = $1`, [ready.id]);
    expect(ok(await gql(app.url, ExportTestListDocument, {}, owner)).dataExports).toEqual([
      { id: ready.id, status: "EXPIRED", createdAt: ready.createdAt, downloadUrl: null },
    ]);
    expect((await download(ready.downloadUrl, { cookie: owner.cookie })).status).toBe(404);

    // The hourly sweep (run now) removes the file; a file no export names goes too, once an hour old.
    const stray = exportFile(app, crypto.randomUUID());
    fs.writeFileSync(stray, "left over");
    const anHourAgo = new Date(Date.now() - 61 * 60_000);
    fs.utimesSync(stray, anHourAgo, anHourAgo);
    const fresh = exportFile(app, crypto.randomUUID());
    fs.writeFileSync(fresh, "being written");
    // An export whose job was lost a day ago is given up, so its member may ask again.
    const stuck = await makeMember(app.url);
    const [lost] = (await app.db.query(
      `INSERT INTO data_exports (user_id, created_at) VALUES ($1, now() - interval '25 hours')
       RETURNING id`,
      [stuck.id],
    )) as { id: string }[];
    expect(ok(await gql(app.url, ExportTestRequestDocument, {}, stuck)).requestDataExport.id).toBe(
      lost.id,
    );
    await app.db.query(`SELECT graphile_worker.add_job('data-export-expiry', '{}'::json)`);
    await queueDrained(app, ["data-export-expiry"]);
    expect(fs.existsSync(exportFile(app, ready.id))).toBe(false);
    expect(fs.existsSync(stray)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
    const [after] = (await app.db.query(`SELECT status, file_key FROM data_exports WHERE id = $1`, [
      ready.id,
    ])) as { status: string; file_key: string | null }[];
    expect(after).toEqual({ status: "EXPIRED", file_key: null });
    fs.rmSync(fresh);
    expect(ok(await gql(app.url, ExportTestListDocument, {}, stuck)).dataExports).toEqual([
      expect.objectContaining({ id: lost.id, status: "EXPIRED" }),
    ]);
    const next = ok(await gql(app.url, ExportTestRequestDocument, {}, stuck)).requestDataExport;
    expect(next.id).not.toBe(lost.id);
    await queueDrained(app, ["data-export"]);
  });
});

describe("one export at a time", () => {
  const request = (member: Member) =>
    gql(quiet.url, ExportTestRequestDocument, {}, member).then(ok);
  const jobsOf = (exportId: string) =>
    quiet.db.query(`SELECT task_identifier AS task FROM graphile_worker.jobs WHERE key = $1`, [
      `data-export:${exportId}`,
    ]) as Promise<{ task: string }[]>;

  it("asking while one is being prepared answers that one; once it is ready a new one can be asked for", async () => {
    const member = await makeMember(quiet.url);
    const first = (await request(member)).requestDataExport;
    expect(first).toMatchObject({ status: "PENDING", downloadUrl: null });
    expect(await jobsOf(first.id)).toEqual([{ task: "data-export" }]);
    const again = await Promise.all([request(member), request(member), request(member)]);
    expect(again.map((r) => r.requestDataExport.id)).toEqual([first.id, first.id, first.id]);
    expect(ok(await gql(quiet.url, ExportTestListDocument, {}, member)).dataExports).toEqual([
      first,
    ]);

    // Its job done (here by hand: this server runs no jobs), the next request is a new export.
    await quiet.db.query(
      `UPDATE data_exports SET status = 'READY', file_key = id || '.zip', ready_at = now(),
              expires_at = now() + interval '7 days' WHERE id = $1`,
      [first.id],
    );
    const second = (await request(member)).requestDataExport;
    expect(second.id).not.toBe(first.id);
    const listed = ok(await gql(quiet.url, ExportTestListDocument, {}, member)).dataExports;
    expect(listed.map((e) => [e.id, e.status])).toEqual([
      [second.id, "PENDING"],
      [first.id, "READY"],
    ]);
  });

  it("and at most 5 a day", async () => {
    const member = await makeMember(quiet.url);
    for (let i = 0; i < 5; i++) {
      const { requestDataExport } = await request(member);
      await quiet.db.query(`UPDATE data_exports SET status = 'EXPIRED' WHERE id = $1`, [
        requestDataExport.id,
      ]);
    }
    const refused = await gql(quiet.url, ExportTestRequestDocument, {}, member);
    expect(errorCode(refused)).toBe("RATE_LIMITED");
    expect(ok(await gql(quiet.url, ExportTestListDocument, {}, member)).dataExports).toHaveLength(
      5,
    );
  });
});
