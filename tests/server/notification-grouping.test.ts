// Grouped notifications: until it is read, a notification of one type on one target takes each new actor
// ('Cy Park and 2 others reacted …'), moves to the top and is sent again; taking a reaction back, a block and
// a ban take the member out of it (notifications.service.ts: notify, dropActor).
import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { gql, listen, until, type GraphQLResponse } from "../support/graphql-client";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
let probes: Probes;
beforeAll(async () => {
  app = await startTestServer();
  probes = await openProbes(app);
});
afterAll(async () => {
  await probes.close();
  await app.stop();
});

const NOTIFICATIONS = `query { notifications(first: 100) {
  edges { node { id type message read path data actorCount actors { id } } }
} }`;
const TOGGLE = `mutation ($input: ToggleReactionInput!) { toggleReaction(input: $input) { contentId } }`;
const FOLLOW = `mutation ($id: ID!) { follow(userId: $id) { id } }`;
const BLOCK = `mutation ($id: ID!) { blockMember(userId: $id) { id } }`;
const BAN = `mutation ($id: ID!) { banUser(userId: $id) { id isBanned } }`;
const READ = `mutation ($id: ID!) { markNotificationRead(id: $id) { id read } }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}
const as = (member: Member, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, member);

type Note = {
  id: string;
  type: string;
  message: string;
  read: boolean;
  path: string | null;
  data: { senderId?: string };
  actorCount: number;
  actors: { id: string }[];
};
const notesOf = async (member: Member) =>
  (ok(await as(member, NOTIFICATIONS)).notifications.edges as { node: Note }[]).map((e) => e.node);

/** What a member sees of a notification: its text, who (newest first) and how many. */
const shown = ({ message, actors, actorCount }: Note) => ({
  message,
  actors: actors.map((actor) => actor.id),
  actorCount,
});

/** A member with a full name, which notification texts use. */
async function named(fullName: string) {
  const member = await makeMember(app.url);
  ok(
    await as(member, `mutation ($n: String!) { updateProfile(input: { fullName: $n }) { id } }`, {
      n: fullName,
    }),
  );
  return member;
}

async function writeArticle(member: Member) {
  const title = `Notes ${crypto.randomBytes(3).toString("hex")}`;
  const res = await as(
    member,
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
    { input: { title, content: "Hello there." } },
  );
  return { id: ok(res).createArticle.id as string, title };
}
const react = async (member: Member, articleId: string, reactionType = "LIKE") =>
  ok(
    await as(member, TOGGLE, {
      input: { contentType: "ARTICLE", contentId: articleId, reactionType },
    }),
  );

it("folds the reactions of three members to one article into one notification, newest first", async () => {
  const [author, dee] = await Promise.all([makeMember(app.url), named("Dee Ray")]);
  const [ana, ben, cy] = [await named("Ana Lee"), await named("Ben Ode"), await named("Cy Park")];
  const article = await writeArticle(author);
  await react(ana, article.id);
  await react(ben, article.id, "LOVE");
  await react(cy, article.id);

  const [grouped, ...rest] = await notesOf(author);
  expect(rest).toEqual([]);
  expect(grouped).toMatchObject({
    type: "REACTION",
    message: `Cy Park and 2 others reacted with Like to your article "${article.title}"`,
    read: false,
    path: `/articles/${article.id}`,
    data: { senderId: cy.id, reactionType: "like" },
    actorCount: 3,
    actors: [{ id: cy.id }, { id: ben.id }, { id: ana.id }],
  });

  // Read, it is history: the next reaction starts a new notification.
  ok(await as(author, READ, { id: grouped.id }));
  await react(dee, article.id);
  const [fresh, old] = await notesOf(author);
  expect(shown(fresh)).toEqual({
    message: `Dee Ray reacted with Like to your article "${article.title}"`,
    actors: [dee.id],
    actorCount: 1,
  });
  expect(old).toMatchObject({ id: grouped.id, read: true, actorCount: 3 });
});

it("counts a member once, and moves the notification folded into to the top", async () => {
  const author = await makeMember(app.url);
  const [ana, ben] = [await named("Ana Lee"), await named("Ben Ode")];
  const [first, second] = [await writeArticle(author), await writeArticle(author)];
  await react(ana, first.id);
  await react(ben, second.id);
  await react(ana, first.id, "LOVE");
  const [onFirst, onSecond] = await notesOf(author);
  expect(shown(onFirst)).toEqual({
    message: `Ana Lee reacted with Love to your article "${first.title}"`,
    actors: [ana.id],
    actorCount: 1,
  });
  expect(onSecond.path).toBe(`/articles/${second.id}`);

  await react(ben, first.id);
  const notes = await notesOf(author);
  expect(notes.map((note) => [note.id, note.read])).toEqual([
    [onFirst.id, false],
    [onSecond.id, false],
  ]);
  expect(shown(notes[0])).toEqual({
    message: `Ben Ode and 1 other reacted with Like to your article "${first.title}"`,
    actors: [ben.id, ana.id],
    actorCount: 2,
  });
});

it("takes a member who takes their reaction back out of the notification, and it goes with the last", async () => {
  const author = await makeMember(app.url);
  const [ana, ben, cy] = [await named("Ana Lee"), await named("Ben Ode"), await named("Cy Park")];
  const article = await writeArticle(author);
  const about = `to your article "${article.title}"`;
  await react(ana, article.id);
  await react(ben, article.id);
  await react(cy, article.id, "LOVE");
  await react(cy, article.id);

  await react(ben, article.id);
  expect((await notesOf(author)).map(shown)).toEqual([
    {
      message: `Cy Park and 1 other reacted with Like ${about}`,
      actors: [cy.id, ana.id],
      actorCount: 2,
    },
  ]);
  // Cy still loves it: taking one of two reactions back leaves them in.
  await react(cy, article.id);
  expect((await notesOf(author)).map((note) => note.actorCount)).toEqual([2]);

  await react(cy, article.id, "LOVE");
  const [left] = await notesOf(author);
  expect(shown(left)).toEqual({
    message: `Ana Lee reacted with Like ${about}`,
    actors: [ana.id],
    actorCount: 1,
  });
  expect(left.data.senderId).toBe(ana.id);
  await react(ana, article.id);
  expect(await notesOf(author)).toEqual([]);
});

it("takes a blocked member out of the blocker's grouped notifications, and a banned one out of everyone's", async () => {
  const [author, admin] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
  await app.db.query(`UPDATE profiles SET is_super_admin = true WHERE id = $1`, [admin.id]);
  const [ana, ben, xan] = [await named("Ana Lee"), await named("Ben Ode"), await named("Xan Ng")];
  const article = await writeArticle(author);
  const about = `to your article "${article.title}"`;
  for (const member of [ana, ben, xan]) await react(member, article.id);
  for (const member of [ana, xan]) ok(await as(member, FOLLOW, { id: author.id }));
  expect((await notesOf(author)).map((note) => [shown(note), note.path])).toEqual([
    [
      {
        message: "Xan Ng and 1 other started following you",
        actors: [xan.id, ana.id],
        actorCount: 2,
      },
      `/profile/${xan.id}`,
    ],
    [
      {
        message: `Xan Ng and 2 others reacted with Like ${about}`,
        actors: [xan.id, ben.id, ana.id],
        actorCount: 3,
      },
      `/articles/${article.id}`,
    ],
  ]);

  ok(await as(author, BLOCK, { id: ben.id }));
  expect((await notesOf(author)).map(shown)[1]).toEqual({
    message: `Xan Ng and 1 other reacted with Like ${about}`,
    actors: [xan.id, ana.id],
    actorCount: 2,
  });

  expect(ok(await as(admin, BAN, { id: xan.id })).banUser.isBanned).toBe(true);
  const notes = await notesOf(author);
  expect(notes.map((note) => [shown(note), note.path, note.data.senderId])).toEqual([
    [
      { message: "Ana Lee started following you", actors: [ana.id], actorCount: 1 },
      `/profile/${ana.id}`,
      ana.id,
    ],
    [
      { message: `Ana Lee reacted with Like ${about}`, actors: [ana.id], actorCount: 1 },
      `/articles/${article.id}`,
      ana.id,
    ],
  ]);
});

it("sends the notification folded into live again, under the same id", async () => {
  const author = await makeMember(app.url);
  const [ana, ben] = [await named("Ana Lee"), await named("Ben Ode")];
  const article = await writeArticle(author);
  const live = await listen(
    app.url,
    author,
    `subscription { notificationAdded { id message actorCount actors { id } } }`,
    probes.notification(author.id),
  );
  await react(ana, article.id);
  await react(ben, article.id);
  await until(() => live.events.length > 1);
  await live.settled();
  const [first, second] = live.events.map((event) => event.notificationAdded);
  expect(live.events).toHaveLength(2);
  expect(second).toEqual({
    id: first.id,
    message: `Ben Ode and 1 other reacted with Like to your article "${article.title}"`,
    actorCount: 2,
    actors: [{ id: ben.id }, { id: ana.id }],
  });
  await live.close();
});
