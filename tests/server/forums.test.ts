import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, listen, type GraphQLResponse } from "../support/graphql-client";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

const SUPER_ADMIN_EMAIL = "forums-admin@agora.test";
const LOCKED = "This post is locked and no longer accepts replies.";

let app: TestServer;
let probes: Probes;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  probes = await openProbes(app);
});
afterAll(async () => {
  await probes.close();
  await app.stop();
});

const POST_FIELDS = `id title content excerpt category isPinned isLocked viewCount replyCount editedAt
  author { id } viewerHasSaved viewerCanEdit viewerCanDelete viewerCanModerate
  lastReply { id content author { id } } reactions { type count viewerHasReacted }`;
const CREATE = `mutation ($input: CreateForumPostInput!) { createForumPost(input: $input) { ${POST_FIELDS} } }`;
const POST = `query ($id: ID!) { forumPost(id: $id) { ${POST_FIELDS} } }`;
const LIST = `query ($category: ForumCategory, $search: String, $saved: Boolean, $first: Int, $after: String) {
  forumPosts(category: $category, search: $search, saved: $saved, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id title isPinned } }
  }
}`;
const CATEGORIES = `query { forumCategories { category name description color postCount } }`;
const m = {
  update: `mutation ($id: ID!, $input: UpdateForumPostInput!) { updateForumPost(id: $id, input: $input) { id title content category editedAt } }`,
  delete: `mutation ($id: ID!) { deleteForumPost(id: $id) }`,
  pin: `mutation ($id: ID!, $v: Boolean!) { setForumPostPinned(id: $id, pinned: $v) { id isPinned } }`,
  lock: `mutation ($id: ID!, $v: Boolean!) { setForumPostLocked(id: $id, locked: $v) { id isLocked } }`,
  save: `mutation ($id: ID!) { saveForumPost(id: $id) { id viewerHasSaved } }`,
  unsave: `mutation ($id: ID!) { unsaveForumPost(id: $id) { id viewerHasSaved } }`,
  reply: `mutation ($input: AddCommentInput!) { addComment(input: $input) { id content } }`,
  react: `mutation ($input: ToggleReactionInput!) { toggleReaction(input: $input) { reactions { type count } } }`,
};
const NOTIFICATIONS = `query { notifications(first: 50) { edges { node { type message data } } } }`;
const FEED = `query { feed(filter: FORUMS, first: 100) { edges { node { type contentId path title } } } }`;
const SEARCH = `query ($q: String!) { search(query: $q, first: 50) { edges { node { __typename ... on ForumPost { id title } } } } }`;

type Viewer = Member | null;
const as = (
  viewer: Viewer,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => gql(app.url, query, variables, viewer ? { token: viewer.token, headers } : { headers });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}

const word = () =>
  Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app.db.query(text, params) as Promise<T[]>;

async function createPost(author: Member, input: Record<string, unknown> = {}) {
  const res = await as(author, CREATE, {
    input: {
      title: `Question ${word()}`,
      content: "How do you all run retrospectives?",
      category: "GENERAL_DISCUSSION",
      ...input,
    },
  });
  return ok(res).createForumPost as { id: string; title: string };
}

const reply = (who: Member, id: string, content = `Reply ${word()}`) =>
  as(who, m.reply, { input: { contentType: "FORUM_POST", contentId: id, content } });

let author: Member;
let member: Member;
let superAdmin: Member;
beforeAll(async () => {
  [author, member] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
  superAdmin = await makeMember(app.url, { email: SUPER_ADMIN_EMAIL });
});

