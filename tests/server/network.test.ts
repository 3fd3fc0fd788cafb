import crypto from "node:crypto";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import {
  NetworkAcceptFriendRequestDocument,
  NetworkAcceptGroupInvitationDocument,
  NetworkAddPositionDocument,
  NetworkBanDocument,
  NetworkBlockDocument,
  NetworkCreateGroupDocument,
  NetworkDismissSuggestionDocument,
  NetworkFollowDocument,
  NetworkHideProfileDocument,
  NetworkInviteToGroupDocument,
  NetworkMutualConnectionsDocument,
  NetworkPeopleDocument,
  NetworkPeopleYouMayKnowDocument,
  NetworkSendFriendRequestDocument,
  NetworkTestProfileDocument,
  NetworkUpdateProfileDocument,
  type NetworkPeopleQueryVariables,
} from "./operations/network.generated";

const ADMIN_EMAIL = "network-admin@agora.test";

let app: TestServer;
let admin: Member;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await makeMember(app.url, { email: ADMIN_EMAIL });
});
afterAll(async () => {
  await app.stop();
});

type Viewer = Member | null;
const auth = (viewer: Viewer) => (viewer ? { token: viewer.token } : {});

/** Sends a typed operation as `viewer` (null: a visitor), answering the whole response. */
const send = <T, V extends Record<string, unknown>>(
  viewer: Viewer,
  document: TypedDocumentNode<T, V>,
  variables: V,
) => gql(app.url, document, variables, auth(viewer));

/** Sends a typed operation and answers its data; any error fails the test. */
async function call<T, V extends Record<string, unknown>>(
  viewer: Viewer,
  document: TypedDocumentNode<T, V>,
  variables: V,
): Promise<T> {
  const res = await send(viewer, document, variables);
  expect(res.errors).toBeUndefined();
  return res.data!;
}

const statements = (res: GraphQLResponse<unknown>) => Number(res.headers.get("x-sql-statements"));
const word = () =>
  Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");

/** Makes `a` and `b` connections (a friend request, accepted). */
async function connect(a: Member, b: Member) {
  await call(a, NetworkSendFriendRequestDocument, { userId: b.id });
  await call(b, NetworkAcceptFriendRequestDocument, { userId: a.id });
}

const profile = async (viewer: Viewer, id: string) =>
  (await call(viewer, NetworkTestProfileDocument, { id })).profile;

async function suggestions(viewer: Member) {
  const { peopleYouMayKnow } = await call(viewer, NetworkPeopleYouMayKnowDocument, { first: 100 });
  return peopleYouMayKnow;
}

async function people(viewer: Member, variables: NetworkPeopleQueryVariables) {
  return (await call(viewer, NetworkPeopleDocument, { first: 100, ...variables })).people;
}

/**
 * The graph the tests read, every member fresh:
 *
 *   chain a–b–c–d; triangle a–b–e; f connected to b and e; y connected to a and b, then banned;
 *   x connected to b, blocked by a; z connected to b, with a's pending request; w connected to b, with a
 *   pending request to a; h followed by a and b (follows only); g in a's group; l and k in a's town; s
 *   and t skilled as a is; v in a's town and skilled as a is, but hidden.
 */
