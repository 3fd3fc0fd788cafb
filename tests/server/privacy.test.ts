// Privacy controls over real GraphQL: who may message a member (business inquiries too; blocks still
// win), who may list their connections, followers and following (the counts stay), and whether their
// whole e-mail address finds them in contacts search; each for a connection, another member and a visitor.
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

jest.setTimeout(60000);

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app.stop();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  if (res.errors) throw new Error(res.errors.map((e) => e.message).join("; "));
  return res.data;
}

const PRIVACY = `whoCanMessage connectionsVisibleTo discoverableByEmail`;
const SETTINGS = `{ settings { ${PRIVACY} } }`;
const UPDATE = `mutation ($input: PrivacyInput!) { updatePrivacy(input: $input) { ${PRIVACY} } }`;
const SEND = `mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }`;
const REQUEST = `mutation ($id: ID!) { sendFriendRequest(userId: $id) { id } }`;
const ACCEPT = `mutation ($id: ID!) { acceptFriendRequest(userId: $id) { id } }`;
const FOLLOW = `mutation ($id: ID!) { follow(userId: $id) { id } }`;
const BLOCK = `mutation ($id: ID!) { blockMember(userId: $id) { id } }`;
const LISTS = `query ($id: ID!) {
  following: connections(userId: $id, first: 10) { totalCount edges { node { id } } }
  friends: connections(userId: $id, status: FRIENDS, first: 10) { totalCount edges { node { id } } }
  followers(userId: $id, first: 10) { totalCount edges { node { id } } }
  profile(id: $id) { followerCount followingCount }
}`;
const COUNTS = `query ($id: ID!) { profile(id: $id) { followerCount followingCount } }`;
const CONTACTS = `query ($q: String) { contacts(search: $q, first: 10) { edges { node { id } } } }`;

const CONNECTIONS_ONLY = "This member only accepts messages from connections.";
const NOBODY = "This member does not accept messages.";

const setPrivacy = async (member: Member, input: Record<string, unknown>) =>
  ok(await gql(app.url, UPDATE, { input }, member)).updatePrivacy;

/** `receiver`, a connection of theirs, another member who follows them, and a visitor. */
async function circle() {
  const [receiver, connection, other] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
  ok(await gql(app.url, REQUEST, { id: receiver.id }, connection));
  ok(await gql(app.url, ACCEPT, { id: connection.id }, receiver));
  ok(await gql(app.url, FOLLOW, { id: receiver.id }, other));
  return { receiver, connection, other };
}

/** A business idea of the member's own, submitted once: what an inquiry to them is about. */
const ideas = new Map<string, Promise<string>>();
const ideaOf = (founder: Member) => {
  if (!ideas.has(founder.id)) {
    const input = {
      title: "Solar kiosks",
      description: "Pay-as-you-go solar kiosks for rural markets.",
      fundingGoal: 5000,
      industry: "ENERGY",
    };
    const SUBMIT = `mutation ($input: SubmitBusinessIdeaInput!) { submitBusinessIdea(input: $input) { id } }`;
    ideas.set(
      founder.id,
      gql(app.url, SUBMIT, { input }, founder).then((res) => ok(res).submitBusinessIdea.id),
    );
  }
  return ideas.get(founder.id)!;
};

/** A message, or (BUSINESS_INQUIRY) an inquiry about one of the receiver's ideas. */
const send = async (from: Member, to: Member, messageType = "GENERAL") => {
  const idea = messageType === "BUSINESS_INQUIRY" ? { businessIdeaId: await ideaOf(to) } : {};
  return gql(
    app.url,
    SEND,
    { input: { receiverId: to.id, content: "Hello", messageType, ...idea } },
    from,
  );
};

/** The refusal's code and message, or "sent". */
async function outcome(res: GraphQLResponse) {
  return res.errors ? [errorCode(res), res.errors[0].message] : "sent";
}

