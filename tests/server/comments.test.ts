// Comments over real GraphQL, whatever the content's kind: refused across a block as if the content were
// not there, what each viewer is shown of a content's replies, and the comments-per-minute limit.
import crypto from "node:crypto";
import { loadConfig } from "../../server/config";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.stop());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
  return res.data;
}

const word = () =>
  Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");

const ADD = `mutation ($input: AddCommentInput!) { addComment(input: $input) { id content } }`;
const UPDATE = `mutation ($id: ID!, $content: String!) { updateComment(id: $id, content: $content) { id content } }`;
const COMMENTS = `query ($type: CommentableType!, $id: ID!) {
  comments(contentType: $type, contentId: $id, first: 50) { totalCount edges { node { content } } }
}`;

const block = (who: Member, whom: Member) =>
  gql(
    app.url,
    `mutation ($id: ID!) { blockMember(userId: $id) { id } }`,
    { id: whom.id },
    who,
  ).then(ok);
const unblock = (who: Member, whom: Member) =>
  gql(
    app.url,
    `mutation ($id: ID!) { unblockMember(userId: $id) { id } }`,
    { id: whom.id },
    who,
  ).then(ok);

async function article(author: Member) {
  const input = { title: `Notes ${word()}`, content: "Some thoughts worth a comment or two." };
  return ok(
    await gql(
      app.url,
      `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      { input },
      author,
    ),
  ).createArticle.id as string;
}
async function forumPost(author: Member) {
  const input = {
    title: `Question ${word()}`,
    content: "How do you all run retrospectives?",
    category: "GENERAL_DISCUSSION",
  };
  return ok(
    await gql(
      app.url,
      `mutation ($input: CreateForumPostInput!) { createForumPost(input: $input) { id } }`,
      { input },
      author,
    ),
  ).createForumPost.id as string;
}

const comment = (who: Member, contentType: string, contentId: string, content = `Hi ${word()}`) =>
  gql(app.url, ADD, { input: { contentType, contentId, content } }, who);
const commentsOf = async (contentType: string, contentId: string, viewer?: Member) =>
  ok(
    await gql(app.url, COMMENTS, { type: contentType, id: contentId }, viewer ?? {}),
  ).comments.edges.map((e: { node: { content: string } }) => e.node.content) as string[];
const storedBy = async (member: Member) =>
  (
    (await app.db.query(`SELECT count(*)::int AS n FROM comments WHERE author_id = $1`, [
      member.id,
    ])) as { n: number }[]
  )[0].n;

describe("comments across a block", () => {
  it("refuses a comment on the content of a member on either side of a block, as if it were not there, for every kind", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const byA = { ARTICLE: await article(a), FORUM_POST: await forumPost(a) };
    const byB = { ARTICLE: await article(b), FORUM_POST: await forumPost(b) };
    await block(a, b);
    for (const type of ["ARTICLE", "FORUM_POST"] as const) {
      // The blocked member on the blocker's content, and the blocker on the blocked member's.
      for (const res of [await comment(b, type, byA[type]), await comment(a, type, byB[type])])
        expect(res.errors?.[0]).toMatchObject({
          message: "This content does not exist or has been removed.",
          extensions: { code: "NOT_FOUND" },
        });
      // Anyone else still comments; each still comments on their own content.
      ok(await comment(c, type, byA[type]));
      ok(await comment(a, type, byA[type], "Mine"));
    }
    expect(await storedBy(b)).toBe(0);
    expect(await commentsOf("ARTICLE", byB.ARTICLE, c)).toHaveLength(0);

    await unblock(a, b);
    ok(await comment(b, "FORUM_POST", byA.FORUM_POST, "Friends again"));
    expect(await commentsOf("FORUM_POST", byA.FORUM_POST, a)).toContain("Friends again");
  });

  it("refuses it whichever of the two blocked the other", async () => {
    const [a, b] = await Promise.all([0, 1].map(() => makeMember(app.url)));
    const post = await forumPost(a);
    await block(b, a);
    expect(errorCode(await comment(b, "FORUM_POST", post))).toBe("NOT_FOUND");
    expect(await storedBy(b)).toBe(0);
  });
});

describe("what a viewer is shown of the replies", () => {
  it("counts the replies and shows the last one as `comments` lists them for the viewer", async () => {
    const [author, a, b] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const post = await forumPost(author);
    ok(await comment(a, "FORUM_POST", post, "From A"));
    ok(await comment(b, "FORUM_POST", post, "From B"));
    await block(a, b);
    const POST = `query ($id: ID!) { forumPost(id: $id) { replyCount commentCount lastReply { content } } }`;
    const seen = async (viewer?: Member) =>
      ok(await gql(app.url, POST, { id: post }, viewer ?? {})).forumPost;
    expect(await seen(a)).toEqual({
      replyCount: 1,
      commentCount: 1,
      lastReply: { content: "From A" },
    });
    expect(await seen(b)).toEqual({
      replyCount: 1,
      commentCount: 1,
      lastReply: { content: "From B" },
    });
    for (const viewer of [author, undefined])
      expect(await seen(viewer)).toEqual({
        replyCount: 2,
        commentCount: 2,
        lastReply: { content: "From B" },
      });
    expect(await commentsOf("FORUM_POST", post, a)).toEqual(["From A"]);
  });
});

describe("the comments-per-minute limit", () => {
  it("counts a member's new and edited comments, then answers RATE_LIMITED with retryAfter", async () => {
    const limit = loadConfig({}).rateLimitCommentsPerMinute;
    expect(limit).toBe(20);
    const [writer, other] = await Promise.all([0, 1].map(() => makeMember(app.url)));
    const target = await article(other);
    const first = ok(await comment(writer, "ARTICLE", target, "First")).addComment;
    for (let i = 1; i < limit - 1; i++) ok(await comment(writer, "ARTICLE", target));
    // The limit's last one: an edit counts as a comment.
    ok(await gql(app.url, UPDATE, { id: first.id, content: "First, edited" }, writer));

    for (const refused of [
      await comment(writer, "ARTICLE", target, "One too many"),
      await gql(app.url, UPDATE, { id: first.id, content: "Edited again" }, writer),
    ]) {
      expect(refused.errors?.[0]).toMatchObject({
        message: "Too many attempts. Please try again later.",
        extensions: { code: "RATE_LIMITED", retryAfter: expect.any(Number) },
      });
      const retryAfter = (refused.errors![0].extensions as { retryAfter: number }).retryAfter;
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.headers.get("retry-after")).toBe(String(retryAfter));
    }
    expect(await storedBy(writer)).toBe(limit - 1);
    const comments = await commentsOf("ARTICLE", target);
    expect(comments).toContain("First, edited");
    expect(comments).not.toContain("One too many");
    // Another member is not held back.
    ok(await comment(other, "ARTICLE", target, "Still open"));
  });
});
