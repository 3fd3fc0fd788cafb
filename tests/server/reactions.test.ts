import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, listen as listenAt, until } from "../support/graphql-client";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
let probes: Probes;
let owner: Member;
let fan: Member;
beforeAll(async () => {
  app = await startTestServer();
  probes = await openProbes(app);
  owner = await makeMember(app.url);
  fan = await makeMember(app.url);
});
afterAll(async () => {
  await probes.close();
  await app.stop();
});

const TOGGLE = `mutation ($input: ToggleReactionInput!) {
  toggleReaction(input: $input) { contentType contentId reactions { type count viewerHasReacted } }
}`;
const ARTICLE_REACTIONS = `query ($id: ID!) {
  article(id: $id) { id reactions { type count viewerHasReacted } }
}`;
const NOTIFICATIONS = `query { notifications(first: 100) { totalCount edges { node { type title message read data } } } }`;

type Count = { type: string; count: number; viewerHasReacted: boolean };
const KINDS = ["LIKE", "DISLIKE", "LOVE", "LAUGH", "CRY"];

const toggle = (
  member: Member | null,
  contentId: string,
  reactionType = "LIKE",
  contentType = "ARTICLE",
) => gql(app.url, TOGGLE, { input: { contentType, contentId, reactionType } }, member ?? {});
async function toggleOk(member: Member, contentId: string, reactionType = "LIKE") {
  const res = await toggle(member, contentId, reactionType);
  expect(res.errors).toBeUndefined();
  return res.data!.toggleReaction.reactions as Count[];
}
async function writeArticle(member: Member, input: Record<string, unknown> = {}) {
  const res = await gql(
    app.url,
    `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id title } }`,
    {
      input: {
        title: `Notes ${crypto.randomBytes(3).toString("hex")}`,
        content: "Reactions make writing feel less lonely.",
        ...input,
      },
    },
    member,
  );
  if (res.errors) throw new Error(`createArticle failed: ${res.errors[0].message}`);
  return res.data!.createArticle as { id: string; title: string };
}
const reactionsOf = async (articleId: string, viewer?: Member) => {
  const res = await gql(app.url, ARTICLE_REACTIONS, { id: articleId }, viewer ?? {});
  expect(res.errors).toBeUndefined();
  return res.data!.article.reactions as Count[];
};
const countOf = (counts: Count[], type: string) => counts.find((c) => c.type === type)!;
const rows = async (articleId: string) =>
  (
    (await app.db.query(
      `SELECT user_id, reaction_type FROM reactions
        WHERE content_type = 'article' AND content_id = $1 ORDER BY reaction_type`,
      [articleId],
    )) as { user_id: string; reaction_type: string }[]
  ).map((r) => `${r.user_id === owner.id ? "owner" : r.user_id}:${r.reaction_type}`);
const notifications = async (member: Member) => {
  const res = await gql(app.url, NOTIFICATIONS, {}, member);
  expect(res.errors).toBeUndefined();
  return res.data!.notifications as {
    totalCount: number;
    edges: { node: { type: string; title: string; message: string; data: unknown } }[];
  };
};

const listen = (member: Member, query: string) =>
  listenAt(app.url, member, query, probes.notification(member.id));

