// Mentions (@username) and tags (#word) over real GraphQL: what each text stores, whom a mention notifies
// (once per member per piece of content, edits included; never its author, across a block, or a member
// who may not read it), who sees a tag and its content, trending, following, the TOP feed's use of
// followed tags, the '@' autocomplete, search by #tag, and what a page of content costs.
import crypto from "node:crypto";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { makeMember, type Member } from "../support/factories";
import { gql, errorCode, type GraphQLResponse } from "../support/graphql-client";
import { startTestServer, type TestServer } from "../support/server";
import {
  MentionsTestAcceptFriendRequestDocument,
  MentionsTestAcceptGroupInvitationDocument,
  MentionsTestAddCommentDocument,
  MentionsTestBanDocument,
  MentionsTestBlockDocument,
  MentionsTestCandidatesDocument,
  MentionsTestCreateArticleDocument,
  MentionsTestCreateForumPostDocument,
  MentionsTestCreateGroupDocument,
  MentionsTestCreateGroupPostDocument,
  MentionsTestDeleteForumPostDocument,
  MentionsTestFollowedTagsDocument,
  MentionsTestFollowTagDocument,
  MentionsTestGroupPostsDocument,
  MentionsTestInviteToGroupDocument,
  MentionsTestNotificationsDocument,
  MentionsTestPublishArticleDocument,
  MentionsTestSearchDocument,
  MentionsTestSendFriendRequestDocument,
  MentionsTestSendMessageDocument,
  MentionsTestTagDocument,
  MentionsTestTaggedContentDocument,
  MentionsTestTopFeedDocument,
  MentionsTestTrendingDocument,
  MentionsTestUnfollowTagDocument,
  MentionsTestUpdateCommentDocument,
  MentionsTestUpdateForumPostDocument,
} from "./operations/mentions.generated";

jest.setTimeout(60000);

const ADMIN_EMAIL = "mentions-admin@agora.test";
let app: TestServer;
let admin: Member;
beforeAll(async () => {
  app = await startTestServer({ ADMIN_EMAILS: ADMIN_EMAIL });
  admin = await makeMember(app.url, { email: ADMIN_EMAIL });
});
afterAll(() => app.stop());

type Viewer = Member | null;
const send = <T, V extends Record<string, unknown>>(
  viewer: Viewer,
  document: TypedDocumentNode<T, V>,
  variables: V,
) => gql(app.url, document, variables, viewer ? { token: viewer.token } : {});

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
const word = () => crypto.randomBytes(4).toString("hex");
/** A tag no other test uses. */
const newTag = () => `t${word()}`;
const members = (n: number) => Promise.all(Array.from({ length: n }, () => makeMember(app.url)));

const forumPost = async (author: Member, title: string, content: string) =>
  (
    await call(author, MentionsTestCreateForumPostDocument, {
      input: { title, content, category: "GENERAL_DISCUSSION" },
    })
  ).createForumPost;

const editForumPost = async (author: Member, id: string, content: string) =>
  (await call(author, MentionsTestUpdateForumPostDocument, { id, input: { content } }))
    .updateForumPost;

const article = async (author: Member, content: string, title = `Article ${word()}`) =>
  (await call(author, MentionsTestCreateArticleDocument, { input: { title, content } }))
    .createArticle;

async function group(owner: Member, isPrivate: boolean, ...joiners: Member[]) {
  const { id } = (
    await call(owner, MentionsTestCreateGroupDocument, {
      input: { name: `Group ${word()}`, description: "A group for tests", isPrivate },
    })
  ).createGroup;
  for (const member of joiners) {
    await call(owner, MentionsTestInviteToGroupDocument, {
      groupId: id,
      emailOrUsername: member.username,
    });
    await call(member, MentionsTestAcceptGroupInvitationDocument, { groupId: id });
  }
  return id;
}

const groupPost = async (author: Member, groupId: string, content: string) =>
  (await call(author, MentionsTestCreateGroupPostDocument, { input: { groupId, content } }))
    .createGroupPost;

async function connect(a: Member, b: Member) {
  await call(a, MentionsTestSendFriendRequestDocument, { userId: b.id });
  await call(b, MentionsTestAcceptFriendRequestDocument, { userId: a.id });
}

