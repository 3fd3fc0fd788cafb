import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { gqlMultipart } from "../support/multipart";
import { ArticlePermissionsDocument } from "./operations/articles.generated";
import { startTestServer, type TestServer } from "../support/server";

const ADMIN_EMAIL = "articles-admin@agora.test";
/** A second super admin, for the tests that need one of their own. */
const OTHER_ADMIN_EMAIL = "articles-admin-2@agora.test";

let app: TestServer;
let author: Member;
let reader: Member;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: `${ADMIN_EMAIL},${OTHER_ADMIN_EMAIL}` });
  author = await makeMember(app.url);
  reader = await makeMember(app.url);
});
afterAll(() => app.stop());

const ARTICLE_FIELDS = `id title content excerpt preview category status publishedAt createdAt readingMinutes
  imageUrl imageThumbnailUrl author { id username }`;
const CREATE = `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { ${ARTICLE_FIELDS} } }`;
const ARTICLE = `query ($id: ID!) { article(id: $id) { ${ARTICLE_FIELDS} } }`;
const PUBLISH = `mutation ($id: ID!) { publishArticle(id: $id) { id status publishedAt } }`;
const DELETE = `mutation ($id: ID!) { deleteArticle(id: $id) }`;
const LIST = `query ($category: ArticleCategory, $authorId: ID, $first: Int, $after: String) {
  articles(category: $category, authorId: $authorId, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id title category status author { id username } } }
  }
}`;
const FEED = `query { feed(filter: ARTICLES, first: 100) {
  edges { node { id type title description imageUrl contentId author { id username } } }
} }`;
const TOGGLE = `mutation ($input: ToggleReactionInput!) {
  toggleReaction(input: $input) { reactions { type count } }
}`;

type ArticleNode = {
  id: string;
  title: string;
  category: string | null;
  status: string;
  author: { id: string; username: string };
};
type ListPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: ArticleNode }[];
};