describe("toggleReaction on articles", () => {
  it("adds a reaction, and pressing the same kind again removes it", async () => {
    const article = await writeArticle(owner);
    const added = await toggle(fan, article.id, "LIKE");
    expect(added.errors).toBeUndefined();
    expect(added.data!.toggleReaction).toMatchObject({
      contentType: "ARTICLE",
      contentId: article.id,
    });
    expect(countOf(added.data!.toggleReaction.reactions, "LIKE")).toEqual({
      type: "LIKE",
      count: 1,
      viewerHasReacted: true,
    });
    expect(await rows(article.id)).toEqual([`${fan.id}:like`]);
    expect(countOf(await reactionsOf(article.id), "LIKE")).toEqual({
      type: "LIKE",
      count: 1,
      viewerHasReacted: false,
    });

    const removed = await toggleOk(fan, article.id, "LIKE");
    expect(countOf(removed, "LIKE")).toEqual({ type: "LIKE", count: 0, viewerHasReacted: false });
    expect(await rows(article.id)).toEqual([]);
  });

  it("lets a member hold several kinds at once, and lists all five kinds in order", async () => {
    const article = await writeArticle(owner);
    await toggleOk(fan, article.id, "LIKE");
    const counts = await toggleOk(fan, article.id, "LOVE");
    expect(counts).toEqual([
      { type: "LIKE", count: 1, viewerHasReacted: true },
      { type: "DISLIKE", count: 0, viewerHasReacted: false },
      { type: "LOVE", count: 1, viewerHasReacted: true },
      { type: "LAUGH", count: 0, viewerHasReacted: false },
      { type: "CRY", count: 0, viewerHasReacted: false },
    ]);
    expect(await rows(article.id)).toEqual([`${fan.id}:like`, `${fan.id}:love`]);
    // Removing one kind leaves the other.
    await toggleOk(fan, article.id, "LIKE");
    expect(await rows(article.id)).toEqual([`${fan.id}:love`]);

    const fresh = await writeArticle(owner);
    expect((await reactionsOf(fresh.id)).map((c) => c.type)).toEqual(KINDS);
    expect((await reactionsOf(fresh.id)).every((c) => c.count === 0)).toBe(true);
  });

  it("counts members separately and shows each viewer their own kinds in the articles list", async () => {
    const author = await makeMember(app.url);
    const [a, b] = [await makeMember(app.url), await makeMember(app.url)];
    const article = await writeArticle(author);
    await toggleOk(a, article.id, "LIKE");
    await toggleOk(a, article.id, "LOVE");
    await toggleOk(b, article.id, "LIKE");
    await toggleOk(b, article.id, "CRY");

    const LIST = `query ($authorId: ID) {
      articles(authorId: $authorId) { edges { node { id reactions { type count viewerHasReacted } } } }
    }`;
    const seenBy = async (viewer?: Member) => {
      const res = await gql(app.url, LIST, { authorId: author.id }, viewer ?? {});
      expect(res.errors).toBeUndefined();
      const [edge] = res.data!.articles.edges;
      expect(edge.node.id).toBe(article.id);
      return Object.fromEntries(
        (edge.node.reactions as Count[]).map((c) => [c.type, [c.count, c.viewerHasReacted]]),
      );
    };
    expect(await seenBy(a)).toEqual({
      LIKE: [2, true],
      DISLIKE: [0, false],
      LOVE: [1, true],
      LAUGH: [0, false],
      CRY: [1, false],
    });
    expect(await seenBy(b)).toEqual({
      LIKE: [2, true],
      DISLIKE: [0, false],
      LOVE: [1, false],
      LAUGH: [0, false],
      CRY: [1, true],
    });
    const neutral = {
      LIKE: [2, false],
      DISLIKE: [0, false],
      LOVE: [1, false],
      LAUGH: [0, false],
      CRY: [1, false],
    };
    expect(await seenBy(author)).toEqual(neutral);
    expect(await seenBy()).toEqual(neutral);
  });
});

