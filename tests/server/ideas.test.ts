import crypto from "node:crypto";
import sharp from "sharp";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { gqlMultipart, type TestFile } from "../support/multipart";
import { startTestServer, type TestServer } from "../support/server";

const SUPER_ADMIN_EMAIL = "ideas-admin@agora.test";

let app: TestServer;
let founder: Member;
let member: Member;
let admin: Member;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  [founder, member, admin] = await Promise.all([
    makeMember(app.url),
    makeMember(app.url),
    makeMember(app.url, { email: SUPER_ADMIN_EMAIL }),
  ]);
});
afterAll(async () => {
  await app.stop();
});

const IDEA_FIELDS = `id title description industry risk status fundingGoal currentFunding fundingProgress
  equityOffered location website pitchDeckUrl imageUrl imageThumbnailUrl videoUrl author { id }
  reactions { type count viewerHasReacted } updateCount viewerIsOwner`;
const SUBMIT = `mutation ($input: SubmitBusinessIdeaInput!) { submitBusinessIdea(input: $input) { ${IDEA_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateBusinessIdeaInput!) { updateBusinessIdea(id: $id, input: $input) { ${IDEA_FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteBusinessIdea(id: $id) }`;
const ADD_UPDATE = `mutation ($input: AddBusinessUpdateInput!) { addBusinessUpdate(input: $input) { id title content mediaUrl mediaType businessIdea { id } } }`;
const CONTACT = `mutation ($ideaId: ID!, $message: String!) { contactFounder(ideaId: $ideaId, message: $message) {
  id messageType businessIdeaId content receiver { id } businessIdea { id title } } }`;
const IDEA = `query ($id: ID!) { businessIdea(id: $id) { ${IDEA_FIELDS} } }`;
const LIST = `query ($industry: Industry, $first: Int, $after: String) {
  businessIdeas(industry: $industry, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id title industry } } } }`;
const UPDATES = `query ($id: ID!) { businessUpdates(businessIdeaId: $id, first: 20) { edges { node { id title } } } }`;
const REACT = `mutation ($id: ID!) { toggleReaction(input: { contentType: BUSINESS_IDEA, contentId: $id, reactionType: LIKE }) { reactions { type count } } }`;
const NOTIFICATIONS = `query { notifications(first: 50) { edges { node { type data } } } }`;

const as = (viewer: Member | null, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, viewer ? { token: viewer.token } : {});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}

const word = () =>
  Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: `Solar kiosks ${word()}`,
  description: "Pay-as-you-go solar kiosks for rural markets.",
  fundingGoal: 50000,
  industry: "ENERGY",
  ...overrides,
});

async function submit(who: Member, overrides: Record<string, unknown> = {}) {
  return ok(await as(who, SUBMIT, { input: valid(overrides) })).submitBusinessIdea as {
    id: string;
    title: string;
  };
}

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#2f855a" } })
    .jpeg()
    .toBuffer();
/** The first box of an MP4 file ('ftyp', brand isom), then padding: what file-type names video/mp4. */
const mp4 = (size = 8192) => {
  const head = Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex");
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
};

const titleOf = (res: GraphQLResponse<unknown>) =>
  (res.errors?.[0]?.extensions as Record<string, unknown> | undefined)?.title;
const fieldOf = (res: GraphQLResponse<unknown>, field: string) =>
  (res.errors?.[0]?.extensions?.fields as Record<string, string> | undefined)?.[field];

