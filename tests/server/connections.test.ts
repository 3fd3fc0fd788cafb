import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, listen, until } from "../support/graphql-client";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";
import { loadConfig } from "../../server/config";
import type { Loaders } from "../../server/kernel/context";
import { modules } from "../../server/modules";
import { REPEAT_WINDOW_SECONDS } from "../../server/modules/notifications/notifications.service";
import {
  factsFor,
  memberFromRow,
  memberSelect,
} from "../../server/modules/profiles/profiles.members";
import { createRegistry } from "../../server/kernel/registry";

let app: TestServer;
let probes: Probes;
beforeAll(async () => {
  app = await startTestServer();
  probes = await openProbes(app);
});
afterAll(async () => {
  await probes.close();
  await app.stop();
});

const PROFILE = `query ($id: ID!) {
  profile(id: $id) { id followerCount followingCount connectionStatus hasIncomingFriendRequest }
}`;
const act = (name: string, actor: Member, userId: string) =>
  gql(
    app.url,
    `mutation ($id: ID!) { ${name}(userId: $id) { id connectionStatus followerCount } }`,
    { id: userId },
    actor,
  );
const statusOf = async (viewer: Member, other: Member) =>
  (await gql(app.url, PROFILE, { id: other.id }, viewer)).data!.profile.connectionStatus;
const rows = (a: Member, b: Member) =>
  app.db.query(
    `SELECT user_id, connected_user_id, status::text FROM connections
      WHERE (user_id = $1 AND connected_user_id = $2) OR (user_id = $2 AND connected_user_id = $1)
      ORDER BY created_at`,
    [a.id, b.id],
  );
const pair = async () => [await makeMember(app.url), await makeMember(app.url)] as const;

