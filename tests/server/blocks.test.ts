// Blocks between members over real GraphQL: blocking ends connections both ways; from then on no
// messages, requests, follows or notifications either way, and neither sees the other's content in the
// feed (pages and live), lists or search, while everyone else still does; unblocking brings it back.
import { makeMember, type Member } from "../support/factories";
import { openFeedWriter, type FeedWriter } from "../support/feed";
import { errorCode, gql, listen, until, type GraphQLResponse } from "../support/graphql-client";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

jest.setTimeout(60000);

let app: TestServer;
let writer: FeedWriter;
let probes: Probes;
beforeAll(async () => {
  app = await startTestServer();
  writer = await openFeedWriter(app);
  probes = await openProbes(app);
});
afterAll(async () => {
  await Promise.all([writer.close(), probes.close()]);
  await app.stop();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
  return res.data;
}

const BLOCK = `mutation ($id: ID!) { blockMember(userId: $id) { id viewerHasBlocked } }`;
const UNBLOCK = `mutation ($id: ID!) { unblockMember(userId: $id) { id viewerHasBlocked } }`;
const BLOCKED = `{ blockedMembers(first: 10) { totalCount edges { node { id } } } }`;
const PROFILE = `query ($id: ID!) { profile(id: $id) { id viewerHasBlocked followerCount followingCount } }`;
const FOLLOW = `mutation ($id: ID!) { follow(userId: $id) { id } }`;
const REQUEST = `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`;
const ACCEPT = `mutation ($id: ID!) { acceptFriendRequest(userId: $id) { id } }`;
const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const FEED = `{ feed(first: 50) { edges { node { id author { id } } } } }`;

const block = async (who: Member, whom: Member) =>
  ok(await gql(app.url, BLOCK, { id: whom.id }, who)).blockMember;
const unblock = async (who: Member, whom: Member) =>
  ok(await gql(app.url, UNBLOCK, { id: whom.id }, who)).unblockMember;

let n = 0;
async function article(author: Member, title = `Block test ${Date.now().toString(36)}${++n}`) {
  return ok(
    await gql(
      app.url,
      `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      { input: { title, content: `Notes on ${title}.` } },
      author,
    ),
  ).createArticle.id as string;
}

async function feedAuthors(viewer: Member | null): Promise<Set<string>> {
  const data = ok(await gql(app.url, FEED, {}, viewer ?? {}));
  return new Set(
    data.feed.edges.map((e: { node: { author: { id: string } | null } }) => e.node.author?.id),
  );
}

async function notificationsOf(member: Member): Promise<{ type: string; data: string }[]> {
  return ok(
    await gql(app.url, `{ notifications(first: 50) { edges { node { type data } } } }`, {}, member),
  ).notifications.edges.map((e: { node: { type: string; data: unknown } }) => ({
    type: e.node.type,
    data: JSON.stringify(e.node.data),
  }));
}

describe("blocking", () => {
  it("is for members only, never oneself, and lists whom the viewer blocked", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    expect(errorCode(await gql(app.url, BLOCK, { id: b.id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(app.url, BLOCKED, {}))).toBe("UNAUTHENTICATED");
    const self = await gql(app.url, BLOCK, { id: a.id }, a);
    expect(errorCode(self)).toBe("BAD_USER_INPUT");
    expect(self.errors?.[0].message).toBe("You cannot block yourself.");
    expect(
      errorCode(await gql(app.url, BLOCK, { id: "00000000-0000-4000-8000-000000000000" }, a)),
    ).toBe("NOT_FOUND");

    expect(await block(a, b)).toEqual({ id: b.id, viewerHasBlocked: true });
    expect(await block(a, b)).toEqual({ id: b.id, viewerHasBlocked: true });
    await block(a, c);
    const list = ok(await gql(app.url, BLOCKED, {}, a)).blockedMembers;
    expect(list.totalCount).toBe(2);
    expect(list.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([c.id, b.id]);
    // Only the blocker's view says so; the blocked member's list is their own.
    expect(ok(await gql(app.url, PROFILE, { id: a.id }, b)).profile.viewerHasBlocked).toBe(false);
    expect(ok(await gql(app.url, BLOCKED, {}, b)).blockedMembers.totalCount).toBe(0);
    expect(ok(await gql(app.url, PROFILE, { id: b.id })).profile.viewerHasBlocked).toBe(false);

    expect(await unblock(a, b)).toEqual({ id: b.id, viewerHasBlocked: false });
    expect(
      ok(await gql(app.url, BLOCKED, {}, a)).blockedMembers.edges.map(
        (e: { node: { id: string } }) => e.node.id,
      ),
    ).toEqual([c.id]);
  });

  it("ends follows and friendship both ways, and refuses new ones either way until unblocked", async () => {
    const [a, b] = await Promise.all([0, 1].map(() => makeMember(app.url)));
    ok(await gql(app.url, REQUEST, { id: b.id }, a));
    ok(await gql(app.url, ACCEPT, { id: a.id }, b));
    // A follow beside the friendship (one made before follows between friends were refused).
    await app.db.query(
      `INSERT INTO connections (user_id, connected_user_id, status) VALUES ($1, $2, 'following')`,
      [b.id, a.id],
    );
    const between = async () =>
      (
        await app.db.query(
          `SELECT status::text FROM connections
            WHERE (user_id = $1 AND connected_user_id = $2) OR (user_id = $2 AND connected_user_id = $1)`,
          [a.id, b.id],
        )
      ).map((r: { status: string }) => r.status);
    expect(await between()).toContain("friends");

    await block(b, a);
    expect(await between()).toEqual([]);
    expect(ok(await gql(app.url, PROFILE, { id: a.id }, a)).profile).toMatchObject({
      followerCount: 0,
      followingCount: 0,
    });
    for (const [who, whom] of [
      [a, b],
      [b, a],
    ]) {
      for (const mutation of [FOLLOW, REQUEST]) {
        const res = await gql(app.url, mutation, { id: whom.id }, who);
        expect(errorCode(res)).toBe("FORBIDDEN");
        expect(res.errors?.[0].message).toBe("You can't interact with this member.");
      }
    }
    await unblock(b, a);
    ok(await gql(app.url, FOLLOW, { id: b.id }, a));
  });

  it("refuses messages either way", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    await block(a, b);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ]) {
      const res = await gql(
        app.url,
        SEND,
        { input: { receiverId: to.id, content: "Hello" } },
        from,
      );
      expect(errorCode(res)).toBe("FORBIDDEN");
    }
    ok(await gql(app.url, SEND, { input: { receiverId: c.id, content: "Hello" } }, a));
    // The new-message picker offers neither to the other.
    const contacts = async (viewer: Member, whom: Member) =>
      ok(
        await gql(
          app.url,
          `query ($q: String) { contacts(search: $q, first: 10) { edges { node { id } } } }`,
          { q: whom.username },
          viewer,
        ),
      ).contacts.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(await contacts(a, b)).toEqual([]);
    expect(await contacts(b, a)).toEqual([]);
    expect(await contacts(c, b)).toEqual([b.id]);
    const [messages] = await app.db.query(
      `SELECT count(*)::int AS n FROM messages WHERE sender_id = ANY($1::uuid[])`,
      [[a.id, b.id]],
    );
    expect(messages.n).toBe(1);
  });

  it("sends no notifications either way, while others' still arrive", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const mine = await article(a);
    await block(a, b);
    const react = (who: Member) =>
      gql(
        app.url,
        `mutation ($id: ID!) { toggleReaction(input: { contentType: ARTICLE, contentId: $id, reactionType: LIKE }) { __typename } }`,
        { id: mine },
        who,
      );
    // The blocked member's reaction to a public article is refused as if it were not there; its author
    // hears nothing from them, and still hears from others.
    expect(errorCode(await react(b))).toBe("NOT_FOUND");
    await react(c);
    const received = await notificationsOf(a);
    expect(received.filter((x) => x.type === "REACTION")).toHaveLength(1);
    expect(received.some((x) => x.data.includes(c.id))).toBe(true);
    expect(received.some((x) => x.data.includes(b.id))).toBe(false);
  });

  it("hides each other's content in the feed, lists and search, and brings it back on unblock", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const word = `zblk${Date.now().toString(36)}`;
    const byB = await article(b, `Gardening ${word}`);
    const byA = await article(a, `Cooking ${word}`);
    const listed = async (viewer: Member) =>
      ok(
        await gql(app.url, `{ articles(first: 100) { edges { node { id } } } }`, {}, viewer),
      ).articles.edges.map((e: { node: { id: string } }) => e.node.id);
    const found = async (viewer: Member) =>
      ok(
        await gql(
          app.url,
          `query ($q: String!) { search(query: $q, first: 20) { edges { node { __typename ... on Article { id } ... on Profile { id } } } } }`,
          { q: word },
          viewer,
        ),
      ).search.edges.map((e: { node: { id: string } }) => e.node.id);
    const people = async (viewer: Member, whom: Member) =>
      ok(
        await gql(
          app.url,
          `query ($q: String!) { search(query: $q, first: 20) { edges { node { ... on Profile { id } } } } }`,
          { q: whom.username },
          viewer,
        ),
      ).search.edges.map((e: { node: { id?: string } }) => e.node.id);

    await block(a, b);
    expect((await feedAuthors(a)).has(b.id)).toBe(false);
    expect((await feedAuthors(b)).has(a.id)).toBe(false);
    const forC = await feedAuthors(c);
    expect(forC.has(a.id) && forC.has(b.id)).toBe(true);
    expect(await listed(a)).not.toContain(byB);
    expect(await listed(b)).not.toContain(byA);
    expect(await listed(c)).toEqual(expect.arrayContaining([byA, byB]));
    expect(await found(a)).toEqual([byA]);
    expect(await found(b)).toEqual([byB]);
    expect(await found(c)).toEqual(expect.arrayContaining([byA, byB]));
    expect(await people(a, b)).not.toContain(b.id);
    expect(await people(b, a)).not.toContain(a.id);
    expect(await people(c, b)).toContain(b.id);
    // Comments on a third member's article: neither sees the other's.
    const third = await article(c);
    for (const [who, text] of [
      [a, "From A"],
      [b, "From B"],
    ] as const)
      ok(
        await gql(
          app.url,
          `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`,
          { input: { contentType: "ARTICLE", contentId: third, content: text } },
          who,
        ),
      );
    const comments = async (viewer: Member) =>
      ok(
        await gql(
          app.url,
          `query ($id: ID!) { comments(contentType: ARTICLE, contentId: $id) { edges { node { content } } } }`,
          { id: third },
          viewer,
        ),
      ).comments.edges.map((e: { node: { content: string } }) => e.node.content);
    expect(await comments(a)).toEqual(["From A"]);
    expect(await comments(b)).toEqual(["From B"]);
    expect(await comments(c)).toEqual(["From A", "From B"]);

    await unblock(a, b);
    expect((await feedAuthors(a)).has(b.id)).toBe(true);
    expect(await listed(a)).toContain(byB);
    expect(await found(a)).toEqual(expect.arrayContaining([byA, byB]));
    expect(await comments(b)).toEqual(["From A", "From B"]);
  });

  it("does not deliver a live comment across a block", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const post = await article(c);
    await block(a, b);
    const live = await listen<{ commentAdded: { content: string } }>(
      app.url,
      a,
      `subscription { commentAdded(contentType: ARTICLE, contentId: "${post}") { id content } }`,
      probes.comment("article", post),
    );
    const comment = (who: Member, content: string) =>
      gql(
        app.url,
        `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`,
        { input: { contentType: "ARTICLE", contentId: post, content } },
        who,
      );
    ok(await comment(b, "From the blocked member"));
    ok(await comment(c, "From the author"));
    // The blocked member's comment was published first, so it would have arrived before the other.
    await until(() => live.events.some((e) => e.commentAdded.content === "From the author"));
    await live.settled();
    expect(live.events.map((e) => e.commentAdded.content)).toEqual(["From the author"]);
    await live.close();
  });

  it("does not deliver a live feed item across a block", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    await block(b, a);
    const live = await listen<{ feedItemAdded: { id: string } }>(
      app.url,
      a,
      `subscription { feedItemAdded { id title } }`,
      probes.feedItem(),
    );
    const [hidden] = await writer.add({
      type: "article",
      userId: b.id,
      title: "from the member who blocked",
    });
    const [shown] = await writer.add({
      type: "article",
      userId: c.id,
      title: "from someone else",
    });
    // The hidden item was published first, so it would have arrived before the shown one.
    await until(() => live.events.some((e) => e.feedItemAdded.id === shown));
    await live.settled();
    expect(live.events.map((e) => e.feedItemAdded.id)).toEqual([shown]);
    expect(hidden).toBeDefined();
    await live.close();
  });
});