describe("submitting an idea", () => {
  it("stores it with defaults, writes a business_idea feed item, and is found by search", async () => {
    const idea = await submit(founder, {
      equityOffered: 12.5,
      location: "Nairobi",
      website: "https://kiosk.example",
      pitchDeckUrl: "https://kiosk.example/deck.pdf",
    });
    expect(idea).toMatchObject({
      industry: "ENERGY",
      risk: "MEDIUM",
      status: "ACTIVE",
      fundingGoal: 50000,
      currentFunding: 0,
      fundingProgress: 0,
      equityOffered: 12.5,
      location: "Nairobi",
      website: "https://kiosk.example",
      author: { id: founder.id },
      reactions: [{ type: "LIKE", count: 0, viewerHasReacted: false }],
      updateCount: 0,
      viewerIsOwner: true,
    });
    const feed = ok(
      await as(
        member,
        `query { feed(filter: INVESTING, first: 50) { edges { node { type contentId path } } } }`,
      ),
    ).feed.edges.map((e: { node: unknown }) => e.node);
    expect(feed).toContainEqual({
      type: "BUSINESS_IDEA",
      contentId: idea.id,
      path: `/investing/${idea.id}`,
    });
    const search = ok(
      await as(
        null,
        `query ($q: String!) { search(query: $q, first: 20) { edges { node { __typename ... on BusinessIdea { id } } } } }`,
        {
          q: idea.title,
        },
      ),
    ).search.edges.map((e: { node: { id?: string } }) => e.node.id);
    expect(search).toContain(idea.id);
    expect(ok(await as(member, IDEA, { id: idea.id })).businessIdea.viewerIsOwner).toBe(false);
  });

  it.each([
    ["title", { title: "Shop" }, "Title must be at least 5 characters"],
    ["title", { title: "x".repeat(101) }, "Title must be less than 100 characters"],
    ["description", { description: "Too short" }, "Description must be at least 20 characters"],
    ["fundingGoal", { fundingGoal: 999 }, "Minimum funding goal is $1,000"],
    ["industry", { industry: null }, "Please select an industry"],
    [
      "equityOffered",
      { equityOffered: 0.05 },
      "Equity must be between 0.1% and 100%, in steps of 0.1",
    ],
    [
      "equityOffered",
      { equityOffered: 100.1 },
      "Equity must be between 0.1% and 100%, in steps of 0.1",
    ],
    [
      "equityOffered",
      { equityOffered: 10.25 },
      "Equity must be between 0.1% and 100%, in steps of 0.1",
    ],
    [
      "website",
      { website: "javascript:alert(1)" },
      "Please enter a valid URL (http:// or https://)",
    ],
    [
      "pitchDeckUrl",
      { pitchDeckUrl: "deck.pdf" },
      "Please enter a valid URL (http:// or https://)",
    ],
  ])("refuses a bad %s: %j", async (field, overrides, message) => {
    const res = await as(founder, SUBMIT, { input: valid(overrides) });
    expect(errorCode(res)).toBe("BAD_USER_INPUT");
    expect(res.errors![0].message).toBe(message);
    expect(fieldOf(res, field)).toBe(message);
  });

  it("accepts the edges: 5 and 100 character titles, $1,000, 0.1% and 100% equity", async () => {
    await submit(founder, { title: "Shops", fundingGoal: 1000, equityOffered: 0.1 });
    await submit(founder, { title: "x".repeat(100), equityOffered: 100, risk: "HIGH" });
  });

  it("asks visitors to sign in", async () => {
    expect(errorCode(await as(null, SUBMIT, { input: valid() }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await as(null, IDEA, { id: crypto.randomUUID() }))).toBe("UNAUTHENTICATED");
  });

  it("answers null for an unknown or malformed id", async () => {
    expect(ok(await as(member, IDEA, { id: crypto.randomUUID() })).businessIdea).toBeNull();
    expect(ok(await as(member, IDEA, { id: "not-a-uuid" })).businessIdea).toBeNull();
  });
});

describe("media checked by their bytes", () => {
  const send = (query: string, input: Record<string, unknown>, files: Record<string, TestFile>) =>
    gqlMultipart(app.url, query, { input }, files, { token: founder.token });

  it("stores an image (re-encoded, with a thumbnail) and a video as it came", async () => {
    const res = await send(SUBMIT, valid(), {
      "input.image": { data: await jpeg(), name: "kiosk.jpg", type: "image/jpeg" },
      "input.video": { data: mp4(), name: "pitch.mp4", type: "video/mp4" },
    });
    const idea = ok(res).submitBusinessIdea;
    expect(idea.imageUrl).toMatch(/^\/uploads\/cover\//);
    expect(idea.imageThumbnailUrl).toMatch(/^\/uploads\//);
    expect(idea.videoUrl).toMatch(/^\/uploads\/video\/.+\.mp4$/);
    const served = await fetch(new URL(idea.videoUrl, app.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(mp4())).toBe(true);
  });

  it("names an image renamed .mp4 an image, and refuses it as the video", async () => {
    const disguised = { data: await jpeg(), name: "clip.mp4", type: "video/mp4" };
    const asVideo = await send(SUBMIT, valid(), { "input.video": disguised });
    expect(asVideo.errors![0].message).toBe("Please upload an image or video file");
    expect(titleOf(asVideo)).toBe("Invalid file type");
    const idea = await submit(founder);
    const update = await send(
      ADD_UPDATE,
      { businessIdeaId: idea.id, title: "Photos", content: "Our first kiosk is up." },
      { "input.media": disguised },
    );
    expect(ok(update).addBusinessUpdate.mediaType).toBe("IMAGE");
  });

  it("refuses a text file, whatever its name", async () => {
    const text = { data: Buffer.from("hello ".repeat(1000)), name: "a.png", type: "image/png" };
    const res = await send(SUBMIT, valid(), { "input.image": text });
    expect(errorCode(res)).toBe("BAD_USER_INPUT");
    expect(res.errors![0].message).toBe("Please upload an image or video file");
    expect(titleOf(res)).toBe("Invalid file type");
    expect(fieldOf(res, "file")).toBe("Invalid file type - Please upload an image or video file");
  });

  it("refuses an image over 5 MB", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length)]);
    const res = await send(SUBMIT, valid(), {
      "input.image": { data: big, name: "big.png", type: "image/png" },
    });
    expect(res.errors![0].message).toBe("Image must be less than 5MB");
    expect(titleOf(res)).toBe("File too large");
    expect(fieldOf(res, "file")).toBe("File too large - Image must be less than 5MB");
  });

  it("refuses a video over 50 MB", async () => {
    const res = await send(SUBMIT, valid(), {
      "input.video": { data: mp4(50 * 1024 * 1024 + 1), name: "long.mp4", type: "video/mp4" },
    });
    expect(errorCode(res)).toBe("BAD_USER_INPUT");
    expect(res.errors![0].message).toBe("Video must be less than 50MB");
  });
});

