import crypto from "node:crypto";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { makeMember, type Member } from "../support/factories";
import { insertMembers, openFeedWriter, type FeedWriter } from "../support/feed";
import { gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import {
  TopAcceptFriendRequestDocument,
  TopAcceptGroupInvitationDocument,
  TopAddCommentDocument,
  TopBlockDocument,
  TopCreateArticleDocument,
  TopCreateBusinessPageDocument,
  TopCreateGroupDocument,
  TopCreateGroupPostDocument,
  TopCreatePagePostDocument,
  TopFeedCardsDocument,
  TopFeedDocument,
  TopFollowBusinessPageDocument,
  TopFollowDocument,
  TopInviteToGroupDocument,
  TopSendFriendRequestDocument,
  TopSetNameDocument,
  TopToggleReactionDocument,
  type TopFeedQuery,
  type TopFeedQueryVariables,
} from "./operations/feed-top.generated";

let app: TestServer;
let writer: FeedWriter;
beforeAll(async () => {
  app = await startTestServer();
  writer = await openFeedWriter(app);
});
afterAll(async () => {
  await writer.close();
  await app.stop();
});
// Every test starts from an empty feed, so what it reads is exactly what it made.
beforeEach(() => app.db.query(`DELETE FROM feed_items`));

/** Sends a typed operation as `member` (null: a visitor) and answers its data; any error fails. */
async function call<T, V extends Record<string, unknown>>(
  member: Member | null,
  document: TypedDocumentNode<T, V>,
  variables: V,
): Promise<T> {
  const res = await gql(app.url, document, variables, member ? { token: member.token } : {});
  expect(res.errors).toBeUndefined();
  return res.data!;
}

const statements = (res: GraphQLResponse<unknown>) => Number(res.headers.get("x-sql-statements"));

type Node = TopFeedQuery["feed"]["edges"][number]["node"];

async function feed(member: Member | null, variables: TopFeedQueryVariables = {}) {
  return (await call(member, TopFeedDocument, variables)).feed;
}

/** Every page of the feed, following endCursor; `between` runs after each page. */
async function walk(
  member: Member | null,
  variables: TopFeedQueryVariables,
  between: () => Promise<void> = async () => {},
): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | null | undefined = null;
  for (let pages = 0; pages < 100; pages++) {
    const page = await feed(member, { ...variables, after });
    expect(page.edges.length).toBeLessThanOrEqual(variables.first ?? 50);
    nodes.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor;
    await between();
  }
  throw new Error("the feed never ended");
}

/** A member with a full name (shown in reasons). */
async function named(fullName: string): Promise<Member> {
  const member = await makeMember(app.url);
  await call(member, TopSetNameDocument, { input: { fullName } });
  return member;
}

async function befriend(a: Member, b: Member) {
  await call(a, TopSendFriendRequestDocument, { userId: b.id });
  await call(b, TopAcceptFriendRequestDocument, { userId: a.id });
}

async function article(author: Member, title: string): Promise<string> {
  const { createArticle } = await call(author, TopCreateArticleDocument, {
    input: { title, content: `${title}: a few words about it.` },
  });
  return createArticle.id;
}

/** A group made by `owner`, with `members` joined (by invitation). */
async function group(owner: Member, name: string, members: Member[], isPrivate = false) {
  const { createGroup } = await call(owner, TopCreateGroupDocument, {
    input: { name, description: `All about ${name}.`, isPrivate },
  });
  for (const member of members) {
    await call(owner, TopInviteToGroupDocument, {
      groupId: createGroup.id,
      emailOrUsername: member.username,
    });
    await call(member, TopAcceptGroupInvitationDocument, { groupId: createGroup.id });
  }
  return createGroup.id;
}

const groupPost = async (author: Member, groupId: string, content: string) =>
  (await call(author, TopCreateGroupPostDocument, { input: { groupId, content } })).createGroupPost
    .id;

/** The items about these contents, in the feed's order, as [content id, reason]. */
const about = (nodes: Node[], contentIds: string[]) =>
  nodes
    .filter((n) => n.contentId && contentIds.includes(n.contentId))
    .map((n) => [n.contentId, n.reason]);

