import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, listen as listenAt, until } from "../support/graphql-client";
import { openProbes, type Probe, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
let probes: Probes;
beforeAll(async () => {
  app = await startTestServer({ RATE_LIMIT_MESSAGES_PER_MINUTE: "8" });
  probes = await openProbes(app);
});
afterAll(async () => {
  await probes.close();
  await app.stop();
});

const SEND = `mutation ($input: SendMessageInput!) {
  sendMessage(input: $input) { id content read messageType businessIdeaId sender { id } receiver { id } }
}`;
const send = (
  from: Member,
  to: { id: string },
  content: string,
  extra: Record<string, unknown> = {},
) => gql(app.url, SEND, { input: { receiverId: to.id, content, ...extra } }, from);
const CONVERSATION = `query ($id: ID!, $first: Int, $before: String) {
  conversation(userId: $id, first: $first, before: $before) {
    totalCount pageInfo { hasPreviousPage startCursor } edges { node { content sender { id } } }
  }
}`;
type Conversation = { conversation: { edges: { node: { content: string } }[] } };
const contents = (res: { data?: unknown }) =>
  (res.data as Conversation).conversation.edges.map((e) => e.node.content);
const pair = async () => [await makeMember(app.url), await makeMember(app.url)] as const;

const BLOCK = `mutation ($id: ID!) { blockMember(userId: $id) { id } }`;
const UNBLOCK = `mutation ($id: ID!) { unblockMember(userId: $id) { id } }`;
const PRIVACY = `mutation ($input: PrivacyInput!) { updatePrivacy(input: $input) { whoCanMessage } }`;
const TYPING = `mutation ($id: ID!) { setTyping(userId: $id) }`;
/** Runs a mutation that must succeed. */
async function ok(member: Member, query: string, variables: Record<string, unknown>) {
  const res = await gql(app.url, query, variables, member);
  expect(res.errors).toBeUndefined();
  return res.data;
}
async function submitIdea(founder: Member) {
  const data = await ok(
    founder,
    `mutation ($input: SubmitBusinessIdeaInput!) { submitBusinessIdea(input: $input) { id } }`,
    {
      input: {
        title: "Solar kiosks",
        description: "Pay-as-you-go solar kiosks for rural markets.",
        fundingGoal: 5000,
        industry: "ENERGY",
      },
    },
  );
  return (data as { submitBusinessIdea: { id: string } }).submitBusinessIdea.id;
}

const listen = (
  member: Member,
  query: string,
  probe: (probes: Probes) => (memberId: string) => Probe,
  baseUrl = app.url,
) => listenAt(baseUrl, member, query, probe(probes)(member.id));
const received = (p: Probes) => p.messageReceived;

describe("sending", () => {
  it("trims the content and stores a general message by default", async () => {
    const [a, b] = await pair();
    const res = await send(a, b, "  Hello there \n");
    expect(res.data!.sendMessage).toMatchObject({
      content: "Hello there",
      read: false,
      messageType: "GENERAL",
      sender: { id: a.id },
      receiver: { id: b.id },
    });
  });

  it("refuses empty content, oneself, an unknown or banned receiver, and a visitor", async () => {
    const [a, b] = await pair();
    expect((await send(a, b, "   \n ")).errors?.[0].message).toBe("Message cannot be empty");
    expect((await send(a, a, "hi")).errors?.[0].message).toBe("You cannot message yourself.");
    expect(errorCode(await send(a, { id: "00000000-0000-4000-8000-000000000000" }, "hi"))).toBe(
      "NOT_FOUND",
    );
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [b.id]);
    expect(errorCode(await send(a, b, "hi"))).toBe("FORBIDDEN");
    expect(
      errorCode(await gql(app.url, SEND, { input: { receiverId: a.id, content: "hi" } })),
    ).toBe("UNAUTHENTICATED");
    const long = await send(a, await makeMember(app.url), "x".repeat(5001));
    expect(long.errors?.[0].message).toBe("Message must be at most 5000 characters");
    // Past twice the limit, the input's own rule (class-validator's) refuses it before the service
    // trims it: blank content is refused for its length, not as empty.
    const absurd = await send(a, await makeMember(app.url), " ".repeat(10_001));
    expect(absurd.errors?.[0]).toMatchObject({
      message: "Message must be at most 5000 characters",
      extensions: {
        code: "BAD_USER_INPUT",
        fields: { content: "Message must be at most 5000 characters" },
      },
    });
  });

  it("limits how many messages one member sends per minute", async () => {
    const [a, b] = await pair();
    const codes = [];
    for (let i = 0; i < 9; i++) codes.push(errorCode(await send(a, b, `message ${i}`)));
    expect(codes.slice(0, 8)).toEqual(Array(8).fill(undefined));
    expect(codes[8]).toBe("RATE_LIMITED");
  });

  it("refuses a business inquiry naming no idea and an ordinary message naming one, under businessIdeaId", async () => {
    const [a, b] = await pair();
    const ideaId = await submitIdea(b);
    // The control: an inquiry naming its idea, and an ordinary message naming none, are sent.
    const inquiry = await send(a, b, "about your idea", {
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: ideaId,
    });
    expect(inquiry.data!.sendMessage).toMatchObject({
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: ideaId,
    });
    expect((await send(a, b, "hello")).errors).toBeUndefined();

    for (const [extra, message] of [
      [
        { messageType: "BUSINESS_INQUIRY" },
        "A business inquiry must name the business idea it is about.",
      ],
      [
        { messageType: "BUSINESS_INQUIRY", businessIdeaId: null },
        "A business inquiry must name the business idea it is about.",
      ],
      [{ businessIdeaId: ideaId }, "Only a business inquiry can name a business idea."],
      [
        { messageType: "GENERAL", businessIdeaId: ideaId },
        "Only a business inquiry can name a business idea.",
      ],
    ] as const) {
      const res = await send(a, b, "mismatched", extra);
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", fields: { businessIdeaId: message } },
      });
    }
    const stored = await app.db.query(`SELECT content FROM messages WHERE sender_id = $1`, [a.id]);
    expect(stored.map((row: { content: string }) => row.content).sort()).toEqual([
      "about your idea",
      "hello",
    ]);
  });

  it("carries on an inquiry thread whose idea was deleted: its replies name no idea", async () => {
    const [a, b] = await pair();
    const ideaId = await submitIdea(b);
    await send(a, b, "about your idea", {
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: ideaId,
    });
    // Before the idea goes, an inquiry naming none is refused (the thread names its idea).
    const early = await send(b, a, "no idea named", { messageType: "BUSINESS_INQUIRY" });
    expect(early.errors?.[0].message).toBe(
      "A business inquiry must name the business idea it is about.",
    );
    await ok(b, `mutation ($id: ID!) { deleteBusinessIdea(id: $id) }`, { id: ideaId });

    const reply = await send(b, a, "it is closed now", { messageType: "BUSINESS_INQUIRY" });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.sendMessage).toMatchObject({
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: null,
    });
  });

  it("notifies the receiver with the sender's name (full name, then username)", async () => {
    const [a, b] = await pair();
    await send(a, b, "first");
    await app.db.query(`UPDATE profiles SET full_name = 'Marie Curie' WHERE id = $1`, [a.id]);
    await send(a, b, "second");
    const notes = await app.db.query(
      `SELECT type, title, message, data->>'senderId' AS sender FROM notifications WHERE user_id = $1 ORDER BY created_at`,
      [b.id],
    );
    expect(notes).toEqual([
      {
        type: "message",
        title: "New Message",
        message: `${a.username} sent you a message`,
        sender: a.id,
      },
      {
        type: "message",
        title: "New Message",
        message: "Marie Curie sent you a message",
        sender: a.id,
      },
    ]);
  });
});

