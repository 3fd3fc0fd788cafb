// The viewer's conversation list: one row per member and context, newest activity first, with the newest
// message in either direction and the viewer's unread count; only ever the viewer's own.
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ RATE_LIMIT_MESSAGES_PER_MINUTE: "1000" });
});
afterAll(async () => {
  await app.stop();
});

const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const send = async (
  from: Member,
  to: Member,
  content: string,
  extra: Record<string, unknown> = {},
) => {
  const res = await gql(app.url, SEND, { input: { receiverId: to.id, content, ...extra } }, from);
  expect(res.errors).toBeUndefined();
  return res.data!.sendMessage.id as string;
};

const CONVERSATIONS = `query ($type: MessageType, $first: Int, $after: String) {
  conversations(type: $type, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node {
      id messageType businessIdeaId unreadCount partner { id }
      lastMessage { content createdAt sender { id } receiver { id } businessIdea { title } }
    } }
  }
}`;

type Row = {
  id: string;
  messageType: string;
  businessIdeaId: string | null;
  unreadCount: number;
  partner: { id: string } | null;
  lastMessage: {
    content: string;
    createdAt: string;
    sender: { id: string } | null;
    receiver: { id: string } | null;
    businessIdea: { title: string } | null;
  };
};
type Page = {
  conversations: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: Row }[];
  };
};

const list = (viewer: Member, variables: Record<string, unknown> = {}) =>
  gql<Page>(app.url, CONVERSATIONS, variables, viewer);
const rows = async (viewer: Member, variables: Record<string, unknown> = {}) => {
  const res = await list(viewer, variables);
  expect(res.errors).toBeUndefined();
  return res.data!.conversations.edges.map((edge) => edge.node);
};
/** Each row as (partner, last message, who sent it, unread). */
const summary = (conversations: Row[], names: Map<string, string>) =>
  conversations.map((row) => [
    names.get(row.partner!.id),
    row.lastMessage.content,
    names.get(row.lastMessage.sender!.id),
    row.unreadCount,
  ]);

const MARK_READ = `mutation ($userId: ID!, $type: MessageType, $idea: ID) {
  markConversationRead(userId: $userId, type: $type, businessIdeaId: $idea)
}`;

async function submitIdea(founder: Member, title: string) {
  const res = await gql(
    app.url,
    `mutation ($input: SubmitBusinessIdeaInput!) { submitBusinessIdea(input: $input) { id } }`,
    {
      input: {
        title,
        description: "Pay-as-you-go solar kiosks for rural markets.",
        fundingGoal: 5000,
        industry: "ENERGY",
      },
    },
    founder,
  );
  expect(res.errors).toBeUndefined();
  return res.data!.submitBusinessIdea.id as string;
}