/** A word of random letters, unique to a test (search terms, titles). */
const word = () =>
  Array.from(crypto.randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join("");
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

let counter = 0;
const create = (member: Member | null, input: Record<string, unknown> = {}) =>
  gql(
    app.url,
    CREATE,
    {
      input: {
        title: `Article ${++counter} ${word()}`,
        content: "Some thoughtful content about building products.",
        ...input,
      },
    },
    member ?? {},
  );
async function publish(member: Member, input: Record<string, unknown> = {}) {
  const res = await create(member, input);
  if (res.errors) throw new Error(`createArticle failed: ${res.errors[0].message}`);
  return res.data!.createArticle as { id: string; title: string; excerpt: string } & Record<
    string,
    unknown
  >;
}
const list = async (variables: Record<string, unknown> = {}, viewer?: Member) => {
  const res = await gql(app.url, LIST, variables, viewer ?? {});
  expect(res.errors).toBeUndefined();
  return res.data!.articles as ListPage;
};
const ids = (page: ListPage) => page.edges.map((e) => e.node.id);
const fetchArticle = (id: string, viewer?: Member) => gql(app.url, ARTICLE, { id }, viewer ?? {});
/** The ARTICLES feed items about one article. */
const feedItemsOf = async (articleId: string) => {
  const res = await gql(app.url, FEED);
  expect(res.errors).toBeUndefined();
  return (res.data!.feed.edges as { node: { contentId: string } & Record<string, unknown> }[])
    .map((e) => e.node)
    .filter((n) => n.contentId === articleId);
};
const rowCount = async (sql: string, params: unknown[]) =>
  ((await app.db.query(sql, params)) as { count: number }[])[0].count;
const statements = (res: GraphQLResponse<unknown>) => Number(res.headers.get("x-sql-statements"));
const expectInputError = (res: GraphQLResponse<unknown>, field: string, message: string) => {
  expect(res.data).toBeNull();
  expect(res.errors?.[0].message).toBe(message);
  expect(res.errors?.[0].extensions?.code).toBe("BAD_USER_INPUT");
  expect(res.errors?.[0].extensions?.fields).toEqual({ [field]: message });
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2f855a" } })
    .png()
    .toBuffer();
const createWithImage = (
  member: Member,
  image: { data: Buffer; name: string; type: string },
  input: Record<string, unknown> = {},
) =>
  gqlMultipart(
    app.url,
    CREATE,
    {
      input: {
        title: `Illustrated ${word()}`,
        content: "An article with a picture at the top.",
        ...input,
      },
    },
    { "input.image": image },
    member,
  );
const uploadsDir = () => path.join(app.dataDir, "uploads");
const storedFileCount = () =>
  fs.existsSync(uploadsDir())
    ? fs
        .readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile()).length
    : 0;

describe("createArticle", () => {
  it("publishes at once with its author, publication time, category and reading time", async () => {
    const before = Date.now();
    const res = await create(author, {
      title: "  Shipping small  ",
      content: "Ship small changes often.",
      category: "TECHNOLOGY",
    });
    expect(res.errors).toBeUndefined();
    const article = res.data!.createArticle;
    expect(article).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      title: "Shipping small",
      content: "Ship small changes often.",
      excerpt: "Ship small changes often.",
      category: "TECHNOLOGY",
      status: "PUBLISHED",
      readingMinutes: 1,
      imageUrl: null,
      author: { id: author.id, username: author.username },
    });
    expect(Date.parse(article.publishedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(article.publishedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    const [row] = await app.db.query(`SELECT status, author_id FROM articles WHERE id = $1`, [
      article.id,
    ]);
    expect(row).toEqual({ status: "published", author_id: author.id });
  });

  it("keeps no category when none is given", async () => {
    const article = await publish(author);
    expect(article.category).toBeNull();
  });

  it("makes the excerpt of the first 150 characters of the markup-stripped content", async () => {
    const filler =
      "Teams that ship small changes learn faster, because every change meets real users " +
      "sooner and every mistake is smaller and easier to undo than the last big release.";
    const content = `## Why small releases win\n\nThis is **bold** and a [link](https://example.com/guide) here.\n\n${filler}`;
    const plain = `Why small releases win This is bold and a link here. ${filler}`;
    expect(plain.length).toBeGreaterThan(150);
    expect(plain[149]).not.toBe(" ");
    const article = await publish(author, { content });
    expect(article.excerpt).toBe(`${plain.slice(0, 150)}…`);
    expect(article.excerpt).not.toMatch(/\*\*|##|\]\(|https:/);
    expect(article.content).toBe(content);

    const short = await publish(author, {
      content: "A **short** _note_ with [a link](https://x.io).",
    });
    expect(short.excerpt).toBe("A short note with a link.");
    expect(short.preview).toBe("A short note with a link.");
  });

  it("gives list cards a preview of the first 200 characters of the markup-stripped content", async () => {
    const paragraph =
      "Teams that ship **small** changes learn faster, because every change meets real users sooner. ";
    const content = `## Shipping small\n\n${paragraph.repeat(4)}`;
    const plain = `Shipping small ${paragraph.replace(/\*\*/g, "").repeat(4).trim()}`;
    expect(plain.length).toBeGreaterThan(200);
    const article = await publish(author, { content });
    expect(article.preview).toBe(`${plain.slice(0, 200).trimEnd()}…`);
    expect(article.preview).not.toMatch(/\*\*|##/);
  });

  it("counts the excerpt's characters as characters: an emoji at the cut is kept whole", async () => {
    const article = await publish(author, {
      content: `${"a".repeat(149)}😀 and then the article goes on for a while.`,
    });
    expect(article.excerpt).toBe(`${"a".repeat(149)}😀…`);
    const [row] = await app.db.query(`SELECT excerpt FROM articles WHERE id = $1`, [article.id]);
    expect(row.excerpt).toBe(article.excerpt);
  });

  it("counts reading time at 200 words a minute", async () => {
    expect((await publish(author, { content: words(200) })).readingMinutes).toBe(1);
    expect((await publish(author, { content: words(201) })).readingMinutes).toBe(2);
    expect((await publish(author, { content: words(400) })).readingMinutes).toBe(2);
    expect((await publish(author, { content: words(401) })).readingMinutes).toBe(3);
  });

  it("gives the spec's messages for a title, content or category out of bounds", async () => {
    const titleShort = "Title must be at least 3 characters";
    expectInputError(await create(author, { title: "ab" }), "title", titleShort);
    expectInputError(await create(author, { title: "   ab  " }), "title", titleShort);
    expectInputError(
      await create(author, { title: "x".repeat(101) }),
      "title",
      "Title must be less than 100 characters",
    );
    expectInputError(
      await create(author, { content: "too short" }),
      "content",
      "Content must be at least 10 characters",
    );
    expectInputError(
      await create(author, { content: "  123456789   " }),
      "content",
      "Content must be at least 10 characters",
    );
    expectInputError(
      await create(author, { content: "x".repeat(10001) }),
      "content",
      "Content must be less than 10000 characters",
    );
    // Categories are an enum: the schema itself refuses any other value.
    const category = await create(author, { category: "Sports" });
    expect(errorCode(category)).toBe("BAD_USER_INPUT");
    expect(category.errors![0].message).toMatch(/"Sports" at "input.category"/);

    const both = await create(author, { title: "a", content: "b" });
    expect(both.errors?.[0].extensions?.fields).toEqual({
      title: titleShort,
      content: "Content must be at least 10 characters",
    });
  });

  it("accepts the bounds themselves: 3 and 100 title characters, 10 and 10000 content characters", async () => {
    for (const input of [
      { title: "abc", content: "0123456789" },
      { title: "t".repeat(100), content: "c".repeat(10000) },
    ]) {
      const res = await create(author, input);
      expect(res.errors).toBeUndefined();
      expect(res.data!.createArticle).toMatchObject(input);
    }
  });

  it("asks a visitor to sign in, and stores nothing", async () => {
    const before = (await list()).totalCount;
    const res = await create(null);
    expect(res.errors?.[0]).toMatchObject({
      message: "You must be logged in to post an article",
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect((await list()).totalCount).toBe(before);
  });
});

describe("article images", () => {
  it("stores a valid image, served over HTTP, and puts it on the feed item", async () => {
    const res = await createWithImage(author, {
      data: await png(1200, 800),
      name: "cover.png",
      type: "image/png",
    });
    expect(res.errors).toBeUndefined();
    const article = res.data!.createArticle;
    expect(article.imageUrl).toMatch(/^\/uploads\/article\/[0-9a-f]{32}\.webp$/);
    expect(article.imageThumbnailUrl).toMatch(/^\/uploads\/article\/[0-9a-f]{32}-thumb\.webp$/);
    for (const url of [article.imageUrl, article.imageThumbnailUrl]) {
      const served = await fetch(`${app.url}${url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toMatch(/^image\//);
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(meta.width).toBeLessThanOrEqual(1200);
    }
    const [item] = await feedItemsOf(article.id);
    expect(item.imageUrl).toBe(article.imageUrl);
  });

  it.each([
    [300, 200, "Image too small. Minimum size: 400x300px"],
    [2400, 1200, "Image too large. Maximum size: 2000x2000px"],
    [1800, 500, "Image aspect ratio should be between 1:2 and 3:1 for optimal display"],
    [400, 900, "Image aspect ratio should be between 1:2 and 3:1 for optimal display"],
  ])("refuses a %ix%i image: %s, creating nothing", async (width, height, message) => {
    const own = await list({ authorId: author.id }, author);
    const all = await list();
    const files = storedFileCount();
    const res = await createWithImage(author, {
      data: await png(width, height),
      name: "picture.png",
      type: "image/png",
    });
    expect(res.errors?.[0].message).toBe(message);
    expect(res.errors?.[0].extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { file: message },
    });
    expect((await list({ authorId: author.id }, author)).totalCount).toBe(own.totalCount);
    expect((await list()).totalCount).toBe(all.totalCount);
    expect(storedFileCount()).toBe(files);
  });

  it("accepts the limits themselves: 400x300, 2000x2000, 1:2 and 3:1", async () => {
    for (const [width, height] of [
      [400, 300],
      [2000, 2000],
      [600, 1200],
      [1500, 500],
    ]) {
      const res = await createWithImage(author, {
        data: await png(width, height),
        name: "ok.png",
        type: "image/png",
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.createArticle.imageUrl).toMatch(/^\/uploads\/article\//);
    }
  });

  it("refuses a text file named .png by its content", async () => {
    const before = (await list({ authorId: author.id }, author)).totalCount;
    const res = await createWithImage(author, {
      data: Buffer.from("This is a plain text file, not a picture at all.\n"),
      name: "holiday.png",
      type: "image/png",
    });
    expect(res.errors?.[0]).toMatchObject({
      message: "Please select an image file.",
      extensions: { code: "BAD_USER_INPUT" },
    });
    expect((await list({ authorId: author.id }, author)).totalCount).toBe(before);
  });
});

describe("feed items and drafts", () => {
  it("adds exactly one feed item per published article, with its title, excerpt and author", async () => {
    const article = await publish(author, {
      content: `**Lead** paragraph. ${"More text follows here. ".repeat(10)}`,
    });
    expect(await feedItemsOf(article.id)).toEqual([
      {
        id: expect.any(String),
        type: "ARTICLE",
        title: article.title,
        description: article.excerpt,
        imageUrl: null,
        contentId: article.id,
        author: { id: author.id, username: author.username },
      },
    ]);
    expect(
      await rowCount(`SELECT count(*)::int AS count FROM feed_items WHERE content_id = $1`, [
        article.id,
      ]),
    ).toBe(1);
  });

  it("keeps a draft to its author until it is published, then adds its single feed item", async () => {
    const res = await create(author, { draft: true, category: "BUSINESS" });
    expect(res.errors).toBeUndefined();
    const draft = res.data!.createArticle;
    expect(draft).toMatchObject({ status: "DRAFT", publishedAt: null });
    expect(await feedItemsOf(draft.id)).toEqual([]);

    // Not public: not in the list, not in the author's list as others see it, not readable by id.
    expect(ids(await list({ first: 100 }, reader))).not.toContain(draft.id);
    expect(ids(await list({ first: 100 }, author))).not.toContain(draft.id);
    expect(ids(await list({ authorId: author.id, first: 100 }, reader))).not.toContain(draft.id);
    expect(ids(await list({ authorId: author.id, first: 100 }))).not.toContain(draft.id);
    expect((await fetchArticle(draft.id, reader)).data!.article).toBeNull();
    expect((await fetchArticle(draft.id)).data!.article).toBeNull();
    // The author's own list and page show it.
    const own = await list({ authorId: author.id, first: 100 }, author);
    expect(own.edges.find((e) => e.node.id === draft.id)?.node.status).toBe("DRAFT");
    expect(own.totalCount).toBe(
      (await list({ authorId: author.id, first: 100 }, reader)).totalCount + 1,
    );
    expect((await fetchArticle(draft.id, author)).data!.article).toMatchObject({
      id: draft.id,
      status: "DRAFT",
    });

    // Only its author publishes it; others don't learn it exists.
    expect(errorCode(await gql(app.url, PUBLISH, { id: draft.id }, reader))).toBe("NOT_FOUND");
    expect(errorCode(await gql(app.url, PUBLISH, { id: draft.id }))).toBe("UNAUTHENTICATED");
    const published = await gql(app.url, PUBLISH, { id: draft.id }, author);
    expect(published.errors).toBeUndefined();
    expect(published.data!.publishArticle).toMatchObject({ status: "PUBLISHED" });
    const publishedAt = published.data!.publishArticle.publishedAt;
    expect(publishedAt).toEqual(expect.any(String));

    expect(await feedItemsOf(draft.id)).toEqual([
      expect.objectContaining({ title: draft.title, description: draft.excerpt }),
    ]);
    expect(ids(await list({ first: 100 }, reader))).toContain(draft.id);
    expect((await fetchArticle(draft.id)).data!.article).toMatchObject({ status: "PUBLISHED" });

    // Publishing again changes nothing: no second item, the same publication time.
    const again = await gql(app.url, PUBLISH, { id: draft.id }, author);
    expect(again.data!.publishArticle).toMatchObject({ status: "PUBLISHED", publishedAt });
    expect(await feedItemsOf(draft.id)).toHaveLength(1);
    expect(
      await rowCount(`SELECT count(*)::int AS count FROM feed_items WHERE content_id = $1`, [
        draft.id,
      ]),
    ).toBe(1);
  });

  it("answers publishArticle on a published article of someone else with FORBIDDEN", async () => {
    const article = await publish(author);
    const res = await gql(app.url, PUBLISH, { id: article.id }, reader);
    expect(errorCode(res)).toBe("FORBIDDEN");
    expect(await feedItemsOf(article.id)).toHaveLength(1);
  });
});

describe("article(id)", () => {
  it("answers null for a malformed id, as for an unknown one", async () => {
    const bad = await fetchArticle("not-a-uuid", reader);
    expect(bad.errors).toBeUndefined();
    expect(bad.data!.article).toBeNull();
    const unknown = await fetchArticle(crypto.randomUUID(), reader);
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.article).toBeNull();
  });

  it("lets visitors read a published article with its author", async () => {
    const article = await publish(author, { category: "LIFESTYLE" });
    const res = await fetchArticle(article.id);
    expect(res.errors).toBeUndefined();
    expect(res.data!.article).toEqual(article);
  });
});

describe("the articles list", () => {
  it("lists newest first, filters by category and author, and counts", async () => {
    const writer = await makeMember(app.url);
    const first = await publish(writer, { category: "TECHNOLOGY" });
    const second = await publish(writer, { category: "BUSINESS" });
    const third = await publish(writer, { category: "TECHNOLOGY" });
    const mine = await list({ authorId: writer.id });
    expect(ids(mine)).toEqual([third.id, second.id, first.id]);
    expect(mine.totalCount).toBe(3);
    expect(mine.edges[0].node.author).toEqual({ id: writer.id, username: writer.username });

    const tech = await list({ authorId: writer.id, category: "TECHNOLOGY" });
    expect(ids(tech)).toEqual([third.id, first.id]);
    expect(tech.totalCount).toBe(2);

    const business = await list({ category: "BUSINESS", first: 100 });
    expect(business.edges.every((e) => e.node.category === "BUSINESS")).toBe(true);
    expect(ids(business)).toContain(second.id);
    expect(ids(business)).not.toContain(first.id);
    expect(business.totalCount).toBe(
      await rowCount(
        `SELECT count(*)::int AS count FROM articles WHERE category = 'Business' AND status = 'published'`,
        [],
      ),
    );

    const everything = await list({}, reader);
    expect(everything.edges[0].node.id).toBe(third.id);
    expect(everything.totalCount).toBe(
      await rowCount(`SELECT count(*)::int AS count FROM articles WHERE status = 'published'`, []),
    );
  });

  it("refuses an unknown category and finds nothing for a malformed author id", async () => {
    expect(errorCode(await gql(app.url, LIST, { category: "Sports" }))).toBe("BAD_USER_INPUT");
    const malformed = await gql(app.url, LIST, { authorId: "nope" });
    expect(malformed.errors).toBeUndefined();
    expect(malformed.data!.articles).toMatchObject({ edges: [], totalCount: 0 });
  });

  it("pages by cursor without duplicates or gaps, even for articles written at the same moment", async () => {
    const writers = await Promise.all(Array.from({ length: 4 }, () => makeMember(app.url)));
    // Written concurrently, so several may share a millisecond.
    await Promise.all(writers.flatMap((w) => [publish(w), publish(w), publish(w)]));
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    let total: number | undefined;
    do {
      const page = await list({ first: 4, after }, reader);
      total ??= page.totalCount;
      expect(page.totalCount).toBe(total);
      expect(page.edges.length).toBeLessThanOrEqual(4);
      seen.push(...ids(page));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 100);
    expect(new Set(seen).size).toBe(seen.length);
    const stored = (
      (await app.db.query(
        `SELECT id FROM articles WHERE status = 'published' ORDER BY created_at DESC, id DESC`,
      )) as { id: string }[]
    ).map((r) => r.id);
    expect(seen).toEqual(stored);
    expect(seen).toHaveLength(total!);
  });

  it("costs the same SQL statements for 2 articles as for 12 with several reactions each", async () => {
    const small = await makeMember(app.url);
    const big = await makeMember(app.url);
    const fans = await Promise.all(Array.from({ length: 3 }, () => makeMember(app.url)));
    for (let i = 0; i < 2; i++) await publish(small);
    const bigArticles: { id: string }[] = [];
    for (let i = 0; i < 12; i++) bigArticles.push(await publish(big));
    for (const article of bigArticles)
      for (const [i, fan] of fans.entries())
        for (const reactionType of ["LIKE", "LOVE", "LAUGH"].slice(0, i + 1)) {
          const res = await gql(
            app.url,
            TOGGLE,
            { input: { contentType: "ARTICLE", contentId: article.id, reactionType } },
            fan,
          );
          expect(res.errors).toBeUndefined();
        }

    const FULL_LIST = `query ($authorId: ID) {
      articles(authorId: $authorId, first: 20) {
        totalCount
        edges { node { id title author { id username avatarUrl } reactions { type count viewerHasReacted } } }
      }
    }`;
    const smallRes = await gql(app.url, FULL_LIST, { authorId: small.id }, reader);
    const bigRes = await gql(app.url, FULL_LIST, { authorId: big.id }, reader);
    expect(smallRes.data!.articles.edges).toHaveLength(2);
    expect(bigRes.data!.articles.edges).toHaveLength(12);
    const reactions = bigRes.data!.articles.edges[0].node.reactions as { count: number }[];
    expect(reactions.map((r) => r.count)).toEqual([3, 0, 2, 1, 0]);
    expect(statements(smallRes)).toBeGreaterThan(0);
    expect(statements(bigRes)).toBe(statements(smallRes));
    const everyone = await gql(app.url, FULL_LIST, {}, reader);
    expect(everyone.data!.articles.edges).toHaveLength(20);
    expect(statements(everyone)).toBe(statements(smallRes));
    // 5 today: the session, the page, its count, the authors, the reactions.
    expect(statements(smallRes)).toBeLessThanOrEqual(5);

    const PAGE = `query ($id: ID!) {
      article(id: $id) { id title content author { id username } reactions { type count viewerHasReacted } }
    }`;
    const quiet = await gql(app.url, PAGE, { id: (await publish(small)).id }, reader);
    const busy = await gql(app.url, PAGE, { id: bigArticles[0].id }, reader);
    expect(busy.data!.article.reactions).toEqual(
      expect.arrayContaining([{ type: "LIKE", count: 3, viewerHasReacted: false }]),
    );
    expect(statements(quiet)).toBeGreaterThan(0);
    expect(statements(busy)).toBe(statements(quiet));
    // 4 today: the session, the article, its author, its reactions.
    expect(statements(quiet)).toBeLessThanOrEqual(4);
  });
});

describe("deleteArticle", () => {
  const react = (member: Member, contentId: string, reactionType = "LIKE") =>
    gql(
      app.url,
      TOGGLE,
      { input: { contentType: "ARTICLE", contentId, reactionType } },
      member,
    ).then((res) => expect(res.errors).toBeUndefined());

  it("refuses a visitor and a member who is neither its author nor an admin", async () => {
    const article = await publish(author);
    expect((await gql(app.url, DELETE, { id: article.id })).errors?.[0]).toMatchObject({
      message: "You must be logged in.",
      extensions: { code: "UNAUTHENTICATED" },
    });
    expect((await gql(app.url, DELETE, { id: article.id }, reader)).errors?.[0]).toMatchObject({
      message: "Unauthorized: You do not have permission to delete this article.",
      extensions: { code: "FORBIDDEN" },
    });
    expect((await fetchArticle(article.id)).data!.article).toMatchObject({ id: article.id });
    expect(await feedItemsOf(article.id)).toHaveLength(1);
  });

  it("answers NOT_FOUND with the spec's message for a malformed or unknown id or someone else's draft", async () => {
    for (const id of ["42", crypto.randomUUID()]) {
      expect((await gql(app.url, DELETE, { id }, author)).errors?.[0]).toMatchObject({
        message: "The article link is invalid.",
        extensions: { code: "NOT_FOUND", title: "Invalid Article" },
      });
    }
    const draft = await publish(author, { draft: true });
    expect(errorCode(await gql(app.url, DELETE, { id: draft.id }, reader))).toBe("NOT_FOUND");
    expect((await fetchArticle(draft.id, author)).data!.article).not.toBeNull();
  });

  it("lets the author delete it with its feed item, reactions and image", async () => {
    const created = await createWithImage(author, {
      data: await png(800, 600),
      name: "doomed.png",
      type: "image/png",
    });
    const article = created.data!.createArticle;
    await react(reader, article.id, "LIKE");
    await react(reader, article.id, "LOVE");
    await react(author, article.id, "LAUGH");
    const reactionRows = (id: string) =>
      rowCount(
        `SELECT count(*)::int AS count FROM reactions WHERE content_type = 'article' AND content_id = $1`,
        [id],
      );
    expect(await reactionRows(article.id)).toBe(3);
    // A reaction on another article stays.
    const other = await publish(author);
    await react(reader, other.id);
    expect((await fetch(`${app.url}${article.imageUrl}`)).status).toBe(200);

    const res = await gql(app.url, DELETE, { id: article.id }, author);
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteArticle).toBe(true);

    expect((await fetchArticle(article.id, author)).data!.article).toBeNull();
    expect(
      await rowCount(`SELECT count(*)::int AS count FROM articles WHERE id = $1`, [article.id]),
    ).toBe(0);
    expect(await feedItemsOf(article.id)).toEqual([]);
    expect(
      await rowCount(`SELECT count(*)::int AS count FROM feed_items WHERE content_id = $1`, [
        article.id,
      ]),
    ).toBe(0);
    expect(await reactionRows(article.id)).toBe(0);
    expect(await reactionRows(other.id)).toBe(1);
    expect((await fetch(`${app.url}${article.imageUrl}`)).status).toBe(404);
    expect((await fetch(`${app.url}${article.imageThumbnailUrl}`)).status).toBe(404);
    expect(ids(await list({ authorId: author.id, first: 100 }, author))).not.toContain(article.id);
    // Gone means gone: a second delete finds nothing.
    expect(errorCode(await gql(app.url, DELETE, { id: article.id }, author))).toBe("NOT_FOUND");
  });

  it("leaves no reaction behind when members react while the article is being deleted", async () => {
    const fans = await Promise.all(Array.from({ length: 8 }, () => makeMember(app.url)));
    for (let round = 0; round < 5; round++) {
      const article = await publish(author);
      const toggles = fans.flatMap((fan) =>
        ["LIKE", "LOVE"].map((reactionType) =>
          gql(
            app.url,
            TOGGLE,
            { input: { contentType: "ARTICLE", contentId: article.id, reactionType } },
            fan,
          ),
        ),
      );
      const deleted = await gql(app.url, DELETE, { id: article.id }, author);
      expect(deleted.data?.deleteArticle).toBe(true);
      // Each press either landed before the deletion (and went with it) or found no article.
      for (const res of await Promise.all(toggles))
        expect([undefined, "NOT_FOUND"]).toContain(errorCode(res));
      expect(
        await rowCount(`SELECT count(*)::int AS count FROM reactions WHERE content_id = $1`, [
          article.id,
        ]),
      ).toBe(0);
    }
  });

  it("lets a super admin delete anyone's article, a draft too", async () => {
    const admin = await makeMember(app.url, { email: ADMIN_EMAIL });
    const article = await publish(author);
    await react(reader, article.id);
    const res = await gql(app.url, DELETE, { id: article.id }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteArticle).toBe(true);
    expect((await fetchArticle(article.id)).data!.article).toBeNull();
    expect(await feedItemsOf(article.id)).toEqual([]);
    expect(
      await rowCount(`SELECT count(*)::int AS count FROM reactions WHERE content_id = $1`, [
        article.id,
      ]),
    ).toBe(0);

    const draft = await publish(author, { draft: true });
    expect((await gql(app.url, DELETE, { id: draft.id }, admin)).data!.deleteArticle).toBe(true);
    expect((await fetchArticle(draft.id, author)).data!.article).toBeNull();
  });

  it("answers viewerCanDelete as the articles policy reads it: its author and super admins only", async () => {
    const admin = await makeMember(app.url, { email: OTHER_ADMIN_EMAIL });
    const article = await publish(author);
    const canDelete = async (viewer: Member | null) => {
      const res = await gql(app.url, ArticlePermissionsDocument, { id: article.id }, viewer ?? {});
      expect(res.errors).toBeUndefined();
      return res.data!.article!.viewerCanDelete;
    };
    expect(await canDelete(null)).toBe(false);
    expect(await canDelete(reader)).toBe(false);
    expect(await canDelete(author)).toBe(true);
    expect(await canDelete(admin)).toBe(true);
  });
});

describe("search", () => {
  const SEARCH = `query ($q: String!) {
    search(query: $q, first: 50) { edges { rank node { __typename ... on Article { id title } } } }
  }`;
  const hits = async (q: string, viewer?: Member) => {
    const res = await gql(app.url, SEARCH, { q }, viewer ?? {});
    expect(res.errors).toBeUndefined();
    return (res.data!.search.edges as { rank: number; node: { __typename: string; id: string } }[])
      .filter((e) => e.node.__typename === "Article")
      .map((e) => ({ id: e.node.id, rank: e.rank }));
  };

  it("finds a published article by a title word and a content word, title matches first", async () => {
    const term = word();
    const inContent = await publish(author, {
      title: "A quiet article",
      content: `Deep in the text lies the word ${term} once.`,
    });
    const inTitle = await publish(author, {
      title: `All about ${term}`,
      content: "Nothing more to say about it here.",
    });
    const found = await hits(term, reader);
    expect(found.map((h) => h.id)).toEqual([inTitle.id, inContent.id]);
    expect(found[0].rank).toBeGreaterThan(found[1].rank);
    // Visitors find public articles too.
    expect((await hits(term)).map((h) => h.id)).toEqual([inTitle.id, inContent.id]);

    const contentWord = word();
    const byContent = await publish(author, {
      content: `Only the body mentions ${contentWord} in passing.`,
    });
    expect((await hits(contentWord)).map((h) => h.id)).toEqual([byContent.id]);
  });

  it("forgives typos in title and body words, ranking exact matches above them", async () => {
    const mentoring = await publish(author, {
      title: "Mentoring juniors",
      content: "Pair with them every week.",
    });
    const postgres = await publish(author, {
      title: "PostgreSQL tips",
      content: "Indexes first, then the planner.",
    });
    const handbook = await publish(author, {
      title: "The handbook",
      content: "Everything new members need on day one.",
    });
    const inBody = await publish(author, {
      title: "Onboarding notes",
      content: "Our engineering handbook lives in the wiki.",
    });
    const ours = [mentoring.id, postgres.id, handbook.id, inBody.id];
    const oursFound = async (q: string, viewer?: Member) =>
      (await hits(q, viewer)).map((h) => h.id).filter((id) => ours.includes(id));

    for (const viewer of [reader, undefined]) {
      expect(await oursFound("mentorng", viewer)).toEqual([mentoring.id]);
      expect(await oursFound("postgress", viewer)).toEqual([postgres.id]);
      // A title word first, then the same word in a body.
      expect(await oursFound("handbok", viewer)).toEqual([handbook.id, inBody.id]);
      expect(await oursFound("postgress tps", viewer)).toEqual([postgres.id]);
      expect(await oursFound("zeppelin", viewer)).toEqual([]);
    }
    // Spelt right, the word ranks above the same word misspelt.
    const exact = (await hits("handbook")).find((h) => h.id === handbook.id)!;
    const typo = (await hits("handbok")).find((h) => h.id === handbook.id)!;
    expect(exact.rank).toBeGreaterThan(typo.rank);
  });

  it("never finds a draft, not even for its author", async () => {
    const term = word();
    const draft = await publish(author, { title: `Draft on ${term}`, draft: true });
    expect(await hits(term, author)).toEqual([]);
    expect(await hits(term)).toEqual([]);
    await gql(app.url, PUBLISH, { id: draft.id }, author);
    expect((await hits(term)).map((h) => h.id)).toEqual([draft.id]);
  });
});

describe("a member's own article counts (their profile's Articles tab)", () => {
  it("counts all of the viewer's articles and their drafts, for the viewer only", async () => {
    const writer = await makeMember(app.url);
    const COUNTS = `query { articleCounts { total drafts } }`;
    expect((await gql(app.url, COUNTS, {}, writer)).data!.articleCounts).toEqual({
      total: 0,
      drafts: 0,
    });
    await create(writer);
    const draft = (await create(writer, { draft: true })).data!.createArticle;
    await create(writer, { draft: true });
    await create(reader);
    expect((await gql(app.url, COUNTS, {}, writer)).data!.articleCounts).toEqual({
      total: 3,
      drafts: 2,
    });
    await gql(app.url, PUBLISH, { id: draft.id }, writer);
    expect((await gql(app.url, COUNTS, {}, writer)).data!.articleCounts).toEqual({
      total: 3,
      drafts: 1,
    });
    expect((await gql(app.url, COUNTS, {})).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("commentCount", () => {
  it("counts the comments `comments` lists for the viewer (across a block either way left out), in one statement a page", async () => {
    const [writer, a, b] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const [first, second] = [await publish(writer), await publish(writer)];
    const addComment = async (who: Member, articleId: string, content: string) =>
      expect(
        (
          await gql(
            app.url,
            `mutation ($input: AddCommentInput!) { addComment(input: $input) { id } }`,
            { input: { contentType: "ARTICLE", contentId: articleId, content } },
            who,
          )
        ).errors,
      ).toBeUndefined();
    await addComment(a, first.id, "From A");
    await addComment(b, first.id, "From B");
    await addComment(writer, first.id, "From the writer");
    await addComment(b, second.id, "Also from B");
    const BLOCK = `mutation ($id: ID!) { blockMember(userId: $id) { id } }`;
    expect((await gql(app.url, BLOCK, { id: b.id }, a)).errors).toBeUndefined();

    const COUNTS = `query ($authorId: ID) {
      articles(authorId: $authorId, first: 20) { edges { node { id commentCount } } }
    }`;
    const counts = async (viewer?: Member) => {
      const res = await gql(app.url, COUNTS, { authorId: writer.id }, viewer ?? {});
      expect(res.errors).toBeUndefined();
      const byId = new Map(
        (res.data!.articles.edges as { node: { id: string; commentCount: number } }[]).map((e) => [
          e.node.id,
          e.node.commentCount,
        ]),
      );
      return { counts: [byId.get(first.id), byId.get(second.id)], statements: statements(res) };
    };
    const listed = async (articleId: string, viewer?: Member) => {
      const res = await gql(
        app.url,
        `query ($id: ID!) { comments(contentType: ARTICLE, contentId: $id) { totalCount } }`,
        { id: articleId },
        viewer ?? {},
      );
      expect(res.errors).toBeUndefined();
      return res.data!.comments.totalCount as number;
    };
    const forA = await counts(a);
    expect(forA.counts).toEqual([2, 0]);
    expect((await counts(b)).counts).toEqual([2, 1]);
    expect((await counts(writer)).counts).toEqual([3, 1]);
    expect((await counts()).counts).toEqual([3, 1]);
    // The same as the comments each is shown.
    for (const viewer of [a, b, writer, undefined])
      expect((await counts(viewer)).counts).toEqual([
        await listed(first.id, viewer),
        await listed(second.id, viewer),
      ]);
    // One statement counts a whole page's comments, for the viewer.
    const withoutCounts = await gql(
      app.url,
      `query ($authorId: ID) { articles(authorId: $authorId, first: 20) { edges { node { id } } } }`,
      { authorId: writer.id },
      a,
    );
    expect(forA.statements).toBe(statements(withoutCounts) + 1);
  });
});