describe("the connection state machine", () => {
  it("follow: none → following, counted as a follower and as following; unfollow deletes the row", async () => {
    const [a, b] = await pair();
    const res = await act("follow", a, b.id);
    expect(res.data!.follow).toEqual({ id: b.id, connectionStatus: "FOLLOWING", followerCount: 1 });
    expect(await rows(a, b)).toEqual([
      { user_id: a.id, connected_user_id: b.id, status: "following" },
    ]);
    expect((await gql(app.url, PROFILE, { id: a.id }, a)).data!.profile.followingCount).toBe(1);
    expect(await statusOf(b, a)).toBeNull();

    await act("unfollow", a, b.id);
    expect(await rows(a, b)).toEqual([]);
    expect((await gql(app.url, PROFILE, { id: b.id }, a)).data!.profile.followerCount).toBe(0);
  });

  it("send friend request: none → friend_requested, reported to both sides; accept → friends", async () => {
    const [a, b] = await pair();
    await act("sendFriendRequest", a, b.id);
    expect(await rows(a, b)).toEqual([
      { user_id: a.id, connected_user_id: b.id, status: "friend_requested" },
    ]);
    expect(await statusOf(a, b)).toBe("FRIEND_REQUESTED");
    // The lookup reports an incoming request as friend_requested too.
    expect(await statusOf(b, a)).toBe("FRIEND_REQUESTED");
    expect(
      (await gql(app.url, PROFILE, { id: a.id }, b)).data!.profile.hasIncomingFriendRequest,
    ).toBe(true);

    const accepted = await act("acceptFriendRequest", b, a.id);
    expect(accepted.errors).toBeUndefined();
    expect(await rows(a, b)).toEqual([
      { user_id: a.id, connected_user_id: b.id, status: "friends" },
    ]);
    expect(await statusOf(a, b)).toBe("FRIENDS");
    expect(await statusOf(b, a)).toBe("FRIENDS");
  });

  it("send friend request over an own following row updates it", async () => {
    const [a, b] = await pair();
    await act("follow", a, b.id);
    await act("sendFriendRequest", a, b.id);
    expect(await rows(a, b)).toEqual([
      { user_id: a.id, connected_user_id: b.id, status: "friend_requested" },
    ]);
    await act("follow", a, b.id);
    expect(await rows(a, b)).toEqual([
      { user_id: a.id, connected_user_id: b.id, status: "following" },
    ]);
  });

  it("send friend request changes nothing when the other party initiated", async () => {
    const [a, b] = await pair();
    await act("follow", b, a.id);
    await act("sendFriendRequest", a, b.id);
    expect(await rows(a, b)).toEqual([
      { user_id: b.id, connected_user_id: a.id, status: "following" },
    ]);
  });

  it("reject deletes the request; only the addressee can accept or reject", async () => {
    const [a, b] = await pair();
    const c = await makeMember(app.url);
    await act("sendFriendRequest", a, b.id);
    expect(errorCode(await act("acceptFriendRequest", c, a.id))).toBe("NOT_FOUND");
    expect(errorCode(await act("acceptFriendRequest", a, b.id))).toBe("NOT_FOUND");
    await act("rejectFriendRequest", b, a.id);
    expect(await rows(a, b)).toEqual([]);
    expect(await statusOf(a, b)).toBeNull();
  });

  it("refuses to follow or ask a friend, whoever asked, and keeps the friendship", async () => {
    const [a, b] = await pair();
    await act("sendFriendRequest", a, b.id);
    await act("acceptFriendRequest", b, a.id);
    for (const [actor, other] of [
      [a, b],
      [b, a],
    ]) {
      for (const name of ["follow", "sendFriendRequest"]) {
        const res = await act(name, actor, other.id);
        expect(errorCode(res)).toBe("CONFLICT");
        expect(res.errors![0].message).toBe("You are already friends with this member.");
      }
    }
    expect(await rows(a, b)).toEqual([
      { user_id: a.id, connected_user_id: b.id, status: "friends" },
    ]);
    expect(await statusOf(a, b)).toBe("FRIENDS");
    expect(await statusOf(b, a)).toBe("FRIENDS");
  });

  it("remove friend deletes the rows in both directions", async () => {
    const [a, b] = await pair();
    await act("sendFriendRequest", a, b.id);
    await act("acceptFriendRequest", b, a.id);
    // A follow beside the friendship (one made before follows between friends were refused).
    await app.db.query(
      `INSERT INTO connections (user_id, connected_user_id, status) VALUES ($1, $2, 'following')`,
      [b.id, a.id],
    );
    expect(await rows(a, b)).toHaveLength(2);
    await act("removeFriend", b, a.id);
    expect(await rows(a, b)).toEqual([]);
  });

  it("keeps one row per pair when 20 follows arrive at once", async () => {
    const [a, b] = await pair();
    const results = await Promise.all(Array.from({ length: 20 }, () => act("follow", a, b.id)));
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(await rows(a, b)).toHaveLength(1);
    expect((await gql(app.url, PROFILE, { id: b.id }, a)).data!.profile.followerCount).toBe(1);
  });
});

describe("who may connect", () => {
  it("refuses a visitor, a banned member (as actor or target), oneself and an unknown member", async () => {
    const [a, b] = await pair();
    expect(
      errorCode(
        await gql(app.url, `mutation ($id: ID!) { follow(userId: $id) { id } }`, { id: b.id }),
      ),
    ).toBe("UNAUTHENTICATED");
    expect(errorCode(await act("follow", a, a.id))).toBe("BAD_USER_INPUT");
    expect(errorCode(await act("follow", a, "00000000-0000-4000-8000-000000000000"))).toBe(
      "NOT_FOUND",
    );
    const banned = await makeMember(app.url);
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [banned.id]);
    expect(errorCode(await act("follow", a, banned.id))).toBe("FORBIDDEN");
    expect(errorCode(await act("sendFriendRequest", a, banned.id))).toBe("FORBIDDEN");
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [a.id]);
    expect(errorCode(await act("follow", a, b.id))).toBe("UNAUTHENTICATED");
    expect(await rows(a, b)).toEqual([]);
  });
});