describe("feed(order: TOP)", () => {
  it("puts a connection's older post before a stranger's newer, more popular one", async () => {
    const [viewer, ana, stranger, fan] = await Promise.all([
      makeMember(app.url),
      named("Ana Lee"),
      named("Sam Stone"),
      makeMember(app.url),
    ]);
    await befriend(viewer, ana);
    const older = await article(ana, "Ana's notes");
    const newer = await article(stranger, "Sam's news");
    await call(fan, TopToggleReactionDocument, {
      input: { contentType: "ARTICLE", contentId: newer, reactionType: "LIKE" },
    });
    const top = await feed(viewer, { filter: "ARTICLES", order: "TOP" });
    expect(top.edges.map((e) => [e.node.contentId, e.node.reason])).toEqual([
      [older, "Ana Lee is a connection"],
      [newer, "Popular on Agora"],
    ]);
    // RECENT (also when no order is given) is newest first, without reasons.
    for (const order of ["RECENT", undefined] as const) {
      const recent = await feed(viewer, { filter: "ARTICLES", order });
      expect(recent.edges.map((e) => [e.node.contentId, e.node.reason])).toEqual([
        [newer, null],
        [older, null],
      ]);
    }
  });

  it("puts followed members', the viewer's own, their groups' and followed pages' items in the circle, each with its reason", async () => {
    const [viewer, followed, groupOwner, pageOwner, stranger] = await Promise.all([
      named("Vera Viewer"),
      named("Fay Follow"),
      named("Gus Owner"),
      named("Pat Owner"),
      named("Sam Stone"),
    ]);
    await call(viewer, TopFollowDocument, { userId: followed.id });
    const groupId = await group(groupOwner, "Rust Developers", [viewer]);
    const { createBusinessPage: page } = await call(pageOwner, TopCreateBusinessPageDocument, {
      input: { name: "Acme Corp", category: "RETAIL", description: "We make things." },
    });
    await call(viewer, TopFollowBusinessPageDocument, { id: page.id });

    const own = await article(viewer, "My own");
    const followedPost = await article(followed, "Followed");
    const inGroup = await groupPost(groupOwner, groupId, "Hello, Rustaceans");
    const { createPagePost } = await call(pageOwner, TopCreatePagePostDocument, {
      input: { pageId: page.id, content: "New in store" },
    });
    const strangers = await article(stranger, "Newest of all");

    const nodes = await walk(viewer, { order: "TOP", first: 50 });
    const circle = about(nodes, [own, followedPost, inGroup, createPagePost.id]);
    expect(circle).toEqual(
      expect.arrayContaining([
        [own, "Your post"],
        [followedPost, "You follow Fay Follow"],
        [inGroup, "From Rust Developers"],
        [createPagePost.id, "From Acme Corp"],
      ]),
    );
    expect(circle).toHaveLength(4);
    // All four come before the stranger's newer article, which is popular content.
    const position = (contentId: string) => nodes.findIndex((n) => n.contentId === contentId);
    const strangerAt = position(strangers);
    expect(nodes[strangerAt].reason).toBe("Popular on Agora");
    for (const contentId of [own, followedPost, inGroup, createPagePost.id])
      expect(position(contentId)).toBeLessThan(strangerAt);
  });

  it("puts what a connection reacted to or commented on next, naming the connection", async () => {
    const [viewer, ana, first, second, third] = await Promise.all([
      makeMember(app.url),
      named("Ana Lee"),
      named("First Stranger"),
      named("Second Stranger"),
      named("Third Stranger"),
    ]);
    await befriend(viewer, ana);
    const reacted = await article(first, "Reacted to");
    const commented = await article(second, "Commented on");
    const untouched = await article(third, "Untouched and newest");
    await call(ana, TopToggleReactionDocument, {
      input: { contentType: "ARTICLE", contentId: reacted, reactionType: "LOVE" },
    });
    await call(ana, TopAddCommentDocument, {
      input: { contentType: "ARTICLE", contentId: commented, content: "Well said" },
    });
    const top = await feed(viewer, { filter: "ARTICLES", order: "TOP" });
    const pairs = top.edges.map((e) => [e.node.contentId, e.node.reason]);
    expect(pairs.slice(0, 2)).toEqual(
      expect.arrayContaining([
        [reacted, "Ana Lee reacted to this"],
        [commented, "Ana Lee commented on this"],
      ]),
    );
    expect(pairs[2]).toEqual([untouched, "Popular on Agora"]);
    expect(pairs).toHaveLength(3);
  });

  it("pages through every visible item exactly once, levels first, even while new items arrive", async () => {
    const viewer = await makeMember(app.url);
    const ana = await named("Ana Lee");
    await befriend(viewer, ana);
    const authors = await insertMembers(app, 6);
    // Items in separate transactions (distinct times), the connection's among strangers'.
    for (let i = 0; i < 18; i++) {
      const author = i % 4 === 0 ? ana : authors[i % authors.length];
      await writer.add({
        type: "article",
        userId: author.id,
        contentId: crypto.randomUUID(),
        title: `item ${i}`,
      });
    }
    // Some engagement, so that scores differ beyond age.
    await app.db.query(
      `INSERT INTO reactions (user_id, content_type, content_id, reaction_type)
       SELECT $1, 'article', f.content_id, 'like' FROM feed_items f WHERE f.title IN ('item 3', 'item 7')`,
      [authors[0].id],
    );
    // What the connection reacted to (strangers' items) comes after the circle.
    await app.db.query(
      `INSERT INTO reactions (user_id, content_type, content_id, reaction_type)
       SELECT $1, 'article', f.content_id, 'love' FROM feed_items f WHERE f.title IN ('item 5', 'item 9')`,
      [ana.id],
    );
    const recent = await walk(viewer, { first: 50 });
    expect(recent.length).toBeGreaterThan(18);

    let added = 0;
    const top = await walk(viewer, { order: "TOP", first: 4 }, async () => {
      added++;
      await writer.add({
        type: "article",
        userId: ana.id,
        contentId: ana.id,
        title: `new ${added}`,
      });
    });
    expect(added).toBeGreaterThan(3);
    const ids = top.map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Exactly what RECENT showed before paging began; items added meanwhile wait for the next first page.
    expect([...ids].sort()).toEqual(recent.map((n) => n.id).sort());
    // The circle (the viewer's own arrival, the connection's items) comes first.
    const levels = top.map((n) =>
      n.reason === "Popular on Agora" ? 2 : n.reason === "Ana Lee reacted to this" ? 1 : 0,
    );
    expect(levels).toEqual([...levels].sort());
    expect(levels.filter((level) => level === 1)).toHaveLength(2);
    // In popular content, the items with a reaction come first (the same age, more engagement).
    const popular = top.filter((n) => n.reason === "Popular on Agora");
    expect(
      popular
        .slice(0, 2)
        .map((n) => n.title)
        .sort(),
    ).toEqual(["item 3", "item 7"]);
    expect(
      top
        .filter((n) => n.author?.id === ana.id)
        .every((n) => n.reason === "Ana Lee is a connection"),
    ).toBe(true);
    expect(top.find((n) => n.author?.id === viewer.id)?.reason).toBe("Your post");

    // A fresh first page shows the new items too.
    const again = await walk(viewer, { order: "TOP", first: 50 });
    expect(again).toHaveLength(recent.length + added);
  });

  it("gives visitors RECENT when they ask for TOP, without reasons", async () => {
    const [a, b] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    await article(a, "One");
    await article(b, "Two");
    const top = await feed(null, { order: "TOP" });
    const recent = await feed(null, {});
    expect(top.edges.map((e) => e.node.id)).toEqual(recent.edges.map((e) => e.node.id));
    expect(top.edges.length).toBeGreaterThan(3);
    expect(top.edges.every((e) => e.node.reason === null)).toBe(true);
  });

  it("respects blocks, private groups and the kinds' audiences", async () => {
    const [viewer, blocked, owner, outsider, pageOwner] = await Promise.all([
      makeMember(app.url),
      named("Bo Blocked"),
      named("Gus Owner"),
      makeMember(app.url),
      named("Pat Owner"),
    ]);
    await call(viewer, TopFollowDocument, { userId: blocked.id });
    const blockedArticle = await article(blocked, "Not for the viewer");
    await call(viewer, TopBlockDocument, { userId: blocked.id });
    const privateGroup = await group(owner, "Secret Club", [viewer], true);
    const secret = await groupPost(owner, privateGroup, "Members only");
    const { createBusinessPage: page } = await call(pageOwner, TopCreateBusinessPageDocument, {
      input: { name: "Acme Corp", category: "RETAIL", description: "We make things." },
    });
    await call(viewer, TopFollowBusinessPageDocument, { id: page.id });
    const { createPagePost } = await call(pageOwner, TopCreatePagePostDocument, {
      input: { pageId: page.id, content: "For followers" },
    });

    const viewers = await walk(viewer, { order: "TOP", first: 50 });
    expect(viewers.some((n) => n.author?.id === blocked.id)).toBe(false);
    expect(about(viewers, [blockedArticle, secret])).toEqual([]);
    expect(about(viewers, [createPagePost.id])).toEqual([[createPagePost.id, "From Acme Corp"]]);
    // The outsider sees neither the private group's post nor the page's post (not a follower).
    const outsiders = await walk(outsider, { order: "TOP", first: 50 });
    expect(about(outsiders, [secret, createPagePost.id])).toEqual([]);
    expect(about(outsiders, [blockedArticle])).toEqual([[blockedArticle, "Popular on Agora"]]);
  });

  it("reads a page of TOP in at most three SQL statements, whatever its size", async () => {
    const viewer = await makeMember(app.url);
    const ana = await named("Ana Lee");
    await befriend(viewer, ana);
    const authors = await insertMembers(app, 30);
    for (const author of authors)
      await writer.add({ type: "article", userId: author.id, contentId: author.id, title: "x" });
    await article(ana, "From a connection");
    const counts: number[] = [];
    for (const first of [5, 30]) {
      for (const document of [TopFeedDocument, TopFeedCardsDocument]) {
        const res = await gql(app.url, document, { order: "TOP", first }, { token: viewer.token });
        expect(res.errors).toBeUndefined();
        expect(res.data!.feed.edges).toHaveLength(first);
        expect(res.data!.feed.edges.every((e) => !!e.node.reason && !!e.node.author)).toBe(true);
        counts.push(statements(res));
        // The next page costs the same.
        const next = await gql(
          app.url,
          document,
          { order: "TOP", first, after: res.data!.feed.pageInfo.endCursor },
          { token: viewer.token },
        );
        expect(next.errors).toBeUndefined();
        counts.push(statements(next));
      }
    }
    for (const count of counts) {
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(3);
    }
  });

  it("refuses a cursor that is not TOP's", async () => {
    const viewer = await makeMember(app.url);
    await makeMember(app.url);
    const recent = await feed(viewer, { first: 1 });
    const res = await gql(
      app.url,
      TopFeedDocument,
      { order: "TOP", first: 1, after: recent.pageInfo.endCursor },
      { token: viewer.token },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
