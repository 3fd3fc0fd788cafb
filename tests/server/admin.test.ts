// Super admins' moderation over real GraphQL: the role matrix of every admin operation, bans that end
// sessions and sockets in a second process and hide content until lifted, account deletion and what
// happens to each kind of content, content deletion through every area's `moderatable`, the append-only
// audit log and the dashboard's statistics.
import type { Client } from "graphql-ws";
import sharp from "sharp";
import { makeMember, type Member } from "../support/factories";
import { connectWs, errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { gqlMultipart } from "../support/multipart";
import { startTestServer, type TestServer } from "../support/server";

jest.setTimeout(60000);

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app.stop();
});

function ok<T>(res: GraphQLResponse<T>): T {
  if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
  return res.data!;
}

async function makeAdmin(): Promise<Member> {
  const admin = await makeMember(app.url);
  await app.db.query(`UPDATE profiles SET is_super_admin = true WHERE id = $1`, [admin.id]);
  return admin;
}

let n = 0;
/** One item of every content kind built so far, by `author`. */
async function makeContent(author: Member) {
  const tag = `zq${Date.now().toString(36)}${++n}`;
  const article = ok(
    await gql(
      app.url,
      `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      { input: { title: `Article ${tag}`, content: `Thoughts on ${tag} and building products.` } },
      author,
    ),
  ).createArticle.id as string;
  const group = ok(
    await gql(
      app.url,
      `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id } }`,
      { input: { name: `Group ${tag}`, description: `A group about ${tag} for everyone.` } },
      author,
    ),
  ).createGroup.id as string;
  const groupPost = ok(
    await gql(
      app.url,
      `mutation ($input: CreateGroupPostInput!) { createGroupPost(input: $input) { id } }`,
      { input: { groupId: group, content: `Post ${tag}` } },
      author,
    ),
  ).createGroupPost.id as string;
  const comment = ok(
    await gql(
      app.url,
      `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`,
      { input: { contentType: "ARTICLE", contentId: article, content: `Comment ${tag}` } },
      author,
    ),
  ).addComment.id as string;
  const forumPost = ok(
    await gql(
      app.url,
      `mutation ($input: CreateForumPostInput!) { createForumPost(input: $input) { id } }`,
      { input: { category: "TECHNOLOGY", title: `Forum ${tag}`, content: `Forum text ${tag}` } },
      author,
    ),
  ).createForumPost.id as string;
  const event = ok(
    await gql(
      app.url,
      `mutation ($input: CreateEventInput!) { createEvent(input: $input) { id } }`,
      {
        input: {
          title: `Event ${tag}`,
          location: "Online",
          startsAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      },
      author,
    ),
  ).createEvent.id as string;
  const idea = ok(
    await gql(
      app.url,
      `mutation ($input: SubmitBusinessIdeaInput!) { submitBusinessIdea(input: $input) { id } }`,
      {
        input: {
          title: `Idea ${tag}`,
          description: `Kiosks for ${tag}.`,
          fundingGoal: 50000,
          industry: "ENERGY",
        },
      },
      author,
    ),
  ).submitBusinessIdea.id as string;
  const page = ok(
    await gql(
      app.url,
      `mutation ($input: CreateBusinessPageInput!) { createBusinessPage(input: $input) { id } }`,
      {
        input: {
          name: `Page ${tag}`,
          category: "RESTAURANT",
          description: `Fresh bread and ${tag} every morning.`,
        },
      },
      author,
    ),
  ).createBusinessPage.id as string;
  const pagePost = ok(
    await gql(
      app.url,
      `mutation ($input: CreatePagePostInput!) { createPagePost(input: $input) { id } }`,
      { input: { pageId: page, content: `Page post ${tag}` } },
      author,
    ),
  ).createPagePost.id as string;
  return { tag, article, group, groupPost, comment, forumPost, event, idea, page, pagePost };
}

/** A review of `page` by `reviewer` (owners cannot review their own page). */
async function makeReview(reviewer: Member, page: string, tag: string) {
  return ok(
    await gql(
      app.url,
      `mutation ($input: CreateReviewInput!) { createReview(input: $input) { id } }`,
      { input: { pageId: page, rating: 4, text: `Review ${tag}` } },
      reviewer,
    ),
  ).createReview.id as string;
}

/** Every kind of content the areas register for moderation (ModerationTarget but PROFILE). */
const CONTENT_KINDS = [
  "ARTICLE",
  "GROUP",
  "GROUP_POST",
  "COMMENT",
  "FORUM_POST",
  "EVENT",
  "BUSINESS_IDEA",
  "BUSINESS_PAGE",
  "PAGE_POST",
  "REVIEW",
];

const STATS = `{ adminStats { totalUsers bannedUsers activeToday newThisWeek openReports content { kind count } } }`;
const USERS = `query ($search: String, $first: Int, $after: String) {
  adminUsers(search: $search, first: $first, after: $after) {
    totalCount edges { node { id username email isBanned isSuperAdmin } } pageInfo { hasNextPage endCursor }
  } }`;
const CONTENT = `query ($kind: ModerationTarget!, $search: String) {
  adminContent(kind: $kind, search: $search) {
    totalCount edges { node { kind id title preview likeCount path author { id } createdAt } }
  } }`;
const AUDIT = `{ auditLog(first: 50) { edges { node { id action targetType targetId summary actor { id } createdAt } } } }`;
const BAN = `mutation ($id: ID!) { banUser(userId: $id) { id isBanned } }`;
const UNBAN = `mutation ($id: ID!) { unbanUser(userId: $id) { id isBanned } }`;
const DELETE_USER = `mutation ($id: ID!) { deleteUser(userId: $id) }`;
const DELETE_CONTENT = `mutation ($kind: ModerationTarget!, $id: ID!) { deleteContent(kind: $kind, id: $id) }`;

describe("role matrix", () => {
  it("answers visitors UNAUTHENTICATED, members and banned members FORBIDDEN, and refuses actions against a super admin", async () => {
    const admin = await makeAdmin();
    const otherAdmin = await makeAdmin();
    const member = await makeMember(app.url);
    const banned = await makeMember(app.url);
    const target = await makeMember(app.url);
    const { article } = await makeContent(target);
    ok(await gql(app.url, BAN, { id: banned.id }, admin));

    const operations: [string, Record<string, unknown>][] = [
      [STATS, {}],
      [USERS, {}],
      [CONTENT, { kind: "ARTICLE" }],
      [AUDIT, {}],
      [`{ reports { totalCount } }`, {}],
      [BAN, { id: target.id }],
      [UNBAN, { id: target.id }],
      [DELETE_USER, { id: target.id }],
      [DELETE_CONTENT, { kind: "ARTICLE", id: article }],
      [`mutation ($id: ID!) { resolveReport(id: $id, action: DISMISS) { id } }`, { id: target.id }],
    ];
    for (const [query, variables] of operations) {
      expect(errorCode(await gql(app.url, query, variables))).toBe("UNAUTHENTICATED");
      const asMember = await gql(app.url, query, variables, member);
      expect(errorCode(asMember)).toBe("FORBIDDEN");
      expect(asMember.errors?.[0].message).toBe("You don't have permission to access this page.");
      // A banned member is signed out: their old session is no session at all.
      expect(errorCode(await gql(app.url, query, variables, banned))).toBe("UNAUTHENTICATED");
    }
    // Nothing happened to the target or the article.
    const still = ok(
      await gql(app.url, `query ($id: ID!) { article(id: $id) { id } }`, { id: article }),
    );
    expect(still.article).toEqual({ id: article });

    for (const query of [BAN, UNBAN, DELETE_USER]) {
      const refused = await gql(app.url, query, { id: otherAdmin.id }, admin);
      expect(errorCode(refused)).toBe("FORBIDDEN");
      expect(refused.errors?.[0].message).toBe("Super admins cannot be banned or deleted.");
    }
    const [row] = await app.db.query(`SELECT is_banned FROM profiles WHERE id = $1`, [
      otherAdmin.id,
    ]);
    expect(row.is_banned).toBe(false);

    // The super admin may do each.
    expect(ok(await gql(app.url, STATS, {}, admin)).adminStats.totalUsers).toBeGreaterThan(0);
    expect(ok(await gql(app.url, BAN, { id: target.id }, admin)).banUser.isBanned).toBe(true);
    expect(ok(await gql(app.url, UNBAN, { id: target.id }, admin)).unbanUser.isBanned).toBe(false);
    expect(ok(await gql(app.url, DELETE_CONTENT, { kind: "ARTICLE", id: article }, admin))).toEqual(
      {
        deleteContent: true,
      },
    );
    expect(ok(await gql(app.url, DELETE_USER, { id: target.id }, admin))).toEqual({
      deleteUser: true,
    });
    expect(errorCode(await gql(app.url, BAN, { id: target.id }, admin))).toBe("NOT_FOUND");
    expect(
      errorCode(await gql(app.url, DELETE_CONTENT, { kind: "PROFILE", id: admin.id }, admin)),
    ).toBe("BAD_USER_INPUT");
  });
});

describe("banning", () => {
  let other: TestServer;
  beforeAll(async () => {
    other = await startTestServer({}, { databaseUrl: app.databaseUrl });
  });
  afterAll(async () => {
    await other.stop();
  });

  it("ends the member's sessions and closes their sockets in another process at once", async () => {
    const admin = await makeAdmin();
    const member = await makeMember(app.url);
    const bystander = await makeMember(app.url);
    const sockets: { client: Client; closed: Promise<{ code: number }> }[] = [];
    for (const [url, who] of [
      [other.url, member],
      [other.url, bystander],
    ] as const) {
      const socket = await connectWs(url, { token: who.token });
      // The socket is in use: a query over it answers before the ban.
      const me = await new Promise((resolve, reject) =>
        socket.client.subscribe(
          { query: `{ me { id } }` },
          {
            next: (value) => resolve(value.data?.me),
            error: reject,
            complete: () => undefined,
          },
        ),
      );
      expect(me).toEqual({ id: who.id });
      sockets.push(socket);
    }
    ok(await gql(app.url, BAN, { id: member.id }, admin));
    await expect(sockets[0].closed).resolves.toMatchObject({ code: 4403 });
    expect(ok(await gql(app.url, `{ me { id } }`, {}, member)).me).toBeNull();
    // The bystander's socket on the same process still answers.
    const still = await new Promise((resolve, reject) =>
      sockets[1].client.subscribe(
        { query: `{ me { id } }` },
        {
          next: (value) => resolve(value.data?.me),
          error: reject,
          complete: () => undefined,
        },
      ),
    );
    expect(still).toEqual({ id: bystander.id });
    await sockets[1].client.dispose();
  });

  it("hides the banned member's content from the feed, search, lists and direct reads, and brings it back on unban", async () => {
    const admin = await makeAdmin();
    const viewer = await makeMember(app.url);
    const author = await makeMember(app.url);
    const control = await makeMember(app.url);
    const mine = await makeContent(author);
    const theirs = await makeContent(control);

    const reads = async () => {
      const feed = ok(
        await gql(app.url, `{ feed(first: 100) { edges { node { contentId } } } }`, {}, viewer),
      );
      const feedIds = feed.feed.edges.map((e: { node: { contentId: string } }) => e.node.contentId);
      const search = async (tag: string) =>
        ok(
          await gql(
            app.url,
            `query ($q: String!) { search(query: $q, first: 50) { edges { node { __typename ... on Article { id } ... on ForumPost { id } ... on Event { id } } } } }`,
            { q: tag },
            viewer,
          ),
        ).search.edges.map((e: { node: { id?: string } }) => e.node.id);
      const lists = ok(
        await gql(
          app.url,
          `query ($group: ID!, $article: ID!) {
            articles(first: 100) { edges { node { id } } }
            forumPosts(first: 100) { edges { node { id } } }
            events(first: 100) { edges { node { id } } }
            groupPosts(groupId: $group, first: 50) { edges { node { id } } }
            comments(contentType: ARTICLE, contentId: $article, first: 50) { edges { node { id } } }
          }`,
          { group: mine.group, article: mine.article },
          viewer,
        ),
      );
      const listed = (key: string) =>
        (lists[key].edges as { node: { id: string } }[]).map((e) => e.node.id);
      const direct = ok(
        await gql(
          app.url,
          `query ($a: ID!, $f: ID!, $e: ID!, $p: ID!) {
            article(id: $a) { id } forumPost(id: $f) { id } event(id: $e) { id } profile(id: $p) { id } }`,
          { a: mine.article, f: mine.forumPost, e: mine.event, p: author.id },
          viewer,
        ),
      );
      return {
        feedIds,
        searched: [...(await search(mine.tag)), ...(await search(theirs.tag))],
        articles: listed("articles"),
        forumPosts: listed("forumPosts"),
        events: listed("events"),
        groupPosts: listed("groupPosts"),
        comments: listed("comments"),
        direct,
      };
    };

    const before = await reads();
    expect(before.feedIds).toEqual(
      expect.arrayContaining([mine.article, theirs.article, mine.forumPost]),
    );
    expect(before.searched).toEqual(
      expect.arrayContaining([mine.article, theirs.article, mine.forumPost, mine.event]),
    );
    expect(before.articles).toEqual(expect.arrayContaining([mine.article, theirs.article]));
    expect(before.forumPosts).toContain(mine.forumPost);
    expect(before.events).toContain(mine.event);
    expect(before.groupPosts).toContain(mine.groupPost);
    expect(before.comments).toContain(mine.comment);
    expect(Object.values(before.direct).every(Boolean)).toBe(true);

    ok(await gql(app.url, BAN, { id: author.id }, admin));
    const during = await reads();
    // The control's content stays; the banned member's is gone everywhere.
    expect(during.feedIds).toContain(theirs.article);
    expect(during.feedIds).not.toEqual(expect.arrayContaining([mine.article]));
    expect(during.feedIds).not.toContain(mine.forumPost);
    expect(during.searched).toContain(theirs.article);
    for (const id of [mine.article, mine.forumPost, mine.event])
      expect(during.searched).not.toContain(id);
    expect(during.articles).toContain(theirs.article);
    expect(during.articles).not.toContain(mine.article);
    expect(during.forumPosts).not.toContain(mine.forumPost);
    expect(during.events).not.toContain(mine.event);
    expect(during.groupPosts).not.toContain(mine.groupPost);
    expect(during.comments).not.toContain(mine.comment);
    expect(during.direct).toEqual({ article: null, forumPost: null, event: null, profile: null });
    // Super admins still open it, to judge.
    const asAdmin = ok(
      await gql(
        app.url,
        `query ($a: ID!, $p: ID!) { article(id: $a) { id } profile(id: $p) { isBanned } }`,
        {
          a: mine.article,
          p: author.id,
        },
        admin,
      ),
    );
    expect(asAdmin).toEqual({ article: { id: mine.article }, profile: { isBanned: true } });

    ok(await gql(app.url, UNBAN, { id: author.id }, admin));
    const after = await reads();
    expect(after.feedIds).toEqual(expect.arrayContaining([mine.article, mine.forumPost]));
    expect(after.searched).toEqual(
      expect.arrayContaining([mine.article, mine.forumPost, mine.event]),
    );
    expect(after.articles).toContain(mine.article);
    expect(after.forumPosts).toContain(mine.forumPost);
    expect(after.events).toContain(mine.event);
    expect(after.groupPosts).toContain(mine.groupPost);
    expect(after.comments).toContain(mine.comment);
    expect(Object.values(after.direct).every(Boolean)).toBe(true);
  });
});

describe("deleting", () => {
  it("deletes the account: articles, posts, comments and forum posts go; groups and events stay without a creator", async () => {
    const admin = await makeAdmin();
    const author = await makeMember(app.url);
    const friend = await makeMember(app.url);
    const c = await makeContent(author);
    ok(
      await gql(
        app.url,
        `mutation ($id: ID!) { sendMessage(input: { receiverId: $id, content: "hello" }) { id } }`,
        { id: friend.id },
        author,
      ),
    );
    ok(await gql(app.url, DELETE_USER, { id: author.id }, admin));
    const count = async (table: string, id: string) =>
      (await app.db.query(`SELECT count(*)::int AS n FROM ${table} WHERE id = $1`, [id]))[0].n;
    expect(await count("users", author.id)).toBe(0);
    expect(await count("profiles", author.id)).toBe(0);
    expect(await count("articles", c.article)).toBe(0);
    expect(await count("group_posts", c.groupPost)).toBe(0);
    expect(await count("comments", c.comment)).toBe(0);
    expect(await count("forum_posts", c.forumPost)).toBe(0);
    const [group] = await app.db.query(`SELECT created_by FROM groups WHERE id = $1`, [c.group]);
    expect(group).toEqual({ created_by: null });
    const [event] = await app.db.query(`SELECT creator_id FROM events WHERE id = $1`, [c.event]);
    expect(event).toEqual({ creator_id: null });
    const [messages] = await app.db.query(
      `SELECT count(*)::int AS n FROM messages WHERE sender_id = $1 OR receiver_id = $1`,
      [author.id],
    );
    expect(messages.n).toBe(0);
    const [feed] = await app.db.query(
      `SELECT count(*)::int AS n FROM feed_items WHERE user_id = $1 OR content_id = ANY($2::uuid[])`,
      [author.id, [c.article, c.groupPost, c.forumPost]],
    );
    expect(feed.n).toBe(0);
    expect(errorCode(await gql(app.url, `{ me { id } }`, {}, author))).toBeUndefined();
    expect(ok(await gql(app.url, `{ me { id } }`, {}, author)).me).toBeNull();
  });

  it("lists every content kind for super admins and deletes any item with what goes with it", async () => {
    const admin = await makeAdmin();
    const author = await makeMember(app.url);
    const liker = await makeMember(app.url);
    const c = await makeContent(author);
    ok(
      await gql(
        app.url,
        `mutation ($id: ID!) { toggleReaction(input: { contentType: ARTICLE, contentId: $id, reactionType: LIKE }) { __typename } }`,
        { id: c.article },
        liker,
      ),
    );
    const kinds: [string, string, string][] = [
      ["ARTICLE", c.article, `/articles/${c.article}`],
      ["GROUP", c.group, `/groups/${c.group}`],
      ["GROUP_POST", c.groupPost, `/groups/${c.group}`],
      ["COMMENT", c.comment, `/articles/${c.article}`],
      ["FORUM_POST", c.forumPost, `/forums/${c.forumPost}`],
      ["EVENT", c.event, `/events/${c.event}`],
      ["BUSINESS_IDEA", c.idea, `/investing/${c.idea}`],
      ["BUSINESS_PAGE", c.page, `/business/${c.page}`],
      ["PAGE_POST", c.pagePost, `/business/${c.page}`],
    ];
    for (const [kind, id, path] of kinds) {
      const list = ok(await gql(app.url, CONTENT, { kind, search: c.tag }, admin)).adminContent;
      expect(list.totalCount).toBe(1);
      expect(list.edges[0].node).toMatchObject({ kind, id, path, author: { id: author.id } });
    }
    const review = await makeReview(liker, c.page, c.tag);
    expect(
      ok(await gql(app.url, CONTENT, { kind: "REVIEW", search: c.tag }, admin)).adminContent.edges,
    ).toEqual([
      expect.objectContaining({
        node: expect.objectContaining({
          id: review,
          path: `/business/${c.page}`,
          author: { id: liker.id },
        }),
      }),
    ]);
    const article = ok(await gql(app.url, CONTENT, { kind: "ARTICLE", search: c.tag }, admin))
      .adminContent.edges[0].node;
    expect(article.likeCount).toBe(1);
    expect(article.title).toBe(`Article ${c.tag}`);

    // Deleting the article takes its comment and reactions; each deletion leaves an audit entry.
    for (const [kind, id] of [
      ["ARTICLE", c.article],
      ["FORUM_POST", c.forumPost],
      ["EVENT", c.event],
      ["GROUP", c.group],
      ["BUSINESS_IDEA", c.idea],
      ["PAGE_POST", c.pagePost],
      ["REVIEW", review],
      ["BUSINESS_PAGE", c.page],
    ]) {
      ok(await gql(app.url, DELETE_CONTENT, { kind, id }, admin));
      expect(
        ok(await gql(app.url, CONTENT, { kind, search: c.tag }, admin)).adminContent.totalCount,
      ).toBe(0);
      expect(errorCode(await gql(app.url, DELETE_CONTENT, { kind, id }, admin))).toBe("NOT_FOUND");
    }
    for (const kind of ["COMMENT", "GROUP_POST"])
      expect(
        ok(await gql(app.url, CONTENT, { kind, search: c.tag }, admin)).adminContent.totalCount,
      ).toBe(0);
    const [reactions] = await app.db.query(
      `SELECT count(*)::int AS n FROM reactions WHERE content_id = $1`,
      [c.article],
    );
    expect(reactions.n).toBe(0);
    const entries = ok(await gql(app.url, AUDIT, {}, admin)).auditLog.edges.map(
      (e: { node: { action: string; targetId: string; actor: { id: string } } }) => e.node,
    );
    for (const id of [c.article, c.forumPost, c.event, c.group, c.idea, c.pagePost, review, c.page])
      expect(entries).toContainEqual(
        expect.objectContaining({
          action: "DELETE_CONTENT",
          targetId: id,
          actor: { id: admin.id },
        }),
      );
  });

  it("discards the stored files of what it deletes", async () => {
    const admin = await makeAdmin();
    const founder = await makeMember(app.url);
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#2f855a" },
    })
      .png()
      .toBuffer();
    const res = await gqlMultipart(
      app.url,
      `mutation ($input: SubmitBusinessIdeaInput!) { submitBusinessIdea(input: $input) { id imageUrl } }`,
      {
        input: {
          title: "Solar kiosks with pictures",
          description: "Pay-as-you-go solar kiosks.",
          fundingGoal: 50000,
          industry: "ENERGY",
        },
      },
      { "input.image": { data: png, name: "kiosk.png", type: "image/png" } },
      founder,
    );
    const idea = ok(res).submitBusinessIdea as { id: string; imageUrl: string };
    const image = await fetch(`${app.url}${idea.imageUrl}`);
    expect(image.status).toBe(200);
    const uploads = async () =>
      (
        await app.db.query(`SELECT count(*)::int AS n FROM uploads WHERE owner_id = $1`, [
          founder.id,
        ])
      )[0].n;
    expect(await uploads()).toBe(1);

    ok(await gql(app.url, DELETE_CONTENT, { kind: "BUSINESS_IDEA", id: idea.id }, admin));
    expect(await uploads()).toBe(0);
    expect((await fetch(`${app.url}${idea.imageUrl}`)).status).toBe(404);
  });

  it("previews 100 characters", async () => {
    const admin = await makeAdmin();
    const author = await makeMember(app.url);
    const tag = `pv${Date.now().toString(36)}`;
    const content = `${tag} ${"x".repeat(200)}`;
    ok(
      await gql(
        app.url,
        `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
        { input: { title: `Long ${tag}`, content } },
        author,
      ),
    );
    const node = ok(await gql(app.url, CONTENT, { kind: "ARTICLE", search: tag }, admin))
      .adminContent.edges[0].node;
    expect(node.preview).toBe(`${content.slice(0, 100)}...`);
  });
});