describe("who may change an idea", () => {
  const viewers = () =>
    [
      ["a visitor", null, "UNAUTHENTICATED"],
      ["another member", member, "FORBIDDEN"],
      ["a super admin", admin, "FORBIDDEN"],
      ["the founder", founder, null],
    ] as const;

  it("edits: the founder only; left out stay; current funding and status", async () => {
    const idea = await submit(founder, { location: "Kisumu" });
    for (const [, who, code] of viewers()) {
      const res = await as(who, UPDATE, {
        id: idea.id,
        input: { title: `Edited ${word()}`, currentFunding: 12345, status: "FUNDED" },
      });
      if (code) expect(errorCode(res)).toBe(code);
      else
        expect(ok(res).updateBusinessIdea).toMatchObject({
          currentFunding: 12345,
          fundingProgress: 24.7,
          status: "FUNDED",
          location: "Kisumu",
          industry: "ENERGY",
        });
    }
    const bad = await as(founder, UPDATE, { id: idea.id, input: { currentFunding: -1 } });
    expect(bad.errors![0].message).toBe("Current funding cannot be negative");
    const short = await as(founder, UPDATE, { id: idea.id, input: { title: "Shop" } });
    expect(short.errors![0].message).toBe("Title must be at least 5 characters");
    const missing = await as(founder, UPDATE, {
      id: crypto.randomUUID(),
      input: { title: "Valid title" },
    });
    expect(errorCode(missing)).toBe("NOT_FOUND");
    expect(missing.errors![0].message).toBe("Business idea not found");
  });

  it("adds updates: the founder only, newest first, with the spec's messages", async () => {
    const idea = await submit(founder);
    for (const [, who, code] of viewers()) {
      const res = await as(who, ADD_UPDATE, {
        input: {
          businessIdeaId: idea.id,
          title: `Update ${word()}`,
          content: "We signed our first customer.",
        },
      });
      if (code) expect(errorCode(res)).toBe(code);
      else expect(ok(res).addBusinessUpdate.businessIdea.id).toBe(idea.id);
    }
    const second = ok(
      await as(founder, ADD_UPDATE, {
        input: { businessIdeaId: idea.id, title: "Second", content: "A second kiosk is running." },
      }),
    ).addBusinessUpdate;
    const listed = ok(await as(member, UPDATES, { id: idea.id })).businessUpdates.edges;
    expect(listed).toHaveLength(2);
    expect(listed[0].node.id).toBe(second.id);
    const feed = ok(
      await as(
        member,
        `query { feed(filter: INVESTING, first: 50) { edges { node { type contentId path } } } }`,
      ),
    ).feed.edges.map((e: { node: unknown }) => e.node);
    expect(feed).toContainEqual({
      type: "BUSINESS_UPDATE",
      contentId: second.id,
      path: `/investing/${idea.id}`,
    });
    const short = await as(founder, ADD_UPDATE, {
      input: { businessIdeaId: idea.id, title: "Hi", content: "short" },
    });
    expect(short.errors![0].extensions!.fields).toEqual({
      title: "Title must be at least 3 characters",
      content: "Content must be at least 10 characters",
    });
  });

  it("deletes: the founder or a super admin; its feed items and reactions go too", async () => {
    for (const [, who, code] of viewers()) {
      const idea = await submit(founder);
      ok(await as(member, REACT, { id: idea.id }));
      const res = await as(who, DELETE, { id: idea.id });
      if (code === "UNAUTHENTICATED" || (code === "FORBIDDEN" && who !== admin)) {
        expect(errorCode(res)).toBe(code);
        continue;
      }
      expect(ok(res).deleteBusinessIdea).toBe(true);
      const left = await app.db.query(
        `SELECT (SELECT count(*) FROM feed_items WHERE content_id = $1)::int
              + (SELECT count(*) FROM reactions WHERE content_id = $1)::int AS n`,
        [idea.id],
      );
      expect(left[0].n).toBe(0);
    }
  });
});