describe("reading", () => {
  it("shows a conversation in both directions, oldest first, and pages backwards", async () => {
    const [a, b] = await pair();
    for (const [from, to, text] of [
      [a, b, "1"],
      [b, a, "2"],
      [a, b, "3"],
      [b, a, "4"],
      [a, b, "5"],
    ] as const) {
      await send(from, to, text);
    }
    const last = await gql(app.url, CONVERSATION, { id: b.id, first: 2 }, a);
    expect(contents(last)).toEqual(["4", "5"]);
    expect(last.data!.conversation.totalCount).toBe(5);
    expect(last.data!.conversation.pageInfo.hasPreviousPage).toBe(true);
    const before = last.data!.conversation.pageInfo.startCursor;
    const older = await gql(app.url, CONVERSATION, { id: b.id, first: 3, before }, a);
    expect(contents(older)).toEqual(["1", "2", "3"]);
    expect(older.data!.conversation.pageInfo.hasPreviousPage).toBe(false);
    expect(contents(await gql(app.url, CONVERSATION, { id: a.id }, b))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
  });

  it("reports a malformed `before` cursor under fields.before", async () => {
    const [a, b] = await pair();
    await send(a, b, "1");
    // The control: a cursor the conversation gave reads on.
    const page = await gql(app.url, CONVERSATION, { id: b.id, first: 1 }, a);
    const before = page.data!.conversation.pageInfo.startCursor;
    expect((await gql(app.url, CONVERSATION, { id: b.id, before }, a)).errors).toBeUndefined();
    const res = await gql(app.url, CONVERSATION, { id: b.id, before: "%%%" }, a);
    expect(res.errors?.[0]).toMatchObject({
      message: "Invalid cursor",
      extensions: { code: "BAD_USER_INPUT", fields: { before: "Invalid cursor" } },
    });
  });

  it("never shows a pair's conversation to a third member", async () => {
    const [a, b] = await pair();
    const c = await makeMember(app.url);
    await send(a, b, "private");
    expect(contents(await gql(app.url, CONVERSATION, { id: b.id }, c))).toEqual([]);
    expect(contents(await gql(app.url, CONVERSATION, { id: a.id }, c))).toEqual([]);
  });

  it("lists the inbox by type, newest first, and counts unread messages", async () => {
    const [a, b] = await pair();
    const idea = await gql(
      app.url,
      `mutation ($input: SubmitBusinessIdeaInput!) { submitBusinessIdea(input: $input) { id } }`,
      {
        input: {
          title: "Solar kiosks",
          description: "Pay-as-you-go solar kiosks for rural markets.",
          fundingGoal: 5000,
          industry: "ENERGY",
        },
      },
      b,
    );
    await send(a, b, "general one");
    await send(a, b, "about your idea", {
      messageType: "BUSINESS_INQUIRY",
      businessIdeaId: idea.data!.submitBusinessIdea.id,
    });
    await send(a, b, "general two");
    const inbox = (type: string) =>
      gql(
        app.url,
        `query ($t: MessageType) { inbox(type: $t) { totalCount edges { node { content } } } }`,
        { t: type },
        b,
      );
    const general = (await inbox("GENERAL")).data!.inbox;
    expect(general.totalCount).toBe(2);
    expect(general.edges.map((e: { node: { content: string } }) => e.node.content)).toEqual([
      "general two",
      "general one",
    ]);
    expect((await inbox("BUSINESS_INQUIRY")).data!.inbox.edges[0].node.content).toBe(
      "about your idea",
    );
    const counts = await gql(app.url, `{ unreadCounts { messages notifications } }`, {}, b);
    expect(counts.data!.unreadCounts).toEqual({ messages: 3, notifications: 3 });
  });

  it("lets only the receiver mark a message read", async () => {
    const [a, b] = await pair();
    const c = await makeMember(app.url);
    const id = (await send(a, b, "read me")).data!.sendMessage.id;
    const MARK = `mutation ($id: ID!) { markMessageRead(id: $id) { id read readAt } }`;
    expect(errorCode(await gql(app.url, MARK, { id }, a))).toBe("NOT_FOUND");
    expect(errorCode(await gql(app.url, MARK, { id }, c))).toBe("NOT_FOUND");
    const ok = await gql(app.url, MARK, { id }, b);
    expect(ok.data!.markMessageRead).toMatchObject({ id, read: true, readAt: expect.any(String) });
    expect(
      (await gql(app.url, `{ unreadCounts { messages } }`, {}, b)).data!.unreadCounts.messages,
    ).toBe(0);
  });

  it("finds contacts by name, username or whole e-mail, never oneself or a banned member", async () => {
    const me = await makeMember(app.url);
    const target = await makeMember(app.url);
    await app.db.query(`UPDATE profiles SET full_name = 'Zora Neale' WHERE id = $1`, [target.id]);
    const banned = await makeMember(app.url);
    await app.db.query(
      `UPDATE profiles SET is_banned = true, full_name = 'Zora Banned' WHERE id = $1`,
      [banned.id],
    );
    const search = async (term: string) =>
      (
        await gql(
          app.url,
          `query ($s: String) { contacts(search: $s) { edges { node { id } } } }`,
          { s: term },
          me,
        )
      ).data!.contacts.edges.map((e: { node: { id: string } }) => e.node.id);
    expect(await search("zora")).toEqual([target.id]);
    expect(await search(target.username.toUpperCase())).toEqual([target.id]);
    expect(await search(target.email)).toEqual([target.id]);
    expect(await search(me.username)).toEqual([]);
    expect(await search("%")).toEqual([]);
  });

  it("leaves out of contacts the members whose whoCanMessage refuses the viewer", async () => {
    const me = await makeMember(app.url);
    const [nobody, connectionsOnly, friend] = await Promise.all(
      [1, 2, 3].map(() => makeMember(app.url)),
    );
    await ok(friend, `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`, {
      id: me.id,
    });
    await ok(me, `mutation ($id: ID!) { acceptFriendRequest(userId: $id) { id } }`, {
      id: friend.id,
    });
    const found = async (member: Member) =>
      (
        await gql(
          app.url,
          `query ($s: String) { contacts(search: $s) { edges { node { id } } } }`,
          { s: member.username },
          me,
        )
      ).data!.contacts.edges.map((e: { node: { id: string } }) => e.node.id);
    // The control: with everyone's default (EVERYONE), all three are found.
    for (const member of [nobody, connectionsOnly, friend])
      expect(await found(member)).toEqual([member.id]);

    await ok(nobody, PRIVACY, { input: { whoCanMessage: "NOBODY" } });
    await ok(connectionsOnly, PRIVACY, { input: { whoCanMessage: "CONNECTIONS" } });
    await ok(friend, PRIVACY, { input: { whoCanMessage: "CONNECTIONS" } });
    expect(await found(nobody)).toEqual([]);
    expect(await found(connectionsOnly)).toEqual([]);
    // A connection is still found: CONNECTIONS admits the viewer, and a message gets through.
    expect(await found(friend)).toEqual([friend.id]);
    expect((await send(me, friend, "hi friend")).errors).toBeUndefined();
    // What contacts leaves out, sendMessage refuses.
    expect(errorCode(await send(me, nobody, "hi"))).toBe("FORBIDDEN");
    expect(errorCode(await send(me, connectionsOnly, "hi"))).toBe("FORBIDDEN");
  });

  it("never finds a member by a part of their e-mail address, which would spell it out", async () => {
    const me = await makeMember(app.url);
    const victim = await makeMember(app.url, {
      email: `victim.secret.${Date.now().toString(36)}@example.com`,
    });
    const search = async (term: string) =>
      (
        await gql(
          app.url,
          `query ($s: String) { contacts(search: $s, first: 100) { edges { node { id } } } }`,
          { s: term },
          me,
        )
      ).data!.contacts.edges.map((e: { node: { id: string } }) => e.node.id);
    // The control: the whole address, in any letter case, finds the member.
    expect(await search(victim.email.toUpperCase())).toEqual([victim.id]);
    const [local, domain] = victim.email.split("@");
    for (const part of [
      local,
      "victim.secret",
      `${local}@`,
      `@${domain}`,
      victim.email.slice(0, -1),
    ])
      expect(await search(part)).not.toContain(victim.id);
  });

  it("shows a member who hides their profile with their name and pictures only, as profile(id) does", async () => {
    const me = await makeMember(app.url);
    const hidden = await makeMember(app.url);
    await app.db.query(
      `UPDATE profiles SET full_name = 'Quill Hidden', bio = 'secret bio', location = 'Oslo',
              company = 'Acme', title = 'CTO', skills = '{go}' WHERE id = $1`,
      [hidden.id],
    );
    const setVisible = (profileVisible: boolean) =>
      gql(
        app.url,
        `mutation ($v: Boolean) { updateSettings(input: { profileVisible: $v }) { profileVisible } }`,
        { v: profileVisible },
        hidden,
      );
    const FIELDS = `id fullName bio location company title skills email`;
    const seen = async () => {
      const [contacts, profile] = await Promise.all([
        gql(
          app.url,
          `query ($s: String) { contacts(search: $s) { edges { node { ${FIELDS} } } } }`,
          { s: hidden.username },
          me,
        ),
        gql(app.url, `query ($id: ID!) { profile(id: $id) { ${FIELDS} } }`, { id: hidden.id }, me),
      ]);
      expect(contacts.data!.contacts.edges).toEqual([{ node: profile.data!.profile }]);
      return profile.data!.profile;
    };
    // The control: while the profile is visible, the details show.
    expect(await seen()).toMatchObject({ bio: "secret bio", skills: ["go"], email: null });
    expect((await setVisible(false)).errors).toBeUndefined();
    expect(await seen()).toEqual({
      id: hidden.id,
      fullName: "Quill Hidden",
      bio: null,
      location: null,
      company: null,
      title: null,
      skills: [],
      email: null,
    });
  });
});

describe("live delivery", () => {
  const RECEIVED = `subscription { messageReceived { content sender { id } receiver { id } } }`;

  it("delivers to the receiver and the sender's other tabs, and nothing to a third member", async () => {
    const [a, b] = await pair();
    const c = await makeMember(app.url);
    const [toB, toA, toC] = await Promise.all([
      listen(b, RECEIVED, received),
      listen(a, RECEIVED, received),
      listen(c, RECEIVED, received),
    ]);
    await send(a, b, "live hello");
    await until(() => toB.events.length > 0 && toA.events.length > 0);
    // Anything the send published to anyone (a duplicate, a copy to c) arrives before a later event.
    await Promise.all([toA, toB, toC].map((l) => l.settled()));
    const expected = {
      messageReceived: { content: "live hello", sender: { id: a.id }, receiver: { id: b.id } },
    };
    expect(toB.events).toEqual([expected]);
    expect(toA.events).toEqual([expected]);
    expect(toC.events).toEqual([]);
    await Promise.all([toA, toB, toC].map((l) => l.close()));
  });

  it("sends the receiver a notification, read receipts to the sender and typing only to its addressee", async () => {
    const [a, b] = await pair();
    const c = await makeMember(app.url);
    const NOTES = `subscription { notificationAdded { title message read } }`;
    const notes = await listen(b, NOTES, (p) => p.notification);
    const otherNotes = await listen(
      c,
      `subscription { notificationAdded { title } }`,
      (p) => p.notification,
    );
    const receipts = await listen(
      a,
      `subscription { messageRead { content read } }`,
      (p) => p.messageRead,
    );
    const typing = await listen(b, `subscription { typing { userId } }`, (p) => p.typing);
    const typingC = await listen(c, `subscription { typing { userId } }`, (p) => p.typing);

    await gql(app.url, `mutation ($id: ID!) { setTyping(userId: $id) }`, { id: b.id }, a);
    await send(a, b, "seen?");
    await until(() => notes.events.length > 0 && typing.events.length > 0);
    await Promise.all([notes, typing].map((l) => l.settled()));
    expect(notes.events).toEqual([
      {
        notificationAdded: {
          title: "New Message",
          message: `${a.username} sent you a message`,
          read: false,
        },
      },
    ]);
    expect(typing.events).toEqual([{ typing: { userId: a.id } }]);

    const marked = await gql(
      app.url,
      `mutation ($id: ID!) { markConversationRead(userId: $id) }`,
      { id: a.id },
      b,
    );
    expect(marked.data!.markConversationRead).toBe(1);
    await until(() => receipts.events.length > 0);
    // Anything published to c (or a second receipt) arrives before a later event.
    await Promise.all([receipts, otherNotes, typingC].map((l) => l.settled()));
    expect(receipts.events).toEqual([{ messageRead: { content: "seen?", read: true } }]);
    expect(otherNotes.events).toEqual([]);
    expect(typingC.events).toEqual([]);
    await Promise.all([notes, otherNotes, receipts, typing, typingC].map((l) => l.close()));
  });

  it("delivers typing only to a member the viewer may message: not across a block either way, nor against whoCanMessage", async () => {
    const [a, b] = await pair();
    const toA = await listen(a, `subscription { typing { userId } }`, (p) => p.typing);
    const toB = await listen(b, `subscription { typing { userId } }`, (p) => p.typing);
    const typeTo = async (from: Member, to: Member) =>
      expect((await ok(from, TYPING, { id: to.id }))!.setTyping).toBe(true);

    // The control: each reaches the other.
    await typeTo(a, b);
    await typeTo(b, a);
    await until(() => toA.events.length > 0 && toB.events.length > 0);
    await Promise.all([toA, toB].map((l) => l.settled()));
    expect(toB.events).toEqual([{ typing: { userId: a.id } }]);
    expect(toA.events).toEqual([{ typing: { userId: b.id } }]);

    // b blocks a: neither the blocked member's typing nor the blocker's goes out, and both answers stay true.
    await ok(b, BLOCK, { id: a.id });
    await typeTo(a, b);
    await typeTo(b, a);
    await Promise.all([toA, toB].map((l) => l.settled()));
    expect(toB.events).toEqual([{ typing: { userId: a.id } }]);
    expect(toA.events).toEqual([{ typing: { userId: b.id } }]);

    // Unblocked, it reaches b again; once b takes messages from nobody, it does not.
    await ok(b, UNBLOCK, { id: a.id });
    await typeTo(a, b);
    await until(() => toB.events.length > 1);
    await ok(b, PRIVACY, { input: { whoCanMessage: "NOBODY" } });
    await typeTo(a, b);
    await toB.settled();
    expect(toB.events).toEqual([{ typing: { userId: a.id } }, { typing: { userId: a.id } }]);

    // To a suspended member, nothing either.
    await typeTo(b, a);
    await until(() => toA.events.length > 1);
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [a.id]);
    await typeTo(b, a);
    await app.db.query(`UPDATE profiles SET is_banned = false WHERE id = $1`, [a.id]);
    await toA.settled();
    expect(toA.events).toEqual([{ typing: { userId: b.id } }, { typing: { userId: b.id } }]);
    await Promise.all([toA, toB].map((l) => l.close()));
  });

  it("limits typing signals per minute, counted apart from messages", async () => {
    const [a, b] = await pair();
    // Twice the messages' limit (8 here).
    const codes = [];
    for (let i = 0; i < 17; i++) codes.push(errorCode(await gql(app.url, TYPING, { id: b.id }, a)));
    expect(codes.slice(0, 16)).toEqual(Array(16).fill(undefined));
    expect(codes[16]).toBe("RATE_LIMITED");
    expect((await send(a, b, "still sent")).errors).toBeUndefined();
  });

  const engine = process.env.REDIS_URL ? "Redis" : "Postgres LISTEN/NOTIFY";
  it(`delivers across two server processes on one database (pub/sub: ${engine})`, async () => {
    const other = await startTestServer({}, { databaseUrl: app.databaseUrl });
    try {
      const [a, b] = await pair();
      const onOther = await listen(b, RECEIVED, received, other.url);
      await send(a, b, "across processes");
      await until(() => onOther.events.length > 0);
      await onOther.settled();
      expect(onOther.events).toEqual([
        {
          messageReceived: {
            content: "across processes",
            sender: { id: a.id },
            receiver: { id: b.id },
          },
        },
      ]);
      await onOther.close();
    } finally {
      await other.stop();
    }
  });
});

describe("notifications", () => {
  it("marks one read (only one's own) and all read, answering how many", async () => {
    const [a, b] = await pair();
    for (let i = 0; i < 3; i++) await send(a, b, `note ${i}`);
    const list = await gql(
      app.url,
      `{ notifications(first: 10) { totalCount edges { node { id read title } } } }`,
      {},
      b,
    );
    expect(list.data!.notifications.totalCount).toBe(3);
    const firstId = list.data!.notifications.edges[0].node.id;
    const MARK = `mutation ($id: ID!) { markNotificationRead(id: $id) { id read } }`;
    expect(errorCode(await gql(app.url, MARK, { id: firstId }, a))).toBe("NOT_FOUND");
    expect((await gql(app.url, MARK, { id: firstId }, b)).data!.markNotificationRead.read).toBe(
      true,
    );
    expect(
      (await gql(app.url, `mutation { markAllNotificationsRead }`, {}, b)).data!
        .markAllNotificationsRead,
    ).toBe(2);
    expect(
      (await gql(app.url, `{ unreadCounts { notifications } }`, {}, b)).data!.unreadCounts
        .notifications,
    ).toBe(0);
  });
});
