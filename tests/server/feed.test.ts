import { FeedItemType } from "../../server/kernel/kinds";
import { makeMember, type Member } from "../support/factories";
import { insertMembers, openFeedWriter, type FeedWriter } from "../support/feed";
import {
  connectWs,
  errorCode,
  gql,
  listen as listenAt,
  until,
  type Auth,
} from "../support/graphql-client";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

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
// Every test starts from an empty feed, so what it reads is exactly what it made.
beforeEach(() => app.db.query(`DELETE FROM feed_items`));

const FEED = `query ($filter: FeedFilter! = ALL, $first: Int, $after: String) {
  feed(filter: $filter, first: $first, after: $after) {
    edges { cursor node { id type title description imageUrl contentId createdAt author { id username } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
type FeedNode = {
  id: string;
  type: string;
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  contentId: string | null;
  createdAt: string;
  author: { id: string; username: string } | null;
};
type FeedPage = {
  edges: { cursor: string; node: FeedNode }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function page(
  args: { filter?: string; first?: number; after?: string | null } = {},
  auth: Auth = {},
): Promise<FeedPage> {
  const res = await gql(app.url, FEED, args, auth);
  expect(res.errors).toBeUndefined();
  return res.data!.feed as FeedPage;
}
const ids = (p: FeedPage) => p.edges.map((e) => e.node.id);

/** Every page, following endCursor; `between` runs after each page (to add items while paging). */
async function walk(
  first: number,
  auth: Auth = {},
  between: (n: number) => Promise<void> = async () => {},
) {
  const pages: FeedPage[] = [];
  let after: string | null = null;
  do {
    const p = await page({ first, after }, auth);
    pages.push(p);
    expect(p.edges.length).toBeLessThanOrEqual(first);
    after = p.pageInfo.hasNextPage ? p.pageInfo.endCursor : null;
    if (after) await between(pages.length);
  } while (after && pages.length < 100);
  return pages;
}

/** The feed's ids as the database orders them (newest first), optionally only some authors'. */
const storedOrder = async (where = "true", params: unknown[] = []) =>
  (
    (await app.db.query(
      `SELECT id FROM feed_items WHERE ${where} ORDER BY created_at DESC, id DESC`,
      params,
    )) as { id: string }[]
  ).map((r) => r.id);

const item = (author: Member, type: FeedItemType, title: string) => ({
  type,
  userId: author.id,
  contentId: author.id,
  title,
});
const statements = (res: { headers: Headers }) => Number(res.headers.get("x-sql-statements"));

describe("the feed", () => {
  it("shows a new member's arrival, authored by them, to members and visitors", async () => {
    const newcomer = await makeMember(app.url);
    const reader = await makeMember(app.url);
    const expected = {
      type: "NEW_USER",
      title: `${newcomer.username} joined Agora`,
      description: null,
      imageUrl: null,
      contentId: newcomer.id,
      createdAt: expect.any(String),
      author: { id: newcomer.id, username: newcomer.username },
    };
    const asMember = await page({}, reader);
    expect(asMember.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({ author: { id: reader.id, username: reader.username } }),
      expect.objectContaining(expected),
    ]);
    const asVisitor = await page();
    expect(asVisitor.edges.map((e) => e.node)).toEqual(asMember.edges.map((e) => e.node));
    const [row] = await app.db.query(`SELECT type, user_id FROM feed_items WHERE content_id = $1`, [
      newcomer.id,
    ]);
    expect(row).toEqual({ type: "new_user", user_id: newcomer.id });
  });

  it("filters by tab: all, groups, articles, events, investing, forums", async () => {
    const author = await makeMember(app.url);
    const others = Object.values(FeedItemType).filter((t) => t !== "new_user");
    for (const type of others) await writer.add(item(author, type, `a ${type}`));
    const types = async (filter: string) =>
      (await page({ filter }, author)).edges.map((e) => e.node.type).sort();
    // A page post shows only to its page's owner and followers (its kind's audience); this one has no page.
    expect(await types("ALL")).toEqual(
      Object.keys(FeedItemType)
        .filter((type) => type !== "PAGE_POST")
        .sort(),
    );
    expect(await types("GROUPS")).toEqual(["GROUP", "GROUP_POST", "SHARED_POST"]);
    expect(await types("ARTICLES")).toEqual(["ARTICLE"]);
    expect(await types("EVENTS")).toEqual(["EVENT"]);
    expect(await types("INVESTING")).toEqual(["BUSINESS_IDEA", "BUSINESS_UPDATE"]);
    expect(await types("FORUMS")).toEqual(["FORUM_POST"]);
    const articles = await page({ filter: "ARTICLES" });
    expect(articles.edges[0].node).toMatchObject({
      title: "a article",
      author: { id: author.id, username: author.username },
    });
  });

  it("says where each item opens: the route its area registered", async () => {
    const author = await makeMember(app.url);
    const articleId = crypto.randomUUID();
    await writer.add(
      { type: "article", userId: author.id, contentId: articleId, title: "routed" },
      { type: "event", userId: author.id, contentId: author.id, title: "routed too" },
    );
    const res = await gql(app.url, `{ feed(first: 10) { edges { node { type path } } } }`);
    expect(res.errors).toBeUndefined();
    const paths = (res.data!.feed as { edges: { node: { type: string; path: string } }[] }).edges
      .map((e) => e.node)
      .sort((a, b) => a.type.localeCompare(b.type));
    expect(paths).toEqual([
      { type: "ARTICLE", path: `/articles/${articleId}` },
      { type: "EVENT", path: `/events/${author.id}` },
      { type: "NEW_USER", path: `/profile/${author.id}` },
    ]);
  });

  it("lists newest first", async () => {
    const author = await makeMember(app.url);
    for (const title of ["first", "second", "third"])
      await writer.add(item(author, "article", title));
    const titles = (await page({ filter: "ARTICLES" })).edges.map((e) => e.node.title);
    expect(titles).toEqual(["third", "second", "first"]);
    const all = await page();
    expect(all.edges.at(-1)!.node.type).toBe("NEW_USER");
    const times = all.edges.map((e) => Date.parse(e.node.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("pages through every item once, without gaps, while newer items arrive", async () => {
    const author = await makeMember(app.url);
    // Items one action adds together share their transaction's timestamp; the cursor must still hold.
    await writer.add(...["b1", "b2", "b3", "b4"].map((t) => item(author, "group_post", t)));
    for (let i = 0; i < 6; i++) await writer.add(item(author, "article", `single ${i}`));
    await writer.add(...["c1", "c2", "c3"].map((t) => item(author, "event", t)));
    const original = await storedOrder();
    expect(original).toHaveLength(14);

    const added: string[] = [];
    const pages = await walk(4, author, async (n) => {
      // After page 1 three newer items arrive (one by one), after page 2 a batch of two.
      if (n === 1)
        for (const t of ["new 1", "new 2", "new 3"])
          added.push(...(await writer.add(item(author, "article", t))));
      if (n === 2)
        added.push(
          ...(await writer.add(item(author, "event", "new 4"), item(author, "event", "new 5"))),
        );
    });
    expect(pages.map((p) => p.edges.length)).toEqual([4, 4, 4, 2]);
    expect(pages.flatMap(ids)).toEqual(original);
    expect(pages.at(-1)!.pageInfo.hasNextPage).toBe(false);

    const fresh = await page({ first: 6 }, author);
    const newest = (await storedOrder()).slice(0, 5);
    expect(new Set(newest)).toEqual(new Set(added));
    expect(ids(fresh)).toEqual([...newest, original[0]]);
  });

  it("leaves out items whose author is gone or banned and still fills every page", async () => {
    const kept = await makeMember(app.url);
    const gone = await makeMember(app.url);
    const banned = await makeMember(app.url);
    for (let i = 0; i < 15; i++) {
      const author = [gone, banned, kept][i % 3];
      await writer.add(item(author, "article", `item ${i}`));
    }
    await app.db.query(`DELETE FROM users WHERE id = $1`, [gone.id]);
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [banned.id]);
    // The gone author's items stay, with no author; the banned author's keep theirs.
    const [orphans] = await app.db.query(
      `SELECT count(*)::int AS n FROM feed_items WHERE user_id IS NULL`,
    );
    expect(orphans.n).toBe(6);

    const expected = await storedOrder("user_id = $1", [kept.id]);
    expect(expected).toHaveLength(6);
    for (const auth of [kept, {}] as Auth[]) {
      const pages = await walk(4, auth);
      expect(pages.map((p) => p.edges.length)).toEqual([4, 2]);
      expect(pages.flatMap(ids)).toEqual(expected);
      expect(pages.flatMap((p) => p.edges.map((e) => e.node.author))).toEqual(
        Array(6).fill({ id: kept.id, username: kept.username }),
      );
    }
    const counted = await gql(app.url, `{ feed(filter: ARTICLES) { totalCount } }`);
    expect(counted.data!.feed.totalCount).toBe(5);
  });

  it("costs the same few statements for a page of 5 as for 50 items by 50 authors, and counts on request", async () => {
    const authors = await insertMembers(app, 54);
    for (const author of authors)
      await writer.add({
        type: "new_user",
        userId: author.id,
        contentId: author.id,
        title: `${author.username} joined Agora`,
      });
    const reader = await makeMember(app.url);
    const ask = (first?: number) => gql(app.url, FEED, first ? { first } : {}, reader);
    // The reader's session is read once, then remembered: every request measured below costs the same.
    await ask(1);

    const five = await ask(5);
    const fifty = await ask(50);
    expect(five.data!.feed.edges).toHaveLength(5);
    expect(fifty.data!.feed.edges).toHaveLength(50);
    const authorIds = fifty.data!.feed.edges.map((e: { node: FeedNode }) => e.node.author!.id);
    expect(new Set(authorIds).size).toBe(50);
    expect(statements(five)).toBeGreaterThan(0);
    expect(statements(five)).toBeLessThanOrEqual(3);
    expect(statements(fifty)).toBe(statements(five));
    // The spec's page of 50 is the default.
    const byDefault = await ask();
    expect(byDefault.data!.feed.edges).toHaveLength(50);
    expect(statements(byDefault)).toBe(statements(five));

    const counted = await gql(
      app.url,
      `{ feed(first: 5) { totalCount edges { node { id author { id } } } } }`,
      {},
      reader,
    );
    expect(counted.data!.feed.totalCount).toBe(55);
    expect(statements(counted)).toBe(statements(five) + 1);
    const visitor = await gql(app.url, FEED, { first: 50 });
    expect(visitor.data!.feed.edges).toHaveLength(50);
    expect(statements(visitor)).toBeLessThanOrEqual(statements(five));
  });

  it("refuses a bad cursor and a page size below one", async () => {
    const author = await makeMember(app.url);
    await writer.add(item(author, "event", "an event"));
    const cursor = (text: string) => Buffer.from(text).toString("base64url");
    for (const after of [
      "nonsense",
      cursor("yesterday|00000000-0000-4000-8000-000000000000"),
      cursor("2026-01-01T00:00:00.000Z|not-a-uuid"),
      cursor("2026-01-01T00:00:00.000Z"),
    ]) {
      const res = await gql(app.url, FEED, { first: 5, after }, author);
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].extensions!.fields).toEqual({ after: "Invalid cursor" });
    }
    for (const first of [0, -1]) {
      const res = await gql(app.url, FEED, { first }, author);
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].extensions!.fields).toHaveProperty("first");
    }
  });
});

describe("authors", () => {
  it("reads only a card of each author when that is all a query asks, and the profile when it asks more", async () => {
    const author = await makeMember(app.url);
    const bio = "Builds bridges between teams.";
    const named = await gql(
      app.url,
      `mutation ($bio: String!) { updateProfile(input: { fullName: "Card Author", bio: $bio }) { id } }`,
      { bio },
      author,
    );
    expect(named.errors).toBeUndefined();
    await app.db.query(`DELETE FROM feed_items`);
    await writer.add(item(author, "article", "carded"));
    const card = await gql(
      app.url,
      `fragment Card on FeedItem { author { id fullName avatarUrl } }
       { feed(first: 5) { edges { node { ...Card } } } }`,
      {},
      author,
    );
    expect(card.data!.feed.edges).toEqual([
      { node: { author: { id: author.id, fullName: "Card Author", avatarUrl: null } } },
    ]);
    // More than a card, through a fragment, and the viewer's own profile beside a card of them.
    const more = await gql(
      app.url,
      `fragment More on Profile { bio }
       { me { id bio } feed(first: 5) { edges { node { author { fullName ...More } } } } }`,
      {},
      author,
    );
    expect(more.errors).toBeUndefined();
    expect(more.data!.me).toEqual({ id: author.id, bio });
    expect(more.data!.feed.edges).toEqual([{ node: { author: { fullName: "Card Author", bio } } }]);
    const both = await gql(
      app.url,
      `{ feed(first: 5) { edges { node { author { id fullName } } } } me { bio } }`,
      {},
      author,
    );
    expect(both.data!.me).toEqual({ bio });
  });
});

describe("the visitor's feed in memory", () => {
  const VISITOR_FEED = `{ feed(first: 10) { edges { node { id title author { id fullName } } } } }`;
  const visit = async (auth: Auth = {}) => {
    const res = await gql(app.url, VISITOR_FEED, {}, auth);
    expect(res.errors).toBeUndefined();
    const edges = res.data!.feed.edges as {
      node: { id: string; title: string; author: { id: string; fullName: string } };
    }[];
    return { items: edges.map((e) => e.node), statements: statements(res) };
  };

  it("is read once, then shows a new item, a deleted one, a ban, an unban and a new name in the very next request", async () => {
    const author = await makeMember(app.url);
    const other = await makeMember(app.url);
    await app.db.query(`DELETE FROM feed_items`); // their arrivals
    const [first] = await writer.add(item(author, "article", "first"));
    const read = await visit();
    expect(read.items.map((i) => i.id)).toEqual([first]);
    expect(read.statements).toBe(1);
    // The same page again comes from memory.
    expect(await visit()).toEqual({ items: read.items, statements: 0 });

    const [second] = await writer.add(item(other, "article", "second"));
    expect((await visit()).items.map((i) => i.id)).toEqual([second, first]);
    expect((await visit()).statements).toBe(0);

    await app.db.query(`DELETE FROM feed_items WHERE id = $1`, [second]);
    expect((await visit()).items.map((i) => i.id)).toEqual([first]);

    await visit();
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [author.id]);
    expect((await visit()).items).toEqual([]);
    await visit();
    await app.db.query(`UPDATE profiles SET is_banned = false WHERE id = $1`, [author.id]);
    expect((await visit()).items.map((i) => i.id)).toEqual([first]);

    await visit();
    const renamed = await gql(
      app.url,
      `mutation { updateProfile(input: { fullName: "Renamed Author" }) { fullName } }`,
      {},
      author,
    );
    expect(renamed.errors).toBeUndefined();
    expect((await visit()).items[0].author).toEqual({ id: author.id, fullName: "Renamed Author" });
  });

  it("is never what a member gets: a member's page is read for them, with their blocks", async () => {
    const author = await makeMember(app.url);
    const reader = await makeMember(app.url);
    await app.db.query(`DELETE FROM feed_items`); // their arrivals
    const [id] = await writer.add(item(author, "article", "by the blocked"));
    await visit();
    expect((await visit()).statements).toBe(0);
    const blocked = await gql(
      app.url,
      `mutation ($id: ID!) { blockMember(userId: $id) { id } }`,
      { id: author.id },
      reader,
    );
    expect(blocked.errors).toBeUndefined();
    // The visitor's copy still holds the item; the member's page leaves it out, read for them.
    expect((await visit()).items.map((i) => i.id)).toEqual([id]);
    const mine = await visit(reader);
    expect(mine.items).toEqual([]);
    expect(mine.statements).toBeGreaterThan(0);
    const again = await visit(reader);
    expect(again.items).toEqual([]);
    expect(again.statements).toBeGreaterThan(0);
  });
});

describe("feedItemAdded", () => {
  const ADDED = `subscription { feedItemAdded { id type title contentId author { id username } } }`;
  const listen = (member: Member) =>
    listenAt<{ feedItemAdded: FeedNode }>(app.url, member, ADDED, probes.feedItem());

  /**
   * New members whose arrivals were delivered: a member's arrival is published after its sign-up answers,
   * so a subscription opened at once could still hear it. A control that hears them all proves they came
   * before any subscription opened afterwards.
   */
  async function arrived(count: number): Promise<Member[]> {
    const control = await listen(await makeMember(app.url));
    const members = await Promise.all(Array.from({ length: count }, () => makeMember(app.url)));
    const heard = (m: Member) => control.events.some((e) => e.feedItemAdded.contentId === m.id);
    expect(await until(() => members.every(heard))).toBe(true);
    await control.close();
    return members;
  }

  it("brings a member a new member's arrival with its author", async () => {
    const [reader] = await arrived(1);
    const live = await listen(reader);
    const newcomer = await makeMember(app.url);
    await until(() => live.events.length > 0);
    // Any second delivery of the arrival would come before a later event.
    await live.settled();
    const [stored] = await storedOrder("content_id = $1", [newcomer.id]);
    expect(live.events).toEqual([
      {
        feedItemAdded: {
          id: stored,
          type: "NEW_USER",
          title: `${newcomer.username} joined Agora`,
          contentId: newcomer.id,
          author: { id: newcomer.id, username: newcomer.username },
        },
      },
    ]);
    expect(live.errors).toEqual([]);
    await live.close();
  });

  it("does not deliver an item whose author is banned", async () => {
    const [reader, banned, author] = await arrived(3);
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [banned.id]);
    const live = await listen(reader);
    await writer.add(item(banned, "article", "from a banned member"));
    const [okId] = await writer.add(item(author, "event", "from a member"));
    // The banned author's item was published first, so it would arrive before the later one.
    await until(() => live.events.some((e) => e.feedItemAdded.id === okId));
    await live.settled();
    expect(live.events).toEqual([
      {
        feedItemAdded: {
          id: okId,
          type: "EVENT",
          title: "from a member",
          contentId: author.id,
          author: { id: author.id, username: author.username },
        },
      },
    ]);
    await live.close();
  });

  it("refuses a visitor's socket", async () => {
    await expect(connectWs(app.url)).rejects.toMatchObject({ code: 4403 });
    await expect(connectWs(app.url, { token: "not-a-session" })).rejects.toMatchObject({
      code: 4403,
    });
  });
});

describe("a kind's audience (FeedKind.audience)", () => {
  // Page posts are the kind with an audience: the page's owner and followers, nobody else.
  const ADDED_TYPES = `subscription { feedItemAdded { type title contentId } }`;
  const call = async (member: Member | null, query: string, variables: Record<string, unknown>) => {
    const res = await gql(app.url, query, variables, member ? { token: member.token } : {});
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  async function pagePost(owner: Member, follower: Member) {
    const { createBusinessPage: page } = await call(
      owner,
      `mutation ($input: CreateBusinessPageInput!) { createBusinessPage(input: $input) { id } }`,
      { input: { name: "Corner shop", category: "RETAIL", description: "Everything you need." } },
    );
    await call(follower, `mutation ($id: ID!) { followBusinessPage(id: $id) { id } }`, {
      id: page.id,
    });
    return async () =>
      (
        await call(
          owner,
          `mutation ($input: CreatePagePostInput!) { createPagePost(input: $input) { id } }`,
          { input: { pageId: page.id, content: "Open late tonight" } },
        )
      ).createPagePost.id as string;
  }

  it("applies to the feed's pages: a follower and the owner see a page post, others and visitors do not", async () => {
    const [owner, follower, other] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const postId = await (await pagePost(owner, follower))();
    const posts = async (viewer: Member | null) =>
      (await page({}, viewer ? { token: viewer.token } : {})).edges.filter(
        (e) => e.node.type === "PAGE_POST" && e.node.contentId === postId,
      ).length;
    expect(await posts(follower)).toBe(1);
    expect(await posts(owner)).toBe(1);
    expect(await posts(other)).toBe(0);
    expect(await posts(null)).toBe(0);
    // The other kinds still reach everyone: the page's own item is in the visitor's feed.
    expect((await page()).edges.some((e) => e.node.type === "BUSINESS_PAGE")).toBe(true);
  });

  it("applies to feedItemAdded: delivered to a follower, then proven absent for another member", async () => {
    const [owner, follower, other] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const publish = await pagePost(owner, follower);
    const [fan, stranger] = await Promise.all(
      [follower, other].map((who) => listenAt(app.url, who, ADDED_TYPES, probes.feedItem())),
    );
    const postId = await publish();
    const isPost = (e: { feedItemAdded: { contentId: string } }) =>
      e.feedItemAdded.contentId === postId;
    await until(() => fan.events.some(isPost));
    expect(fan.events.filter(isPost)).toEqual([
      { feedItemAdded: { type: "PAGE_POST", title: "Corner shop", contentId: postId } },
    ]);
    await stranger.settled();
    expect(stranger.events.filter(isPost)).toEqual([]);
    await Promise.all([fan.close(), stranger.close()]);
  });
});