describe("privacy settings", () => {
  it("are open to everyone until changed, and change only what is given", async () => {
    const member = await makeMember(app.url);
    expect(ok(await gql(app.url, SETTINGS, {}, member)).settings).toEqual({
      whoCanMessage: "EVERYONE",
      connectionsVisibleTo: "EVERYONE",
      discoverableByEmail: true,
    });
    expect(await setPrivacy(member, { whoCanMessage: "CONNECTIONS" })).toEqual({
      whoCanMessage: "CONNECTIONS",
      connectionsVisibleTo: "EVERYONE",
      discoverableByEmail: true,
    });
    expect(await setPrivacy(member, { discoverableByEmail: false })).toEqual({
      whoCanMessage: "CONNECTIONS",
      connectionsVisibleTo: "EVERYONE",
      discoverableByEmail: false,
    });
    expect(errorCode(await gql(app.url, UPDATE, { input: { whoCanMessage: "NOBODY" } }))).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("who can message", () => {
  it("EVERYONE takes messages from connections and other members alike", async () => {
    const { receiver, connection, other } = await circle();
    expect(await outcome(await send(connection, receiver))).toBe("sent");
    expect(await outcome(await send(other, receiver))).toBe("sent");
    expect(errorCode(await send({} as Member, receiver))).toBe("UNAUTHENTICATED");
  });

  it("CONNECTIONS refuses other members, business inquiries included", async () => {
    const { receiver, connection, other } = await circle();
    await setPrivacy(receiver, { whoCanMessage: "CONNECTIONS" });
    expect(await outcome(await send(connection, receiver))).toBe("sent");
    expect(await outcome(await send(connection, receiver, "BUSINESS_INQUIRY"))).toBe("sent");
    expect(await outcome(await send(other, receiver))).toEqual(["FORBIDDEN", CONNECTIONS_ONLY]);
    expect(await outcome(await send(other, receiver, "BUSINESS_INQUIRY"))).toEqual([
      "FORBIDDEN",
      CONNECTIONS_ONLY,
    ]);
    // The member's own messages out are theirs to send.
    expect(await outcome(await send(receiver, other))).toBe("sent");
  });

  it("NOBODY refuses everyone, connections too", async () => {
    const { receiver, connection, other } = await circle();
    await setPrivacy(receiver, { whoCanMessage: "NOBODY" });
    for (const sender of [connection, other]) {
      expect(await outcome(await send(sender, receiver))).toEqual(["FORBIDDEN", NOBODY]);
      expect(await outcome(await send(sender, receiver, "BUSINESS_INQUIRY"))).toEqual([
        "FORBIDDEN",
        NOBODY,
      ]);
    }
  });

  it("leaves a block's refusal as it is", async () => {
    const { receiver, other } = await circle();
    expect(await outcome(await send(other, receiver))).toBe("sent");
    ok(await gql(app.url, BLOCK, { id: other.id }, receiver));
    const [code, reason] = (await outcome(await send(other, receiver))) as string[];
    expect(code).toBe("FORBIDDEN");
    await setPrivacy(receiver, { whoCanMessage: "NOBODY" });
    expect(await outcome(await send(other, receiver))).toEqual([code, reason]);
    expect(reason).not.toBe(NOBODY);
  });
});

describe("who can see connections", () => {
  /** The three lists' member ids and lengths, and the profile's counts, as `viewer` sees them. */
  async function listsOf(member: Member, viewer: Member) {
    const data = ok(await gql(app.url, LISTS, { id: member.id }, viewer));
    const ids = (list: { edges: { node: { id: string } }[] }) =>
      list.edges.map((e) => e.node.id).sort();
    return {
      following: ids(data.following),
      friends: ids(data.friends),
      followers: ids(data.followers),
      totals: [data.following.totalCount, data.friends.totalCount, data.followers.totalCount],
      counts: data.profile,
    };
  }

  it("EVERYONE lists them to every member; a visitor sees the counts", async () => {
    const { receiver, connection, other } = await circle();
    const all = {
      following: [connection.id],
      friends: [connection.id],
      followers: [connection.id, other.id].sort(),
      totals: [1, 1, 2],
      counts: { followerCount: 2, followingCount: 1 },
    };
    for (const viewer of [receiver, connection, other]) {
      expect(await listsOf(receiver, viewer)).toEqual(all);
    }
    expect(ok(await gql(app.url, COUNTS, { id: receiver.id })).profile).toEqual(all.counts);
    expect(errorCode(await gql(app.url, LISTS, { id: receiver.id }))).toBe("UNAUTHENTICATED");
  });

  it("CONNECTIONS lists them to the member and their connections only; the counts stay", async () => {
    const { receiver, connection, other } = await circle();
    await setPrivacy(receiver, { connectionsVisibleTo: "CONNECTIONS" });
    const counts = { followerCount: 2, followingCount: 1 };
    for (const viewer of [receiver, connection]) {
      expect(await listsOf(receiver, viewer)).toMatchObject({
        followers: [connection.id, other.id].sort(),
        totals: [1, 1, 2],
        counts,
      });
    }
    expect(await listsOf(receiver, other)).toEqual({
      following: [],
      friends: [],
      followers: [],
      totals: [0, 0, 0],
      counts,
    });
    expect(ok(await gql(app.url, COUNTS, { id: receiver.id })).profile).toEqual(counts);
  });

  it("NOBODY lists them to the member only; the counts stay", async () => {
    const { receiver, connection, other } = await circle();
    await setPrivacy(receiver, { connectionsVisibleTo: "NOBODY" });
    const counts = { followerCount: 2, followingCount: 1 };
    expect(await listsOf(receiver, receiver)).toMatchObject({ totals: [1, 1, 2], counts });
    for (const viewer of [connection, other]) {
      expect(await listsOf(receiver, viewer)).toEqual({
        following: [],
        friends: [],
        followers: [],
        totals: [0, 0, 0],
        counts,
      });
    }
    expect(ok(await gql(app.url, COUNTS, { id: receiver.id })).profile).toEqual(counts);
  });
});

describe("discoverable by e-mail", () => {
  const found = async (viewer: Member, search: string) =>
    ok(await gql(app.url, CONTACTS, { q: search }, viewer)).contacts.edges.map(
      (e: { node: { id: string } }) => e.node.id,
    );

  it("finds a member by their whole address until they turn it off; their name still finds them", async () => {
    const { receiver, connection, other } = await circle();
    for (const viewer of [connection, other]) {
      expect(await found(viewer, receiver.email.toUpperCase())).toEqual([receiver.id]);
    }
    await setPrivacy(receiver, { discoverableByEmail: false });
    for (const viewer of [connection, other]) {
      expect(await found(viewer, receiver.email)).toEqual([]);
      expect(await found(viewer, receiver.username)).toEqual([receiver.id]);
    }
    expect(errorCode(await gql(app.url, CONTACTS, { q: receiver.email }))).toBe("UNAUTHENTICATED");
    await setPrivacy(receiver, { discoverableByEmail: true });
    expect(await found(other, receiver.email)).toEqual([receiver.id]);
  });

  it("holds for a group invitation by e-mail too; the username still reaches them", async () => {
    const { receiver, other } = await circle();
    const group = ok(
      await gql(
        app.url,
        `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id } }`,
        {
          input: { name: `Circle ${Date.now()}`, description: "Where we talk about hiring well." },
        },
        other,
      ),
    ).createGroup as { id: string };
    const invite = (emailOrUsername: string) =>
      gql(
        app.url,
        `mutation ($groupId: ID!, $emailOrUsername: String!) {
          inviteToGroup(groupId: $groupId, emailOrUsername: $emailOrUsername) { id }
        }`,
        { groupId: group.id, emailOrUsername },
        other,
      );
    await setPrivacy(receiver, { discoverableByEmail: false });
    expect(errorCode(await invite(receiver.email))).toBe("NOT_FOUND");
    ok(await invite(receiver.username));
  });
});