describe("audit log", () => {
  it("records ban, unban, delete, pin, lock and verify with who, what and the target, and cannot be changed", async () => {
    const admin = await makeAdmin();
    const member = await makeMember(app.url);
    const doomed = await makeMember(app.url);
    const { forumPost, page } = await makeContent(member);
    ok(await gql(app.url, BAN, { id: member.id }, admin));
    ok(await gql(app.url, UNBAN, { id: member.id }, admin));
    for (const m of [
      `mutation ($id: ID!) { setForumPostPinned(id: $id, pinned: true) { id } }`,
      `mutation ($id: ID!) { setForumPostPinned(id: $id, pinned: false) { id } }`,
      `mutation ($id: ID!) { setForumPostLocked(id: $id, locked: true) { id } }`,
      `mutation ($id: ID!) { setForumPostLocked(id: $id, locked: false) { id } }`,
    ])
      ok(await gql(app.url, m, { id: forumPost }, admin));
    for (const verified of [true, false])
      ok(
        await gql(
          app.url,
          `mutation ($id: ID!, $verified: Boolean!) { setBusinessPageVerified(id: $id, verified: $verified) { id } }`,
          { id: page, verified },
          admin,
        ),
      );
    ok(await gql(app.url, DELETE_USER, { id: doomed.id }, admin));

    const entries = ok(await gql(app.url, AUDIT, {}, admin)).auditLog.edges.map(
      (e: { node: Record<string, unknown> }) => e.node,
    );
    const mine = entries.filter((e: { actor: { id: string } | null }) => e.actor?.id === admin.id);
    expect(mine.map((e: { action: string }) => e.action)).toEqual([
      "DELETE_USER",
      "UNVERIFY_PAGE",
      "VERIFY_PAGE",
      "UNLOCK_FORUM_POST",
      "LOCK_FORUM_POST",
      "UNPIN_FORUM_POST",
      "PIN_FORUM_POST",
      "UNBAN_USER",
      "BAN_USER",
    ]);
    expect(mine[8]).toMatchObject({
      targetType: "PROFILE",
      targetId: member.id,
      summary: `Banned @${member.username}`,
    });
    expect(mine[0]).toMatchObject({ targetType: "PROFILE", targetId: doomed.id });
    expect(mine[2]).toMatchObject({
      targetType: "BUSINESS_PAGE",
      targetId: page,
      summary: expect.stringMatching(/^Verified business page "Page /),
    });
    expect(mine[3]).toMatchObject({ targetType: "FORUM_POST", targetId: forumPost });

    // Nothing in the API edits it, and the database refuses changes.
    const schema = ok(
      await gql(app.url, `{ __schema { mutationType { fields { name } } } }`),
    ).__schema.mutationType.fields.map((f: { name: string }) => f.name);
    expect(schema.filter((name: string) => /audit/i.test(name))).toEqual([]);
    await expect(
      app.db.query(`UPDATE audit_log SET summary = 'x' WHERE id = $1`, [mine[0].id]),
    ).rejects.toThrow(/append-only/);
    await expect(app.db.query(`DELETE FROM audit_log WHERE id = $1`, [mine[0].id])).rejects.toThrow(
      /append-only/,
    );
    await expect(app.db.query(`TRUNCATE audit_log`)).rejects.toThrow(/append-only/);
  });

  it("is not written when the action fails", async () => {
    const admin = await makeAdmin();
    const otherAdmin = await makeAdmin();
    await gql(app.url, BAN, { id: otherAdmin.id }, admin);
    const [row] = await app.db.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1`,
      [otherAdmin.id],
    );
    expect(row.n).toBe(0);
  });
});

describe("users list and statistics", () => {
  it("searches by name, username or e-mail and pages newest first", async () => {
    const admin = await makeAdmin();
    const tag = `srch${Date.now().toString(36)}`;
    const a = await makeMember(app.url, { username: `${tag}_a` });
    const b = await makeMember(app.url, { email: `${tag}_b@example.com` });
    const c = await makeMember(app.url);
    ok(
      await gql(
        app.url,
        `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
        { input: { fullName: `Name ${tag.toUpperCase()}` } },
        c,
      ),
    );
    const first = ok(await gql(app.url, USERS, { search: tag, first: 2 }, admin)).adminUsers;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([c.id, b.id]);
    expect(first.edges[1].node.email).toBe(b.email);
    const next = ok(
      await gql(app.url, USERS, { search: tag, first: 2, after: first.pageInfo.endCursor }, admin),
    ).adminUsers;
    expect(next.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([a.id]);
    expect(next.pageInfo.hasNextPage).toBe(false);
    // Wildcards are literal.
    expect(ok(await gql(app.url, USERS, { search: "%_%" }, admin)).adminUsers.totalCount).toBe(0);
  });

  it("counts members, banned members, active today, new this week and content, as counted by hand", async () => {
    const admin = await makeAdmin();
    const stats = async () => ok(await gql(app.url, STATS, {}, admin)).adminStats;
    const hand = async () => {
      const [row] = await app.db.query(`
        SELECT (SELECT count(*)::int FROM profiles) AS total,
               (SELECT count(*)::int FROM profiles WHERE is_banned) AS banned,
               (SELECT count(*)::int FROM articles) AS articles,
               (SELECT count(*)::int FROM events) AS events`);
      return row;
    };
    const before = await stats();
    const counted = await hand();
    expect(before.totalUsers).toBe(counted.total);
    expect(before.bannedUsers).toBe(counted.banned);
    expect(before.content).toContainEqual({ kind: "ARTICLE", count: counted.articles });
    expect(before.content).toContainEqual({ kind: "EVENT", count: counted.events });
    expect(before.content.map((c: { kind: string }) => c.kind).sort()).toEqual(
      [...CONTENT_KINDS].sort(),
    );

    const joined = await makeMember(app.url);
    const old = await makeMember(app.url);
    await app.db.query(
      `UPDATE profiles SET created_at = now() - interval '30 days' WHERE id = $1`,
      [old.id],
    );
    await app.db.query(`UPDATE users SET last_seen_at = now() - interval '3 days' WHERE id = $1`, [
      old.id,
    ]);
    // Signing in marks a member active today.
    ok(
      await gql(app.url, `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`, {
        input: { email: joined.email, password: joined.password },
      }),
    );
    await makeContent(joined);
    ok(await gql(app.url, BAN, { id: joined.id }, admin));
    const after = await stats();
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.bannedUsers).toBe(before.bannedUsers + 1);
    expect(after.newThisWeek).toBe(before.newThisWeek + 1);
    expect(after.activeToday).toBeGreaterThanOrEqual(1);
    const [active] = await app.db.query(
      `SELECT count(*)::int AS n FROM users WHERE last_seen_at > now() - interval '24 hours'`,
    );
    expect(after.activeToday).toBe(active.n);
    const kind = (s: typeof before, k: string) =>
      s.content.find((c: { kind: string }) => c.kind === k).count;
    for (const k of CONTENT_KINDS.filter((k) => k !== "REVIEW"))
      expect(kind(after, k)).toBe(kind(before, k) + 1);
  });
});