describe("what can be reacted to", () => {
  it("answers NOT_FOUND for content types that don't exist yet, and like-only types refuse other kinds", async () => {
    const someId = crypto.randomUUID();
    for (const [contentType, reactionType, noun] of [
      ["BUSINESS_IDEA", "LIKE", "Business idea"],
      ["FORUM_POST", "LIKE", "Forum post"],
      ["GROUP_POST", "LOVE", "Post"],
    ]) {
      const res = await toggle(fan, someId, reactionType, contentType);
      expect(res.errors?.[0]).toMatchObject({
        message: `${noun} not found.`,
        extensions: { code: "NOT_FOUND" },
      });
    }
    // An article's id is no business idea: content types don't mix.
    const article = await writeArticle(owner);
    expect(errorCode(await toggle(fan, article.id, "LIKE", "BUSINESS_IDEA"))).toBe("NOT_FOUND");

    for (const contentType of ["BUSINESS_IDEA", "FORUM_POST"]) {
      for (const reactionType of ["DISLIKE", "LOVE", "LAUGH", "CRY"]) {
        const res = await toggle(fan, someId, reactionType, contentType);
        expect(res.errors?.[0]).toMatchObject({
          message: "This content can only be liked",
          extensions: {
            code: "BAD_USER_INPUT",
            fields: { reactionType: "This content can only be liked" },
          },
        });
      }
    }
    expect(
      await app.db.query(`SELECT id FROM reactions WHERE content_id = ANY($1::uuid[])`, [
        [someId, article.id],
      ]),
    ).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown or malformed id and for someone else's draft", async () => {
    expect(errorCode(await toggle(fan, crypto.randomUUID()))).toBe("NOT_FOUND");
    const malformed = await toggle(fan, "not-a-uuid");
    expect(malformed.errors?.[0]).toMatchObject({
      message: "Article not found.",
      extensions: { code: "NOT_FOUND" },
    });
    const draft = await writeArticle(owner, { draft: true });
    expect(errorCode(await toggle(fan, draft.id, "LOVE"))).toBe("NOT_FOUND");
    expect(await rows(draft.id)).toEqual([]);
  });

  it("answers NOT_FOUND across a block either way, as if the content were not there, for every kind", async () => {
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const forumPost = async (author: Member) => {
      const res = await gql(
        app.url,
        `mutation ($input: CreateForumPostInput!) { createForumPost(input: $input) { id } }`,
        {
          input: {
            title: `Question ${crypto.randomBytes(3).toString("hex")}`,
            content: "Which reactions do you use most?",
            category: "GENERAL_DISCUSSION",
          },
        },
        author,
      );
      expect(res.errors).toBeUndefined();
      return res.data!.createForumPost.id as string;
    };
    const content = (author: Member) =>
      Promise.all([
        writeArticle(author).then((x) => ({ type: "ARTICLE", id: x.id, noun: "Article" })),
        forumPost(author).then((id) => ({ type: "FORUM_POST", id, noun: "Forum post" })),
      ]);
    const [byA, byB] = [await content(a), await content(b)];
    const held = async (member: Member) =>
      (
        (await app.db.query(`SELECT count(*)::int AS n FROM reactions WHERE user_id = $1`, [
          member.id,
        ])) as { n: number }[]
      )[0].n;
    await toggleOk(b, byA[0].id, "LOVE");
    const blocked = await gql(
      app.url,
      `mutation ($id: ID!) { blockMember(userId: $id) { id } }`,
      { id: b.id },
      a,
    );
    expect(blocked.errors).toBeUndefined();

    // The blocked member on the blocker's content, and the blocker on the blocked member's.
    for (const [who, items] of [
      [b, byA],
      [a, byB],
    ] as const)
      for (const item of items) {
        const res = await toggle(who, item.id, "LIKE", item.type);
        expect(res.errors?.[0]).toMatchObject({
          message: `${item.noun} not found.`,
          extensions: { code: "NOT_FOUND" },
        });
      }
    // Taking back a reaction given before the block is refused the same way; it stays as it was.
    expect(errorCode(await toggle(b, byA[0].id, "LOVE"))).toBe("NOT_FOUND");
    expect(await held(b)).toBe(1);
    expect(await held(a)).toBe(0);
    // Anyone else still reacts.
    for (const item of byA)
      expect((await toggle(c, item.id, "LIKE", item.type)).errors).toBeUndefined();

    const lifted = await gql(
      app.url,
      `mutation ($id: ID!) { unblockMember(userId: $id) { id } }`,
      { id: b.id },
      a,
    );
    expect(lifted.errors).toBeUndefined();
    expect((await toggle(b, byA[1].id, "LIKE", "FORUM_POST")).errors).toBeUndefined();
  });

  it("asks a visitor to sign in", async () => {
    const article = await writeArticle(owner);
    const res = await toggle(null, article.id);
    expect(errorCode(res)).toBe("UNAUTHENTICATED");
    expect(await rows(article.id)).toEqual([]);
  });
});

