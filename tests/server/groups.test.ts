import crypto from "node:crypto";
import sharp from "sharp";
import { makeMember, type Member } from "../support/factories";
import { errorCode, gql, listen, type GraphQLResponse } from "../support/graphql-client";
import { gqlMultipart } from "../support/multipart";
import { openProbes, type Probes } from "../support/probes";
import { startTestServer, type TestServer } from "../support/server";

const SUPER_ADMIN_EMAIL = "groups-admin@agora.test";

let app: TestServer;
let probes: Probes;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: SUPER_ADMIN_EMAIL });
  probes = await openProbes(app);
});
afterAll(async () => {
  await probes.close();
  await app.stop();
});

const GROUP_FIELDS = `id name description isPrivate coverImageUrl coverThumbnailUrl memberCount createdAt
  creator { id } viewerIsMember viewerRole viewerRequestStatus pendingRequestCount
  viewerInvitation { id status }`;
const CREATE = `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { ${GROUP_FIELDS} } }`;
const GROUP = `query ($id: ID!) { group(id: $id) { ${GROUP_FIELDS} } }`;
const GROUPS = `query ($search: String, $mine: Boolean, $first: Int, $after: String) {
  groups(search: $search, mine: $mine, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { id name memberCount viewerRole } }
  }
}`;
const MEMBERS = `query ($groupId: ID!, $role: GroupRole, $first: Int, $after: String) {
  groupMembers(groupId: $groupId, role: $role, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { node { role joinedAt profile { id } } }
  }
}`;
const POSTS = `query ($groupId: ID!, $first: Int) {
  groupPosts(groupId: $groupId, first: $first) {
    totalCount edges { node { id content imageUrl commentCount shareCount viewerCanDelete
      author { id } group { id } reactions { type count viewerHasReacted } } }
  }
}`;
const POST = `query ($id: ID!) { groupPost(id: $id) { id content } }`;
const CREATE_POST = `mutation ($input: CreateGroupPostInput!) {
  createGroupPost(input: $input) { id content imageUrl imageThumbnailUrl }
}`;
const COMMENTS = `query ($type: CommentableType!, $id: ID!, $first: Int, $after: String) {
  comments(contentType: $type, contentId: $id, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id content author { id } viewerCanEdit viewerCanDelete editedAt } }
  }
}`;
const ADD_COMMENT = `mutation ($input: AddCommentInput!) {
  addComment(input: $input) { id content contentType contentId viewerCanEdit viewerCanDelete }
}`;
const REQUESTS = `query ($groupId: ID!) {
  joinRequests(groupId: $groupId) { edges { node { id status requester { id } } } }
}`;
const FEED = `query { feed(filter: GROUPS, first: 100) { edges { node { type contentId path title description author { id } } } } }`;
const SEARCH = `query ($q: String!) { search(query: $q, first: 50) { edges { node { __typename ... on Group { id name } } } } }`;
const NOTIFICATIONS = `query { notifications(first: 50) { edges { node { type title message data } } } }`;

const m = {
  request: `mutation ($g: ID!) { requestToJoinGroup(groupId: $g) { id viewerRequestStatus viewerIsMember } }`,
  cancel: `mutation ($g: ID!) { cancelJoinRequest(groupId: $g) { id viewerRequestStatus } }`,
  approve: `mutation ($id: ID!) { approveJoinRequest(id: $id) { id status } }`,
  reject: `mutation ($id: ID!) { rejectJoinRequest(id: $id) { id status } }`,
  invite: `mutation ($g: ID!, $who: String!) { inviteToGroup(groupId: $g, emailOrUsername: $who) { id status invitee { id } invitedBy { id } } }`,
  accept: `mutation ($g: ID!) { acceptGroupInvitation(groupId: $g) { id viewerIsMember viewerRole } }`,
  decline: `mutation ($g: ID!) { declineGroupInvitation(groupId: $g) { id viewerInvitation { id } } }`,
  leave: `mutation ($g: ID!) { leaveGroup(groupId: $g) { id viewerIsMember } }`,
  setRole: `mutation ($g: ID!, $u: ID!, $role: GroupRole!) { setGroupMemberRole(groupId: $g, userId: $u, role: $role) { role profile { id } } }`,
  remove: `mutation ($g: ID!, $u: ID!) { removeGroupMember(groupId: $g, userId: $u) { id memberCount } }`,
  update: `mutation ($id: ID!, $input: UpdateGroupInput!) { updateGroup(id: $id, input: $input) { id name description isPrivate } }`,
  deleteGroup: `mutation ($id: ID!) { deleteGroup(id: $id) }`,
  deletePost: `mutation ($id: ID!) { deleteGroupPost(id: $id) }`,
  share: `mutation ($id: ID!, $comment: String) { shareGroupPost(postId: $id, comment: $comment) { id type contentId description path author { id } } }`,
  deleteComment: `mutation ($id: ID!) { deleteComment(id: $id) }`,
  updateComment: `mutation ($id: ID!, $content: String!) { updateComment(id: $id, content: $content) { id content editedAt } }`,
  react: `mutation ($input: ToggleReactionInput!) { toggleReaction(input: $input) { reactions { type count } } }`,
};

type Viewer = Member | null;
const auth = (viewer: Viewer) => (viewer ? { token: viewer.token } : {});

const as = (viewer: Viewer, query: string, variables: Record<string, unknown> = {}) =>
  gql(app.url, query, variables, auth(viewer));