describe("active today", () => {
  it("counts a member whose signed-in requests reach the server, marked seen once per session every few minutes, not per request", async () => {
    const admin = await makeAdmin();
    const member = await makeMember(app.url);
    const seenRecently = async () => {
      const [row] = await app.db.query(
        `SELECT coalesce(last_seen_at > now() - interval '1 hour', false) AS recent FROM users WHERE id = $1`,
        [member.id],
      );
      return row.recent as boolean;
    };
    // Signing up is being active.
    expect(await seenRecently()).toBe(true);
    const { token } = ok(
      await gql(app.url, `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`, {
        input: { email: member.email, password: member.password },
      }),
    ).signIn;
    const longAgo = () =>
      app.db.query(`UPDATE users SET last_seen_at = now() - interval '3 days' WHERE id = $1`, [
        member.id,
      ]);
    await longAgo();
    const activeToday = async () => ok(await gql(app.url, STATS, {}, admin)).adminStats.activeToday;
    const before = await activeToday();

    // Any signed-in request (no sign-in) marks the member active today.
    expect(ok(await gql(app.url, `{ me { id } }`, {}, { token })).me).toEqual({ id: member.id });
    expect(await seenRecently()).toBe(true);
    expect(await activeToday()).toBe(before + 1);

    // The session's next requests within minutes write nothing more.
    await longAgo();
    ok(await gql(app.url, `{ me { id } }`, {}, { token }));
    ok(await gql(app.url, `{ me { id } }`, {}, { token }));
    expect(await seenRecently()).toBe(false);
  });

  it("counts a member whose only request today is a live subscription over the socket", async () => {
    const admin = await makeAdmin();
    const member = await makeMember(app.url);
    const { token } = ok(
      await gql(app.url, `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`, {
        input: { email: member.email, password: member.password },
      }),
    ).signIn;
    await app.db.query(
      `UPDATE users SET last_seen_at = now() - interval '1 day 1 hour' WHERE id = $1`,
      [member.id],
    );
    const activeToday = async () => ok(await gql(app.url, STATS, {}, admin)).adminStats.activeToday;
    const before = await activeToday();

    // The socket's member is read (and marked seen) before the connection is acknowledged.
    const { client } = await connectWs(app.url, { token });
    const stop = client.subscribe(
      { query: `subscription { typing { userId } }` },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    try {
      const [row] = await app.db.query(
        `SELECT last_seen_at > now() - interval '1 hour' AS recent FROM users WHERE id = $1`,
        [member.id],
      );
      expect(row.recent).toBe(true);
      expect(await activeToday()).toBe(before + 1);
    } finally {
      stop();
      await client.dispose();
    }
  });
});

describe("reports", () => {
  const REPORT = `mutation ($type: ModerationTarget!, $id: ID!, $reason: ReportReason!, $details: String) {
    reportContent(targetType: $type, targetId: $id, reason: $reason, details: $details) { id status reason details } }`;
  const QUEUE = `query ($status: ReportStatus!) { reports(status: $status, first: 100) {
    edges { node { id targetType targetId targetPreview targetPath targetReportCount status action
      targetAuthor { id } reporter { id } resolvedBy { id } } } } }`;
  const RESOLVE = `mutation ($id: ID!, $action: ReportAction!) { resolveReport(id: $id, action: $action) { id status action resolvedBy { id } } }`;
  const NOTES = `{ notifications(first: 20) { edges { node { type title message data } } } }`;

  const queue = async (admin: Member, status: string) =>
    ok(await gql(app.url, QUEUE, { status }, admin)).reports.edges.map(
      (e: { node: Record<string, unknown> }) => e.node,
    );

  it("takes one report per member and target, never one's own, details required for OTHER", async () => {
    const author = await makeMember(app.url);
    const reader = await makeMember(app.url);
    const { article } = await makeContent(author);
    expect(
      errorCode(await gql(app.url, REPORT, { type: "ARTICLE", id: article, reason: "SPAM" })),
    ).toBe("UNAUTHENTICATED");
    const other = await gql(
      app.url,
      REPORT,
      { type: "ARTICLE", id: article, reason: "OTHER" },
      reader,
    );
    expect(errorCode(other)).toBe("BAD_USER_INPUT");
    expect(other.errors?.[0].extensions?.fields).toEqual({
      details: "Please describe the problem.",
    });
    const long = await gql(
      app.url,
      REPORT,
      { type: "ARTICLE", id: article, reason: "OTHER", details: "x".repeat(1001) },
      reader,
    );
    expect(errorCode(long)).toBe("BAD_USER_INPUT");
    const own = await gql(
      app.url,
      REPORT,
      { type: "ARTICLE", id: article, reason: "SPAM" },
      author,
    );
    expect(errorCode(own)).toBe("FORBIDDEN");
    const self = await gql(
      app.url,
      REPORT,
      { type: "PROFILE", id: author.id, reason: "SPAM" },
      author,
    );
    expect(errorCode(self)).toBe("FORBIDDEN");
    expect(
      errorCode(
        await gql(app.url, REPORT, { type: "ARTICLE", id: author.id, reason: "SPAM" }, reader),
      ),
    ).toBe("NOT_FOUND");

    const first = ok(
      await gql(
        app.url,
        REPORT,
        { type: "ARTICLE", id: article, reason: "OTHER", details: "  Plagiarised  " },
        reader,
      ),
    ).reportContent;
    expect(first).toMatchObject({ status: "OPEN", reason: "OTHER", details: "Plagiarised" });
    const again = await gql(
      app.url,
      REPORT,
      { type: "ARTICLE", id: article, reason: "SPAM" },
      reader,
    );
    expect(errorCode(again)).toBe("CONFLICT");
    expect(again.errors?.[0].message).toBe("You have already reported this.");
  });

  it("groups the queue by target and resolves every open report on it: delete content, with each reporter told", async () => {
    const admin = await makeAdmin();
    const author = await makeMember(app.url);
    const [r1, r2] = [await makeMember(app.url), await makeMember(app.url)];
    const { forumPost } = await makeContent(author);
    for (const reporter of [r1, r2])
      ok(
        await gql(
          app.url,
          REPORT,
          { type: "FORUM_POST", id: forumPost, reason: "HARASSMENT" },
          reporter,
        ),
      );
    const open = (await queue(admin, "OPEN")).filter(
      (r: { targetId: string }) => r.targetId === forumPost,
    );
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      targetType: "FORUM_POST",
      targetReportCount: 2,
      targetPath: `/forums/${forumPost}`,
      targetAuthor: { id: author.id },
      reporter: { id: r2.id },
    });
    expect(open[0].targetPreview).toContain("Forum");

    const member = await makeMember(app.url);
    expect(
      errorCode(await gql(app.url, RESOLVE, { id: open[0].id, action: "DELETE_CONTENT" }, member)),
    ).toBe("FORBIDDEN");
    const resolved = ok(
      await gql(app.url, RESOLVE, { id: open[0].id, action: "DELETE_CONTENT" }, admin),
    ).resolveReport;
    expect(resolved).toMatchObject({
      status: "RESOLVED",
      action: "DELETE_CONTENT",
      resolvedBy: { id: admin.id },
    });
    expect(
      errorCode(await gql(app.url, RESOLVE, { id: open[0].id, action: "DISMISS" }, admin)),
    ).toBe("CONFLICT");
    const [gone] = await app.db.query(`SELECT count(*)::int AS n FROM forum_posts WHERE id = $1`, [
      forumPost,
    ]);
    expect(gone.n).toBe(0);
    expect((await queue(admin, "OPEN")).map((r: { targetId: string }) => r.targetId)).not.toContain(
      forumPost,
    );
    const done = (await queue(admin, "RESOLVED")).find(
      (r: { targetId: string }) => r.targetId === forumPost,
    );
    expect(done).toMatchObject({ targetReportCount: 2, targetPreview: null, targetPath: null });

    for (const reporter of [r1, r2]) {
      const notes = ok(await gql(app.url, NOTES, {}, reporter)).notifications.edges.map(
        (e: { node: Record<string, unknown> }) => e.node,
      );
      expect(notes).toContainEqual(
        expect.objectContaining({
          type: "REPORT_RESOLVED",
          title: "Report resolved",
          data: { reportId: expect.any(String), action: "DELETE_CONTENT" },
        }),
      );
    }
    const entries = ok(await gql(app.url, AUDIT, {}, admin)).auditLog.edges.map(
      (e: { node: { action: string; targetId: string } }) => e.node,
    );
    expect(
      entries
        .filter((e: { targetId: string }) => e.targetId === forumPost)
        .map((e: { action: string }) => e.action),
    ).toEqual(["RESOLVE_REPORT", "DELETE_CONTENT"]);
  });

  it("names what was reported in the reporter's notification: the kind and its author, or the member, even once removed", async () => {
    const admin = await makeAdmin();
    const author = await makeMember(app.url);
    const reader = await makeMember(app.url);
    await app.db.query(`UPDATE profiles SET full_name = 'Ana Lee' WHERE id = $1`, [author.id]);
    const { comment, article } = await makeContent(author);
    const resolve = async (type: string, id: string, action: string) => {
      const report = ok(
        await gql(app.url, REPORT, { type, id, reason: "SPAM" }, reader),
      ).reportContent;
      ok(await gql(app.url, RESOLVE, { id: report.id, action }, admin));
      const notes = ok(await gql(app.url, NOTES, {}, reader)).notifications.edges.map(
        (e: { node: { data: { reportId: string }; title: string; message: string } }) => e.node,
      );
      const note = notes.find((n: { data: { reportId: string } }) => n.data.reportId === report.id);
      expect(note.title).toBe("Report resolved");
      return note.message as string;
    };
    expect(await resolve("COMMENT", comment, "DISMISS")).toBe(
      "Your report on a comment by Ana Lee: we reviewed it and took no action.",
    );
    // Removed: the kind and its author are still named.
    expect(await resolve("ARTICLE", article, "DELETE_CONTENT")).toBe(
      "Your report on an article by Ana Lee: we reviewed it and removed the content.",
    );
    expect(await resolve("PROFILE", author.id, "DISMISS")).toBe(
      "Your report on Ana Lee: we reviewed it and took no action.",
    );
  });

  it("bans the author (or the reported member) from a report, dismisses without a change, and never bans a super admin", async () => {
    const admin = await makeAdmin();
    const author = await makeMember(app.url);
    const reader = await makeMember(app.url);
    const { article } = await makeContent(author);
    const report = ok(
      await gql(app.url, REPORT, { type: "ARTICLE", id: article, reason: "SPAM" }, reader),
    ).reportContent;
    ok(await gql(app.url, RESOLVE, { id: report.id, action: "BAN_AUTHOR" }, admin));
    const [row] = await app.db.query(`SELECT is_banned FROM profiles WHERE id = $1`, [author.id]);
    expect(row.is_banned).toBe(true);
    expect(ok(await gql(app.url, `{ me { id } }`, {}, author)).me).toBeNull();

    const other = await makeMember(app.url);
    const profileReport = ok(
      await gql(app.url, REPORT, { type: "PROFILE", id: other.id, reason: "HARASSMENT" }, reader),
    ).reportContent;
    ok(await gql(app.url, RESOLVE, { id: profileReport.id, action: "DISMISS" }, admin));
    const [kept] = await app.db.query(`SELECT is_banned FROM profiles WHERE id = $1`, [other.id]);
    expect(kept.is_banned).toBe(false);

    const otherAdmin = await makeAdmin();
    const adminReport = ok(
      await gql(app.url, REPORT, { type: "PROFILE", id: otherAdmin.id, reason: "SPAM" }, reader),
    ).reportContent;
    expect(
      errorCode(await gql(app.url, RESOLVE, { id: adminReport.id, action: "BAN_AUTHOR" }, admin)),
    ).toBe("FORBIDDEN");
    const [still] = await app.db.query(`SELECT status FROM reports WHERE id = $1`, [
      adminReport.id,
    ]);
    expect(still.status).toBe("OPEN");
  });
});