type Notice = { type: string; title: string; message: string; data: Record<string, unknown> };
async function mentionsOf(member: Member): Promise<Notice[]> {
  const { notifications } = await call(member, MentionsTestNotificationsDocument, {});
  return notifications.edges
    .map((e) => e.node as unknown as Notice)
    .filter((n) => n.type === "MENTION");
}

describe("mentions", () => {
  it("store existing members only, case-insensitive, the longest username a run names", async () => {
    const [author, ana] = await members(2);
    const [dotted] = await Promise.all([makeMember(app.url, { username: `${ana.username}.x` })]);
    const post = await forumPost(
      author,
      "Hello",
      `Thanks @${ana.username.toUpperCase()}, @${dotted.username}. and @nobody_${word()} ` +
        `but not ${ana.username}@example.com nor \`@${ana.username}x\``,
    );
    expect(post.mentions.map((m) => m.id).sort()).toEqual([ana.id, dotted.id].sort());
    // '@ana.<word>' where only ana exists names ana.
    const other = await forumPost(author, "Again", `cc @${ana.username}.nobody`);
    expect(other.mentions.map((m) => m.id)).toEqual([ana.id]);
  });

  it("notify once per member per piece of content, through edits, never its author", async () => {
    const [author, ana, bob] = await members(3);
    const title = `Launch ${word()}`;
    const post = await forumPost(author, title, `Hi @${ana.username} and @${author.username}`);
    const [first] = await mentionsOf(ana);
    expect(first).toMatchObject({
      title: "New Mention",
      message: `${author.username} mentioned you in "${title}"`,
      data: {
        senderId: author.id,
        contentType: "forum_post",
        contentId: post.id,
        path: `/forums/${post.id}`,
      },
    });
    expect(await mentionsOf(author)).toEqual([]);

    // An edit adding bob notifies bob once; keeping ana notifies her no more.
    await editForumPost(author, post.id, `Hi @${ana.username} and @${bob.username}`);
    expect(await mentionsOf(bob)).toHaveLength(1);
    expect(await mentionsOf(ana)).toHaveLength(1);
    // Removing then re-adding a mention notifies nobody again.
    const removed = await editForumPost(author, post.id, `Hi @${bob.username}`);
    expect(removed.mentions.map((m) => m.id)).toEqual([bob.id]);
    await editForumPost(author, post.id, `Hi @${ana.username}, @${bob.username}`);
    expect(await mentionsOf(ana)).toHaveLength(1);
    expect(await mentionsOf(bob)).toHaveLength(1);
  });

  it("notify nobody across a block, either way, while others still hear", async () => {
    const [author, blocker, blocked, control] = await members(4);
    await call(blocker, MentionsTestBlockDocument, { userId: author.id });
    await call(author, MentionsTestBlockDocument, { userId: blocked.id });
    await article(
      author,
      `Hello @${blocker.username}, @${blocked.username} and @${control.username}`,
    );
    expect(await mentionsOf(blocker)).toEqual([]);
    expect(await mentionsOf(blocked)).toEqual([]);
    expect(await mentionsOf(control)).toHaveLength(1);
  });

  it("notify no one who may not read the content: a private group's outsider", async () => {
    const [owner, insider, outsider] = await members(3);
    const groupId = await group(owner, true, insider);
    const post = await groupPost(
      owner,
      groupId,
      `Welcome @${insider.username} and @${outsider.username}`,
    );
    // Both are mentioned (the text names them), only the member hears of it.
    expect(post.mentions).toHaveLength(2);
    const [notice] = await mentionsOf(insider);
    expect(notice.data).toMatchObject({
      contentType: "group_post",
      contentId: post.id,
      path: `/groups/${groupId}?post=${post.id}`,
    });
    expect(await mentionsOf(outsider)).toEqual([]);
  });

  it("in a comment name the comment and the commented content, once through edits", async () => {
    const [author, commenter, ana, bob] = await members(4);
    const title = `Notes ${word()}`;
    const { id: articleId } = await article(author, "Some notes", title);
    const comment = (
      await call(commenter, MentionsTestAddCommentDocument, {
        input: {
          contentType: "ARTICLE",
          contentId: articleId,
          content: `Agreed, @${ana.username}`,
        },
      })
    ).addComment;
    expect(comment.mentions.map((m) => m.id)).toEqual([ana.id]);
    const [notice] = await mentionsOf(ana);
    expect(notice).toMatchObject({
      message: `${commenter.username} mentioned you in a comment on "${title}"`,
      data: {
        senderId: commenter.id,
        contentType: "article",
        contentId: articleId,
        commentId: comment.id,
        path: `/articles/${articleId}`,
      },
    });
    const edited = (
      await call(commenter, MentionsTestUpdateCommentDocument, {
        id: comment.id,
        content: `Agreed, @${ana.username} and @${bob.username} #Reviews`,
      })
    ).updateComment;
    expect(edited.mentions).toHaveLength(2);
    expect(edited.tags).toEqual(["reviews"]);
    expect(await mentionsOf(ana)).toHaveLength(1);
    expect(await mentionsOf(bob)).toHaveLength(1);
  });

  it("in a draft notify nobody until it is published", async () => {
    const [author, ana] = await members(2);
    const title = `Draft ${word()}`;
    const draft = (
      await call(author, MentionsTestCreateArticleDocument, {
        input: { title, content: `For @${ana.username} #drafts`, draft: true },
      })
    ).createArticle;
    expect(draft.mentions.map((m) => m.id)).toEqual([ana.id]);
    expect(await mentionsOf(ana)).toEqual([]);
    const published = (await call(author, MentionsTestPublishArticleDocument, { id: draft.id }))
      .publishArticle;
    expect(published.tags).toEqual(["drafts"]);
    const notices = await mentionsOf(ana);
    expect(notices.map((n) => n.message)).toEqual([
      `${author.username} mentioned you in "${title}"`,
    ]);
  });

  it("and tags go with their content", async () => {
    const [author, ana] = await members(2);
    const post = await forumPost(author, "Short-lived", `@${ana.username} #gone`);
    const rows = async () =>
      (
        await app.db.query(
          `SELECT (SELECT count(*) FROM content_mentions WHERE content_id = $1)::int
                  + (SELECT count(*) FROM content_tags WHERE content_id = $1)::int
                  + (SELECT count(*) FROM mention_notices WHERE content_id = $1)::int AS count`,
          [post.id],
        )
      )[0].count as number;
    expect(await rows()).toBe(3);
    await call(author, MentionsTestDeleteForumPostDocument, { id: post.id });
    expect(await rows()).toBe(0);
  });

  it("in a message are stored and notify nobody; messages carry no tags", async () => {
    const [sender, receiver, ana] = await members(3);
    const message = (
      await call(sender, MentionsTestSendMessageDocument, {
        input: { receiverId: receiver.id, content: `Ask @${ana.username} about #rust` },
      })
    ).sendMessage;
    expect(message.mentions.map((m) => m.id)).toEqual([ana.id]);
    expect(await mentionsOf(ana)).toEqual([]);
    expect(await mentionsOf(receiver)).toEqual([]);
    const [{ count }] = await app.db.query(
      `SELECT count(*)::int AS count FROM content_tags WHERE content_id = $1`,
      [message.id],
    );
    expect(count).toBe(0);
  });
});