describe("conversations", () => {
  it("lists one row per member, both directions, newest activity first, with the viewer's unread counts", async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => makeMember(app.url)));
    const names = new Map([
      [a.id, "a"],
      [b.id, "b"],
      [c.id, "c"],
      [d.id, "d"],
    ]);
    await send(a, b, "1 a to b");
    await send(c, a, "2 c to a");
    await send(b, a, "3 b to a");
    await send(d, a, "4 d to a");
    await send(d, a, "5 d to a again");
    await send(a, c, "6 a to c");

    expect(summary(await rows(a), names)).toEqual([
      ["c", "6 a to c", "a", 1],
      ["d", "5 d to a again", "d", 2],
      ["b", "3 b to a", "b", 1],
    ]);
    // The other side of the same messages: b has a's message unread, not its own.
    expect(summary(await rows(b), names)).toEqual([["a", "3 b to a", "b", 1]]);
    expect(summary(await rows(d), names)).toEqual([["a", "5 d to a again", "d", 0]]);

    // Reading a thread clears its mark only.
    expect((await gql(app.url, MARK_READ, { userId: d.id }, a)).data!.markConversationRead).toBe(2);
    expect(summary(await rows(a), names)).toEqual([
      ["c", "6 a to c", "a", 1],
      ["d", "5 d to a again", "d", 0],
      ["b", "3 b to a", "b", 1],
    ]);

    // A new message, in either direction, moves its conversation to the top.
    await send(b, a, "7 b to a");
    await send(a, d, "8 a to d");
    expect(summary(await rows(a), names)).toEqual([
      ["d", "8 a to d", "a", 0],
      ["b", "7 b to a", "b", 2],
      ["c", "6 a to c", "a", 1],
    ]);
  });

  it("keeps a business inquiry about an idea apart from the general conversation, by type", async () => {
    const [founder, investor] = await Promise.all([makeMember(app.url), makeMember(app.url)]);
    const ideaId = await submitIdea(founder, "Solar kiosks");
    await send(investor, founder, "general hello");
    await send(investor, founder, "about your kiosks", {
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: ideaId,
    });
    await send(founder, investor, "thanks for asking", {
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: ideaId,
    });
    await send(investor, founder, "general again");

    const all = await rows(founder);
    expect(
      all.map((row) => [
        row.messageType,
        row.businessIdeaId,
        row.lastMessage.content,
        row.unreadCount,
      ]),
    ).toEqual([
      ["GENERAL", null, "general again", 2],
      ["BUSINESS_INQUIRY", ideaId, "thanks for asking", 1],
    ]);
    expect(all[1].lastMessage.businessIdea).toEqual({ title: "Solar kiosks" });
    expect(all[0].id).toBe(`${investor.id}:GENERAL:`);
    expect(all[1].id).toBe(`${investor.id}:BUSINESS_INQUIRY:${ideaId}`);

    const inquiries = await list(founder, { type: "BUSINESS_INQUIRY" });
    expect(inquiries.data!.conversations.totalCount).toBe(1);
    expect(inquiries.data!.conversations.edges.map((e) => e.node.lastMessage.content)).toEqual([
      "thanks for asking",
    ]);
    expect((await list(founder, { type: "GENERAL" })).data!.conversations.totalCount).toBe(1);

    // The thread of one context holds its messages only; without a type, everything with the member.
    const THREAD = `query ($userId: ID!, $type: MessageType, $idea: ID) {
      conversation(userId: $userId, type: $type, businessIdeaId: $idea) { edges { node { content } } }
    }`;
    const thread = async (variables: Record<string, unknown>) =>
      (await gql(app.url, THREAD, variables, founder)).data!.conversation.edges.map(
        (e: { node: { content: string } }) => e.node.content,
      );
    expect(await thread({ userId: investor.id, type: "GENERAL" })).toEqual([
      "general hello",
      "general again",
    ]);
    expect(await thread({ userId: investor.id, type: "BUSINESS_INQUIRY", idea: ideaId })).toEqual([
      "about your kiosks",
      "thanks for asking",
    ]);
    expect(await thread({ userId: investor.id })).toHaveLength(4);

    // Reading the inquiry clears its mark, and leaves the general conversation unread.
    const marked = await gql(
      app.url,
      MARK_READ,
      { userId: investor.id, type: "BUSINESS_INQUIRY", idea: ideaId },
      founder,
    );
    expect(marked.data!.markConversationRead).toBe(1);
    expect((await rows(founder)).map((row) => row.unreadCount)).toEqual([2, 0]);
  });

  it("never shows another member's conversations, leaves out banned and blocked members and refuses visitors", async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeMember(app.url)));
    const d = await makeMember(app.url);
    await send(d, a, "before the block");
    expect((await rows(a)).map((row) => row.partner!.id)).toEqual([d.id]);
    const blocked = await gql(
      app.url,
      `mutation ($id: ID!) { blockMember(userId: $id) { id } }`,
      { id: d.id },
      a,
    );
    expect(blocked.errors).toBeUndefined();
    // Either side of the block: neither lists the other.
    expect(await rows(a)).toEqual([]);
    expect(await rows(d)).toEqual([]);

    await send(a, b, "just between us");
    // The control: both of the pair see it.
    expect((await rows(a)).map((row) => row.partner!.id)).toEqual([b.id]);
    expect((await rows(b)).map((row) => row.partner!.id)).toEqual([a.id]);
    expect(await rows(c)).toEqual([]);
    expect((await list(c)).data!.conversations.totalCount).toBe(0);

    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [b.id]);
    expect(await rows(a)).toEqual([]);

    const visitor = await gql(app.url, CONVERSATIONS, {});
    expect(errorCode(visitor)).toBe("UNAUTHENTICATED");
    expect(visitor.data?.conversations ?? null).toBeNull();
  });

  it("counts in the messages badge only the unread messages the list shows, none from a banned or blocked member", async () => {
    const [viewer, friend, blocked, banned] = await Promise.all(
      [1, 2, 3, 4].map(() => makeMember(app.url)),
    );
    await send(friend, viewer, "from a friend");
    await send(blocked, viewer, "soon blocked, one");
    await send(blocked, viewer, "soon blocked, two");
    await send(banned, viewer, "soon banned");
    const badge = async () => {
      const res = await gql(app.url, `{ unreadCounts { messages } }`, {}, viewer);
      expect(res.errors).toBeUndefined();
      return res.data!.unreadCounts.messages as number;
    };
    const listed = async () => (await rows(viewer)).reduce((sum, row) => sum + row.unreadCount, 0);
    // The control: every sender shows, and the badge counts all four.
    expect(await badge()).toBe(4);
    expect(await listed()).toBe(4);

    const BLOCK = `mutation ($id: ID!) { blockMember(userId: $id) { id } }`;
    expect((await gql(app.url, BLOCK, { id: blocked.id }, viewer)).errors).toBeUndefined();
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [banned.id]);
    expect((await rows(viewer)).map((row) => row.partner!.id)).toEqual([friend.id]);
    expect(await badge()).toBe(1);
    expect(await listed()).toBe(1);

    // Blocked by the sender, the other way round: their messages leave the badge too.
    const other = await makeMember(app.url);
    await send(other, viewer, "then blocks the viewer");
    expect(await badge()).toBe(2);
    expect((await gql(app.url, BLOCK, { id: viewer.id }, other)).errors).toBeUndefined();
    expect(await badge()).toBe(1);
    expect(await listed()).toBe(1);
  });

  it("pages by newest activity with cursors, without repeating a conversation", async () => {
    const viewer = await makeMember(app.url);
    const others = await Promise.all([1, 2, 3, 4, 5].map(() => makeMember(app.url)));
    for (const [i, other] of others.entries()) await send(other, viewer, `from ${i}`);
    const first = await list(viewer, { first: 2 });
    const page1 = first.data!.conversations;
    expect(page1.totalCount).toBe(5);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = (await list(viewer, { first: 2, after: page1.pageInfo.endCursor })).data!
      .conversations;
    const page3 = (await list(viewer, { first: 2, after: page2.pageInfo.endCursor })).data!
      .conversations;
    expect(page3.pageInfo.hasNextPage).toBe(false);
    expect(
      [...page1.edges, ...page2.edges, ...page3.edges].map((e) => e.node.lastMessage.content),
    ).toEqual(["from 4", "from 3", "from 2", "from 1", "from 0"]);
    expect(errorCode(await list(viewer, { after: "nonsense" }))).toBe("BAD_USER_INPUT");
  });

  it("costs the same few SQL statements for a page whatever the number of conversations", async () => {
    const statements = (res: GraphQLResponse<unknown>) =>
      Number(res.headers.get("x-sql-statements"));
    const PAGE = `query { conversations(first: 20) { edges { node {
      id unreadCount partner { id username fullName avatarUrl }
      lastMessage { content createdAt sender { id } receiver { id } }
    } } pageInfo { hasNextPage endCursor } } }`;
    const cost = async (viewer: Member) => {
      const res = await gql<Page>(app.url, PAGE, {}, viewer);
      expect(res.errors).toBeUndefined();
      return { rows: res.data!.conversations.edges.length, statements: statements(res) };
    };
    // Messages written straight to the table: many members, many messages each way.
    const seed = async (viewer: Member, partners: Member[], perPartner: number) => {
      for (const partner of partners) {
        await app.db.query(
          `INSERT INTO messages (sender_id, receiver_id, content, created_at)
           SELECT CASE WHEN i % 2 = 0 THEN $1::uuid ELSE $2::uuid END,
                  CASE WHEN i % 2 = 0 THEN $2::uuid ELSE $1::uuid END,
                  'message ' || i, now() - make_interval(secs => i)
             FROM generate_series(1, $3::int) AS i`,
          [viewer.id, partner.id, perPartner],
        );
      }
    };
    const small = await makeMember(app.url);
    const big = await makeMember(app.url);
    const members = await Promise.all(Array.from({ length: 25 }, () => makeMember(app.url)));
    await seed(small, members.slice(0, 2), 2);
    await seed(big, members, 40);

    const few = await cost(small);
    const many = await cost(big);
    expect(few.rows).toBe(2);
    expect(many.rows).toBe(20);
    console.info(`conversations page: ${many.statements} statements`);
    expect(many.statements).toBe(few.statements);
    // The session, the page (newest message and unread count in the same statement), the profiles.
    expect(many.statements).toBeLessThanOrEqual(3);
  });
});