describe("lists", () => {
  it("pages connections, followers and friend requests newest first without gaps", async () => {
    const owner = await makeMember(app.url);
    const others: Member[] = [];
    for (let i = 0; i < 5; i++) others.push(await makeMember(app.url));
    for (const other of others) await act("follow", other, owner.id);
    await act("follow", owner, others[0].id);
    await act("sendFriendRequest", others[1], others[2].id);

    const FOLLOWERS = `query ($id: ID!, $after: String) {
      followers(userId: $id, first: 2, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { id username } }
      }
    }`;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const res = await gql(app.url, FOLLOWERS, { id: owner.id, after }, owner);
      const page: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { id: string } }[];
      } = res.data!.followers;
      expect(page.totalCount).toBe(5);
      seen.push(...page.edges.map((e) => e.node.id));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(others.map((o) => o.id).reverse());

    const following = await gql(
      app.url,
      `query ($id: ID!) { connections(userId: $id, status: FOLLOWING) { totalCount edges { node { id } } } }`,
      { id: owner.id },
      owner,
    );
    expect(
      following.data!.connections.edges.map((e: { node: { id: string } }) => e.node.id),
    ).toEqual([others[0].id]);

    const requests = await gql(
      app.url,
      `{ friendRequests { totalCount edges { node { id } } } }`,
      {},
      others[2],
    );
    expect(requests.data!.friendRequests).toEqual({
      totalCount: 1,
      edges: [{ node: { id: others[1].id } }],
    });
  });

  it("costs the same number of SQL statements for a profile page whatever the number of connections", async () => {
    // One request per part of the page, so that batching is the same from run to run.
    const parts = {
      header: `query ($id: ID!) {
        profile(id: $id) { id username fullName email verified followerCount followingCount connectionStatus hasIncomingFriendRequest viewerHasBlocked }
      }`,
      followers: `query ($id: ID!) {
        followers(userId: $id, first: 20) { totalCount edges { node { id username email verified followerCount followingCount connectionStatus hasIncomingFriendRequest viewerHasBlocked } } }
      }`,
      connections: `query ($id: ID!) {
        connections(userId: $id, first: 20) { totalCount edges { node { id username email verified followerCount followingCount connectionStatus hasIncomingFriendRequest viewerHasBlocked } } }
      }`,
    };
    const cost = async (viewer: Member, id: string) => {
      const result: Record<string, number> = {};
      for (const [name, query] of Object.entries(parts)) {
        const res = await gql(app.url, query, { id }, viewer);
        expect(res.errors).toBeUndefined();
        result[name] = Number(res.headers.get("x-sql-statements"));
      }
      return result;
    };
    const [viewer, small] = await pair();
    const big = await makeMember(app.url);
    const friend = await makeMember(app.url);
    await act("follow", friend, small.id);
    await act("follow", small, friend.id);
    for (let i = 0; i < 12; i++) {
      const fan = await makeMember(app.url);
      await act("follow", fan, big.id);
      await act("follow", big, fan.id);
    }
    // The viewer's session is read by its first request, then remembered by the server.
    await gql(app.url, `{ me { id } }`, {}, viewer);
    const few = await cost(viewer, small.id);
    const many = await cost(viewer, big.id);
    expect(many).toEqual(few);
    // One statement each: the header is the member in full (profile, counts, the viewer's rows, e-mail,
    // block), and a list's page has every member in full and the list's length. A profile page (header
    // and a list) therefore costs two, three when the session has yet to be read.
    expect(many).toEqual({ header: 1, followers: 1, connections: 1 });
    // A page asking less reads only what it asks (one statement still); one whose fields are uncertain
    // (a directive) reads everything, and answers the same.
    const fewer = await gql(
      app.url,
      `query ($id: ID!) { connections(userId: $id, first: 20) { edges { node { id followerCount } } } }`,
      { id: big.id },
      viewer,
    );
    expect(Number(fewer.headers.get("x-sql-statements"))).toBe(1);
    const directed = await gql(
      app.url,
      `query ($id: ID!, $yes: Boolean!) { connections(userId: $id, first: 20) { edges { node { id followerCount viewerHasBlocked @include(if: $yes) } } } }`,
      { id: big.id, yes: true },
      viewer,
    );
    expect(Number(directed.headers.get("x-sql-statements"))).toBe(1);
    expect(
      directed.data!.connections.edges.map(
        (e: { node: { id: string; followerCount: number } }) => ({
          id: e.node.id,
          followerCount: e.node.followerCount,
        }),
      ),
    ).toEqual(fewer.data!.connections.edges.map((e: { node: unknown }) => e.node));
  });

  it("reads a list's members only as far as it shows them, never serving that part elsewhere", async () => {
    const [viewer, member] = await pair();
    await gql(
      app.url,
      `mutation { updateProfile(input: { bio: "Builds bridges", skills: ["Rust", "Go"] }) { id } }`,
      {},
      viewer,
    );
    await act("follow", viewer, member.id);
    // The viewer is in the member's followers, asked for its id and name only; the same query asks for
    // the viewer in whole as `me`, whose fields the list's read left out.
    const res = await gql(
      app.url,
      `query ($id: ID!) {
        followers(userId: $id, first: 5) { edges { node { id username } } }
        me { id username bio skills createdAt }
      }`,
      { id: member.id },
      viewer,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.followers.edges).toEqual([
      { node: { id: viewer.id, username: expect.any(String) } },
    ]);
    const me = res.data!.me;
    expect(me).toEqual({
      id: viewer.id,
      username: res.data!.followers.edges[0].node.username,
      bio: "Builds bridges",
      skills: ["Rust", "Go"],
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // A member read in part is not handed to the request's profile loader, which would serve it to any
    // later field as if whole.
    const registry = createRegistry(modules);
    const ctx = {
      registry,
      viewer: null,
      loaders: registry.createLoaders(app.db, null) as Loaders,
    };
    const fields = new Set(["id", "username"]);
    const facts = factsFor(registry, fields);
    const [row] = await app.db.query(
      `SELECT ${memberSelect(facts, "p", "s", "$2::uuid", fields)}
         FROM profiles p LEFT JOIN member_settings s ON s.user_id = p.id WHERE p.id = $1`,
      [viewer.id, null],
    );
    const part = memberFromRow(ctx, facts, row, fields)!;
    expect([part.username, part.bio, part.skills]).toEqual([me.username, undefined, undefined]);
    expect((await ctx.loaders.profileById.load(viewer.id))!.bio).toBe("Builds bridges");
  });
});