describe("your network", () => {
  const m = {} as Record<
    | "a"
    | "b"
    | "c"
    | "d"
    | "e"
    | "f"
    | "h"
    | "g"
    | "l"
    | "k"
    | "s"
    | "t"
    | "x"
    | "y"
    | "z"
    | "w"
    | "v",
    Member
  >;
  const town = `Town ${word()}`;
  const skill = `Skill${word()}`;
  const groupName = `Rust ${word()}`.slice(0, 50);
  const company = `Acme ${word()}`;

  beforeAll(async () => {
    for (const key of Object.keys({ a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, h: 1, g: 1, l: 1 }))
      m[key as keyof typeof m] = await makeMember(app.url);
    for (const key of ["k", "s", "t", "x", "y", "z", "w", "v"] as const)
      m[key] = await makeMember(app.url);
    const { a, b, c, d, e, f, h, g, l, k, s, t, x, y, z, w, v } = m;
    await connect(a, b);
    await connect(b, c);
    await connect(c, d);
    await connect(b, e);
    await connect(e, a);
    await connect(f, b);
    await connect(e, f);
    await connect(y, a);
    await connect(b, y);
    await connect(x, b);
    await connect(z, b);
    await connect(b, w);
    await call(a, NetworkSendFriendRequestDocument, { userId: z.id });
    await call(w, NetworkSendFriendRequestDocument, { userId: a.id });
    await call(a, NetworkFollowDocument, { userId: h.id });
    await call(b, NetworkFollowDocument, { userId: h.id });
    await call(h, NetworkFollowDocument, { userId: a.id });
    await call(a, NetworkBlockDocument, { userId: x.id });
    // Ties: a group (a, f, g), a town (a; c, l and k, written differently), a skill (a; s and t).
    const group = (
      await call(a, NetworkCreateGroupDocument, {
        input: { name: groupName, description: "Members who write Rust together" },
      })
    ).createGroup;
    for (const member of [f, g]) {
      await call(a, NetworkInviteToGroupDocument, {
        groupId: group.id,
        emailOrUsername: member.username,
      });
      await call(member, NetworkAcceptGroupInvitationDocument, { groupId: group.id });
    }
    const update = (member: Member, input: Record<string, unknown>) =>
      call(member, NetworkUpdateProfileDocument, { input });
    await update(a, { location: town, skills: [skill, "Cooking"] });
    await update(c, { location: `  ${town.toUpperCase()} ` });
    await update(l, { location: town.toLowerCase() });
    await update(k, { location: town });
    await update(s, { skills: [skill.toLowerCase()] });
    await update(t, { skills: [skill] });
    await update(b, { location: town, fullName: "Ottoline Brown" });
    await update(x, { location: town });
    await update(y, { location: town });
    await update(c, { fullName: "Ottoline Quarrington" });
    await update(d, { fullName: "Ottoline Quarrington", company: `${company} GmbH` });
    await update(e, { company: company.toLowerCase() });
    await call(admin, NetworkBanDocument, { userId: y.id });
    // v hides its profile: its town and skill are not shown, so they tie v to no one.
    await update(v, { location: town, skills: [skill] });
    await call(v, NetworkHideProfileDocument, {});
  });

  it("gives each member's degree and mutual count as each viewer sees them", async () => {
    const { a, b, c, d, e, f, h, z, w } = m;
    const seen = async (viewer: Member, members: Member[]) =>
      Promise.all(
        members.map(async (member) => {
          const { degree, mutualConnectionCount } = (await profile(viewer, member.id))!;
          return [degree, mutualConnectionCount];
        }),
      );
    // a: b and e are connections sharing each other (y, banned, is not counted); c is b's; f is b's
    // and e's; d is three steps away; h is only followed; z and w have pending requests, b between.
    expect(await seen(a, [a, b, c, d, e, f, h, z, w])).toEqual([
      ["SELF", 0],
      ["FIRST", 1],
      ["SECOND", 1],
      ["THIRD_PLUS", 0],
      ["FIRST", 1],
      ["SECOND", 2],
      ["THIRD_PLUS", 0],
      ["SECOND", 1],
      ["SECOND", 1],
    ]);
    expect(await seen(d, [a, b, c, d, e])).toEqual([
      ["THIRD_PLUS", 0],
      ["SECOND", 1],
      ["FIRST", 0],
      ["SELF", 0],
      ["THIRD_PLUS", 0],
    ]);
    expect(await seen(c, [a, b, d, e, f])).toEqual([
      ["SECOND", 1],
      ["FIRST", 0],
      ["FIRST", 0],
      ["SECOND", 1],
      ["SECOND", 1],
    ]);
    // A visitor has no degree and no mutual connections.
    expect(await profile(null, b.id)).toEqual({ id: b.id, degree: null, mutualConnectionCount: 0 });
  });

  it("lists the mutual connections, the viewer's newest connection first, paged", async () => {
    const { a, b, c, e, f, d } = m;
    const list = async (viewer: Viewer, id: string, first = 20, after?: string | null) =>
      (await call(viewer, NetworkMutualConnectionsDocument, { id, first, after })).profile!;
    const withF = await list(a, f.id);
    expect(withF.mutualConnectionCount).toBe(2);
    expect(withF.mutualConnections.totalCount).toBe(2);
    // a connected with e after b.
    expect(withF.mutualConnections.edges.map((edge) => edge.node)).toEqual([
      { id: e.id, degree: "FIRST", mutualConnectionCount: 1 },
      { id: b.id, degree: "FIRST", mutualConnectionCount: 1 },
    ]);
    const first = await list(a, f.id, 1);
    expect(first.mutualConnections.edges.map((edge) => edge.node.id)).toEqual([e.id]);
    expect(first.mutualConnections.pageInfo.hasNextPage).toBe(true);
    const second = await list(a, f.id, 1, first.mutualConnections.pageInfo.endCursor);
    expect(second.mutualConnections.edges.map((edge) => edge.node.id)).toEqual([b.id]);
    expect(second.mutualConnections.pageInfo.hasNextPage).toBe(false);
    // b and a share e (y is banned); c and a share b; d and a share no one.
    expect((await list(a, b.id)).mutualConnections.edges.map((edge) => edge.node.id)).toEqual([
      e.id,
    ]);
    expect((await list(a, c.id)).mutualConnections.edges.map((edge) => edge.node.id)).toEqual([
      b.id,
    ]);
    expect((await list(a, d.id)).mutualConnections).toMatchObject({ totalCount: 0, edges: [] });
    // Oneself and a visitor: none.
    expect((await list(a, a.id)).mutualConnections).toMatchObject({ totalCount: 0, edges: [] });
    expect((await list(null, f.id)).mutualConnections).toMatchObject({ totalCount: 0, edges: [] });
  });

  it("suggests people a member may know, best first, with their reasons", async () => {
    const { a, c, f, g, l, k, s, t } = m;
    const found = await suggestions(a);
    const byId = (one: Member, two: Member) => (one.id < two.id ? -1 : 1);
    const bySkill = [s, t].sort(byId);
    const byTown = [l, k].sort(byId);
    // f: 2 mutual (20) + the group (3); c: 1 mutual (10) + the town (2); g: the group (3); l, k: the
    // town (2), by id; s, t: the skill (1), by id. Never a, b, e (connections), d (no tie), h (a follow
    // only), x (blocked), y (banned), z and w (pending requests), v (hidden: its details tie it to none).
    expect(found.edges.map((edge) => [edge.node.profile.id, edge.node.reasons])).toEqual([
      [f.id, ["2 mutual connections", `Member of ${groupName}`]],
      [c.id, ["1 mutual connection", `Also in ${town}`]],
      [g.id, [`Member of ${groupName}`]],
      ...byTown.map((member) => [member.id, [`Also in ${town}`]]),
      ...bySkill.map((member) => [member.id, [`Also skilled in ${skill}`]]),
    ]);
    expect(found.totalCount).toBe(7);
    expect(found.edges[0].node).toMatchObject({
      mutualConnectionCount: 2,
      profile: { degree: "SECOND", mutualConnectionCount: 2, connectionStatus: null },
    });
    expect(found.edges[2].node.mutualConnectionCount).toBe(0);

    // Paged with a cursor: the same list, in pages of 3.
    const paged: string[] = [];
    let after: string | null | undefined = null;
    for (;;) {
      const page: Awaited<ReturnType<typeof suggestions>> = (
        await call(a, NetworkPeopleYouMayKnowDocument, { first: 3, after })
      ).peopleYouMayKnow;
      paged.push(...page.edges.map((edge) => edge.node.profile.id));
      expect(page.totalCount).toBe(7);
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(paged).toEqual(found.edges.map((edge) => edge.node.profile.id));

    // d knows c only: b is suggested (through c); nobody else is tied to d.
    expect(
      (await suggestions(m.d)).edges.map((edge) => [edge.node.profile.id, edge.node.reasons]),
    ).toEqual([[m.b.id, ["1 mutual connection"]]]);
  });

  it("never suggests a dismissed member again", async () => {
    const viewer = await makeMember(app.url);
    const [one, two] = [await makeMember(app.url), await makeMember(app.url)];
    const place = `Village ${word()}`;
    for (const member of [viewer, one, two])
      await call(member, NetworkUpdateProfileDocument, { input: { location: place } });
    const ids = async () => (await suggestions(viewer)).edges.map((edge) => edge.node.profile.id);
    expect(new Set(await ids())).toEqual(new Set([one.id, two.id]));
    expect(await call(viewer, NetworkDismissSuggestionDocument, { memberId: one.id })).toEqual({
      dismissSuggestion: true,
    });
    expect(await ids()).toEqual([two.id]);
    // Twice is fine; the other member still suggests the viewer.
    await call(viewer, NetworkDismissSuggestionDocument, { memberId: one.id });
    expect((await suggestions(one)).edges.map((edge) => edge.node.profile.id)).toContain(viewer.id);
    const rows: unknown[] = await app.db.query(
      `SELECT 1 FROM suggestion_dismissals WHERE user_id = $1 AND dismissed_user_id = $2`,
      [viewer.id, one.id],
    );
    expect(rows).toHaveLength(1);
    // An unknown or malformed member is not found; a visitor is asked to sign in.
    for (const memberId of [crypto.randomUUID(), "nope"])
      expect(errorCode(await send(viewer, NetworkDismissSuggestionDocument, { memberId }))).toBe(
        "NOT_FOUND",
      );
    expect(
      errorCode(await send(null, NetworkDismissSuggestionDocument, { memberId: one.id })),
    ).toBe("UNAUTHENTICATED");
    expect(errorCode(await send(null, NetworkPeopleYouMayKnowDocument, {}))).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("searches people: connections first, then the second degree, then the rest, with filters", async () => {
    const { a, b, c, d, e, l, k } = m;
    const ids = async (variables: NetworkPeopleQueryVariables) =>
      (await people(a, variables)).edges.map((edge) => edge.node.id);
    // The rest by name (l and k have none: their usernames), then id.
    const rest = [l, k]
      .sort((one, two) => (one.username < two.username ? -1 : 1))
      .map((one) => one.id);
    // By location (contains, any case): b first (a connection), then c (second degree), then l and k.
    // Never x (blocked), y (banned), v (hidden: its location is not shown), nor a herself.
    expect(await ids({ location: town.slice(5).toUpperCase() })).toEqual([b.id, c.id, ...rest]);
    expect(await ids({ location: town, degree: ["SECOND"] })).toEqual([c.id]);
    expect(await ids({ location: town, degree: ["FIRST", "THIRD_PLUS"] })).toEqual([b.id, ...rest]);
    expect(await ids({ location: town, degree: ["SELF"] })).toEqual([a.id]);
    // Company: the profile's, any case (e, a connection; d, three steps away).
    expect(await ids({ company: company.slice(5) })).toEqual([e.id, d.id]);
    // A misspelt name finds the people it names, connections first, then by relevance.
    expect(await ids({ search: "Otoline" })).toEqual([b.id, c.id, d.id]);
    expect(await ids({ search: "Quarington" })).toEqual([c.id, d.id]);
    const found = await people(a, { search: "Otoline", first: 2 });
    expect(found.totalCount).toBe(3);
    expect(found.pageInfo.hasNextPage).toBe(true);
    const next = await people(a, { search: "Otoline", first: 2, after: found.pageInfo.endCursor });
    expect(next.edges.map((edge) => edge.node.id)).toEqual([d.id]);
    expect(next.edges[0].node).toMatchObject({ degree: "THIRD_PLUS", mutualConnectionCount: 0 });
    expect(errorCode(await send(null, NetworkPeopleDocument, { search: "Otoline" }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(errorCode(await send(a, NetworkPeopleDocument, { search: "x".repeat(201) }))).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("finds a company in members' positions", async () => {
    const { a, h } = m;
    const where = `Initech ${word()}`;
    const added = await send(h, NetworkAddPositionDocument, {
      input: { title: "Engineer", company: where, startMonth: "2020-01" },
    });
    expect(added.errors).toBeUndefined();
    expect((await people(a, { company: where.toLowerCase() })).edges.map((e) => e.node.id)).toEqual(
      [h.id],
    );
  });
});

describe("degrees read by the loader", () => {
  it("answer a member's degree and mutual count outside member pages (a mutation's answer)", async () => {
    // a - b - c, and d alone: a follows c (second degree, one mutual) and d (third).
    const [ma, mb, mc, md] = await Promise.all([0, 1, 2, 3].map(() => makeMember(app.url)));
    await connect(ma, mb);
    await call(mb, NetworkSendFriendRequestDocument, { userId: mc.id });
    const first = (await call(mc, NetworkAcceptFriendRequestDocument, { userId: mb.id }))
      .acceptFriendRequest;
    expect(first).toMatchObject({ degree: "FIRST", mutualConnectionCount: 0 });
    const second = (await call(ma, NetworkFollowDocument, { userId: mc.id })).follow;
    expect(second).toMatchObject({ degree: "SECOND", mutualConnectionCount: 1 });
    const third = (await call(ma, NetworkFollowDocument, { userId: md.id })).follow;
    expect(third).toMatchObject({ degree: "THIRD_PLUS", mutualConnectionCount: 0 });
  });
});

describe("statements", () => {
  it("stay the same as the network grows", async () => {
    // The viewer and a target share every `friend`; each friend has a `leaf` in a place: the target
    // and the leaves are suggested, the friends are the mutual connections, the leaves are found.
    const viewer = await makeMember(app.url);
    const target = await makeMember(app.url);
    const place = `Hamlet ${word()}`;
    const grow = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const [friend, leaf] = [await makeMember(app.url), await makeMember(app.url)];
        await connect(viewer, friend);
        await connect(friend, target);
        await connect(leaf, friend);
        await call(leaf, NetworkUpdateProfileDocument, { input: { location: place } });
      }
    };
    const measure = async () => {
      const pymk = await send(viewer, NetworkPeopleYouMayKnowDocument, { first: 50 });
      const header = await send(viewer, NetworkTestProfileDocument, { id: target.id });
      const mutual = await send(viewer, NetworkMutualConnectionsDocument, { id: target.id });
      const search = await send(viewer, NetworkPeopleDocument, { location: place, first: 50 });
      for (const res of [pymk, header, mutual, search]) expect(res.errors).toBeUndefined();
      return {
        sizes: [
          pymk.data!.peopleYouMayKnow.edges.length,
          mutual.data!.profile!.mutualConnections.edges.length,
          search.data!.people.edges.length,
        ],
        statements: [pymk, header, mutual, search].map(statements),
      };
    };
    await grow(2);
    await send(viewer, NetworkTestProfileDocument, { id: viewer.id }); // the session, read once
    const few = await measure();
    await grow(6);
    const many = await measure();
    expect(few.sizes).toEqual([3, 2, 2]);
    expect(many.sizes).toEqual([9, 8, 8]);
    expect(many.statements).toEqual(few.statements);
    // One statement for each page with its members in full (profile, counts, degree, mutual count),
    // but the first page of suggestions after the viewer's ties changed: the stored ones are found
    // stale, then computed; the mutual connections' page is a profile header, then the list.
    expect(few.statements).toEqual([2, 1, 2, 1]);
    expect(statements(await send(viewer, NetworkPeopleYouMayKnowDocument, { first: 50 }))).toBe(1);
  });
});

describe("stored suggestions", () => {
  /** A viewer and `n` members sharing a fresh place with it (each suggested for the place alone). */
  async function neighbours(n: number) {
    const place = `Borough ${word()}`;
    const viewer = await makeMember(app.url);
    const others: Member[] = [];
    for (let i = 0; i < n; i++) others.push(await makeMember(app.url));
    for (const member of [viewer, ...others])
      await call(member, NetworkUpdateProfileDocument, { input: { location: place } });
    return { place, viewer, others };
  }
  const ids = async (viewer: Member) =>
    (await suggestions(viewer)).edges.map((edge) => edge.node.profile.id);
  const sorted = (members: Member[]) => members.map((member) => member.id).sort();
  /** Ages the viewer's stored suggestions past their time to live, as if `minutes` had passed. */
  const age = (viewer: Member, minutes: number) =>
    app.db.query(
      `UPDATE member_suggestion_runs SET computed_at = computed_at - make_interval(mins => $2)
        WHERE viewer_id = $1`,
      [viewer.id, minutes],
    );

  it("are stored at the first page and show a request, a block or a dismissal at once", async () => {
    const { viewer, others } = await neighbours(4);
    const [asked, asking, blocked, dismissed] = others;
    expect(await ids(viewer)).toEqual(sorted(others));
    const [stored] = (await app.db.query(
      `SELECT r.candidates, (SELECT count(*)::int FROM member_suggestions m WHERE m.viewer_id = r.viewer_id) AS "rows"
         FROM member_suggestion_runs r WHERE r.viewer_id = $1`,
      [viewer.id],
    )) as { candidates: number; rows: number }[];
    expect(stored).toEqual({ candidates: 4, rows: 4 });
    await call(viewer, NetworkSendFriendRequestDocument, { userId: asked.id });
    await call(asking, NetworkSendFriendRequestDocument, { userId: viewer.id });
    await call(viewer, NetworkBlockDocument, { userId: blocked.id });
    await call(viewer, NetworkDismissSuggestionDocument, { memberId: dismissed.id });
    const after = await send(viewer, NetworkPeopleYouMayKnowDocument, { first: 10 });
    expect(after.data!.peopleYouMayKnow.edges).toEqual([]);
    expect(after.data!.peopleYouMayKnow.totalCount).toBe(0);
    expect(statements(after)).toBe(1);
  });

  it("count what is left of them when a page is not the whole list", async () => {
    const { viewer, others } = await neighbours(4);
    const page = async () => {
      const res = await send(viewer, NetworkPeopleYouMayKnowDocument, { first: 2 });
      expect(res.errors).toBeUndefined();
      return { total: res.data!.peopleYouMayKnow.totalCount, statements: statements(res) };
    };
    await send(viewer, NetworkTestProfileDocument, { id: viewer.id }); // the session, read once
    // The first page computes and stores them (stale, then computed), and counts them.
    expect(await page()).toEqual({ total: 4, statements: 3 });
    await call(viewer, NetworkDismissSuggestionDocument, { memberId: others[3].id });
    // Then the stored page, and its count less the dismissed member.
    expect(await page()).toEqual({ total: 3, statements: 2 });
  });

  it("are computed again when the viewer's own ties change", async () => {
    const { viewer, others } = await neighbours(1);
    expect(await ids(viewer)).toEqual(sorted(others));
    // The viewer moves: the old place's members go, the new place's come.
    const elsewhere = await neighbours(2);
    await call(viewer, NetworkUpdateProfileDocument, { input: { location: elsewhere.place } });
    expect(await ids(viewer)).toEqual(sorted([elsewhere.viewer, ...elsewhere.others]));
    // Stored so: the old place's member is gone from the stored rows too.
    expect(await ids(viewer)).toEqual(sorted([elsewhere.viewer, ...elsewhere.others]));
    const kept: { member_id: string }[] = await app.db.query(
      `SELECT member_id FROM member_suggestions WHERE viewer_id = $1 ORDER BY member_id`,
      [viewer.id],
    );
    expect(kept.map((row) => row.member_id)).toEqual(
      sorted([elsewhere.viewer, ...elsewhere.others]),
    );
    // A position at a colleague's company, and a new connection's connections.
    const [colleague, friend, friendOfFriend] = [
      await makeMember(app.url),
      await makeMember(app.url),
      await makeMember(app.url),
    ];
    const company = `Globex ${word()}`;
    await call(colleague, NetworkAddPositionDocument, {
      input: { title: "Engineer", company, startMonth: "2020-01" },
    });
    await call(viewer, NetworkAddPositionDocument, {
      input: { title: "Engineer", company, startMonth: "2021-01" },
    });
    await connect(friend, friendOfFriend);
    await connect(viewer, friend);
    const found = (await suggestions(viewer)).edges.map((edge) => [
      edge.node.profile.id,
      edge.node.reasons,
    ]);
    expect(found.slice(0, 2)).toEqual([
      [friendOfFriend.id, ["1 mutual connection"]],
      [colleague.id, [`Also at ${company}`]],
    ]);
  });

  it("show other members' changes once their time to live has passed", async () => {
    const { place, viewer, others } = await neighbours(1);
    expect(await ids(viewer)).toEqual(sorted(others));
    const newcomer = await makeMember(app.url);
    await call(newcomer, NetworkUpdateProfileDocument, { input: { location: place } });
    // Within the time to live the stored list serves...
    await age(viewer, 9);
    expect(await ids(viewer)).toEqual(sorted(others));
    // ...past it, the list is computed again.
    await age(viewer, 2);
    expect(await ids(viewer)).toEqual(sorted([...others, newcomer]));
  });

  it("drop a member's ties as soon as they hide their profile", async () => {
    const { viewer, others } = await neighbours(2);
    const [hiding, staying] = others;
    expect(await ids(viewer)).toEqual(sorted(others));
    await call(hiding, NetworkHideProfileDocument, {});
    expect(await ids(viewer)).toEqual([staying.id]);
  });

  it("answer first pages asked at once alike", async () => {
    const { viewer, others } = await neighbours(3);
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => send(viewer, NetworkPeopleYouMayKnowDocument, { first: 10 })),
    );
    for (const page of pages) {
      expect(page.errors).toBeUndefined();
      expect(page.data!.peopleYouMayKnow.edges.map((edge) => edge.node.profile.id)).toEqual(
        sorted(others),
      );
    }
    const rows: unknown[] = await app.db.query(
      `SELECT 1 FROM member_suggestions WHERE viewer_id = $1`,
      [viewer.id],
    );
    expect(rows).toHaveLength(3);
  });
});