describe("creating forum posts", () => {
  it("trims the title and content, writes an excerpt of 150 characters without markup and a feed item", async () => {
    const tag = word();
    const long = `**Bold** start ${"word ".repeat(60)}`;
    const res = await as(author, CREATE, {
      input: { title: `  Tips ${tag}  `, content: `  ${long}  `, category: "TECHNOLOGY" },
    });
    const post = ok(res).createForumPost;
    expect(post).toMatchObject({
      title: `Tips ${tag}`,
      content: long.trim(),
      category: "TECHNOLOGY",
      isPinned: false,
      isLocked: false,
      viewCount: 0,
      replyCount: 0,
      lastReply: null,
      editedAt: null,
      author: { id: author.id },
      viewerCanEdit: true,
      viewerCanDelete: true,
      viewerCanModerate: false,
    });
    expect(post.excerpt.startsWith("Bold start word")).toBe(true);
    expect(post.excerpt.endsWith("…")).toBe(true);
    expect(Array.from(post.excerpt as string)).toHaveLength(151);
    const items = ok(await as(member, FEED)).feed.edges.map((e: { node: unknown }) => e.node);
    expect(items).toContainEqual({
      type: "FORUM_POST",
      contentId: post.id,
      path: `/forums/${post.id}`,
      title: `Tips ${tag}`,
    });
  });

  it("builds the excerpt from the text a reader sees: link text without its URL, raw HTML left out whole", async () => {
    const post = ok(
      await as(author, CREATE, {
        input: {
          title: `Links ${word()}`,
          content: "[click me](javascript:alert(1)) <script>alert(3)</script> and **more**",
          category: "TECHNOLOGY",
        },
      }),
    ).createForumPost;
    expect(post.excerpt).toBe("click me and more");
    expect(post.excerpt).not.toContain("click me)");
    expect(post.excerpt).not.toContain("alert(3)");

    // A long post is clipped from its rendered text too, past a link whose URL has parentheses.
    const long = ok(
      await as(author, CREATE, {
        input: {
          title: `Long ${word()}`,
          content: `${"[see](https://en.wikipedia.org/wiki/Markdown_(language)) ".repeat(40)}\n\n${"word ".repeat(400)}`,
          category: "TECHNOLOGY",
        },
      }),
    ).createForumPost;
    expect(long.excerpt).toBe(`${"see ".repeat(37)}se…`);
  });

  it("refuses visitors with 'Not authenticated' and bad input with clear messages", async () => {
    const input = { title: "A title", content: "Some content", category: "BUSINESS" };
    const visitor = await as(null, CREATE, { input });
    expect(errorCode(visitor)).toBe("UNAUTHENTICATED");
    expect(visitor.errors?.[0].message).toBe("Not authenticated");

    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "   " }, "title", "Title is required."],
      [{ title: "x".repeat(201) }, "title", "Title must not exceed 200 characters."],
      [{ content: " \n " }, "content", "Content is required."],
      [{ content: "x".repeat(10001) }, "content", "Content must not exceed 10000 characters."],
    ];
    for (const [change, field, message] of cases) {
      const res = await as(author, CREATE, { input: { ...input, ...change } });
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors?.[0].extensions?.fields).toEqual({ [field]: message });
    }
    const noCategory = await as(author, CREATE, { input: { title: "t", content: "c" } });
    expect(noCategory.errors).toBeDefined();
    const ok200 = await as(author, CREATE, {
      input: { ...input, title: "x".repeat(200), content: "y".repeat(10000) },
    });
    ok(ok200);
  });
});