describe("friends lists", () => {
  it("shows a friendship on both sides, whoever asked", async () => {
    const [a, b] = await pair();
    await act("sendFriendRequest", a, b.id);
    await act("acceptFriendRequest", b, a.id);
    const friends = async (viewer: Member, of: Member) =>
      (
        await gql(
          app.url,
          `query ($id: ID!) { connections(userId: $id, status: FRIENDS) { totalCount edges { node { id } } } }`,
          { id: of.id },
          viewer,
        )
      ).data!.connections;
    expect(await friends(a, a)).toEqual({ totalCount: 1, edges: [{ node: { id: b.id } }] });
    expect(await friends(b, b)).toEqual({ totalCount: 1, edges: [{ node: { id: a.id } }] });
  });
});

describe("counts and lists", () => {
  type Page = { totalCount: number; edges: { node: { id: string } }[] };
  const LISTS = `query ($id: ID!) {
    profile(id: $id) { followerCount followingCount }
    followers(userId: $id, first: 100) { totalCount edges { node { id } } }
    following: connections(userId: $id, first: 100) { totalCount edges { node { id } } }
    followingOnly: connections(userId: $id, status: FOLLOWING, first: 100) { totalCount edges { node { id } } }
    friends: connections(userId: $id, status: FRIENDS, first: 100) { totalCount edges { node { id } } }
    sent: connections(userId: $id, status: FRIEND_REQUESTED, first: 100) { totalCount edges { node { id } } }
    friendRequests(first: 100) { totalCount edges { node { id } } }
  }`;
  type Lists = {
    profile: { followerCount: number; followingCount: number };
    followers: Page;
    following: Page;
    followingOnly: Page;
    friends: Page;
    sent: Page;
    friendRequests: Page;
  };
  const listsOf = async (member: Member): Promise<Lists> => {
    const res = await gql(app.url, LISTS, { id: member.id }, member);
    expect(res.errors).toBeUndefined();
    return res.data as Lists;
  };
  const ids = (page: Page) => page.edges.map((e) => e.node.id).sort();
  const step = async (name: string, actor: Member, target: Member) =>
    expect((await act(name, actor, target.id)).errors).toBeUndefined();

  it("gives every member counts equal to its lists, whatever state its connections are in", async () => {
    const m: Member[] = [];
    for (let i = 0; i < 8; i++) m.push(await makeMember(app.url));
    // follow, and mutual follows
    await step("follow", m[0], m[1]);
    await step("follow", m[1], m[0]);
    // a request pending toward m0
    await step("sendFriendRequest", m[2], m[0]);
    // a follow turned into a request
    await step("follow", m[3], m[0]);
    const beforeRequest = await listsOf(m[0]);
    await step("sendFriendRequest", m[3], m[0]);
    // friends, and friends where one also followed the other afterwards
    await step("sendFriendRequest", m[4], m[0]);
    await step("acceptFriendRequest", m[0], m[4]);
    await step("sendFriendRequest", m[0], m[5]);
    await step("acceptFriendRequest", m[5], m[0]);
    // (a follow beside a friendship: one made before follows between friends were refused)
    await app.db.query(
      `INSERT INTO connections (user_id, connected_user_id, status) VALUES ($1, $2, 'following')`,
      [m[5].id, m[0].id],
    );
    // unfriended
    await step("sendFriendRequest", m[6], m[1]);
    await step("acceptFriendRequest", m[1], m[6]);
    await step("removeFriend", m[1], m[6]);
    // unfriended, then asked again
    await step("sendFriendRequest", m[7], m[1]);
    await step("acceptFriendRequest", m[1], m[7]);
    await step("removeFriend", m[7], m[1]);
    await step("sendFriendRequest", m[7], m[1]);
    // rejected, then asked again; and mutual follows beside it
    await step("sendFriendRequest", m[5], m[2]);
    await step("rejectFriendRequest", m[2], m[5]);
    await step("sendFriendRequest", m[5], m[2]);
    await step("follow", m[2], m[7]);
    await step("follow", m[7], m[2]);

    for (const member of m) {
      const lists = await listsOf(member);
      for (const page of Object.values(lists).filter((v): v is Page => "edges" in v)) {
        expect(page.totalCount).toBe(page.edges.length);
        // Nobody appears twice in a list.
        expect(new Set(ids(page)).size).toBe(page.edges.length);
      }
      expect(lists.profile.followerCount).toBe(lists.followers.edges.length);
      expect(lists.profile.followingCount).toBe(lists.following.edges.length);
      expect(ids(lists.followingOnly)).toEqual(ids(lists.following));
      // Friends follow each other: every friend is in both lists.
      for (const friend of ids(lists.friends)) {
        expect(ids(lists.followers)).toContain(friend);
        expect(ids(lists.following)).toContain(friend);
      }
    }

    // The lists themselves, for the member in the middle of it all.
    const hub = await listsOf(m[0]);
    expect(ids(hub.followers)).toEqual([m[1], m[2], m[3], m[4], m[5]].map((x) => x.id).sort());
    expect(ids(hub.following)).toEqual([m[1], m[4], m[5]].map((x) => x.id).sort());
    expect(ids(hub.friends)).toEqual([m[4], m[5]].map((x) => x.id).sort());
    expect(ids(hub.friendRequests)).toEqual([m[2], m[3]].map((x) => x.id).sort());
    // Turning a follow into a request kept the follower.
    expect(beforeRequest.profile.followerCount).toBe(3);
    expect(ids(beforeRequest.followers)).toEqual([m[1], m[2], m[3]].map((x) => x.id).sort());
    // Unfriended: nothing left between them; asked again: a request that follows.
    const m1 = await listsOf(m[1]);
    expect(ids(m1.followers)).toEqual([m[0], m[7]].map((x) => x.id).sort());
    expect(ids(m1.friends)).toEqual([]);
    expect(ids(m1.friendRequests)).toEqual([m[7].id]);
    const m7 = await listsOf(m[7]);
    expect(ids(m7.sent)).toEqual([m[1].id]);
    expect(ids(m7.following)).toEqual([m[1], m[2]].map((x) => x.id).sort());
    const m6 = await listsOf(m[6]);
    expect(m6.profile).toEqual({ followerCount: 0, followingCount: 0 });
  });
});