describe("tags", () => {
  it("are stored per content, and a private group's are seen by its members only", async () => {
    const [owner, insider, outsider] = await members(3);
    const tag = newTag();
    const groupId = await group(owner, true, insider);
    const post = await groupPost(owner, groupId, `Secret plans #${tag.toUpperCase()} #${tag}`);
    expect(post.tags).toEqual([tag]);

    expect((await call(outsider, MentionsTestTagDocument, { name: `#${tag}` })).tag).toBeNull();
    expect((await call(null, MentionsTestTagDocument, { name: tag })).tag).toBeNull();
    const outside = await call(outsider, MentionsTestTaggedContentDocument, { tag });
    expect(outside.taggedContent.edges).toEqual([]);

    // Private content counts in no use count.
    expect((await call(insider, MentionsTestTagDocument, { name: `#${tag}` })).tag).toEqual({
      name: tag,
      useCount: 0,
      followerCount: 0,
      viewerFollows: false,
    });
    const inside = await call(insider, MentionsTestTaggedContentDocument, { tag: `#${tag}` });
    expect(inside.taggedContent.edges.map((e) => e.node)).toEqual([
      {
        id: post.id,
        type: "GROUP_POST",
        contentId: post.id,
        path: `/groups/${groupId}?post=${post.id}`,
        author: { id: owner.id },
      },
    ]);
  });

  it("list the tagged content everyone may see, newest first, with its use count", async () => {
    const [author, reader] = await members(2);
    const tag = newTag();
    const groupId = await group(author, false);
    const first = await article(author, `About #${tag}`);
    const second = await groupPost(author, groupId, `More #${tag}`);
    const third = await forumPost(author, `#${tag} news`, "Body");
    await article(author, `Not tagged ${tag}`);
    for (const viewer of [reader, null]) {
      const { taggedContent } = await call(viewer, MentionsTestTaggedContentDocument, { tag });
      expect(taggedContent.edges.map((e) => [e.node.type, e.node.contentId])).toEqual([
        ["FORUM_POST", third.id],
        ["GROUP_POST", second.id],
        ["ARTICLE", first.id],
      ]);
    }
    const paged = await call(reader, MentionsTestTaggedContentDocument, { tag, first: 2 });
    expect(paged.taggedContent.pageInfo.hasNextPage).toBe(true);
    const rest = await call(reader, MentionsTestTaggedContentDocument, {
      tag,
      first: 2,
      after: paged.taggedContent.pageInfo.endCursor,
    });
    expect(rest.taggedContent.edges.map((e) => e.node.contentId)).toEqual([first.id]);
    expect((await call(null, MentionsTestTagDocument, { name: tag })).tag).toMatchObject({
      name: tag,
      useCount: 3,
    });
    // Invalid names are no tag.
    expect((await call(null, MentionsTestTagDocument, { name: "#x" })).tag).toBeNull();
  });

  it("trend by their uses in public content of the last 24 hours", async () => {
    const [author, insider] = await members(2);
    const [hot, warm, old, hidden] = [newTag(), newTag(), newTag(), newTag()];
    const privateGroup = await group(author, true, insider);
    await article(author, `#${hot} #${warm} #${old}`);
    await article(author, `#${hot} again`);
    const stale = await article(author, `#${old} #${old}`);
    await article(author, `#${old} and more`);
    for (let i = 0; i < 3; i++) await groupPost(author, privateGroup, `#${hidden} ${i}`);
    // Two of old's three uses are from two days ago.
    await app.db.query(
      `UPDATE content_tags SET created_at = now() - interval '2 days'
        WHERE tag = $1 AND content_id <> (SELECT content_id FROM content_tags
                                           WHERE tag = $1 ORDER BY created_at LIMIT 1)`,
      [old],
    );
    expect(stale.tags).toEqual([old]);
    const { trendingTags } = await call(null, MentionsTestTrendingDocument, { first: 50 });
    const names = trendingTags.map((t) => t.name);
    expect(names.filter((n) => [hot, warm, old, hidden].includes(n))).toEqual([
      hot,
      ...[warm, old].sort(),
    ]);
    expect(trendingTags.find((t) => t.name === hot)!.useCount).toBe(2);
    expect(trendingTags.find((t) => t.name === old)!.useCount).toBe(3);
  });

  it("are followed and unfollowed by members, with or without '#'", async () => {
    const [ana, bob] = await members(2);
    const tag = newTag();
    expect(errorCode(await send(null, MentionsTestFollowTagDocument, { name: tag }))).toBe(
      "UNAUTHENTICATED",
    );
    expect(errorCode(await send(ana, MentionsTestFollowTagDocument, { name: "#a b" }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(errorCode(await send(ana, MentionsTestFollowTagDocument, { name: "#C#" }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(
      (await call(ana, MentionsTestFollowTagDocument, { name: `#${tag.toUpperCase()}` })).followTag,
    ).toEqual({ name: tag, followerCount: 1, viewerFollows: true });
    await call(ana, MentionsTestFollowTagDocument, { name: tag });
    expect((await call(bob, MentionsTestFollowTagDocument, { name: tag })).followTag).toEqual({
      name: tag,
      followerCount: 2,
      viewerFollows: true,
    });
    expect((await call(ana, MentionsTestFollowedTagsDocument, {})).followedTags).toEqual([
      { name: tag, followerCount: 2, viewerFollows: true },
    ]);
    expect((await call(ana, MentionsTestUnfollowTagDocument, { name: tag })).unfollowTag).toEqual({
      name: tag,
      followerCount: 1,
      viewerFollows: false,
    });
    expect((await call(ana, MentionsTestFollowedTagsDocument, {})).followedTags).toEqual([]);
    expect(errorCode(await send(null, MentionsTestFollowedTagsDocument, {}))).toBe(
      "UNAUTHENTICATED",
    );
  });

  it("bring a followed tag's public content into the TOP feed's circle, with its reason", async () => {
    const [author, follower, insider] = await members(3);
    const tag = newTag();
    const privateGroup = await group(author, true, insider);
    await call(follower, MentionsTestFollowTagDocument, { name: tag });
    const tagged = await article(author, `Thoughts on #${tag}`);
    const untagged = await article(author, "Nothing to see");
    const hidden = await groupPost(author, privateGroup, `Members only #${tag}`);
    const { feed } = await call(follower, MentionsTestTopFeedDocument, {});
    const nodes = feed.edges.map((e) => e.node);
    const mine = nodes.find((n) => n.contentId === tagged.id);
    expect(mine).toMatchObject({ type: "ARTICLE", reason: `Tagged #${tag}` });
    expect(nodes.find((n) => n.contentId === untagged.id)?.reason).toBe("Popular on Agora");
    expect(nodes.find((n) => n.contentId === hidden.id)).toBeUndefined();
    // The circle comes first.
    expect(nodes.indexOf(mine!)).toBeLessThan(nodes.findIndex((n) => n.contentId === untagged.id));
  });

  it("are found by search with '#', tagged content above content that only names the word", async () => {
    const [author] = await members(1);
    const tag = newTag();
    const named = await article(author, `All about ${tag}, without a tag`, `${tag} notes`);
    const tagged = await article(author, `Plain words #${tag}`, "Other notes");
    const post = await forumPost(author, "Forum news", `More #${tag}`);
    const { search } = await call(null, MentionsTestSearchDocument, { query: `#${tag}` });
    const ids = search.edges.map((e) => (e.node as { id?: string }).id);
    expect(ids.slice(0, 2).sort()).toEqual([tagged.id, post.id].sort());
    expect(ids).toContain(named.id);
  });
});

describe("mentionCandidates", () => {
  it("lists connections first, never oneself, a blocked (either way) or banned member; members only", async () => {
    const stem = `cand${word()}`;
    const make = (suffix: string) => makeMember(app.url, { username: `${stem}_${suffix}` });
    const viewer = await make("me");
    const [stranger, friend, blocker, blocked, banned] = await Promise.all(
      ["a_stranger", "z_friend", "blocker", "blocked", "banned"].map(make),
    );
    await connect(viewer, friend);
    await call(blocker, MentionsTestBlockDocument, { userId: viewer.id });
    await call(viewer, MentionsTestBlockDocument, { userId: blocked.id });
    await call(admin, MentionsTestBanDocument, { userId: banned.id });

    const { mentionCandidates } = await call(viewer, MentionsTestCandidatesDocument, {
      prefix: `@${stem.toUpperCase()}`,
    });
    expect(mentionCandidates.map((m) => m.id)).toEqual([friend.id, stranger.id]);
    const one = await call(viewer, MentionsTestCandidatesDocument, { prefix: stem, first: 1 });
    expect(one.mentionCandidates.map((m) => m.id)).toEqual([friend.id]);
    // LIKE's own characters are only characters.
    const none = await call(viewer, MentionsTestCandidatesDocument, { prefix: `${stem}%` });
    expect(none.mentionCandidates).toEqual([]);
    expect(errorCode(await send(null, MentionsTestCandidatesDocument, { prefix: stem }))).toBe(
      "UNAUTHENTICATED",
    );
  });
});

describe("cost", () => {
  it("mentions and tags of a page of posts cost a constant number of statements", async () => {
    const [owner, ...others] = await members(4);
    const few = await group(owner, false);
    const many = await group(owner, false);
    await groupPost(owner, few, `Hi @${others[0].username} #one`);
    for (let i = 0; i < 12; i++)
      await groupPost(owner, many, `Hi @${others[i % 3].username} @${owner.username} #t${i} #all`);
    const page = async (groupId: string) => {
      const res = await send(owner, MentionsTestGroupPostsDocument, { groupId, first: 20 });
      expect(res.errors).toBeUndefined();
      return { res, edges: res.data!.groupPosts.edges };
    };
    const small = await page(few);
    const large = await page(many);
    expect(large.edges).toHaveLength(12);
    expect(large.edges[0].node.tags).toEqual(["all", "t11"]);
    expect(large.edges[0].node.mentions).toHaveLength(2);
    expect(statements(large.res)).toBe(statements(small.res));
  });
});
