// Live group posts: `groupPostAdded(groupId)` brings a new post to the group's open pages, for whoever may
// read the group's posts, once the post has committed.
import crypto from "node:crypto";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, listen, until, type GraphQLResponse } from "../support/graphql-client";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

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

const CREATE = `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id } }`;
const CREATE_POST = `mutation ($input: CreateGroupPostInput!) { createGroupPost(input: $input) { id } }`;
const POSTS = `query ($groupId: ID!) { groupPosts(groupId: $groupId, first: 5) { edges { node { id } } } }`;
const REQUEST = `mutation ($g: ID!) { requestToJoinGroup(groupId: $g) { id } }`;
const REQUESTS = `query ($groupId: ID!) {
  joinRequests(groupId: $groupId) { edges { node { id requester { id } } } }
}`;
const APPROVE = `mutation ($id: ID!) { approveJoinRequest(id: $id) { id } }`;
const LEAVE = `mutation ($g: ID!) { leaveGroup(groupId: $g) { id } }`;
const BLOCK = `mutation ($id: ID!) { blockMember(userId: $id) { id } }`;

type Live = { groupPostAdded: { id: string; content: string; author: { id: string } } };

/** Data of a response that must have succeeded (its errors shown otherwise). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}

const as = (viewer: Member, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, { token: viewer.token });

const word = () => crypto.randomBytes(6).toString("hex");

async function createGroup(owner: Member, isPrivate: boolean) {
  const input = { name: `Live ${word()}`, description: "Posts arrive while we look.", isPrivate };
  return ok(await as(owner, CREATE, { input })).createGroup.id as string;
}

async function post(author: Member, groupId: string, content: string) {
  return ok(await as(author, CREATE_POST, { input: { groupId, content } })).createGroupPost
    .id as string;
}

/** Makes `member` a member of the group: they ask, an admin approves. */
async function join(member: Member, groupId: string, admin: Member) {
  ok(await as(member, REQUEST, { g: groupId }));
  const requests = ok(await as(admin, REQUESTS, { groupId })).joinRequests.edges;
  const request = requests.find(
    (e: { node: { requester: { id: string } } }) => e.node.requester.id === member.id,
  );
  ok(await as(admin, APPROVE, { id: request.node.id }));
}

const subscribe = (viewer: Member, groupId: string) =>
  listen<Live>(
    app.url,
    viewer,
    `subscription { groupPostAdded(groupId: "${groupId}") { id content author { id } } }`,
    probes.groupPost(groupId),
  );

/**
 * The posts a listener heard, probes left out: listeners on the same group also hear each other's probe
 * posts.
 */
const heard = (live: Awaited<ReturnType<typeof subscribe>>) =>
  live.events.filter((e) => !e.groupPostAdded.content.startsWith("probe "));

describe("live group posts", () => {
  it("reach a private group's members, the author's own page too, not one who left; a non-member is refused as the posts query refuses them", async () => {
    const [admin, reader, leaver, outsider] = await Promise.all(
      [0, 1, 2, 3].map(() => makeMember(app.url)),
    );
    const groupId = await createGroup(admin, true);
    await join(reader, groupId, admin);
    await join(leaver, groupId, admin);

    const readerLive = await subscribe(reader, groupId);
    const authorLive = await subscribe(admin, groupId);
    const leaverLive = await subscribe(leaver, groupId);
    ok(await as(leaver, LEAVE, { g: groupId }));
    const id = await post(admin, groupId, "Live hello");
    await Promise.all([readerLive.settled(), authorLive.settled()]);

    const expected = [{ groupPostAdded: { id, content: "Live hello", author: { id: admin.id } } }];
    // The reader, a control on the same group, has it, and so does the author's own page.
    expect(heard(readerLive)).toEqual(expected);
    expect(heard(authorLive)).toEqual(expected);
    // The member who left before it was posted gets nothing, not even an error.
    expect(heard(leaverLive)).toEqual([]);
    expect(leaverLive.errors).toEqual([]);
    await Promise.all([readerLive, authorLive, leaverLive].map((live) => live.close()));

    const refused = await as(outsider, POSTS, { groupId });
    expect(errorCode(refused)).toBe("FORBIDDEN");
    expect(refused.errors?.[0].message).toBe("Join the group to see and create posts.");
    await expect(subscribe(outsider, groupId)).rejects.toThrow(
      /Join the group to see and create posts\./,
    );
  });

  it("reach a signed-in outsider of a public group, but not across a block either way", async () => {
    const [admin, outsider, blocked, blocker] = await Promise.all(
      [0, 1, 2, 3].map(() => makeMember(app.url)),
    );
    const groupId = await createGroup(admin, false);
    await join(blocked, groupId, admin);
    await join(blocker, groupId, admin);
    ok(await as(outsider, BLOCK, { id: blocked.id }));
    ok(await as(blocker, BLOCK, { id: outsider.id }));

    const live = await subscribe(outsider, groupId);
    await post(blocked, groupId, "From the member the outsider blocked");
    await post(blocker, groupId, "From the member who blocked the outsider");
    const shown = await post(admin, groupId, "From the admin");
    // The hidden posts were published first, so they would have arrived before the shown one.
    await until(() => heard(live).some((e) => e.groupPostAdded.id === shown));
    await live.settled();
    expect(heard(live)).toEqual([
      { groupPostAdded: { id: shown, content: "From the admin", author: { id: admin.id } } },
    ]);
    await live.close();
  });
});