describe("notifications and live updates", () => {
  it("writes a 'New Connection Request' notification for the target", async () => {
    const [a, b] = await pair();
    await app.db.query(`UPDATE profiles SET full_name = 'Ada Lovelace' WHERE id = $1`, [a.id]);
    await act("sendFriendRequest", a, b.id);
    const notes = await app.db.query(
      `SELECT type, title, message, data FROM notifications WHERE user_id = $1`,
      [b.id],
    );
    expect(notes).toEqual([
      {
        type: "connection_request",
        title: "New Connection Request",
        message: "Ada Lovelace sent you a friend request",
        data: { senderId: a.id, from_user_id: a.id },
      },
    ]);
  });

  it("delivers connectionChanged to both parties with fresh counts, and to nobody else", async () => {
    const [a, b] = await pair();
    const c = await makeMember(app.url);
    const SUB = `subscription { connectionChanged { status user { id followingCount } connectedUser { id followerCount connectionStatus } } }`;
    const subscribe = (member: Member) =>
      listen(app.url, member, SUB, probes.connection(member.id));
    const [forA, forB, forC] = await Promise.all([subscribe(a), subscribe(b), subscribe(c)]);
    await act("follow", a, b.id);
    expect(await until(() => forA.events.length > 0 && forB.events.length > 0)).toBe(true);
    // Whatever the follow published to anyone has arrived once a later event has (no duplicate, nothing to c).
    await Promise.all([forA, forB, forC].map((l) => l.settled()));

    expect(forB.events).toEqual([
      {
        connectionChanged: {
          status: "FOLLOWING",
          user: { id: a.id, followingCount: 1 },
          connectedUser: { id: b.id, followerCount: 1, connectionStatus: null },
        },
      },
    ]);
    expect(forA.events).toEqual([
      {
        connectionChanged: {
          status: "FOLLOWING",
          user: { id: a.id, followingCount: 1 },
          connectedUser: { id: b.id, followerCount: 1, connectionStatus: "FOLLOWING" },
        },
      },
    ]);
    expect(forC.events).toEqual([]);
    await Promise.all([forA, forB, forC].map((l) => l.close()));
  });

  it("describes every later event on the same socket freshly, not from the first event's reads", async () => {
    const [a, b] = await pair();
    const live = await listen<{ connectionChanged: Record<string, unknown> }>(
      app.url,
      a,
      `subscription { connectionChanged {
        status user { id connectionStatus followerCount } connectedUser { id connectionStatus followerCount }
      } }`,
      probes.connection(a.id),
    );
    const next = async (n: number) => {
      await until(() => live.events.length >= n);
      return live.events[n - 1]?.connectionChanged;
    };
    await act("follow", a, b.id);
    expect(await next(1)).toMatchObject({
      status: "FOLLOWING",
      connectedUser: { connectionStatus: "FOLLOWING", followerCount: 1 },
    });
    await act("sendFriendRequest", a, b.id);
    // Asking to be friends turns the follow into a request, which still follows: b keeps its follower.
    expect(await next(2)).toMatchObject({
      status: "FRIEND_REQUESTED",
      connectedUser: { connectionStatus: "FRIEND_REQUESTED", followerCount: 1 },
    });
    await act("acceptFriendRequest", b, a.id);
    expect(await next(3)).toMatchObject({
      status: "FRIENDS",
      user: { id: b.id, connectionStatus: "FRIENDS" },
    });
    await live.close();
  });
});