describe("concurrency", () => {
  it("alternates concurrent presses of one kind by one member: 20 leave nothing, 21 leave one", async () => {
    const article = await writeArticle(owner);
    const presses = (n: number) =>
      Promise.all(Array.from({ length: n }, () => toggle(fan, article.id, "LAUGH")));
    const even = await presses(20);
    expect(even.map((r) => r.errors)).toEqual(Array(20).fill(undefined));
    expect(countOf(await reactionsOf(article.id), "LAUGH").count).toBe(0);
    expect(await rows(article.id)).toEqual([]);
    // Each press saw a state its predecessor left: as many answers with one LAUGH as with none.
    const answered = even.map(
      (r) => countOf(r.data!.toggleReaction.reactions as Count[], "LAUGH").count,
    );
    expect(answered.every((c) => c === 0 || c === 1)).toBe(true);

    const odd = await presses(21);
    expect(odd.map((r) => r.errors)).toEqual(Array(21).fill(undefined));
    expect(countOf(await reactionsOf(article.id, fan), "LAUGH")).toEqual({
      type: "LAUGH",
      count: 1,
      viewerHasReacted: true,
    });
    expect(await rows(article.id)).toEqual([`${fan.id}:laugh`]);
  });

  it("counts concurrent reactions of 10 members as 10, in one notification naming 10", async () => {
    const author = await makeMember(app.url);
    const article = await writeArticle(author);
    const members = await Promise.all(Array.from({ length: 10 }, () => makeMember(app.url)));
    const results = await Promise.all(members.map((m) => toggle(m, article.id, "LIKE")));
    expect(results.map((r) => r.errors)).toEqual(Array(10).fill(undefined));
    expect(countOf(await reactionsOf(article.id), "LIKE").count).toBe(10);
    expect(await rows(article.id)).toHaveLength(10);
    const notes = await gql(
      app.url,
      `query { notifications(first: 100) { totalCount edges { node { actorCount message } } } }`,
      {},
      author,
    );
    expect(notes.data!.notifications.totalCount).toBe(1);
    const [{ node }] = notes.data!.notifications.edges;
    expect(node.actorCount).toBe(10);
    expect(node.message).toMatch(/^\S+ and 9 others reacted with Like to your article "Notes /);
  });
});

describe("notifications", () => {
  it("tells the owner live when another member reacts, and nothing when they react themselves or remove one", async () => {
    const author = await makeMember(app.url);
    const reactor = await makeMember(app.url);
    await gql(
      app.url,
      `mutation { updateProfile(input: { fullName: "Ada Lovelace" }) { id } }`,
      {},
      reactor,
    );
    const article = await writeArticle(author, { title: "Notes on the Engine" });
    const live = await listen(author, `subscription { notificationAdded { type title message } }`);
    const reactorLive = await listen(reactor, `subscription { notificationAdded { title } }`);

    await toggleOk(reactor, article.id, "LOVE");
    const expected = {
      type: "REACTION",
      title: "New Reaction",
      message: 'Ada Lovelace reacted with Love to your article "Notes on the Engine"',
    };
    await until(() => live.events.length > 0);
    expect(live.events).toEqual([{ notificationAdded: expected }]);
    const stored = await notifications(author);
    expect(stored.totalCount).toBe(1);
    expect(stored.edges[0].node).toMatchObject({
      ...expected,
      read: false,
      data: {
        senderId: reactor.id,
        contentType: "article",
        contentId: article.id,
        reactionType: "love",
        path: `/articles/${article.id}`,
      },
    });

    // Removing the reaction, and the owner's own reactions, notify no one.
    await toggleOk(reactor, article.id, "LOVE");
    await toggleOk(author, article.id, "LIKE");
    await toggleOk(author, article.id, "LIKE");
    // A later reaction arrives, so anything sent in between would have arrived first.
    await toggleOk(reactor, article.id, "CRY");
    await until(() => live.events.length > 1);
    // Anything published to the reactor arrives before a later event.
    await Promise.all([live.settled(), reactorLive.settled()]);
    expect(live.events).toEqual([
      { notificationAdded: expected },
      {
        notificationAdded: {
          ...expected,
          message: 'Ada Lovelace reacted with Sad to your article "Notes on the Engine"',
        },
      },
    ]);
    // The Love was taken back before the author read of it: its notification went with it.
    expect((await notifications(author)).edges.map((e) => e.node.message)).toEqual([
      'Ada Lovelace reacted with Sad to your article "Notes on the Engine"',
    ]);
    expect((await notifications(reactor)).totalCount).toBe(0);
    expect(reactorLive.events).toEqual([]);
    await Promise.all([live.close(), reactorLive.close()]);
  });

  it("carries the route of what was reacted to, for the client to open", async () => {
    const author = await makeMember(app.url);
    const reactor = await makeMember(app.url);
    const article = await writeArticle(author);
    const group = await gql(
      app.url,
      `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id } }`,
      {
        input: {
          name: `Reactions ${crypto.randomBytes(3).toString("hex")}`,
          description: "Posts to react to.",
        },
      },
      author,
    );
    const groupId = group.data!.createGroup.id as string;
    const post = await gql(
      app.url,
      `mutation ($input: CreateGroupPostInput!) { createGroupPost(input: $input) { id } }`,
      { input: { groupId, content: "A post in a public group." } },
      author,
    );
    const postId = post.data!.createGroupPost.id as string;
    const forumPost = await gql(
      app.url,
      `mutation ($input: CreateForumPostInput!) { createForumPost(input: $input) { id } }`,
      {
        input: {
          title: `Forum ${crypto.randomBytes(3).toString("hex")}`,
          content: "A question worth a like.",
          category: "GENERAL_DISCUSSION",
        },
      },
      author,
    );
    const forumPostId = forumPost.data!.createForumPost.id as string;

    await toggleOk(reactor, article.id, "LIKE");
    for (const [contentType, contentId] of [
      ["GROUP_POST", postId],
      ["FORUM_POST", forumPostId],
    ])
      expect((await toggle(reactor, contentId, "LIKE", contentType)).errors).toBeUndefined();

    const paths = Object.fromEntries(
      (await notifications(author)).edges.map(({ node }) => {
        const data = node.data as { contentType: string; path: string };
        return [data.contentType, data.path];
      }),
    );
    expect(paths).toEqual({
      article: `/articles/${article.id}`,
      group_post: `/groups/${groupId}?post=${postId}`,
      forum_post: `/forums/${forumPostId}`,
    });
  });

  it("names a member without a full name by their username", async () => {
    const author = await makeMember(app.url);
    const reactor = await makeMember(app.url);
    const article = await writeArticle(author, { title: "Plain names" });
    await toggleOk(reactor, article.id, "LAUGH");
    const [note] = (await notifications(author)).edges;
    expect(note.node.message).toBe(
      `${reactor.username} reacted with Haha to your article "Plain names"`,
    );
  });
});
