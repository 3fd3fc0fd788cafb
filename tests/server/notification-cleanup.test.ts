// Notifications follow what they tell of: a reaction taken back, a block, a ban take their notifications
// with them (notifications.service.ts: NotificationWithdrawn, MemberBlocked, MemberBanned).
import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app.stop();
});

const NOTIFICATIONS = `query { notifications(first: 100) { edges { node { id type read data } } } }`;
const TOGGLE = `mutation ($input: ToggleReactionInput!) { toggleReaction(input: $input) { contentId } }`;
const FOLLOW = `mutation ($id: ID!) { follow(userId: $id) { id } }`;
const BLOCK = `mutation ($id: ID!) { blockMember(userId: $id) { id } }`;
const BAN = `mutation ($id: ID!) { banUser(userId: $id) { id isBanned } }`;
const READ = `mutation ($id: ID!) { markNotificationRead(id: $id) { id read } }`;
const COMMENT = `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`;
const DELETE_COMMENT = `mutation ($id: ID!) { deleteComment(id: $id) }`;
const DELETE_ARTICLE = `mutation ($id: ID!) { deleteArticle(id: $id) }`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}
const as = (member: Member, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, member);

type Note = { id: string; type: string; read: boolean; data: { senderId?: string } };
const notesOf = async (member: Member) =>
  (ok(await as(member, NOTIFICATIONS)).notifications.edges as { node: Note }[]).map((e) => e.node);
/** Who each of the member's notifications is from, with its type, in the list's order. */
const sendersOf = async (member: Member) =>
  (await notesOf(member)).map((note) => `${note.type}:${note.data.senderId}`);

async function writeArticle(member: Member) {
  const res = await as(
    member,
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
    { input: { title: `Notes ${crypto.randomBytes(3).toString("hex")}`, content: "Hello there." } },
  );
  return ok(res).createArticle.id as string;
}
const react = (member: Member, articleId: string, reactionType = "LIKE") =>
  as(member, TOGGLE, { input: { contentType: "ARTICLE", contentId: articleId, reactionType } });

it("a reaction taken back takes its unread notification; a read one stays", async () => {
  const [author, fickle, steady, early] = await Promise.all(
    [0, 1, 2, 3].map(() => makeMember(app.url)),
  );
  const article = await writeArticle(author);
  ok(await react(early, article));
  const [readNote] = await notesOf(author);
  ok(await as(author, READ, { id: readNote.id }));
  ok(await react(fickle, article, "LOVE"));
  ok(await react(steady, article));
  // The two unread reactions are one notification, named by the newest.
  expect(await sendersOf(author)).toEqual([`REACTION:${steady.id}`, `REACTION:${early.id}`]);
  ok(await react(fickle, article, "LOVE"));
  ok(await react(early, article));
  // The steady member's reaction stays told of; the early one was read before it was taken back.
  expect(await sendersOf(author)).toEqual([`REACTION:${steady.id}`, `REACTION:${early.id}`]);
});

it("blocking a member takes their notifications out of the blocker's list, and only the blocker's", async () => {
  const [blocker, blocked, other] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
  ok(await as(blocked, FOLLOW, { id: blocker.id }));
  ok(await as(other, FOLLOW, { id: blocker.id }));
  ok(await as(blocked, FOLLOW, { id: other.id }));
  ok(await as(blocker, BLOCK, { id: blocked.id }));
  expect((await sendersOf(blocker)).map((s) => s.split(":")[1])).toEqual([other.id]);
  // The blocked member's notifications to others are not the blocker's to remove.
  expect((await sendersOf(other)).map((s) => s.split(":")[1])).toEqual([blocked.id]);
});

it("a banned member's notifications go from everyone's list", async () => {
  const [admin, banned, a, b, control] = await Promise.all(
    [0, 1, 2, 3, 4].map(() => makeMember(app.url)),
  );
  await app.db.query(`UPDATE profiles SET is_super_admin = true WHERE id = $1`, [admin.id]);
  ok(await as(banned, FOLLOW, { id: a.id }));
  ok(await as(banned, FOLLOW, { id: b.id }));
  ok(await as(control, FOLLOW, { id: a.id }));
  // The two follows are one notification, named by the newest.
  expect((await sendersOf(a)).map((s) => s.split(":")[1])).toEqual([control.id]);
  expect(ok(await as(admin, BAN, { id: banned.id })).banUser.isBanned).toBe(true);
  expect((await sendersOf(a)).map((s) => s.split(":")[1])).toEqual([control.id]);
  expect(await sendersOf(b)).toEqual([]);
});

it("deleted content takes its notifications with it; a deleted comment takes its own", async () => {
  const [author, reader] = await Promise.all([0, 1].map(() => makeMember(app.url)));
  const [gone, kept] = [await writeArticle(author), await writeArticle(author)];
  const comment = (articleId: string, content: string) =>
    as(reader, COMMENT, { input: { contentType: "ARTICLE", contentId: articleId, content } });
  ok(await react(reader, gone));
  ok(await comment(gone, "On the one that goes"));
  ok(await react(reader, kept));
  const first = ok(await comment(kept, "First on the one that stays")).addComment.id as string;
  ok(await comment(kept, "Second on the one that stays"));
  const about = async () =>
    (await notesOf(author)).map(
      (note) => `${note.type}:${(note.data as { contentId?: string }).contentId}`,
    );
  expect((await about()).sort()).toEqual(
    [
      `COMMENT:${gone}`,
      `REACTION:${gone}`,
      // Both comments on it are one notification, telling of the second.
      `COMMENT:${kept}`,
      `REACTION:${kept}`,
    ].sort(),
  );

  expect(ok(await as(author, DELETE_ARTICLE, { id: gone })).deleteArticle).toBe(true);
  expect((await about()).sort()).toEqual([`COMMENT:${kept}`, `REACTION:${kept}`].sort());
  expect(ok(await as(reader, DELETE_COMMENT, { id: first })).deleteComment).toBe(true);
  const left = await notesOf(author);
  expect(left.map((note) => note.type).sort()).toEqual(["COMMENT", "REACTION"]);
  expect(left.some((note) => (note.data as { commentId?: string }).commentId === first)).toBe(
    false,
  );
});