describe("the industry tabs and paging", () => {
  it("filters by industry on the server and pages by cursor", async () => {
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await submit(founder, { industry: "AGRICULTURE" }));
    const other = await submit(founder, { industry: "E_COMMERCE" });
    const first = ok(await as(member, LIST, { industry: "AGRICULTURE", first: 2 })).businessIdeas;
    expect(first.edges.map((e: { node: { industry: string } }) => e.node.industry)).toEqual([
      "AGRICULTURE",
      "AGRICULTURE",
    ]);
    expect(first.edges[0].node.id).toBe(made[2].id);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = ok(
      await as(member, LIST, {
        industry: "AGRICULTURE",
        first: 2,
        after: first.pageInfo.endCursor,
      }),
    ).businessIdeas;
    expect(next.edges[0].node.id).toBe(made[0].id);
    expect(first.totalCount).toBe(3);
    const all = ok(await as(null, LIST, { first: 100 })).businessIdeas.edges.map(
      (e: { node: { id: string } }) => e.node.id,
    );
    expect(all).toEqual(expect.arrayContaining([other.id, made[0].id]));
  });

  it("rounds funding progress to one decimal", async () => {
    const idea = await submit(founder, { fundingGoal: 3000 });
    for (const [current, progress] of [
      [1000, 33.3],
      [2000, 66.7],
      [1, 0],
      [3000, 100],
      [4500, 150],
    ]) {
      const res = await as(founder, UPDATE, { id: idea.id, input: { currentFunding: current } });
      expect(ok(res).updateBusinessIdea.fundingProgress).toBe(progress);
    }
  });
});