/** Data of a response that must have succeeded (its errors shown otherwise). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read untyped response data freely
function ok(res: GraphQLResponse<any>) {
  expect(res.errors).toBeUndefined();
  return res.data;
}

const word = () =>
  Array.from(crypto.randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");

async function createGroup(owner: Member, input: Record<string, unknown> = {}) {
  const res = await as(owner, CREATE, {
    input: {
      name: `Group ${word()}`,
      description: "A place to talk about building things.",
      ...input,
    },
  });
  return ok(res).createGroup as { id: string; name: string };
}

async function post(author: Member, groupId: string, content = `Post ${word()}`) {
  const res = await as(author, CREATE_POST, { input: { groupId, content } });
  return ok(res).createGroupPost as { id: string };
}

async function comment(author: Member, contentId: string, content = `Comment ${word()}`) {
  const res = await as(author, ADD_COMMENT, {
    input: { contentType: "GROUP_POST", contentId, content },
  });
  return ok(res).addComment as { id: string };
}

/** Makes `member` a member of the group: they ask, an admin approves. */
async function join(member: Member, groupId: string, admin: Member) {
  ok(await as(member, m.request, { g: groupId }));
  const requests = ok(await as(admin, REQUESTS, { groupId })).joinRequests.edges;
  const request = requests.find(
    (e: { node: { requester: { id: string } } }) => e.node.requester.id === member.id,
  );
  ok(await as(admin, m.approve, { id: request.node.id }));
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#6b46c1" } })
    .jpeg()
    .toBuffer();

const notificationsOf = async (member: Member) =>
  ok(await as(member, NOTIFICATIONS)).notifications.edges.map(
    (e: {
      node: { type: string; title: string; message: string; data: Record<string, unknown> };
    }) => e.node,
  );

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  app.db.query(text, params) as Promise<T[]>;

describe("creating groups", () => {
  let owner: Member;
  beforeAll(async () => {
    owner = await makeMember(app.url);
  });

  it.each([
    [{ name: "ab" }, "Group name must be at least 3 characters."],
    [{ name: "x".repeat(51) }, "Group name must not exceed 50 characters."],
    [{ name: "   ab   " }, "Group name must be at least 3 characters."],
    [{ description: "too short" }, "Description must be at least 10 characters."],
    [{ description: "d".repeat(501) }, "Description must not exceed 500 characters."],
  ])("refuses %j with the spec's message", async (input, message) => {
    const res = await as(owner, CREATE, {
      input: { name: "Valid name", description: "A valid description.", ...input },
    });
    expect(errorCode(res)).toBe("BAD_USER_INPUT");
    expect(res.errors![0].message).toBe(message);
  });

  it("asks a visitor to sign in", async () => {
    const res = await as(null, CREATE, {
      input: { name: "Visitors", description: "Visitors cannot make groups." },
    });
    expect(errorCode(res)).toBe("UNAUTHENTICATED");
  });

  it("makes the creator its admin and gives a public group one feed item, a private one none", async () => {
    const publicGroup = await createGroup(owner, { name: `  Public ${word()}  ` });
    const privateGroup = await createGroup(owner, { isPrivate: true });
    const fetched = ok(await as(owner, GROUP, { id: publicGroup.id })).group;
    expect(fetched).toMatchObject({
      name: publicGroup.name,
      isPrivate: false,
      memberCount: 1,
      viewerIsMember: true,
      viewerRole: "ADMIN",
      creator: { id: owner.id },
    });
    expect(fetched.name).toBe(fetched.name.trim());
    const items = ok(await as(owner, FEED)).feed.edges.map(
      (e: { node: { contentId: string } }) => e.node,
    );
    expect(items.filter((i: { contentId: string }) => i.contentId === publicGroup.id)).toEqual([
      expect.objectContaining({ type: "GROUP", path: `/groups/${publicGroup.id}` }),
    ]);
    expect(items.some((i: { contentId: string }) => i.contentId === privateGroup.id)).toBe(false);
  });

  it("stores a cover through the upload pipeline and refuses one too small", async () => {
    const query = `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id coverImageUrl coverThumbnailUrl } }`;
    const input = { name: `Cover ${word()}`, description: "A group with a cover image." };
    const good = await gqlMultipart(
      app.url,
      query,
      { input },
      { "input.cover": { data: await image(800, 400), name: "cover.jpg", type: "image/jpeg" } },
      auth(owner),
    );
    const group = ok(good).createGroup;
    expect(group.coverImageUrl).toMatch(/\/uploads\/group\//);
    const served = await fetch(new URL(group.coverThumbnailUrl, app.url));
    expect(served.status).toBe(200);

    const small = await gqlMultipart(
      app.url,
      query,
      { input },
      { "input.cover": { data: await image(200, 150), name: "tiny.jpg", type: "image/jpeg" } },
      auth(owner),
    );
    expect(errorCode(small)).toBe("BAD_USER_INPUT");
    expect(small.errors![0].message).toBe("Image too small. Minimum size: 400x300px");
  });

  it("lets an admin remove the cover, deleting its stored file", async () => {
    const query = `mutation ($input: CreateGroupInput!) { createGroup(input: $input) { id coverImageUrl coverThumbnailUrl } }`;
    const input = { name: `Bare ${word()}`, description: "A group whose cover goes away." };
    const group = ok(
      await gqlMultipart(
        app.url,
        query,
        { input },
        { "input.cover": { data: await image(800, 400), name: "cover.jpg", type: "image/jpeg" } },
        auth(owner),
      ),
    ).createGroup;
    expect((await fetch(new URL(group.coverImageUrl, app.url))).status).toBe(200);
    const update = `mutation ($id: ID!, $input: UpdateGroupInput!) {
      updateGroup(id: $id, input: $input) { id name coverImageUrl coverThumbnailUrl } }`;

    // Only an admin may.
    const stranger = await makeMember(app.url);
    const refused = await as(stranger, update, { id: group.id, input: { removeCover: true } });
    expect(errorCode(refused)).toBe("FORBIDDEN");

    const cleared = ok(await as(owner, update, { id: group.id, input: { removeCover: true } }));
    expect(cleared.updateGroup).toMatchObject({ coverImageUrl: null, coverThumbnailUrl: null });
    expect(ok(await as(owner, GROUP, { id: group.id })).group.coverImageUrl).toBeNull();
    // The file and its thumbnail are gone, and so is their record.
    expect((await fetch(new URL(group.coverImageUrl, app.url))).status).toBe(404);
    expect((await fetch(new URL(group.coverThumbnailUrl, app.url))).status).toBe(404);
    const [left] = await app.db.query(`SELECT count(*)::int AS n FROM uploads WHERE key LIKE $1`, [
      `%${group.coverImageUrl.split("/").pop()}`,
    ]);
    expect(left.n).toBe(0);
    // Removing it again is harmless; other details stay.
    expect(
      ok(await as(owner, update, { id: group.id, input: { removeCover: true } })).updateGroup,
    ).toMatchObject({ name: input.name, coverImageUrl: null });
  });

  it("finds nothing for an unknown or malformed id", async () => {
    expect(ok(await as(owner, GROUP, { id: crypto.randomUUID() })).group).toBeNull();
    expect(ok(await as(null, GROUP, { id: "g-1" })).group).toBeNull();
    const res = await as(owner, m.request, { g: "not-a-uuid" });
    expect(errorCode(res)).toBe("NOT_FOUND");
    expect(res.errors![0].message).toBe("The group you are looking for does not exist.");
  });
});

describe("the groups list", () => {
  it("searches name and description case-insensitively, lists the viewer's own, and pages newest first", async () => {
    const owner = await makeMember(app.url);
    const other = await makeMember(app.url);
    const tag = word();
    const a = await createGroup(owner, { name: `Rust ${tag.toUpperCase()}` });
    const b = await createGroup(other, { description: `All about ${tag} and more.` });
    const c = await createGroup(other, { name: `Go ${tag}`, isPrivate: true });
    await createGroup(other, { name: `Unrelated ${word()}` });

    const first = ok(await as(null, GROUPS, { search: tag, first: 2 })).groups;
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([c.id, b.id]);
    const rest = ok(
      await as(null, GROUPS, { search: tag, first: 2, after: first.pageInfo.endCursor }),
    ).groups;
    expect(rest.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([a.id]);
    expect(rest.pageInfo.hasNextPage).toBe(false);

    const mine = ok(await as(owner, GROUPS, { mine: true })).groups;
    expect(mine.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([a.id]);
    expect(ok(await as(null, GROUPS, { mine: true })).groups.totalCount).toBe(0);
    // Wildcards are text, not patterns.
    expect(ok(await as(null, GROUPS, { search: "%" })).groups.totalCount).toBe(0);
  });

  it("lists a member's groups (their profile's tab), a private one only to those who may see its members", async () => {
    const [member, admin, fellow, outsider, superAdmin] = await Promise.all(
      Array.from({ length: 5 }, () => makeMember(app.url)),
    );
    await sql("UPDATE profiles SET is_super_admin = true WHERE id = $1", [superAdmin.id]);
    const open = await createGroup(admin);
    const closed = await createGroup(admin, { isPrivate: true });
    const own = await createGroup(member);
    await createGroup(admin); // not theirs
    await join(member, open.id, admin);
    await join(member, closed.id, admin);
    await join(fellow, closed.id, admin);

    const MEMBER_GROUPS = `query ($memberId: ID!, $first: Int, $after: String) {
      groups(memberId: $memberId, first: $first, after: $after) {
        totalCount pageInfo { hasNextPage endCursor } edges { node { id viewerRole } }
      }
    }`;
    const idsFor = async (viewer: Viewer) =>
      ok(await as(viewer, MEMBER_GROUPS, { memberId: member.id })).groups.edges.map(
        (e: { node: { id: string } }) => e.node.id,
      );

    // Newest first; the member themself, a fellow member of the private group and a super admin see it.
    expect(await idsFor(member)).toEqual([own.id, closed.id, open.id]);
    expect(await idsFor(fellow)).toEqual([own.id, closed.id, open.id]);
    expect(await idsFor(superAdmin)).toEqual([own.id, closed.id, open.id]);
    // Anyone else (a visitor too) sees the public ones only, and counts only those.
    expect(await idsFor(outsider)).toEqual([own.id, open.id]);
    expect(await idsFor(null)).toEqual([own.id, open.id]);
    expect(ok(await as(outsider, MEMBER_GROUPS, { memberId: member.id })).groups.totalCount).toBe(
      2,
    );

    // The member's own view carries their role in each (an admin gets the settings button).
    const mine = ok(await as(member, MEMBER_GROUPS, { memberId: member.id, first: 2 })).groups;
    expect(mine.edges.map((e: { node: { viewerRole: string } }) => e.node.viewerRole)).toEqual([
      "ADMIN",
      "MEMBER",
    ]);
    expect(mine.pageInfo.hasNextPage).toBe(true);
    const next = ok(
      await as(member, MEMBER_GROUPS, {
        memberId: member.id,
        first: 2,
        after: mine.pageInfo.endCursor,
      }),
    ).groups;
    expect(next.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual([open.id]);

    // A banned member's groups are not listed; nor are anyone's for an unknown member.
    await sql("UPDATE profiles SET is_banned = true WHERE id = $1", [member.id]);
    expect(await idsFor(superAdmin)).toEqual([]);
    await sql("UPDATE profiles SET is_banned = false WHERE id = $1", [member.id]);
    expect(
      ok(await as(outsider, MEMBER_GROUPS, { memberId: crypto.randomUUID() })).groups.totalCount,
    ).toBe(0);
  });
});

describe("roles: who may do what", () => {
  // One private group with a member of every kind, and its first post by the member.
  let admin: Member, moderator: Member, member: Member, otherMember: Member;
  let requester: Member, outsider: Member, superAdmin: Member;
  let groupId: string, postId: string;

  beforeAll(async () => {
    [admin, moderator, member, otherMember, requester, outsider] = await Promise.all(
      Array.from({ length: 6 }, () => makeMember(app.url)),
    );
    superAdmin = await makeMember(app.url, { email: SUPER_ADMIN_EMAIL });
    groupId = (await createGroup(admin, { isPrivate: true })).id;
    for (const who of [moderator, member, otherMember]) await join(who, groupId, admin);
    ok(await as(admin, m.setRole, { g: groupId, u: moderator.id, role: "MODERATOR" }));
    ok(await as(requester, m.request, { g: groupId }));
    postId = (await post(member, groupId)).id;
  });

  const viewers = () =>
    ({
      visitor: null,
      outsider,
      requester,
      member,
      moderator,
      admin,
      superAdmin,
    }) as Record<string, Viewer>;

  it.each([
    ["visitor", false],
    ["outsider", false],
    ["requester", false],
    ["member", true],
    ["moderator", true],
    ["admin", true],
    ["superAdmin", true],
  ])("a private group's posts, comments and members: %s reads them: %s", async (who, may) => {
    const viewer = viewers()[who];
    const card = ok(await as(viewer, GROUP, { id: groupId })).group;
    expect(card).toMatchObject({ id: groupId, isPrivate: true, memberCount: 4 });
    const reads = [
      await as(viewer, POSTS, { groupId }),
      await as(viewer, MEMBERS, { groupId }),
      await as(viewer, COMMENTS, { type: "GROUP_POST", id: postId }),
    ];
    for (const res of reads) {
      if (may) expect(res.errors).toBeUndefined();
      else {
        expect(errorCode(res)).toBe("FORBIDDEN");
        expect(res.errors![0].message).toBe("Join the group to see and create posts.");
      }
    }
    expect(ok(await as(viewer, POST, { id: postId })).groupPost === null).toBe(!may);
  });

  it("answers viewerCanRead as the groups policy reads it: whoever reads a private group's posts, anyone a public one's", async () => {
    const READ = `query ($id: ID!) { group(id: $id) { id viewerCanRead } }`;
    const open = await createGroup(admin, { isPrivate: false });
    for (const [who, may] of [
      ["visitor", false],
      ["outsider", false],
      ["requester", false],
      ["member", true],
      ["moderator", true],
      ["admin", true],
      ["superAdmin", true],
    ] as const) {
      const viewer = viewers()[who];
      expect(ok(await as(viewer, READ, { id: groupId })).group.viewerCanRead).toBe(may);
      expect(ok(await as(viewer, READ, { id: open.id })).group.viewerCanRead).toBe(true);
    }
  });

  it("answers viewerCanEdit and viewerCanDelete as the groups policy reads them: edit its admins, delete its admins and super admins", async () => {
    const CAN = `query ($id: ID!) { group(id: $id) { id viewerCanEdit viewerCanDelete } }`;
    for (const [who, edit, remove] of [
      ["visitor", false, false],
      ["outsider", false, false],
      ["requester", false, false],
      ["member", false, false],
      ["moderator", false, false],
      ["admin", true, true],
      ["superAdmin", false, true],
    ] as const) {
      const group = ok(await as(viewers()[who], CAN, { id: groupId })).group;
      expect([who, group.viewerCanEdit, group.viewerCanDelete]).toEqual([who, edit, remove]);
    }
  });

  it.each([
    ["visitor", "UNAUTHENTICATED"],
    ["outsider", "FORBIDDEN"],
    ["requester", "FORBIDDEN"],
    ["member", null],
    ["moderator", null],
    ["admin", null],
    ["superAdmin", "FORBIDDEN"],
  ])("posting and commenting: %s → %s", async (who, code) => {
    const viewer = viewers()[who];
    const posted = await as(viewer, CREATE_POST, { input: { groupId, content: "Hello group" } });
    const commented = await as(viewer, ADD_COMMENT, {
      input: { contentType: "GROUP_POST", contentId: postId, content: "Nice" },
    });
    for (const res of [posted, commented]) {
      if (code === null) expect(res.errors).toBeUndefined();
      else expect(errorCode(res)).toBe(code);
    }
  });

  it.each([
    ["visitor", "UNAUTHENTICATED"],
    ["outsider", "FORBIDDEN"],
    ["member", "FORBIDDEN"],
    ["moderator", "FORBIDDEN"],
    ["superAdmin", "FORBIDDEN"],
  ])("running the group is for its admins: %s → %s", async (who, code) => {
    const viewer = viewers()[who];
    const attempts = [
      await as(viewer, m.update, { id: groupId, input: { name: "Renamed group" } }),
      await as(viewer, REQUESTS, { groupId }),
      await as(viewer, m.invite, { g: groupId, who: outsider.username }),
      await as(viewer, m.setRole, { g: groupId, u: member.id, role: "ADMIN" }),
      await as(viewer, m.remove, { g: groupId, u: otherMember.id }),
    ];
    for (const res of attempts) expect(errorCode(res)).toBe(code);
    expect(ok(await as(admin, GROUP, { id: groupId })).group.name).not.toBe("Renamed group");
  });

  it("deleting a post: its author, the group's moderators and admins and super admins; not another member", async () => {
    const byOther = await as(otherMember, m.deletePost, { id: postId });
    expect(errorCode(byOther)).toBe("FORBIDDEN");
    const byOutsider = await as(outsider, m.deletePost, { id: postId });
    expect(errorCode(byOutsider)).toBe("NOT_FOUND");
    for (const who of [member, moderator, admin, superAdmin]) {
      const own = await post(member, groupId);
      const listed = ok(await as(who, POSTS, { groupId, first: 1 })).groupPosts.edges[0].node;
      expect(listed).toMatchObject({ id: own.id, viewerCanDelete: true });
      expect(ok(await as(who, m.deletePost, { id: own.id })).deleteGroupPost).toBe(true);
    }
    const listed = ok(await as(otherMember, POSTS, { groupId })).groupPosts.edges;
    expect(
      listed.find((e: { node: { id: string } }) => e.node.id === postId).node.viewerCanDelete,
    ).toBe(false);
  });

  it("deleting a comment: its author, the group's moderators and admins, super admins; not another member", async () => {
    const first = await comment(member, postId);
    expect(errorCode(await as(otherMember, m.deleteComment, { id: first.id }))).toBe("FORBIDDEN");
    expect(ok(await as(moderator, m.deleteComment, { id: first.id })).deleteComment).toBe(true);
    for (const who of [member, admin, superAdmin]) {
      const c = await comment(member, postId);
      expect(ok(await as(who, m.deleteComment, { id: c.id })).deleteComment).toBe(true);
    }
    const own = await comment(otherMember, postId);
    expect(errorCode(await as(member, m.updateComment, { id: own.id, content: "edit" }))).toBe(
      "FORBIDDEN",
    );
    const edited = ok(
      await as(otherMember, m.updateComment, { id: own.id, content: "  edited  " }),
    );
    expect(edited.updateComment).toMatchObject({ content: "edited", editedAt: expect.any(String) });
  });

  it("a private group's posts cannot be shared, and reacting needs membership", async () => {
    expect(errorCode(await as(member, m.share, { id: postId }))).toBe("FORBIDDEN");
    expect(errorCode(await as(outsider, m.share, { id: postId }))).toBe("NOT_FOUND");
    const reaction = { contentType: "GROUP_POST", contentId: postId, reactionType: "LOVE" };
    expect(errorCode(await as(outsider, m.react, { input: reaction }))).toBe("NOT_FOUND");
    ok(await as(otherMember, m.react, { input: reaction }));
  });

  it("deleting the group: not its moderators; a super admin may", async () => {
    const doomed = (await createGroup(admin)).id;
    await join(moderator, doomed, admin);
    ok(await as(admin, m.setRole, { g: doomed, u: moderator.id, role: "MODERATOR" }));
    expect(errorCode(await as(moderator, m.deleteGroup, { id: doomed }))).toBe("FORBIDDEN");
    expect(ok(await as(superAdmin, m.deleteGroup, { id: doomed })).deleteGroup).toBe(true);
    expect(ok(await as(admin, GROUP, { id: doomed })).group).toBeNull();
  });
});

describe("join requests", () => {
  it("pending → rejected (notified) → pending again → approved (notified, a member); repeats conflict", async () => {
    const [admin, coAdmin, asker] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const group = await createGroup(admin, { isPrivate: true });
    await join(coAdmin, group.id, admin);
    ok(await as(admin, m.setRole, { g: group.id, u: coAdmin.id, role: "ADMIN" }));

    const asked = ok(await as(asker, m.request, { g: group.id })).requestToJoinGroup;
    expect(asked).toMatchObject({ viewerRequestStatus: "PENDING", viewerIsMember: false });
    expect(errorCode(await as(asker, m.request, { g: group.id }))).toBe("CONFLICT");
    expect(ok(await as(admin, GROUP, { id: group.id })).group.pendingRequestCount).toBe(1);
    expect(ok(await as(asker, GROUP, { id: group.id })).group.pendingRequestCount).toBe(0);
    for (const who of [admin, coAdmin]) {
      expect(await notificationsOf(who)).toContainEqual(
        expect.objectContaining({
          type: "GROUP_JOIN_REQUEST",
          data: expect.objectContaining({ senderId: asker.id, groupId: group.id }),
        }),
      );
    }

    ok(await as(asker, m.cancel, { g: group.id }));
    expect(ok(await as(asker, GROUP, { id: group.id })).group.viewerRequestStatus).toBeNull();
    expect(errorCode(await as(asker, m.cancel, { g: group.id }))).toBe("CONFLICT");

    ok(await as(asker, m.request, { g: group.id }));
    const [request] = ok(await as(admin, REQUESTS, { groupId: group.id })).joinRequests.edges;
    expect(ok(await as(admin, m.reject, { id: request.node.id })).rejectJoinRequest.status).toBe(
      "REJECTED",
    );
    expect(errorCode(await as(coAdmin, m.approve, { id: request.node.id }))).toBe("CONFLICT");
    expect(await notificationsOf(asker)).toContainEqual(
      expect.objectContaining({
        type: "GROUP_JOIN_DECISION",
        data: { groupId: group.id, status: "REJECTED" },
      }),
    );
    expect(ok(await as(admin, REQUESTS, { groupId: group.id })).joinRequests.edges).toEqual([]);

    ok(await as(asker, m.request, { g: group.id }));
    const [again] = ok(await as(admin, REQUESTS, { groupId: group.id })).joinRequests.edges;
    expect(again.node.id).toBe(request.node.id);
    ok(await as(coAdmin, m.approve, { id: again.node.id }));
    const joined = ok(await as(asker, GROUP, { id: group.id })).group;
    expect(joined).toMatchObject({ viewerIsMember: true, viewerRole: "MEMBER", memberCount: 3 });
    expect(await notificationsOf(asker)).toContainEqual(
      expect.objectContaining({
        type: "GROUP_JOIN_DECISION",
        data: { groupId: group.id, status: "APPROVED" },
      }),
    );
    expect(errorCode(await as(asker, m.request, { g: group.id }))).toBe("CONFLICT");
  });

  it("lists pending requests oldest first, in pages", async () => {
    const admin = await makeMember(app.url);
    const group = await createGroup(admin);
    const askers = [];
    for (let i = 0; i < 3; i++) {
      const asker = await makeMember(app.url);
      ok(await as(asker, m.request, { g: group.id }));
      askers.push(asker.id);
    }
    const query = `query ($g: ID!, $after: String) { joinRequests(groupId: $g, first: 2, after: $after) {
      pageInfo { hasNextPage endCursor } edges { node { requester { id } } } } }`;
    const page1 = ok(await as(admin, query, { g: group.id })).joinRequests;
    const page2 = ok(
      await as(admin, query, { g: group.id, after: page1.pageInfo.endCursor }),
    ).joinRequests;
    const ids = [...page1.edges, ...page2.edges].map(
      (e: { node: { requester: { id: string } } }) => e.node.requester.id,
    );
    expect(ids).toEqual(askers);
    expect(page2.pageInfo.hasNextPage).toBe(false);
  });
});

describe("invitations", () => {
  it("by username or e-mail: pending, conflicts, declined, renewed, accepted", async () => {
    const [admin, invitee, member] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const group = await createGroup(admin, { isPrivate: true });
    await join(member, group.id, admin);

    const empty = await as(admin, m.invite, { g: group.id, who: "   " });
    expect(empty.errors![0].message).toBe("Please enter an email address");
    const long = await as(admin, m.invite, { g: group.id, who: `${"a".repeat(250)}@x.test` });
    expect(errorCode(long)).toBe("BAD_USER_INPUT");
    expect(long.errors![0]).toMatchObject({
      message: "Email address or username must not exceed 254 characters.",
      extensions: {
        fields: { emailOrUsername: "Email address or username must not exceed 254 characters." },
      },
    });
    const unknown = await as(admin, m.invite, { g: group.id, who: "nobody@nowhere.test" });
    expect(errorCode(unknown)).toBe("NOT_FOUND");
    expect(unknown.errors![0]).toMatchObject({
      message: "No user with that email address was found",
      extensions: { title: "User not found" },
    });
    const already = await as(admin, m.invite, { g: group.id, who: member.email.toUpperCase() });
    expect(already.errors![0].message).toBe("Already a member");

    const invited = ok(
      await as(admin, m.invite, { g: group.id, who: invitee.username }),
    ).inviteToGroup;
    expect(invited).toMatchObject({
      status: "PENDING",
      invitee: { id: invitee.id },
      invitedBy: { id: admin.id },
    });
    const twice = await as(admin, m.invite, { g: group.id, who: invitee.email });
    expect(errorCode(twice)).toBe("CONFLICT");
    expect(twice.errors![0]).toMatchObject({
      message: "already invited and has not responded yet",
      extensions: { title: "Invitation pending" },
    });
    expect(await notificationsOf(invitee)).toContainEqual(
      expect.objectContaining({
        type: "GROUP_INVITATION",
        data: { senderId: admin.id, groupId: group.id, invitationId: invited.id },
      }),
    );
    expect(ok(await as(invitee, GROUP, { id: group.id })).group.viewerInvitation).toEqual({
      id: invited.id,
      status: "PENDING",
    });

    ok(await as(invitee, m.decline, { g: group.id }));
    expect(ok(await as(invitee, GROUP, { id: group.id })).group.viewerInvitation).toBeNull();
    expect(errorCode(await as(invitee, m.accept, { g: group.id }))).toBe("CONFLICT");

    const renewed = ok(
      await as(admin, m.invite, { g: group.id, who: invitee.email }),
    ).inviteToGroup;
    expect(renewed).toMatchObject({ id: invited.id, status: "PENDING" });
    const accepted = ok(await as(invitee, m.accept, { g: group.id })).acceptGroupInvitation;
    expect(accepted).toMatchObject({ viewerIsMember: true, viewerRole: "MEMBER" });
    // The invited member reads the private group now.
    expect((await as(invitee, POSTS, { groupId: group.id })).errors).toBeUndefined();
  });
});

describe("leaving, roles and removal", () => {
  it("the last admin cannot leave or be demoted until another admin exists; admins are demoted before removal", async () => {
    const [admin, member, second] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    const group = await createGroup(admin);
    await join(member, group.id, admin);
    await join(second, group.id, admin);

    const leave = await as(admin, m.leave, { g: group.id });
    expect(errorCode(leave)).toBe("CONFLICT");
    const demote = await as(admin, m.setRole, { g: group.id, u: admin.id, role: "MEMBER" });
    expect(errorCode(demote)).toBe("CONFLICT");

    ok(await as(admin, m.setRole, { g: group.id, u: member.id, role: "ADMIN" }));
    const removeAdmin = await as(admin, m.remove, { g: group.id, u: member.id });
    expect(errorCode(removeAdmin)).toBe("CONFLICT");
    expect(ok(await as(admin, m.leave, { g: group.id })).leaveGroup.viewerIsMember).toBe(false);
    expect(errorCode(await as(admin, m.leave, { g: group.id }))).toBe("CONFLICT");

    const removed = ok(await as(member, m.remove, { g: group.id, u: second.id })).removeGroupMember;
    expect(removed.memberCount).toBe(1);
    expect(ok(await as(second, GROUP, { id: group.id })).group.viewerIsMember).toBe(false);
  });

  it("lists admins, then moderators, then members, each by joining date, in pages", async () => {
    const admin = await makeMember(app.url);
    const group = await createGroup(admin);
    const joined: Member[] = [];
    for (let i = 0; i < 4; i++) {
      const who = await makeMember(app.url);
      await join(who, group.id, admin);
      joined.push(who);
    }
    ok(await as(admin, m.setRole, { g: group.id, u: joined[3].id, role: "MODERATOR" }));
    ok(await as(admin, m.setRole, { g: group.id, u: joined[2].id, role: "ADMIN" }));
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const page: {
        pageInfo: { endCursor: string; hasNextPage: boolean };
        edges: { node: { profile: { id: string } } }[];
      } = ok(await as(null, MEMBERS, { groupId: group.id, first: 2, after })).groupMembers;
      ids.push(...page.edges.map((e) => e.node.profile.id));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(ids).toEqual([admin.id, joined[2].id, joined[3].id, joined[0].id, joined[1].id]);
    const moderators = ok(
      await as(null, MEMBERS, { groupId: group.id, role: "MODERATOR" }),
    ).groupMembers;
    expect(moderators.totalCount).toBe(1);
  });
});

describe("posts, comments and shares", () => {
  let admin: Member, member: Member, outsider: Member;
  let publicId: string;
  beforeAll(async () => {
    [admin, member, outsider] = await Promise.all([0, 1, 2].map(() => makeMember(app.url)));
    publicId = (await createGroup(admin)).id;
    await join(member, publicId, admin);
  });

  it.each([
    ["   ", "Post content cannot be empty."],
    ["p".repeat(1001), "Post content must not exceed 1000 characters."],
  ])("refuses the post %#", async (content, message) => {
    const res = await as(member, CREATE_POST, { input: { groupId: publicId, content } });
    expect(res.errors![0].message).toBe(message);
  });

  it("a post with an image; comments trimmed and oldest first, in pages; its author notified", async () => {
    const res = await gqlMultipart(
      app.url,
      CREATE_POST,
      { input: { groupId: publicId, content: "  With a picture  " } },
      { "input.image": { data: await image(900, 600), name: "p.jpg", type: "image/jpeg" } },
      auth(member),
    );
    const created = ok(res).createGroupPost;
    expect(created.content).toBe("With a picture");
    expect(created.imageUrl).toMatch(/\/uploads\/group\//);

    const empty = await as(admin, ADD_COMMENT, {
      input: { contentType: "GROUP_POST", contentId: created.id, content: "  " },
    });
    expect(empty.errors![0].message).toBe("Comment cannot be empty.");
    const texts = ["first", "second", "third"];
    for (const text of texts) await comment(admin, created.id, `  ${text}  `);
    const page1 = ok(
      await as(null, COMMENTS, { type: "GROUP_POST", id: created.id, first: 2 }),
    ).comments;
    const page2 = ok(
      await as(null, COMMENTS, {
        type: "GROUP_POST",
        id: created.id,
        first: 2,
        after: page1.pageInfo.endCursor,
      }),
    ).comments;
    expect(page1.totalCount).toBe(3);
    expect(
      [...page1.edges, ...page2.edges].map((e: { node: { content: string } }) => e.node.content),
    ).toEqual(texts);
    expect(page1.edges[0].node).toMatchObject({ viewerCanEdit: false, viewerCanDelete: false });

    const posts = ok(await as(member, POSTS, { groupId: publicId, first: 1 })).groupPosts;
    expect(posts.edges[0].node).toMatchObject({ id: created.id, commentCount: 3 });
    expect(await notificationsOf(member)).toContainEqual(
      expect.objectContaining({
        type: "COMMENT",
        title: "New Comment",
        data: expect.objectContaining({
          senderId: admin.id,
          contentType: "group_post",
          contentId: created.id,
          path: `/groups/${publicId}?post=${created.id}`,
        }),
      }),
    );
  });

  it("a public group's post is in the feed with its path; shares add the sharer's items", async () => {
    const created = await post(member, publicId, `Shareable ${word()}`);
    const shared = ok(
      await as(outsider, m.share, { id: created.id, comment: "  Worth reading  " }),
    ).shareGroupPost;
    expect(shared).toMatchObject({
      type: "SHARED_POST",
      contentId: created.id,
      description: "Worth reading",
      author: { id: outsider.id },
      path: `/groups/${publicId}?post=${created.id}`,
    });
    const tooLong = await as(outsider, m.share, { id: created.id, comment: "c".repeat(501) });
    expect(errorCode(tooLong)).toBe("BAD_USER_INPUT");
    const items = ok(await as(null, FEED)).feed.edges.map(
      (e: { node: { type: string; contentId: string; path: string } }) => e.node,
    );
    expect(items.filter((i: { contentId: string }) => i.contentId === created.id)).toEqual([
      expect.objectContaining({ type: "SHARED_POST" }),
      expect.objectContaining({
        type: "GROUP_POST",
        path: `/groups/${publicId}?post=${created.id}`,
      }),
    ]);
    const listed = ok(await as(null, POSTS, { groupId: publicId, first: 1 })).groupPosts;
    expect(listed.edges[0].node).toMatchObject({ id: created.id, shareCount: 1 });
  });

  it("a post by a banned member, or across a block either way, is not found to read, share or delete; the group's admins still delete it", async () => {
    const [author, blocker] = await Promise.all([0, 1].map(() => makeMember(app.url)));
    await join(author, publicId, admin);
    await join(blocker, publicId, admin);
    const authored = await post(author, publicId);
    const blockers = await post(blocker, publicId);
    ok(
      await as(blocker, `mutation ($id: ID!) { blockMember(userId: $id) { id } }`, {
        id: author.id,
      }),
    );
    const hidden = async (viewer: Member, id: string) => {
      expect(ok(await as(viewer, POST, { id })).groupPost).toBeNull();
      const shared = await as(viewer, m.share, { id });
      expect(errorCode(shared)).toBe("NOT_FOUND");
      expect(shared.errors![0].message).toBe("This post does not exist or has been removed.");
      expect(errorCode(await as(viewer, m.deletePost, { id }))).toBe("NOT_FOUND");
    };
    await hidden(blocker, authored.id);
    await hidden(author, blockers.id);
    // Anyone else reads it, and is refused its deletion as ever.
    expect(ok(await as(outsider, POST, { id: authored.id })).groupPost).toEqual({
      id: authored.id,
      content: expect.any(String),
    });
    expect(errorCode(await as(outsider, m.deletePost, { id: authored.id }))).toBe("FORBIDDEN");

    await sql("UPDATE profiles SET is_banned = true WHERE id = $1", [author.id]);
    await hidden(outsider, authored.id);
    expect(await sql("SELECT 1 FROM group_shares WHERE post_id = $1", [authored.id])).toEqual([]);
    // Moderation: the group's admin removes the banned member's post.
    expect(ok(await as(admin, m.deletePost, { id: authored.id })).deleteGroupPost).toBe(true);
    expect(await sql("SELECT 1 FROM group_posts WHERE id = $1", [authored.id])).toEqual([]);
  });

  it("deleting a post takes its comments, reactions, shares and feed items; deleting a group takes its posts", async () => {
    const group = await createGroup(admin);
    await join(member, group.id, admin);
    const doomed = await post(member, group.id);
    await comment(admin, doomed.id);
    ok(
      await as(admin, m.react, {
        input: { contentType: "GROUP_POST", contentId: doomed.id, reactionType: "LIKE" },
      }),
    );
    ok(await as(outsider, m.share, { id: doomed.id }));
    const survivor = await post(member, group.id);
    await comment(admin, survivor.id);

    const countFor = async (id: string) =>
      (
        await sql<{ comments: number; reactions: number; shares: number; items: number }>(
          `SELECT (SELECT count(*)::int FROM comments WHERE content_id = $1) AS comments,
                  (SELECT count(*)::int FROM reactions WHERE content_id = $1) AS reactions,
                  (SELECT count(*)::int FROM group_shares WHERE post_id = $1) AS shares,
                  (SELECT count(*)::int FROM feed_items WHERE content_id = $1) AS items`,
          [id],
        )
      )[0];
    expect(await countFor(doomed.id)).toEqual({ comments: 1, reactions: 1, shares: 1, items: 2 });
    ok(await as(member, m.deletePost, { id: doomed.id }));
    expect(await countFor(doomed.id)).toEqual({ comments: 0, reactions: 0, shares: 0, items: 0 });
    expect(ok(await as(null, POST, { id: doomed.id })).groupPost).toBeNull();

    expect(await countFor(survivor.id)).toMatchObject({ comments: 1, items: 1 });
    ok(await as(admin, m.deleteGroup, { id: group.id }));
    expect(await countFor(survivor.id)).toEqual({ comments: 0, reactions: 0, shares: 0, items: 0 });
    const [left] = await sql<{ members: number; items: number }>(
      `SELECT (SELECT count(*)::int FROM group_members WHERE group_id = $1) AS members,
              (SELECT count(*)::int FROM feed_items WHERE content_id = $1) AS items`,
      [group.id],
    );
    expect(left).toEqual({ members: 0, items: 0 });
  });
});

describe("private groups in the feed and search", () => {
  it("a private group's posts never reach the feed; search finds its card; going private clears its items", async () => {
    const admin = await makeMember(app.url);
    const reader = await makeMember(app.url);
    const tag = word();
    const hidden = await createGroup(admin, { name: `Hidden ${tag}`, isPrivate: true });
    const hiddenPost = await post(admin, hidden.id, `Secret ${tag}`);
    const open = await createGroup(admin, { name: `Open ${tag}` });
    const openPost = await post(admin, open.id, `Public ${tag}`);

    const feedIds = async () =>
      ok(await as(reader, FEED)).feed.edges.map(
        (e: { node: { contentId: string } }) => e.node.contentId,
      );
    expect(await feedIds()).toEqual(expect.arrayContaining([open.id, openPost.id]));
    expect(await feedIds()).not.toContain(hiddenPost.id);

    const hits = ok(await as(reader, SEARCH, { q: tag })).search.edges.map(
      (e: { node: { id: string } }) => e.node.id,
    );
    expect(hits).toEqual(expect.arrayContaining([hidden.id, open.id]));
    expect(hits).not.toContain(hiddenPost.id);

    ok(await as(admin, m.update, { id: open.id, input: { isPrivate: true } }));
    const after = await feedIds();
    expect(after).not.toContain(open.id);
    expect(after).not.toContain(openPost.id);
  });
});

describe("live comments", () => {
  const subscribe = (viewer: Member, id: string) =>
    listen(
      app.url,
      viewer,
      `subscription { commentAdded(contentType: GROUP_POST, contentId: "${id}") {
        id content author { id } } }`,
      probes.comment("group_post", id),
    );

  it("reach the members looking at a private group's post, not one who left; an outsider is refused", async () => {
    const [admin, reader, leaver, outsider] = await Promise.all(
      [0, 1, 2, 3].map(() => makeMember(app.url)),
    );
    const group = await createGroup(admin, { isPrivate: true });
    await join(reader, group.id, admin);
    await join(leaver, group.id, admin);
    const target = await post(admin, group.id);

    const readerLive = await subscribe(reader, target.id);
    const leaverLive = await subscribe(leaver, target.id);
    ok(await as(leaver, m.leave, { g: group.id }));
    const added = await comment(admin, target.id, "Live hello");
    await readerLive.settled();
    // Both listeners watch the same post, so each also hears the other's probe comments: left out here.
    const heard = (live: typeof readerLive) =>
      live.events.filter(
        (e: { commentAdded: { content: string } }) => !e.commentAdded.content.startsWith("probe "),
      );
    expect(heard(readerLive)).toEqual([
      { commentAdded: { id: added.id, content: "Live hello", author: { id: admin.id } } },
    ]);
    // The reader, a control on the same post, has it; the member who left gets nothing.
    expect(heard(leaverLive)).toEqual([]);
    await Promise.all([readerLive.close(), leaverLive.close()]);

    await expect(subscribe(outsider, target.id)).rejects.toThrow(
      /Join the group to see and create posts/,
    );
  });
});

describe("SQL statements stay constant as groups grow", () => {
  const statements = (res: GraphQLResponse<unknown>) => Number(res.headers.get("x-sql-statements"));
  // One root field per request: root fields resolve concurrently, so how their loaders' batches line
  // up (and so the count) would depend on which answer the database sends first.
  const GROUP_PAGE = [
    `query ($id: ID!) { group(id: $id) { ${GROUP_FIELDS} } }`,
    `query ($id: ID!) { groupMembers(groupId: $id, first: 5) {
      totalCount edges { node { role profile { id username } } } } }`,
    `query ($id: ID!) { groupPosts(groupId: $id, first: 20) { edges { node { id content commentCount
      shareCount viewerCanDelete author { id username } reactions { type count viewerHasReacted } } } } }`,
  ];
  /** The statements of each request of a group's page, in order. */
  const pageCost = async (viewer: Member, id: string) => {
    const counts = [];
    for (const query of GROUP_PAGE) {
      const res = await as(viewer, query, { id });
      ok(res);
      counts.push(statements(res));
    }
    return counts;
  };

  it("the groups list and a group page cost the same for small and busy groups", async () => {
    const admin = await makeMember(app.url);
    const others = await Promise.all([0, 1, 2, 3, 4].map(() => makeMember(app.url)));
    const tag = word();
    /** Each member joins and posts; the admin comments and reacts on every post. */
    const fill = async (groupId: string, members: Member[]) => {
      for (const who of members) await join(who, groupId, admin);
      for (const who of members) {
        const p = await post(who, groupId);
        await comment(admin, p.id);
        ok(
          await as(admin, m.react, {
            input: { contentType: "GROUP_POST", contentId: p.id, reactionType: "LAUGH" },
          }),
        );
      }
    };
    const small = await createGroup(admin, { name: `Small ${tag}` });
    await fill(small.id, others.slice(0, 1));
    const busy = await createGroup(admin, { name: `Busy ${tag}` });
    await fill(busy.id, others.slice(1));

    const smallPage = await pageCost(admin, small.id);
    const busyPage = await pageCost(admin, busy.id);
    expect(busyPage).toEqual(smallPage);
    // Each request's count includes the session lookup.
    expect(smallPage.reduce((a, b) => a + b)).toBeLessThanOrEqual(19);
    console.log(`group page statements: ${busyPage.join(" + ")}`);

    const LIST = `query ($search: String!, $first: Int) { groups(search: $search, first: $first) {
      edges { node { ${GROUP_FIELDS} } } } }`;
    const one = await as(admin, LIST, { search: tag, first: 1 });
    const two = await as(admin, LIST, { search: tag, first: 2 });
    expect(ok(two).groups.edges).toHaveLength(2);
    expect(statements(two)).toBe(statements(one));
    console.log(`groups list statements: ${statements(two)}`);
  });
});
