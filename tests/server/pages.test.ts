import crypto from "node:crypto";
import sharp from "sharp";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, listen, type GraphQLResponse } from "../support/graphql-client";
import { gqlMultipart } from "../support/multipart";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

const SUPER_ADMIN_EMAIL = "pages-admin@agora.test";

let app: TestServer;
let probes: Probes;
let admin: Member;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  probes = await openProbes(app);
  admin = await makeMember(app.url, { email: SUPER_ADMIN_EMAIL });
});
afterAll(async () => {
  await probes.close();
  await app.stop();
});

const PAGE_FIELDS = `id name description category website phone email address hours coverImageUrl
  coverThumbnailUrl profileImageUrl isVerified owner { id } followerCount viewerIsFollowing viewerIsOwner
  averageRating reviewCount viewerReview { id rating text }`;
const CREATE = `mutation ($input: CreateBusinessPageInput!) { createBusinessPage(input: $input) { ${PAGE_FIELDS} } }`;
const PAGE = `query ($id: ID!) { businessPage(id: $id) { ${PAGE_FIELDS} } }`;
const PAGES = `query ($search: String, $category: BusinessCategory, $first: Int, $after: String) {
  businessPages(search: $search, category: $category, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id name category isVerified followerCount averageRating reviewCount coverThumbnailUrl } }
  }
}`;
const POSTS = `query ($pageId: ID!, $first: Int) {
  pagePosts(pageId: $pageId, first: $first) {
    totalCount edges { node { id content imageUrls commentCount shareCount viewerCanDelete
      page { id name } reactions { type count viewerHasReacted } } }
  }
}`;
const REVIEWS = `query ($pageId: ID!) {
  reviews(pageId: $pageId, first: 50) { totalCount edges { node { id rating text author { id } viewerCanEdit viewerCanDelete } } }
}`;
const FEED = `query { feed(first: 100) { edges { node { type contentId path title description author { id } } } } }`;
const SEARCH = `query ($q: String!) { search(query: $q, first: 50) { edges { node { __typename ... on BusinessPage { id name } } } } }`;

const m = {
  update: `mutation ($id: ID!, $input: UpdateBusinessPageInput!) { updateBusinessPage(id: $id, input: $input) { id name category website email hours } }`,
  delete: `mutation ($id: ID!) { deleteBusinessPage(id: $id) }`,
  follow: `mutation ($id: ID!) { followBusinessPage(id: $id) { id followerCount viewerIsFollowing } }`,
  unfollow: `mutation ($id: ID!) { unfollowBusinessPage(id: $id) { id followerCount viewerIsFollowing } }`,
  verify: `mutation ($id: ID!, $v: Boolean!) { setBusinessPageVerified(id: $id, verified: $v) { id isVerified } }`,
  cover: `mutation ($id: ID!, $file: Upload!) { uploadBusinessPageCover(id: $id, file: $file) { id coverImageUrl coverThumbnailUrl } }`,
  avatar: `mutation ($id: ID!, $file: Upload!) { uploadBusinessPageProfileImage(id: $id, file: $file) { id profileImageUrl } }`,
  post: `mutation ($input: CreatePagePostInput!) { createPagePost(input: $input) { id content imageUrls } }`,
  deletePost: `mutation ($id: ID!) { deletePagePost(id: $id) }`,
  share: `mutation ($id: ID!, $comment: String) { sharePagePost(postId: $id, comment: $comment) { id type contentId description path author { id } } }`,
  review: `mutation ($input: CreateReviewInput!) { createReview(input: $input) { id rating text } }`,
  updateReview: `mutation ($id: ID!, $input: UpdateReviewInput!) { updateReview(id: $id, input: $input) { id rating text } }`,
  deleteReview: `mutation ($id: ID!) { deleteReview(id: $id) }`,
  react: `mutation ($input: ToggleReactionInput!) { toggleReaction(input: $input) { reactions { type count } } }`,
  comment: `mutation ($input: AddCommentInput!) { addComment(input: $input) { id viewerCanDelete } }`,
  deleteComment: `mutation ($id: ID!) { deleteComment(id: $id) }`,
};

type Viewer = Member | null;
const auth = (viewer: Viewer) => (viewer ? { token: viewer.token } : {});
const as = (viewer: Viewer, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, auth(viewer));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}
const fieldsOf = (res: GraphQLResponse<unknown>) => res.errors?.[0]?.extensions?.fields;

const word = () =>
  Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2b6cb0" } })
    .jpeg()
    .toBuffer();

const validInput = (overrides: Record<string, unknown> = {}) => ({
  name: `Bakery ${word()}`,
  category: "RESTAURANT",
  description: "Fresh bread every morning, baked in a wood-fired oven.",
  ...overrides,
});