describe("contacting the founder", () => {
  it("sends a business inquiry both members see with the idea's title", async () => {
    const idea = await submit(founder);
    const sent = ok(
      await as(member, CONTACT, {
        ideaId: idea.id,
        message: "I would like to invest $5,000 in this.",
      }),
    ).contactFounder;
    expect(sent).toMatchObject({
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: idea.id,
      receiver: { id: founder.id },
      businessIdea: { id: idea.id, title: idea.title },
    });
    const inbox = ok(
      await as(
        founder,
        `query { inbox(type: BUSINESS_INQUIRY, first: 20) { edges { node { id sender { id } businessIdea { title } } } } }`,
      ),
    ).inbox.edges.map((e: { node: unknown }) => e.node);
    expect(inbox).toContainEqual({
      id: sent.id,
      sender: { id: member.id },
      businessIdea: { title: idea.title },
    });
    const general = ok(
      await as(founder, `query { inbox(type: GENERAL, first: 50) { edges { node { id } } } }`),
    ).inbox.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(general).not.toContain(sent.id);
    const thread = ok(
      await as(
        member,
        `query ($id: ID!) { conversation(userId: $id, first: 20) { edges { node { id messageType businessIdea { title } } } } }`,
        {
          id: founder.id,
        },
      ),
    ).conversation.edges.map((e: { node: unknown }) => e.node);
    expect(thread).toContainEqual({
      id: sent.id,
      messageType: "BUSINESS_INQUIRY",
      businessIdea: { title: idea.title },
    });
  });

  it("refuses short messages, visitors, one's own idea and unknown ideas", async () => {
    const idea = await submit(founder);
    const short = await as(member, CONTACT, { ideaId: idea.id, message: "Hi there" });
    expect(short.errors![0].message).toBe("Message must be at least 20 characters");
    const visitor = await as(null, CONTACT, { ideaId: idea.id, message: "x".repeat(25) });
    expect(errorCode(visitor)).toBe("UNAUTHENTICATED");
    expect(visitor.errors![0].message).toBe("Please sign in to contact the founder");
    expect(titleOf(visitor)).toBe("Authentication Error");
    const own = await as(founder, CONTACT, { ideaId: idea.id, message: "x".repeat(25) });
    expect(errorCode(own)).toBe("FORBIDDEN");
    const unknown = await as(member, CONTACT, {
      ideaId: crypto.randomUUID(),
      message: "x".repeat(25),
    });
    expect(unknown.errors![0].message).toBe("Business idea not found");
  });

  it("answers 'Cannot find founder information' once the founder's account is gone", async () => {
    const gone = await makeMember(app.url);
    const idea = await submit(gone);
    await app.db.query(`DELETE FROM users WHERE id = $1`, [gone.id]);
    const res = await as(member, CONTACT, { ideaId: idea.id, message: "x".repeat(25) });
    expect(res.errors![0].message).toBe("Cannot find founder information");
  });

  it("a sent message's idea link is checked", async () => {
    const res = await as(
      member,
      `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`,
      {
        input: {
          receiverId: founder.id,
          content: "About your idea",
          messageType: "BUSINESS_INQUIRY",
          businessIdeaId: crypto.randomUUID(),
        },
      },
    );
    expect(errorCode(res)).toBe("NOT_FOUND");
  });
});

describe("update notifications", () => {
  it("reach members who liked or contacted the idea, and no one else", async () => {
    const [liker, asker, bystander] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const idea = await submit(founder);
    ok(await as(liker, REACT, { id: idea.id }));
    ok(await as(founder, REACT, { id: idea.id }));
    ok(await as(asker, CONTACT, { ideaId: idea.id, message: "What are your margins per kiosk?" }));
    const update = ok(
      await as(founder, ADD_UPDATE, {
        input: {
          businessIdeaId: idea.id,
          title: "Kiosk two",
          content: "The second kiosk is live.",
        },
      }),
    ).addBusinessUpdate;
    const updatesFor = async (who: Member) =>
      ok(await as(who, NOTIFICATIONS))
        .notifications.edges.map((e: { node: { type: string; data: unknown } }) => e.node)
        .filter((n: { type: string }) => n.type === "BUSINESS_UPDATE");
    const expected = [
      { type: "BUSINESS_UPDATE", data: { businessIdeaId: idea.id, updateId: update.id } },
    ];
    expect(await updatesFor(liker)).toEqual(expected);
    expect(await updatesFor(asker)).toEqual(expected);
    expect(await updatesFor(bystander)).toEqual([]);
    expect(await updatesFor(founder)).toEqual([]);
  });
});