describe("who may do what to a forum post", () => {
  let post: { id: string };
  beforeEach(async () => {
    post = await createPost(author);
  });

  it("edits: the author only, marked edited; others are refused", async () => {
    expect(errorCode(await as(null, m.update, { id: post.id, input: { title: "No" } }))).toBe(
      "UNAUTHENTICATED",
    );
    const other = await as(member, m.update, { id: post.id, input: { title: "No" } });
    expect(errorCode(other)).toBe("FORBIDDEN");
    const admin = await as(superAdmin, m.update, { id: post.id, input: { title: "No" } });
    expect(errorCode(admin)).toBe("FORBIDDEN");
    const bad = await as(author, m.update, { id: post.id, input: { content: "  " } });
    expect(bad.errors?.[0].extensions?.fields).toEqual({ content: "Content is required." });

    const edited = ok(
      await as(author, m.update, {
        id: post.id,
        input: { title: " New title ", category: "HELP_SUPPORT" },
      }),
    ).updateForumPost;
    expect(edited).toMatchObject({ title: "New title", category: "HELP_SUPPORT" });
    expect(edited.content).toBe("How do you all run retrospectives?");
    expect(edited.editedAt).not.toBeNull();
    const [item] = await sql<{ title: string }>(
      `SELECT title FROM feed_items WHERE content_id = $1`,
      [post.id],
    );
    expect(item.title).toBe("New title");
  });

  it("pins and locks: super admins only", async () => {
    for (const mutation of [m.pin, m.lock]) {
      expect(errorCode(await as(null, mutation, { id: post.id, v: true }))).toBe("UNAUTHENTICATED");
      expect(errorCode(await as(member, mutation, { id: post.id, v: true }))).toBe("FORBIDDEN");
      expect(errorCode(await as(author, mutation, { id: post.id, v: true }))).toBe("FORBIDDEN");
    }
    expect(ok(await as(superAdmin, m.pin, { id: post.id, v: true })).setForumPostPinned).toEqual({
      id: post.id,
      isPinned: true,
    });
    expect(ok(await as(superAdmin, m.lock, { id: post.id, v: true })).setForumPostLocked).toEqual({
      id: post.id,
      isLocked: true,
    });
    expect(
      ok(await as(superAdmin, m.pin, { id: post.id, v: false })).setForumPostPinned.isPinned,
    ).toBe(false);
    expect(
      ok(await as(superAdmin, m.lock, { id: post.id, v: false })).setForumPostLocked.isLocked,
    ).toBe(false);
    expect(ok(await as(superAdmin, POST, { id: post.id })).forumPost.viewerCanModerate).toBe(true);
  });

  it("saves: members, idempotently, each their own", async () => {
    expect(errorCode(await as(null, m.save, { id: post.id }))).toBe("UNAUTHENTICATED");
    expect(ok(await as(member, m.save, { id: post.id })).saveForumPost.viewerHasSaved).toBe(true);
    expect(ok(await as(member, m.save, { id: post.id })).saveForumPost.viewerHasSaved).toBe(true);
    const [row] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM forum_post_saves WHERE post_id = $1`,
      [post.id],
    );
    expect(row.count).toBe(1);
    expect(ok(await as(author, POST, { id: post.id })).forumPost.viewerHasSaved).toBe(false);
    expect(ok(await as(member, m.unsave, { id: post.id })).unsaveForumPost.viewerHasSaved).toBe(
      false,
    );
    expect(ok(await as(member, m.unsave, { id: post.id })).unsaveForumPost.viewerHasSaved).toBe(
      false,
    );
    const missing = await as(member, m.save, { id: crypto.randomUUID() });
    expect(errorCode(missing)).toBe("NOT_FOUND");
  });

  it("a banned member's post is not found to save, unsave, edit or delete; super admins still moderate it", async () => {
    const banned = await makeMember(app.url);
    const hidden = await createPost(banned);
    ok(await as(member, m.save, { id: hidden.id }));
    await sql("UPDATE profiles SET is_banned = true WHERE id = $1", [banned.id]);
    expect(ok(await as(member, POST, { id: hidden.id })).forumPost).toBeNull();
    for (const res of [
      await as(member, m.save, { id: hidden.id }),
      await as(author, m.save, { id: hidden.id }),
      await as(member, m.unsave, { id: hidden.id }),
      await as(member, m.update, { id: hidden.id, input: { title: "Mine now" } }),
      await as(member, m.delete, { id: hidden.id }),
    ]) {
      expect(errorCode(res)).toBe("NOT_FOUND");
      expect(res.errors![0].message).toBe("Post not found");
    }
    expect(
      await sql(`SELECT user_id AS "userId" FROM forum_post_saves WHERE post_id = $1`, [hidden.id]),
    ).toEqual([{ userId: member.id }]);
    // Moderation: a super admin locks and deletes it.
    expect(ok(await as(superAdmin, m.lock, { id: hidden.id, v: true })).setForumPostLocked).toEqual(
      { id: hidden.id, isLocked: true },
    );
    expect(ok(await as(superAdmin, m.delete, { id: hidden.id })).deleteForumPost).toBe(true);
    expect(await sql(`SELECT 1 FROM forum_posts WHERE id = $1`, [hidden.id])).toEqual([]);
  });

  it("deletes: the author or a super admin, with replies, likes, saves, views and feed item", async () => {
    expect(errorCode(await as(null, m.delete, { id: post.id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await as(member, m.delete, { id: post.id }))).toBe("FORBIDDEN");
    ok(await reply(member, post.id));
    ok(
      await as(member, m.react, {
        input: { contentType: "FORUM_POST", contentId: post.id, reactionType: "LIKE" },
      }),
    );
    ok(await as(member, m.save, { id: post.id }));
    ok(await as(member, POST, { id: post.id }));
    expect(ok(await as(author, m.delete, { id: post.id })).deleteForumPost).toBe(true);
    const [left] = await sql(
      `SELECT (SELECT count(*)::int FROM comments WHERE content_id = $1) AS comments,
              (SELECT count(*)::int FROM reactions WHERE content_id = $1) AS reactions,
              (SELECT count(*)::int FROM forum_post_saves WHERE post_id = $1) AS saves,
              (SELECT count(*)::int FROM forum_post_views WHERE post_id = $1) AS views,
              (SELECT count(*)::int FROM feed_items WHERE content_id = $1) AS items`,
      [post.id],
    );
    expect(left).toEqual({ comments: 0, reactions: 0, saves: 0, views: 0, items: 0 });
    expect(ok(await as(member, POST, { id: post.id })).forumPost).toBeNull();
    expect(errorCode(await as(author, m.delete, { id: post.id }))).toBe("NOT_FOUND");

    const another = await createPost(author);
    expect(ok(await as(superAdmin, m.delete, { id: another.id })).deleteForumPost).toBe(true);
  });
});

describe("replies", () => {
  it("are counted, the last one shown, the author notified; a locked post refuses them", async () => {
    const post = await createPost(author);
    const visitor = await gql(app.url, m.reply, {
      input: { contentType: "FORUM_POST", contentId: post.id, content: "Hi" },
    });
    expect(errorCode(visitor)).toBe("UNAUTHENTICATED");
    ok(await reply(member, post.id, "First"));
    const second = ok(await reply(author, post.id, "Second")).addComment;
    const seen = ok(await as(null, POST, { id: post.id })).forumPost;
    expect(seen.replyCount).toBe(2);
    expect(seen.lastReply).toEqual({ id: second.id, content: "Second", author: { id: author.id } });
    const notes = ok(await as(author, NOTIFICATIONS)).notifications.edges.map(
      (e: { node: { type: string; data: Record<string, string> } }) => e.node,
    );
    expect(notes).toContainEqual(
      expect.objectContaining({
        type: "COMMENT",
        data: expect.objectContaining({
          senderId: member.id,
          contentType: "forum_post",
          contentId: post.id,
          path: `/forums/${post.id}`,
        }),
      }),
    );

    ok(await as(superAdmin, m.lock, { id: post.id, v: true }));
    for (const who of [member, author, superAdmin]) {
      const refused = await reply(who, post.id);
      expect(errorCode(refused)).toBe("FORBIDDEN");
      expect(refused.errors?.[0].message).toBe(LOCKED);
    }
    // Its replies still read.
    expect(ok(await as(null, POST, { id: post.id })).forumPost.replyCount).toBe(2);
    ok(await as(superAdmin, m.lock, { id: post.id, v: false }));
    ok(await reply(member, post.id));
  });

  it("arrive live to whoever reads the post", async () => {
    const post = await createPost(author);
    const live = await listen(
      app.url,
      author,
      `subscription { commentAdded(contentType: FORUM_POST, contentId: "${post.id}") { id content author { id } } }`,
      probes.comment("forum_post", post.id),
    );
    const added = ok(await reply(member, post.id, "Live reply")).addComment;
    await live.settled();
    expect(
      live.events.filter(
        (e: { commentAdded: { content: string } }) => !e.commentAdded.content.startsWith("probe "),
      ),
    ).toEqual([
      { commentAdded: { id: added.id, content: "Live reply", author: { id: member.id } } },
    ]);
    await live.close();
  });
});

describe("likes", () => {
  it("are the only reaction a forum post takes", async () => {
    const post = await createPost(author);
    const like = (type: string) =>
      as(member, m.react, {
        input: { contentType: "FORUM_POST", contentId: post.id, reactionType: type },
      });
    const love = await like("LOVE");
    expect(errorCode(love)).toBe("BAD_USER_INPUT");
    expect(love.errors?.[0].message).toBe("This content can only be liked");
    ok(await like("LIKE"));
    const seen = ok(await as(member, POST, { id: post.id })).forumPost;
    expect(seen.reactions).toContainEqual({ type: "LIKE", count: 1, viewerHasReacted: true });
    expect(
      seen.reactions.filter((r: { type: string; count: number }) => r.type !== "LIKE" && r.count),
    ).toEqual([]);
  });
});

describe("views", () => {
  const views = async (id: string) =>
    (await sql<{ view_count: number }>(`SELECT view_count FROM forum_posts WHERE id = $1`, [id]))[0]
      .view_count;
  const open = (viewer: Viewer, id: string, userAgent?: string) =>
    as(viewer, POST, { id }, userAgent ? { "user-agent": userAgent } : {});

  it("count once per member per post per hour, and once per visitor session", async () => {
    const post = await createPost(author);
    const first = ok(await open(member, post.id)).forumPost;
    expect(first.viewCount).toBe(1);
    expect(ok(await open(member, post.id)).forumPost.viewCount).toBe(1);
    expect(await views(post.id)).toBe(1);
    expect(ok(await open(author, post.id)).forumPost.viewCount).toBe(2);
    // A visitor (no session): their address and browser; the same again counts nothing, another browser does.
    expect(ok(await open(null, post.id, "Browser A")).forumPost.viewCount).toBe(3);
    expect(ok(await open(null, post.id, "Browser A")).forumPost.viewCount).toBe(3);
    expect(ok(await open(null, post.id, "Browser B")).forumPost.viewCount).toBe(4);
    // Lists never count.
    ok(await as(member, LIST, { first: 5 }));
    expect(await views(post.id)).toBe(4);
    // A view from an hour ago no longer holds: the member counts again, and the old row is pruned.
    await sql(
      `UPDATE forum_post_views SET hour = hour - interval '1 hour' WHERE post_id = $1 AND viewer_key = $2`,
      [post.id, `m:${member.id}`],
    );
    expect(ok(await open(member, post.id)).forumPost.viewCount).toBe(5);
    const [row] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM forum_post_views WHERE post_id = $1 AND hour < date_trunc('hour', now())`,
      [post.id],
    );
    expect(row.count).toBe(0);
  });

  it("a missing post is null and counts nothing", async () => {
    expect(ok(await open(member, crypto.randomUUID())).forumPost).toBeNull();
    expect(ok(await open(member, "not-a-uuid")).forumPost).toBeNull();
  });
});