async function createPage(owner: Member, overrides: Record<string, unknown> = {}) {
  return ok(await as(owner, CREATE, { input: validInput(overrides) })).createBusinessPage as {
    id: string;
    name: string;
  };
}

async function postAs(owner: Member, pageId: string, content = `News ${word()}`) {
  return ok(await as(owner, m.post, { input: { pageId, content } })).createPagePost as {
    id: string;
  };
}

const pageOf = async (viewer: Viewer, id: string) =>
  ok(await as(viewer, PAGE, { id })).businessPage;

describe("creating and editing a business page", () => {
  it("creates a page with every field, a feed item 'New business page: {name}' and a search hit", async () => {
    const owner = await makeMember(app.url);
    const page = ok(
      await as(owner, CREATE, {
        input: validInput({
          website: "https://bakery.example.com",
          phone: "+1 555 0100",
          email: "hello@bakery.example.com",
          address: "1 Main Street",
          hours: "Mon-Fri 9AM-5PM",
        }),
      }),
    ).createBusinessPage;
    expect(page).toMatchObject({
      category: "RESTAURANT",
      website: "https://bakery.example.com",
      hours: "Mon-Fri 9AM-5PM",
      isVerified: false,
      owner: { id: owner.id },
      followerCount: 0,
      viewerIsOwner: true,
      viewerIsFollowing: false,
      averageRating: null,
      reviewCount: 0,
      viewerReview: null,
    });
    const feed = ok(await as(null, FEED)).feed.edges.map((e: { node: unknown }) => e.node);
    expect(feed).toContainEqual(
      expect.objectContaining({
        type: "BUSINESS_PAGE",
        contentId: page.id,
        title: `New business page: ${page.name}`,
        path: `/business/${page.id}`,
        author: { id: owner.id },
      }),
    );
    const hits = ok(await as(null, SEARCH, { q: page.name })).search.edges;
    expect(hits[0].node).toEqual({ __typename: "BusinessPage", id: page.id, name: page.name });
  });

  it("answers each rule with its message", async () => {
    const owner = await makeMember(app.url);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: "  " }, "name", "Business name is required"],
      [{ name: "x".repeat(101) }, "name", "Business name must not exceed 100 characters"],
      [{ category: null }, "category", "Please select a category"],
      [{ description: "" }, "description", "Description is required"],
      [
        { description: "x".repeat(2001) },
        "description",
        "Description must not exceed 2000 characters",
      ],
      [{ website: "not a url" }, "website", "Please enter a valid URL"],
      [{ website: "ftp://files.example.com" }, "website", "Please enter a valid URL"],
      [{ email: "nobody" }, "email", "Please enter a valid email address"],
      [{ phone: "1".repeat(41) }, "phone", "This field is too long"],
    ];
    for (const [input, field, message] of cases) {
      const res = await as(owner, CREATE, { input: validInput(input) });
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].message).toBe(message);
      expect(fieldsOf(res)).toMatchObject({ [field]: message });
    }
    const visitor = await as(null, CREATE, { input: validInput() });
    expect(errorCode(visitor)).toBe("UNAUTHENTICATED");
    expect(visitor.errors![0].message).toBe("You must be logged in to create a business page");
    const page = await createPage(owner);
    const bad = await as(owner, m.update, { id: page.id, input: { email: "nope" } });
    expect(fieldsOf(bad)).toEqual({ email: "Please enter a valid email address" });
  });

  it("lets only the owner edit (left out stay, blank clears) and the owner or a super admin delete", async () => {
    const [owner, member] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const page = await createPage(owner, { website: "https://a.example.com", hours: "9-5" });
    const edit = { id: page.id, input: { name: "Renamed bakery", category: "RETAIL", hours: "" } };
    expect(errorCode(await as(null, m.update, edit))).toBe("UNAUTHENTICATED");
    expect(errorCode(await as(member, m.update, edit))).toBe("FORBIDDEN");
    expect(errorCode(await as(admin, m.update, edit))).toBe("FORBIDDEN");
    expect(ok(await as(owner, m.update, edit)).updateBusinessPage).toEqual({
      id: page.id,
      name: "Renamed bakery",
      category: "RETAIL",
      website: "https://a.example.com",
      email: null,
      hours: null,
    });

    expect(errorCode(await as(null, m.delete, { id: page.id }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await as(member, m.delete, { id: page.id }))).toBe("FORBIDDEN");
    expect(ok(await as(owner, m.delete, { id: page.id })).deleteBusinessPage).toBe(true);
    expect(await pageOf(null, page.id)).toBeNull();
    const other = await createPage(owner);
    expect(ok(await as(admin, m.delete, { id: other.id })).deleteBusinessPage).toBe(true);
    expect(errorCode(await as(owner, m.delete, { id: other.id }))).toBe("NOT_FOUND");
    const items = await app.db.query(`SELECT 1 FROM feed_items WHERE content_id = ANY($1)`, [
      [page.id, other.id],
    ]);
    expect(items).toHaveLength(0);
  });

  it("stores a cover and a profile image for the owner only, checked by their bytes", async () => {
    const [owner, member] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const page = await createPage(owner);
    const jpeg = { data: await image(1200, 400), name: "cover.jpg", type: "image/jpeg" };
    const send = (viewer: Viewer, query: string, file = jpeg) =>
      gqlMultipart(app.url, query, { id: page.id }, { file }, auth(viewer));
    expect(errorCode(await send(member, m.cover))).toBe("FORBIDDEN");
    expect(errorCode(await send(null, m.cover))).toBe("UNAUTHENTICATED");
    const cover = ok(await send(owner, m.cover)).uploadBusinessPageCover;
    expect(cover.coverImageUrl).toMatch(/^\/uploads\/cover\//);
    expect(cover.coverThumbnailUrl).toMatch(/-thumb\./);
    const avatar = ok(await send(owner, m.avatar)).uploadBusinessPageProfileImage;
    expect(avatar.profileImageUrl).toMatch(/^\/uploads\/avatar\//);

    const fake = { data: Buffer.from("not an image at all"), name: "x.png", type: "image/png" };
    const refused = await send(owner, m.cover, fake);
    expect(refused.errors![0]).toMatchObject({
      message: "Please select an image file.",
      extensions: { code: "BAD_USER_INPUT", title: "Invalid file type" },
    });
    const huge = {
      data: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      name: "big.jpg",
      type: "image/jpeg",
    };
    const large = await send(owner, m.cover, huge);
    expect(large.errors![0]).toMatchObject({
      message: "Please select an image smaller than 5MB.",
      extensions: { title: "File too large" },
    });
    expect((await pageOf(null, page.id)).coverImageUrl).toBe(cover.coverImageUrl);

    const withCover = await gqlMultipart(
      app.url,
      CREATE,
      { input: validInput() },
      { "input.cover": jpeg },
      auth(owner),
    );
    expect(ok(withCover).createBusinessPage.coverImageUrl).toMatch(/^\/uploads\/cover\//);
  });

  it("lets only super admins set the verified badge", async () => {
    const [owner, member] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const page = await createPage(owner);
    expect(errorCode(await as(null, m.verify, { id: page.id, v: true }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await as(member, m.verify, { id: page.id, v: true }))).toBe("FORBIDDEN");
    expect(errorCode(await as(owner, m.verify, { id: page.id, v: true }))).toBe("FORBIDDEN");
    expect((await pageOf(null, page.id)).isVerified).toBe(false);
    expect(ok(await as(admin, m.verify, { id: page.id, v: true })).setBusinessPageVerified).toEqual(
      { id: page.id, isVerified: true },
    );
    expect((await pageOf(null, page.id)).isVerified).toBe(true);
    ok(await as(admin, m.verify, { id: page.id, v: false }));
    expect((await pageOf(member, page.id)).isVerified).toBe(false);
  });

  it("answers viewerCanVerify as the pages policy reads it: super admins only", async () => {
    const [owner, member] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const page = await createPage(owner);
    const CAN = `query ($id: ID!) { businessPage(id: $id) { id viewerCanVerify } }`;
    for (const [viewer, may] of [
      [null, false],
      [member, false],
      [owner, false],
      [admin, true],
    ] as const) {
      expect(ok(await as(viewer, CAN, { id: page.id })).businessPage.viewerCanVerify).toBe(may);
    }
  });
});

describe("the directory", () => {
  it("lists newest first, searches name and description, filters by category, pages by cursor", async () => {
    const owner = await makeMember(app.url);
    const tag = word();
    const a = await createPage(owner, { name: `Garage ${tag}`, category: "AUTOMOTIVE" });
    const b = await createPage(owner, {
      description: `We fix cars, ${tag} style.`,
      category: "AUTOMOTIVE",
    });
    const c = await createPage(owner, {
      name: `Salon ${tag.toUpperCase()}`,
      category: "BEAUTY_WELLNESS",
    });
    const list = ok(await as(null, PAGES, { search: tag })).businessPages;
    expect(list.totalCount).toBe(3);
    expect(list.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([c.id, b.id, a.id]);
    const cars = ok(await as(null, PAGES, { search: tag, category: "AUTOMOTIVE" })).businessPages;
    expect(cars.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([b.id, a.id]);
    const first = ok(await as(null, PAGES, { search: tag, first: 2 })).businessPages;
    expect(first.pageInfo.hasNextPage).toBe(true);
    const rest = ok(
      await as(null, PAGES, { search: tag, first: 2, after: first.pageInfo.endCursor }),
    ).businessPages;
    expect(rest.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([a.id]);
    expect(ok(await as(null, PAGES, { search: `%${tag}` })).businessPages.totalCount).toBe(0);
  });

  it("hides a banned owner's pages and answers null for an unknown or malformed id", async () => {
    const owner = await makeMember(app.url);
    const page = await createPage(owner);
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [owner.id]);
    expect(await pageOf(null, page.id)).toBeNull();
    expect(ok(await as(null, PAGES, { search: page.name })).businessPages.totalCount).toBe(0);
    expect(await pageOf(null, crypto.randomUUID())).toBeNull();
    expect(await pageOf(null, "not-a-uuid")).toBeNull();
  });
});

describe("following", () => {
  it("counts one follow per member, whatever presses race, and not the owner's", async () => {
    const [owner, fan, other] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const page = await createPage(owner);
    const visitor = await as(null, m.follow, { id: page.id });
    expect(visitor.errors![0]).toMatchObject({
      message: "Please log in to follow this business page.",
      extensions: { code: "UNAUTHENTICATED", title: "Authentication Required" },
    });
    expect(errorCode(await as(owner, m.follow, { id: page.id }))).toBe("FORBIDDEN");

    const presses = await Promise.all(
      Array.from({ length: 10 }, () => as(fan, m.follow, { id: page.id })),
    );
    for (const res of presses) expect(ok(res).followBusinessPage.viewerIsFollowing).toBe(true);
    const rows = await app.db.query(
      `SELECT 1 FROM business_page_followers WHERE page_id = $1 AND user_id = $2`,
      [page.id, fan.id],
    );
    expect(rows).toHaveLength(1);
    expect(ok(await as(other, m.follow, { id: page.id })).followBusinessPage.followerCount).toBe(2);
    const after = ok(await as(fan, m.unfollow, { id: page.id })).unfollowBusinessPage;
    expect(after).toEqual({ id: page.id, followerCount: 1, viewerIsFollowing: false });
    expect(ok(await as(fan, m.unfollow, { id: page.id })).unfollowBusinessPage.followerCount).toBe(
      1,
    );
    expect(errorCode(await as(fan, m.follow, { id: crypto.randomUUID() }))).toBe("NOT_FOUND");
  });
});

describe("reviews", () => {
  it("one per member, none by the owner, editable and deletable by the author, averaged to one decimal", async () => {
    const [owner, a, b, c] = await Promise.all([0, 1, 2, 3].map(() => makeMember(app.url)));
    const page = await createPage(owner);
    const review = (who: Viewer, rating: number, text = "Lovely place") =>
      as(who, m.review, { input: { pageId: page.id, rating, text } });

    expect(errorCode(await review(null, 5))).toBe("UNAUTHENTICATED");
    expect(errorCode(await review(owner, 5))).toBe("FORBIDDEN");
    for (const [rating, text, message] of [
      [0, "ok", "Please choose a rating from 1 to 5 stars"],
      [6, "ok", "Please choose a rating from 1 to 5 stars"],
      [4, "   ", "Please write a few words about your experience"],
      [4, "x".repeat(2001), "Your review must not exceed 2000 characters"],
    ] as const) {
      const res = await review(a, rating, text);
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].message).toBe(message);
    }
    const mine = ok(await review(a, 5)).createReview;
    const twice = await Promise.all([review(a, 4), review(a, 3)]);
    for (const res of twice) expect(errorCode(res)).toBe("CONFLICT");
    ok(await review(b, 4));
    const cReview = ok(await review(c, 4)).createReview;
    let seen = await pageOf(a, page.id);
    expect(seen).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
    expect(seen.viewerReview).toEqual({ id: mine.id, rating: 5, text: "Lovely place" });

    const edit = { id: mine.id, input: { rating: 2, text: "Changed my mind" } };
    expect(errorCode(await as(b, m.updateReview, edit))).toBe("FORBIDDEN");
    expect(errorCode(await as(owner, m.updateReview, edit))).toBe("FORBIDDEN");
    expect(ok(await as(a, m.updateReview, edit)).updateReview).toMatchObject({ rating: 2 });
    seen = await pageOf(null, page.id);
    expect(seen).toMatchObject({ averageRating: 3.3, reviewCount: 3, viewerReview: null });

    expect(errorCode(await as(b, m.deleteReview, { id: mine.id }))).toBe("FORBIDDEN");
    expect(errorCode(await as(owner, m.deleteReview, { id: mine.id }))).toBe("FORBIDDEN");
    expect(ok(await as(a, m.deleteReview, { id: mine.id })).deleteReview).toBe(true);
    expect(ok(await as(admin, m.deleteReview, { id: cReview.id })).deleteReview).toBe(true);
    const list = ok(await as(b, REVIEWS, { pageId: page.id })).reviews;
    expect(list.totalCount).toBe(1);
    expect(list.edges[0].node).toMatchObject({
      rating: 4,
      author: { id: b.id },
      viewerCanEdit: true,
    });
    expect(await pageOf(null, page.id)).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });
});

describe("page posts", () => {
  it("are written by the owner only, with images, reactions, comments the owner moderates, and shares", async () => {
    const [owner, member] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const page = await createPage(owner);
    const input = { pageId: page.id, content: "  Grand opening on Saturday!  " };
    expect(errorCode(await as(null, m.post, { input }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await as(member, m.post, { input }))).toBe("FORBIDDEN");
    expect(errorCode(await as(admin, m.post, { input }))).toBe("FORBIDDEN");
    const empty = await as(owner, m.post, { input: { pageId: page.id, content: " " } });
    expect(empty.errors![0].message).toBe("Post content cannot be empty.");
    const long = await as(owner, m.post, { input: { pageId: page.id, content: "x".repeat(2001) } });
    expect(long.errors![0].message).toBe("Post content must not exceed 2000 characters.");

    const photo = { data: await image(800, 600), name: "shop.jpg", type: "image/jpeg" };
    const withImages = await gqlMultipart(
      app.url,
      m.post,
      { input: { ...input, images: [null, null] } },
      { "input.images.0": photo, "input.images.1": photo },
      auth(owner),
    );
    const post = ok(withImages).createPagePost;
    expect(post.content).toBe("Grand opening on Saturday!");
    expect(post.imageUrls).toHaveLength(2);
    const small = { data: await image(200, 100), name: "tiny.jpg", type: "image/jpeg" };
    const tiny = await gqlMultipart(
      app.url,
      m.post,
      { input: { ...input, images: [null] } },
      { "input.images.0": small },
      auth(owner),
    );
    expect(tiny.errors![0].message).toBe("Image too small. Minimum size: 400x300px");

    ok(
      await as(member, m.react, {
        input: { contentType: "PAGE_POST", contentId: post.id, reactionType: "LOVE" },
      }),
    );
    const comment = ok(
      await as(member, m.comment, {
        input: { contentType: "PAGE_POST", contentId: post.id, content: "See you there" },
      }),
    ).addComment;
    const shared = ok(
      await as(member, m.share, { id: post.id, comment: "Worth a visit" }),
    ).sharePagePost;
    expect(shared).toMatchObject({
      type: "SHARED_POST",
      contentId: post.id,
      description: "Worth a visit",
      author: { id: member.id },
      path: `/business/${page.id}`,
    });
    const posts = ok(await as(owner, POSTS, { pageId: page.id })).pagePosts;
    expect(posts.edges[0].node).toMatchObject({
      id: post.id,
      commentCount: 1,
      shareCount: 1,
      viewerCanDelete: true,
      page: { id: page.id },
    });
    expect(posts.edges[0].node.reactions).toContainEqual({
      type: "LOVE",
      count: 1,
      viewerHasReacted: false,
    });
    expect(
      ok(await as(member, POSTS, { pageId: page.id })).pagePosts.edges[0].node.viewerCanDelete,
    ).toBe(false);

    // The owner moderates comments on the page's posts; the member cannot delete the post.
    expect(ok(await as(owner, m.deleteComment, { id: comment.id })).deleteComment).toBe(true);
    expect(errorCode(await as(member, m.deletePost, { id: post.id }))).toBe("FORBIDDEN");
    expect(ok(await as(owner, m.deletePost, { id: post.id })).deletePagePost).toBe(true);
    const left = await app.db.query(
      `SELECT (SELECT count(*) FROM feed_items WHERE content_id = $1)::int AS items,
              (SELECT count(*) FROM reactions WHERE content_id = $1)::int AS reactions`,
      [post.id],
    );
    expect(left[0]).toEqual({ items: 0, reactions: 0 });
    const again = await postAs(owner, page.id);
    expect(ok(await as(admin, m.deletePost, { id: again.id })).deletePagePost).toBe(true);
  });

  it("reach the followers' and the owner's feed, not others'", async () => {
    const [owner, follower, stranger] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const page = await createPage(owner);
    ok(await as(follower, m.follow, { id: page.id }));
    const post = await postAs(owner, page.id, `Only for fans ${word()}`);
    const postItems = async (viewer: Viewer) =>
      ok(await as(viewer, FEED)).feed.edges.filter(
        (e: { node: { type: string; contentId: string } }) =>
          e.node.type === "PAGE_POST" && e.node.contentId === post.id,
      );
    const [delivered] = await postItems(follower);
    expect(delivered.node).toMatchObject({ path: `/business/${page.id}`, title: page.name });
    expect(await postItems(owner)).toHaveLength(1);
    expect(await postItems(stranger)).toHaveLength(0);
    expect(await postItems(null)).toHaveLength(0);
    ok(await as(follower, m.unfollow, { id: page.id }));
    expect(await postItems(follower)).toHaveLength(0);
  });

  it("reach the followers' open feeds live, not others'", async () => {
    const [owner, follower, stranger] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const page = await createPage(owner);
    ok(await as(follower, m.follow, { id: page.id }));
    const QUERY = `subscription { feedItemAdded { type title description contentId } }`;
    const [fan, other] = await Promise.all([
      listen(app.url, follower, QUERY, probes.feedItem()),
      listen(app.url, stranger, QUERY, probes.feedItem()),
    ]);
    try {
      const content = `Live news ${word()}`;
      const post = await postAs(owner, page.id, content);
      const isPost = (e: { feedItemAdded: { contentId: string } }) =>
        e.feedItemAdded.contentId === post.id;
      await fan.settled();
      expect(fan.events.filter(isPost)).toEqual([
        {
          feedItemAdded: {
            type: "PAGE_POST",
            title: page.name,
            description: content,
            contentId: post.id,
          },
        },
      ]);
      await other.settled();
      expect(other.events.filter(isPost)).toEqual([]);
    } finally {
      await Promise.all([fan.close(), other.close()]);
    }
  });
});

describe("the owner's notices", () => {
  const NOTES = `{ notifications(first: 50) { edges { node { type title message data } } } }`;
  type Note = { type: string; title: string; message: string; data: Record<string, unknown> };
  const notesOf = async (viewer: Member, type: string) =>
    (ok(await as(viewer, NOTES)).notifications.edges as { node: Note }[])
      .map((e) => e.node)
      .filter((n) => n.type === type);
  const named = async (member: Member, fullName: string) =>
    app.db.query(`UPDATE profiles SET full_name = $2 WHERE id = $1`, [member.id, fullName]);

  it("tell the owner of a new follower, once however often they follow, and nobody else", async () => {
    const [owner, fan] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    await named(fan, "Ana Lee");
    const page = await createPage(owner, { name: `Corner Cafe ${word()}` });
    ok(await as(fan, m.follow, { id: page.id }));
    ok(await as(fan, m.follow, { id: page.id }));
    ok(await as(fan, m.unfollow, { id: page.id }));
    ok(await as(fan, m.follow, { id: page.id }));
    expect(errorCode(await as(owner, m.follow, { id: page.id }))).toBe("FORBIDDEN");
    expect(await notesOf(owner, "PAGE_FOLLOWED")).toEqual([
      {
        type: "PAGE_FOLLOWED",
        title: "New Page Follower",
        message: `Ana Lee started following your page ${page.name}`,
        data: { senderId: fan.id, pageId: page.id, path: `/business/${page.id}` },
      },
    ]);
    expect(await notesOf(fan, "PAGE_FOLLOWED")).toEqual([]);
  });

  it("tell the owner of a new review with its stars, never of a refused one", async () => {
    const [owner, critic] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    await named(critic, "Ana Lee");
    const page = await createPage(owner, { name: `Corner Cafe ${word()}` });
    const review = ok(
      await as(critic, m.review, { input: { pageId: page.id, rating: 4, text: "Great coffee" } }),
    ).createReview;
    expect(
      errorCode(
        await as(owner, m.review, { input: { pageId: page.id, rating: 5, text: "Mine is best" } }),
      ),
    ).toBe("FORBIDDEN");
    expect(
      errorCode(
        await as(critic, m.review, { input: { pageId: page.id, rating: 1, text: "Again" } }),
      ),
    ).toBe("CONFLICT");
    expect(await notesOf(owner, "PAGE_REVIEWED")).toEqual([
      {
        type: "PAGE_REVIEWED",
        title: "New Review",
        message: `Ana Lee gave your page ${page.name} 4 stars`,
        data: {
          senderId: critic.id,
          pageId: page.id,
          reviewId: review.id,
          path: `/business/${page.id}?tab=reviews`,
        },
      },
    ]);
    expect(await notesOf(critic, "PAGE_REVIEWED")).toEqual([]);
  });
});

describe("a link to one page post", () => {
  const ONE = `query ($id: ID!) { pagePost(id: $id) { id content page { id } } }`;

  it("answers the post with its page, and null once it, or its page, is gone", async () => {
    const owner = await makeMember(app.url);
    const page = await createPage(owner);
    const post = await postAs(owner, page.id, "Grand opening");
    expect(ok(await as(null, ONE, { id: post.id })).pagePost).toEqual({
      id: post.id,
      content: "Grand opening",
      page: { id: page.id },
    });
    expect(ok(await as(null, ONE, { id: crypto.randomUUID() })).pagePost).toBeNull();
    expect(ok(await as(null, ONE, { id: "not-a-uuid" })).pagePost).toBeNull();
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [owner.id]);
    expect(ok(await as(null, ONE, { id: post.id })).pagePost).toBeNull();
  });
});

describe("a message sent from a page", () => {
  const SEND = `mutation ($input: SendMessageInput!) {
    sendMessage(input: $input) { id content messageType businessPageId businessPage { id name } } }`;
  const INBOX = `{ inbox(first: 10) { edges { node { content businessPageId businessPage { id name } } } } }`;

  it("names the page it is about for both members, and a page that does not exist is refused", async () => {
    const [owner, visitor] = [await makeMember(app.url), await makeMember(app.url)];
    const page = await createPage(owner);
    const sent = ok(
      await as(visitor, SEND, {
        input: { receiverId: owner.id, content: "Do you cater weddings?", businessPageId: page.id },
      }),
    ).sendMessage;
    expect(sent).toMatchObject({
      content: "Do you cater weddings?",
      messageType: "GENERAL",
      businessPageId: page.id,
      businessPage: { id: page.id, name: page.name },
    });
    const [row] = await app.db.query(`SELECT business_page_id FROM messages WHERE id = $1`, [
      sent.id,
    ]);
    expect(row.business_page_id).toBe(page.id);
    expect(ok(await as(owner, INBOX)).inbox.edges[0].node).toEqual({
      content: "Do you cater weddings?",
      businessPageId: page.id,
      businessPage: { id: page.id, name: page.name },
    });

    for (const businessPageId of [crypto.randomUUID(), "not-a-uuid"]) {
      const refused = await as(visitor, SEND, {
        input: { receiverId: owner.id, content: "Hello?", businessPageId },
      });
      expect(errorCode(refused)).toBe("NOT_FOUND");
      expect(refused.errors![0].message).toBe("Business page not found.");
    }
    const [count] = await app.db.query(
      `SELECT count(*)::int AS n FROM messages WHERE sender_id = $1`,
      [visitor.id],
    );
    expect(count.n).toBe(1);

    // Once the page is gone the message stays, without its page.
    ok(await as(owner, m.delete, { id: page.id }));
    expect(ok(await as(owner, INBOX)).inbox.edges[0].node).toEqual({
      content: "Do you cater weddings?",
      businessPageId: null,
      businessPage: null,
    });
  });
});

describe("a page created with a cover the server refuses", () => {
  it("is not created at all: the cover's reason, and no page", async () => {
    const owner = await makeMember(app.url);
    const name = `Refused ${word()}`;
    const fake = { data: Buffer.from("not an image at all"), name: "x.png", type: "image/png" };
    const res = await gqlMultipart(
      app.url,
      CREATE,
      { input: validInput({ name }) },
      { "input.cover": fake },
      auth(owner),
    );
    expect(res.errors![0]).toMatchObject({
      message: "Please select an image file.",
      extensions: { code: "BAD_USER_INPUT", title: "Invalid file type" },
    });
    const rows = await app.db.query(`SELECT 1 FROM business_pages WHERE name = $1`, [name]);
    expect(rows).toHaveLength(0);
  });
});

describe("a report on a comment of a page post", () => {
  const REPORT = `mutation ($id: ID!) {
    reportContent(targetType: COMMENT, targetId: $id, reason: SPAM) { id } }`;
  const QUEUE = `{ reports(status: OPEN, first: 100) { edges { node { id targetId targetPath } } } }`;
  const RESOLVE = `mutation ($id: ID!) { resolveReport(id: $id, action: DISMISS) { id } }`;
  const NOTES = `{ notifications(first: 50) { edges { node { type data } } } }`;

  it("opens the business page at the post, for the admin and in 'Report resolved'", async () => {
    const [owner, commenter, reporter] = await Promise.all(
      [0, 1, 2].map(() => makeMember(app.url)),
    );
    const page = await createPage(owner);
    const post = await postAs(owner, page.id);
    const comment = ok(
      await as(commenter, m.comment, {
        input: { contentType: "PAGE_POST", contentId: post.id, content: "Buy cheap watches" },
      }),
    ).addComment;
    const report = ok(await as(reporter, REPORT, { id: comment.id })).reportContent;
    const atPost = `/business/${page.id}?post=${post.id}`;
    const queued = ok(await as(admin, QUEUE)).reports.edges.map(
      (e: { node: { id: string } }) => e.node,
    );
    expect(queued.find((r: { id: string }) => r.id === report.id)).toEqual({
      id: report.id,
      targetId: comment.id,
      targetPath: atPost,
    });
    ok(await as(admin, RESOLVE, { id: report.id }));
    const resolved = ok(await as(reporter, NOTES)).notifications.edges.find(
      (e: { node: { type: string } }) => e.node.type === "REPORT_RESOLVED",
    );
    expect(resolved.node.data).toMatchObject({ reportId: report.id, path: atPost });
    // The owner's comment notification opens the post too.
    const commented = ok(await as(owner, NOTES)).notifications.edges.find(
      (e: { node: { type: string } }) => e.node.type === "COMMENT",
    );
    expect(commented.node.data).toMatchObject({ path: atPost });
  });
});

describe("SQL statements stay constant as pages grow", () => {
  const statements = (res: GraphQLResponse<unknown>) => Number(res.headers.get("x-sql-statements"));
  // A page's requests, one root field each: root fields resolve concurrently, so how their loaders'
  // batches line up (and so the count) would depend on which database answer came first.
  const PAGE_VIEW = [
    `query ($id: ID!) { businessPage(id: $id) { ${PAGE_FIELDS} } }`,
    `query ($id: ID!) { pagePosts(pageId: $id, first: 10) { edges { node { id content imageUrls
      commentCount shareCount viewerCanDelete reactions { type count viewerHasReacted } } } } }`,
    `query ($id: ID!) { reviews(pageId: $id, first: 10) { edges { node { id rating text
      author { id username } } } } }`,
  ];
  /** The statements of each of a page's requests, in order. */
  const viewCost = async (viewer: Member, id: string) => {
    const counts = [];
    for (const query of PAGE_VIEW) {
      const res = await as(viewer, query, { id });
      ok(res);
      counts.push(statements(res));
    }
    return counts;
  };
  const DIRECTORY = `query ($search: String!, $first: Int) { businessPages(search: $search, first: $first) {
    pageInfo { hasNextPage endCursor }
    edges { node { id name category isVerified coverThumbnailUrl followerCount averageRating reviewCount
      viewerIsFollowing } } } }`;

  it("the directory and a page cost the same for small and busy pages", async () => {
    const owner = await makeMember(app.url);
    const fans = await Promise.all([0, 1, 2, 3].map(() => makeMember(app.url)));
    const tag = word();
    const fill = async (pageId: string, members: Member[]) => {
      for (const who of members) {
        ok(await as(who, m.follow, { id: pageId }));
        ok(await as(who, m.review, { input: { pageId, rating: 4, text: "Good" } }));
        const p = await postAs(owner, pageId);
        ok(
          await as(who, m.react, {
            input: { contentType: "PAGE_POST", contentId: p.id, reactionType: "LIKE" },
          }),
        );
      }
    };
    const small = await createPage(owner, { name: `Small ${tag}` });
    await fill(small.id, fans.slice(0, 1));
    const busy = await createPage(owner, { name: `Busy ${tag}` });
    await fill(busy.id, fans);

    const posts = `query ($id: ID!) { pagePosts(pageId: $id, first: 10) { edges { node { id } } } }`;
    expect(ok(await as(fans[0], posts, { id: busy.id })).pagePosts.edges).toHaveLength(4);
    const smallView = await viewCost(fans[0], small.id);
    const busyView = await viewCost(fans[0], busy.id);
    expect(busyView).toEqual(smallView);
    // Each request's count includes the session lookup.
    expect(busyView.reduce((a, b) => a + b)).toBeLessThanOrEqual(14);
    console.info(`business page statements: ${busyView.join(" + ")}`);

    const one = await as(fans[0], DIRECTORY, { search: tag, first: 1 });
    const two = await as(fans[0], DIRECTORY, { search: tag, first: 2 });
    expect(ok(two).businessPages.edges).toHaveLength(2);
    expect(statements(two)).toBe(statements(one));
    // Recorded: 3 statements for a directory page with its counts and ratings, whatever its size.
    expect(statements(two)).toBeLessThanOrEqual(3);
  });
});