describe("SQL statements stay constant as ideas grow", () => {
  const statements = (res: GraphQLResponse<unknown>) => Number(res.headers.get("x-sql-statements"));
  const GRID = `query ($industry: Industry, $first: Int) {
    businessIdeas(industry: $industry, first: $first) { totalCount pageInfo { hasNextPage endCursor }
      edges { node { id title description industry fundingGoal currentFunding fundingProgress
        equityOffered risk status imageUrl imageThumbnailUrl createdAt author { id username avatarUrl }
        reactions { type count viewerHasReacted } updateCount } } } }`;
  const PAGE = `query ($id: ID!) {
    businessIdea(id: $id) { ${IDEA_FIELDS} createdAt updatedAt author { id username avatarUrl } }
    businessUpdates(businessIdeaId: $id, first: 20) { edges { node { id title content mediaUrl mediaType createdAt } } }
  }`;

  it("the grid and an idea page cost the same for one and many ideas, likes and updates", async () => {
    const founders = await Promise.all([0, 1, 2, 3].map(() => makeMember(app.url)));
    const fill = async (count: number) => {
      const made = [];
      for (let i = 0; i < count; i++) {
        const idea = await submit(founders[i % 4], { industry: "MANUFACTURING" });
        for (const who of founders.slice(0, i + 1)) ok(await as(who, REACT, { id: idea.id }));
        for (let u = 0; u <= i; u++)
          ok(
            await as(founders[i % 4], ADD_UPDATE, {
              input: {
                businessIdeaId: idea.id,
                title: `Update ${u}`,
                content: "Progress this month.",
              },
            }),
          );
        made.push(idea);
      }
      return made;
    };
    const [single] = await fill(1);
    const one = await as(member, GRID, { industry: "MANUFACTURING", first: 20 });
    const many = await fill(4);
    const five = await as(member, GRID, { industry: "MANUFACTURING", first: 20 });
    expect(ok(five).businessIdeas.edges).toHaveLength(5);
    expect(statements(five)).toBe(statements(one));
    const quiet = await as(member, PAGE, { id: single.id });
    const busy = await as(member, PAGE, { id: many[3].id });
    expect(ok(busy).businessUpdates.edges).toHaveLength(4);
    expect(statements(busy)).toBe(statements(quiet));
    expect(statements(five)).toBeLessThanOrEqual(6);
    expect(statements(busy)).toBeLessThanOrEqual(6);
    console.log(`idea statements: grid page ${statements(five)}, idea page ${statements(busy)}`);
  });
});

