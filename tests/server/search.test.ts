import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, type Auth } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";

let app: TestServer;
let viewer: Member;
beforeAll(async () => {
  app = await startTestServer();
  viewer = await makeMember(app.url);
});
afterAll(() => app.stop());

const SEARCH = `query ($query: String!, $first: Int, $after: String) {
  search(query: $query, first: $first, after: $after) {
    totalCount
    edges { cursor rank node { __typename ... on Profile { id username fullName } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
type SearchResult = {
  totalCount: number;
  edges: {
    cursor: string;
    rank: number;
    node: { __typename: string; id: string; username: string; fullName: string | null };
  }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function search(
  query: string,
  args: { first?: number; after?: string | null } = {},
  auth: Auth = viewer,
) {
  const res = await gql(app.url, SEARCH, { query, ...args }, auth);
  expect(res.errors).toBeUndefined();
  return res.data!.search as SearchResult;
}
/** The ids found, best first. */
const found = async (query: string, auth: Auth = viewer) =>
  (await search(query, { first: 50 }, auth)).edges.map((e) => e.node.id);

/** A word no other member of this file has: lowercase letters only, so every parser keeps it whole. */
const word = () =>
  Array.from(crypto.randomBytes(10), (b) => String.fromCharCode(97 + (b % 26))).join("");
const capital = (w: string) => w[0].toUpperCase() + w.slice(1);

async function updateProfile(member: Member, input: Record<string, unknown>) {
  const res = await gql(
    app.url,
    `mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
    { input },
    member,
  );
  expect(res.errors).toBeUndefined();
}
async function memberWith(profile: Record<string, unknown>, username?: string) {
  const member = await makeMember(app.url, username ? { username } : {});
  await updateProfile(member, profile);
  return member;
}