describe("the forum list", () => {
  it("puts pinned posts first, then newest, and pages through them", async () => {
    const tag = word();
    const posts = [];
    for (let i = 0; i < 5; i++) posts.push(await createPost(author, { title: `List ${tag} ${i}` }));
    ok(await as(superAdmin, m.pin, { id: posts[1].id, v: true }));
    const expected = [posts[1], posts[4], posts[3], posts[2], posts[0]].map((p) => p.id);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: {
        edges: { node: { id: string } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
        totalCount: number;
      } = ok(await as(member, LIST, { search: tag, first: 2, after })).forumPosts;
      expect(page.totalCount).toBe(5);
      seen.push(...page.edges.map((e) => e.node.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual(expected);
  });

  it("filters by category and search (case-insensitive, title or content), and counts categories live", async () => {
    const tag = word();
    const before = ok(await as(null, CATEGORIES)).forumCategories;
    expect(before.map((c: { name: string }) => c.name)).toEqual([
      "General Discussion",
      "Technology",
      "Business",
      "Help & Support",
    ]);
    const business = await createPost(author, { title: `Pricing ${tag}`, category: "BUSINESS" });
    const help = await createPost(member, {
      title: "Login trouble",
      content: `My ${tag.toUpperCase()} account`,
      category: "HELP_SUPPORT",
    });
    const after = ok(await as(null, CATEGORIES)).forumCategories;
    const count = (list: { category: string; postCount: number }[], c: string) =>
      list.find((x) => x.category === c)!.postCount;
    expect(count(after, "BUSINESS")).toBe(count(before, "BUSINESS") + 1);
    expect(count(after, "HELP_SUPPORT")).toBe(count(before, "HELP_SUPPORT") + 1);
    expect(after[0].color).toBeTruthy();
    expect(after[0].description).toBeTruthy();

    const ids = async (vars: Record<string, unknown>) =>
      ok(await as(null, LIST, vars)).forumPosts.edges.map(
        (e: { node: { id: string } }) => e.node.id,
      );
    expect(await ids({ search: tag })).toEqual([help.id, business.id]);
    expect(await ids({ search: tag, category: "BUSINESS" })).toEqual([business.id]);
    expect(await ids({ search: "%" })).not.toContain(undefined);
    const hits = ok(await as(null, SEARCH, { q: `Pricing ${tag}` })).search.edges.map(
      (e: { node: { id: string } }) => e.node.id,
    );
    expect(hits).toContain(business.id);
  });

  it("the Saved tab lists the viewer's saved posts; visitors are asked to sign in", async () => {
    const tag = word();
    const [a, b] = [
      await createPost(author, { title: `Saved ${tag} a` }),
      await createPost(author, { title: `Saved ${tag} b` }),
    ];
    ok(await as(member, m.save, { id: a.id }));
    ok(await as(author, m.save, { id: b.id }));
    const saved = ok(await as(member, LIST, { saved: true, search: tag })).forumPosts;
    expect(saved.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([a.id]);
    expect(errorCode(await as(null, LIST, { saved: true }))).toBe("UNAUTHENTICATED");
  });
});

describe("SQL statements stay constant as the forums grow", () => {
  const statements = (res: GraphQLResponse<unknown>) => Number(res.headers.get("x-sql-statements"));
  // One root field per request: root fields resolve concurrently, so how their loaders' batches line
  // up (and so the count) would depend on which answer the database sends first.
  const CATEGORIES = `query { forumCategories { category name color postCount } }`;
  const LIST = `query ($search: String, $first: Int) {
    forumPosts(search: $search, first: $first) { pageInfo { hasNextPage endCursor } edges { node {
      id title excerpt category isPinned isLocked createdAt viewCount replyCount viewerHasSaved
      author { id username } lastReply { id createdAt author { id username } }
      reactions { type count viewerHasReacted } } } }
  }`;
  const POST = `query ($id: ID!) {
    forumPost(id: $id) { ${POST_FIELDS} createdAt updatedAt author { id username } } }`;
  const REPLIES = `query ($id: ID!) {
    comments(contentType: FORUM_POST, contentId: $id, first: 20) { edges { node {
      id content createdAt editedAt viewerCanEdit viewerCanDelete author { id username } } } }
  }`;
  /** The statements of each request, in order. */
  const costs = async (requests: [string, Record<string, unknown>][]) => {
    const counts = [];
    for (const [query, variables] of requests)
      counts.push(statements(answered(await as(member, query, variables))));
    return counts;
  };
  const answered = (res: GraphQLResponse<unknown>) => {
    expect(res.errors).toBeUndefined();
    return res;
  };

  it("the list page and a post page cost the same for one and many posts and replies", async () => {
    const tag = word();
    const others = await Promise.all([0, 1, 2, 3].map(() => makeMember(app.url)));
    const fill = async (count: number) => {
      const made = [];
      for (let i = 0; i < count; i++) {
        const p = await createPost(others[i % others.length], { title: `Busy ${tag} ${i}` });
        for (const who of others.slice(0, i + 1)) ok(await reply(who, p.id));
        ok(
          await as(others[i % others.length], m.react, {
            input: { contentType: "FORUM_POST", contentId: p.id, reactionType: "LIKE" },
          }),
        );
        made.push(p);
      }
      return made;
    };
    const listPage = (): [string, Record<string, unknown>][] => [
      [CATEGORIES, {}],
      [LIST, { search: tag, first: 20 }],
    ];
    const postPage = (id: string): [string, Record<string, unknown>][] => [
      [POST, { id }],
      [REPLIES, { id }],
    ];
    const [single] = await fill(1);
    const one = await costs(listPage());
    const quiet = await costs(postPage(single.id));
    const many = await fill(4);
    expect(ok(await as(member, LIST, { search: tag, first: 20 })).forumPosts.edges).toHaveLength(5);
    const four = await costs(listPage());
    const busy = await costs(postPage(many[3].id));
    expect(four).toEqual(one);
    expect(busy).toEqual(quiet);
    // Each request's count includes the session lookup.
    expect(four.reduce((a, b) => a + b)).toBeLessThanOrEqual(10);
    expect(busy.reduce((a, b) => a + b)).toBeLessThanOrEqual(11);
    console.log(`forum statements: list page ${four.join(" + ")}, post page ${busy.join(" + ")}`);
  });
});