describe("a founder's ideas (their profile's Investing tab)", () => {
  it("lists one founder's ideas newest first, for members and visitors; the founder alone gets the totals", async () => {
    const [maker, someone] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const first = await submit(maker, { fundingGoal: 10000 });
    const second = await submit(maker, { fundingGoal: 5000 });
    await submit(someone);
    ok(await as(maker, UPDATE, { id: first.id, input: { currentFunding: 2500 } }));

    const FOUNDER = `query ($founderId: ID!, $first: Int, $after: String) {
      businessIdeas(founderId: $founderId, first: $first, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { id author { id } } } } }`;
    for (const viewer of [someone, null]) {
      const page = ok(await as(viewer, FOUNDER, { founderId: maker.id, first: 1 })).businessIdeas;
      expect(page.totalCount).toBe(2);
      expect(page.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([second.id]);
      const next = ok(
        await as(viewer, FOUNDER, {
          founderId: maker.id,
          first: 1,
          after: page.pageInfo.endCursor,
        }),
      ).businessIdeas;
      expect(next.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([first.id]);
      expect(next.pageInfo.hasNextPage).toBe(false);
    }

    const TOTALS = `query { fundingTotals { ideaCount fundingGoal currentFunding } }`;
    expect(ok(await as(maker, TOTALS)).fundingTotals).toEqual({
      ideaCount: 2,
      fundingGoal: 15000,
      currentFunding: 2500,
    });
    // Everyone's totals are their own; a visitor has none.
    expect(ok(await as(someone, TOTALS)).fundingTotals.ideaCount).toBe(1);
    expect((await as(null, TOTALS)).errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("funding amounts out of range", () => {
  it("answers BAD_USER_INPUT on the field, never GraphQL's coercion text", async () => {
    for (const [fundingGoal, message] of [
      [999999999999, "Funding must be at most $1,000,000,000"],
      [1_000_000_001, "Funding must be at most $1,000,000,000"],
      [1e20, "Funding must be at most $1,000,000,000"],
      [1500.5, "Whole dollars only"],
      [999.5, "Whole dollars only"],
    ] as const) {
      const res = await as(founder, SUBMIT, { input: valid({ fundingGoal }) });
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].message).toBe(message);
      expect(fieldOf(res, "fundingGoal")).toBe(message);
    }
    const top = await submit(founder, { fundingGoal: 1_000_000_000 });
    for (const [input, field, message] of [
      [
        { currentFunding: 999999999999 },
        "currentFunding",
        "Funding must be at most $1,000,000,000",
      ],
      [{ currentFunding: 12.5 }, "currentFunding", "Whole dollars only"],
      [{ fundingGoal: 2 ** 31 }, "fundingGoal", "Funding must be at most $1,000,000,000"],
    ] as const) {
      const res = await as(founder, UPDATE, { id: top.id, input });
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].message).toBe(message);
      expect(fieldOf(res, field)).toBe(message);
    }
    const raised = ok(
      await as(founder, UPDATE, { id: top.id, input: { currentFunding: 1_000_000_000 } }),
    ).updateBusinessIdea;
    expect(raised).toMatchObject({ fundingGoal: 1_000_000_000, currentFunding: 1_000_000_000 });
  });
});

describe("funding status", () => {
  it("reads FUNDED once what is raised reaches the goal, whatever the stored status", async () => {
    const idea = await submit(founder, { fundingGoal: 4000 });
    const over = ok(
      await as(founder, UPDATE, { id: idea.id, input: { currentFunding: 5000 } }),
    ).updateBusinessIdea;
    expect(over).toMatchObject({ fundingProgress: 125, status: "FUNDED" });
    const marked = ok(
      await as(founder, UPDATE, { id: idea.id, input: { currentFunding: 100, status: "FUNDED" } }),
    ).updateBusinessIdea;
    expect(marked.status).toBe("FUNDED");
    const reopened = ok(
      await as(founder, UPDATE, { id: idea.id, input: { status: "ACTIVE" } }),
    ).updateBusinessIdea;
    expect(reopened.status).toBe("ACTIVE");
  });
});

describe("searching and sorting the list", () => {
  const SORTED = `query ($search: String, $sort: BusinessIdeaSort, $industry: Industry, $first: Int, $after: String) {
    businessIdeas(search: $search, sort: $sort, industry: $industry, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { id status } } } }`;

  /** Every page of a list, `first` at a time: the ids in order. */
  async function allPages(variables: Record<string, unknown>, first: number) {
    const ids: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      const page: {
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        edges: { node: { id: string } }[];
      } = ok(await as(member, SORTED, { ...variables, first, after })).businessIdeas;
      ids.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) return ids;
      after = page.pageInfo.endCursor;
    }
    throw new Error("too many pages");
  }

  it("finds ideas by title or description, case-insensitively, with % and _ taken literally", async () => {
    const tag = word();
    const byTitle = await submit(founder, { title: `Kiosks ${tag.toUpperCase()}` });
    const byDescription = await submit(founder, {
      description: `Rural markets get ${tag} solar power at night.`,
    });
    await submit(founder);
    const found = ok(await as(member, SORTED, { search: `  ${tag}  `, first: 10 })).businessIdeas;
    expect(found.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([
      byDescription.id,
      byTitle.id,
    ]);
    expect(found.totalCount).toBe(2);
    for (const search of [`${tag}%`, `${tag.slice(0, 3)}_${tag.slice(4)}`]) {
      const literal = ok(await as(member, SORTED, { search, first: 10 })).businessIdeas;
      expect(literal.edges).toEqual([]);
    }
    const long = await as(member, SORTED, { search: "x".repeat(201), first: 10 });
    expect(errorCode(long)).toBe("BAD_USER_INPUT");
    expect(long.errors![0].message).toBe("Search must be at most 200 characters");
  });

  it("sorts by most funded and by closest to goal, paging each without repeats or gaps", async () => {
    const tag = word();
    const make = async (fundingGoal: number, currentFunding: number) => {
      const idea = await submit(founder, { title: `Sorted ${tag} ${word()}`, fundingGoal });
      if (currentFunding) ok(await as(founder, UPDATE, { id: idea.id, input: { currentFunding } }));
      return idea.id;
    };
    // Raised / goal: 10% of 10k, 50% of 2k, 90% of 10k, 125% of 4k (funded), 50% of 4k, 0 of 1k,
    // 1,000 of 3,000 (33.3%), 1,000 of 1,000 (funded).
    const a = await make(10000, 1000);
    const b = await make(2000, 1000);
    const c = await make(10000, 9000);
    const d = await make(4000, 5000);
    const e = await make(4000, 2000);
    const f = await make(1000, 0);
    const g = await make(3000, 1000);
    const h = await make(1000, 1000);

    const newest = [h, g, f, e, d, c, b, a];
    const mostFunded = [c, d, e, h, g, b, a, f]; // 9000, 5000, 2000, then 1000s newest first, then 0
    // Raising: 90%, 50% (newer first), 33.3%, 10%, 0; then the funded ones, 125% before 100%.
    const closest = [c, e, b, g, a, f, d, h];
    for (const [sort, expected] of [
      [null, newest],
      ["NEWEST", newest],
      ["MOST_FUNDED", mostFunded],
      ["CLOSEST_TO_GOAL", closest],
    ] as const) {
      for (const first of [1, 3, 8])
        expect(await allPages({ search: tag, sort }, first)).toEqual(expected);
    }
    const closestPage = ok(
      await as(member, SORTED, { search: tag, sort: "CLOSEST_TO_GOAL", first: 10 }),
    ).businessIdeas;
    expect(closestPage.totalCount).toBe(8);
    expect(closestPage.edges.map((edge: { node: { status: string } }) => edge.node.status)).toEqual(
      ["ACTIVE", "ACTIVE", "ACTIVE", "ACTIVE", "ACTIVE", "ACTIVE", "FUNDED", "FUNDED"],
    );

    // A cursor is its sort's own: another sort's, or a made-up one, is bad input.
    const funded = ok(await as(member, SORTED, { search: tag, sort: "MOST_FUNDED", first: 2 }))
      .businessIdeas.pageInfo.endCursor;
    const newestCursor = ok(await as(member, SORTED, { search: tag, first: 2 })).businessIdeas
      .pageInfo.endCursor;
    for (const [sort, after] of [
      ["CLOSEST_TO_GOAL", funded],
      ["MOST_FUNDED", newestCursor],
      ["NEWEST", funded],
      [
        "MOST_FUNDED",
        Buffer.from("f|1; DROP TABLE x|2026-01-01T00:00:00.000Z|nope").toString("base64url"),
      ],
    ] as const) {
      const res = await as(member, SORTED, { search: tag, sort, first: 2, after });
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].message).toBe("Invalid cursor");
    }
  });
});