describe("flooding (issue 11, finding 7)", () => {
  it("collapses repeated follows into one 'New Follower' per actor within the window, live too", async () => {
    const [a, b] = await pair();
    const c = await makeMember(app.url);
    const feed = await listen(
      app.url,
      b,
      `subscription { notificationAdded { id title message data } }`,
      probes.notification(b.id),
    );
    try {
      for (let i = 0; i < 10; i++) {
        expect((await act("follow", a, b.id)).errors).toBeUndefined();
        expect((await act("unfollow", a, b.id)).errors).toBeUndefined();
      }
      await act("follow", a, b.id);
      // The control: another member's follow is told of (folded into the unread one, sent again).
      await act("follow", c, b.id);
      expect(await until(() => feed.events.length >= 2)).toBe(true);
      await feed.settled();
      const live = feed.events.map((e) => e.notificationAdded.data.senderId);
      expect(live).toEqual([a.id, c.id]);
    } finally {
      await feed.close();
    }
    const notes = await app.db.query(
      `SELECT title, actor_ids AS actors FROM notifications WHERE user_id = $1 ORDER BY created_at`,
      [b.id],
    );
    expect(notes).toEqual([{ title: "New Follower", actors: [c.id, a.id] }]);
    // Still one for the kind once the first was read: a new one only after the window.
    await gql(app.url, `mutation { markAllNotificationsRead }`, {}, b);
    await act("unfollow", a, b.id);
    await act("follow", a, b.id);
    const [count] = await app.db.query(
      `SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND $2 = ANY(actor_ids)`,
      [b.id, a.id],
    );
    expect(count.n).toBe(1);
    // A friend request is another kind: a notification of its own.
    await act("sendFriendRequest", a, b.id);
    const kinds = await app.db.query(
      `SELECT type FROM notifications WHERE user_id = $1 AND $2 = ANY(actor_ids) ORDER BY created_at`,
      [b.id, a.id],
    );
    expect(kinds).toEqual([{ type: "connection" }, { type: "connection_request" }]);
  });

  it("notifies again once the window has passed", async () => {
    const [a, b] = await pair();
    const passWindow = () =>
      app.db.query(
        `UPDATE notifications SET created_at = now() - make_interval(secs => $2 + 1) WHERE user_id = $1`,
        [b.id, REPEAT_WINDOW_SECONDS],
      );
    const refollow = async () => {
      await act("unfollow", a, b.id);
      await act("follow", a, b.id);
    };
    const notes = () =>
      app.db.query(
        `SELECT read, created_at > now() - interval '1 minute' AS recent FROM notifications
          WHERE user_id = $1 ORDER BY created_at`,
        [b.id],
      );
    await act("follow", a, b.id);
    await passWindow();
    // Unread, it is told again: back at the top.
    await refollow();
    expect(await notes()).toEqual([{ read: false, recent: true }]);
    // Read, the next follow is a notification of its own.
    await gql(app.url, `mutation { markAllNotificationsRead }`, {}, b);
    await passWindow();
    await refollow();
    expect(await notes()).toEqual([
      { read: true, recent: false },
      { read: false, recent: true },
    ]);
  });

  it("limits a member's connection changes per minute, whatever the targets", async () => {
    const limit = loadConfig({}).rateLimitConnectionsPerMinute;
    const actor = await makeMember(app.url);
    const targets = [await makeMember(app.url), await makeMember(app.url)];
    const results = [];
    for (let i = 0; i <= limit; i++)
      results.push(await act(i % 2 ? "unfollow" : "follow", actor, targets[i % 4 < 2 ? 0 : 1].id));
    expect(results.slice(0, limit).map(errorCode)).toEqual(Array(limit).fill(undefined));
    expect(results[limit].errors?.[0]).toMatchObject({
      message: "Too many attempts. Please try again later.",
      extensions: { code: "RATE_LIMITED" },
    });
    expect(errorCode(await act("sendFriendRequest", actor, targets[0].id))).toBe("RATE_LIMITED");
    // Another member is not affected.
    expect((await act("follow", targets[0], actor.id)).errors).toBeUndefined();
  });
});