describe("ranking", () => {
  it("puts an exact username match first, above names, bios and usernames that contain the word", async () => {
    const w = word();
    const bioMember = await memberWith({ bio: `Everything about ${w} and more` });
    const nameMember = await memberWith({ fullName: `${capital(w)} Jones` });
    const prefixMember = await makeMember(app.url, { username: `${w}_two` });
    const exact = await makeMember(app.url, { username: w });

    for (const query of [w, w.toUpperCase()]) {
      const result = await search(query, { first: 10 });
      expect(result.edges[0].node).toEqual({
        __typename: "Profile",
        id: exact.id,
        username: exact.username,
        fullName: exact.username,
      });
      expect(new Set(result.edges.map((e) => e.node.id))).toEqual(
        new Set([exact.id, nameMember.id, prefixMember.id, bioMember.id]),
      );
      expect(result.totalCount).toBe(4);
      const ranks = result.edges.map((e) => e.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    }
  });

  it("tolerates typos in a full name and finds a username by its prefix", async () => {
    const margaret = await memberWith({ fullName: "Margaret Hamilton" });
    expect(await found("Margret Hamiltn")).toEqual([margaret.id]);
    expect(await found("hamilton")).toEqual([margaret.id]);
    // Both words misspelt: no single word is close enough, the whole name is.
    const daniel = await memberWith({ fullName: "Daniel Okafor" });
    expect(await found("Danel Okafr")).toEqual([daniel.id]);

    const username = `${word()}.${word()}`;
    const member = await makeMember(app.url, { username });
    expect(await found(username.slice(0, 6))).toEqual([member.id]);
    expect(await found(username.slice(0, 6).toUpperCase())).toEqual([member.id]);
  });

  it("searches title, company, bio, location and skills, and ranks a name above a bio", async () => {
    const [title, company, bio, location, skill] = [word(), word(), word(), word(), word()];
    const member = await memberWith({
      fullName: "Katherine Johnson",
      title: `Senior ${title} engineer`,
      company: `${capital(company)} Systems`,
      bio: `I write software for ${bio} missions.`,
      location: `${capital(location)}, Virginia`,
      skills: ["Orbital mechanics", skill],
    });
    for (const query of [title, company, bio, location, skill, `${title} ${skill}`])
      expect(await found(query)).toEqual([member.id]);

    const w = word();
    const byBio = await memberWith({ bio: `Twenty years of ${w} research` });
    const byName = await memberWith({ fullName: `Dorothy ${capital(w)}` });
    const result = await search(w);
    expect(result.edges.map((e) => e.node.id)).toEqual([byName.id, byBio.id]);
    expect(result.edges[0].rank).toBeGreaterThan(result.edges[1].rank);
  });
});

describe("who is found", () => {
  it("finds a member whose profile is hidden by name, never by the words of their profile", async () => {
    const [name, bio, title] = [word(), word(), word()];
    const hidden = await memberWith({
      fullName: `${capital(name)} Private`,
      bio: `Nobody should find ${bio}`,
      title: `${capital(title)} lead`,
    });
    expect(await found(bio)).toEqual([hidden.id]);
    const off = await gql(
      app.url,
      `mutation { updateSettings(input: { profileVisible: false }) { profileVisible } }`,
      {},
      hidden,
    );
    expect(off.data!.updateSettings.profileVisible).toBe(false);

    expect(await found(name)).toEqual([hidden.id]);
    expect(await found(`${capital(name)} Private`)).toEqual([hidden.id]);
    expect(await found(bio)).toEqual([]);
    expect(await found(title)).toEqual([]);
    expect((await search(bio)).totalCount).toBe(0);
  });

  it("never finds a banned member", async () => {
    const w = word();
    const member = await memberWith({ fullName: `${capital(w)} Banned`, bio: w }, w);
    expect(await found(w)).toEqual([member.id]);
    await app.db.query(`UPDATE profiles SET is_banned = true WHERE id = $1`, [member.id]);
    for (const query of [w, `${capital(w)} Banned`, w.slice(0, 6)]) {
      const result = await search(query);
      expect(result.edges).toEqual([]);
      expect(result.totalCount).toBe(0);
    }
  });

  it("answers a visitor, without people (they are for members)", async () => {
    const w = word();
    await memberWith({ fullName: `${capital(w)} Public`, bio: w }, w);
    expect(await found(w)).toHaveLength(1);
    const result = await search(w, {}, {});
    expect(result).toEqual({
      totalCount: 0,
      edges: [],
      pageInfo: { hasNextPage: false, endCursor: null },
    });
  });
});

describe("input", () => {
  const ask = (query: string, extra: Record<string, unknown> = {}) =>
    gql(app.url, SEARCH, { query, ...extra }, viewer);

  it("refuses an empty or blank query and one over 200 characters, naming the field", async () => {
    for (const query of ["", "   ", "\n\t "]) {
      const res = await ask(query);
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].extensions!.fields).toEqual({ query: "Enter something to search for" });
    }
    const long = await ask("a".repeat(201));
    expect(errorCode(long)).toBe("BAD_USER_INPUT");
    expect(long.errors![0].extensions!.fields).toEqual({
      query: "Search text must be at most 200 characters",
    });
    // The limit counts the trimmed text.
    const atLimit = await ask(`  ${"b".repeat(200)}  `);
    expect(atLimit.errors).toBeUndefined();
    expect(atLimit.data!.search.totalCount).toBe(0);
  });

  it("refuses a bad page size or cursor", async () => {
    const w = word();
    for (const first of [0, -2]) {
      const res = await ask(w, { first });
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].extensions!.fields).toHaveProperty("first");
    }
    const cursor = (text: string) => Buffer.from(text).toString("base64url");
    for (const after of ["nonsense", cursor("o:-1"), cursor("o:99999999999999999999999")]) {
      const res = await ask(w, { after });
      expect(errorCode(res)).toBe("BAD_USER_INPUT");
      expect(res.errors![0].extensions!.fields).toEqual({ after: "Invalid cursor" });
    }
  });

  it("takes operators, quotes and wildcards as plain text", async () => {
    const w = word();
    const member = await makeMember(app.url, { username: w });
    for (const query of [`"${w}"`, `${w}:*`, `${w} &`, `(${w})`, `${w}\\`])
      expect(await found(query)).toContain(member.id);
    for (const query of ["%", "_", "\\", "!", "&|", "'", '"']) {
      const result = await search(query);
      expect(result.edges).toEqual([]);
      expect(result.totalCount).toBe(0);
    }
  });
});

describe("paging", () => {
  it("pages ranked results with first and after, each hit once, at a constant cost", async () => {
    const w = word();
    const members = [];
    for (const first of ["Alan", "Barbara", "Claude", "Donald", "Edsger"])
      members.push(await memberWith({ fullName: `${first} ${capital(w)}` }));

    const pages: SearchResult[] = [];
    const costs: number[] = [];
    let after: string | null = null;
    do {
      const res = await gql(app.url, SEARCH, { query: w, first: 2, after }, viewer);
      expect(res.errors).toBeUndefined();
      costs.push(Number(res.headers.get("x-sql-statements")));
      const result = res.data!.search as SearchResult;
      pages.push(result);
      expect(result.totalCount).toBe(5);
      after = result.pageInfo.hasNextPage ? result.pageInfo.endCursor : null;
    } while (after && pages.length < 10);

    expect(pages.map((p) => p.edges.length)).toEqual([2, 2, 1]);
    expect(pages.map((p) => p.pageInfo.hasNextPage)).toEqual([true, true, false]);
    const ids = pages.flatMap((p) => p.edges.map((e) => e.node.id));
    expect(ids).toHaveLength(5);
    expect(new Set(ids)).toEqual(new Set(members.map((m) => m.id)));
    const ranks = pages.flatMap((p) => p.edges.map((e) => e.rank));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // The whole list at once: the same order, and the same statements as a page of two.
    const all = await gql(app.url, SEARCH, { query: w, first: 5 }, viewer);
    expect(all.data!.search.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(ids);
    expect(new Set([...costs, Number(all.headers.get("x-sql-statements"))]).size).toBe(1);
  });
});
