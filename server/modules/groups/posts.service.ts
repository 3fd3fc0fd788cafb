import { emit } from "../../kernel/events";
import type { FeedItem } from "../feed";
import type { DataSource, EntityManager } from "typeorm";
import { inTransaction, shareLockIn } from "../../db/transaction";
import type { Context, Services } from "../../kernel/context";
import { DomainError, ErrorCode, ForbiddenError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { postTitle, type ShareablePost, sharePost } from "../../graphql/posts";
import { parseInput } from "../../graphql/validation";
import { blockedEither } from "../blocks";
import type { Viewer } from "../../kernel/viewer";
import type { Commentable } from "../../kernel/commentable";
import type { Reactable } from "../../kernel/reactable";
import { Group, GroupPost, GroupShare } from "./group.entity";
import type { CreateGroupPostInput } from "./groups.inputs";
import { groupPostSchema, shareSchema } from "./rules";
import { can } from "./groups.policy";
import {
  GROUP_ERRORS,
  groupNotFound,
  type GroupServices,
  readableGroup,
  requireGroup,
  roleIn,
} from "./groups.service";

export const POST_ERRORS = {
  notFound: "This post does not exist or has been removed.",
  deleteForbidden: "You do not have permission to delete this post.",
  sharePrivate: "Posts of private groups cannot be shared.",
};

const postNotFound = () => new DomainError(ErrorCode.NOT_FOUND, POST_ERRORS.notFound);

/** Where a post opens: its group's page, at the post. */
export const postPath = (post: Pick<GroupPost, "id" | "groupId">) =>
  `/groups/${post.groupId}?post=${post.id}`;

/**
 * A member posts in the group (members only: 'Join the group to see and create posts.'), with an optional
 * image by the article/group image rules. A public group's post gets a `group_post` feed item. Once
 * committed it goes live to the group's open pages (`groupPostAdded`).
 */
export async function createGroupPost(
  services: GroupServices,
  viewer: Viewer,
  input: CreateGroupPostInput,
): Promise<GroupPost> {
  const { content } = parseInput(groupPostSchema, input);
  return inTransaction(services.db, async (tx, afterCommit) => {
    // FOR SHARE: the group can't be deleted or made private while the post goes in.
    const group = await tx
      .getRepository(Group)
      .findOne({ where: { id: input.groupId }, lock: { mode: "pessimistic_read" } });
    if (!group) throw groupNotFound();
    if (!can(viewer, "post", { viewerRole: await roleIn(tx, group.id, viewer.id) }))
      throw new ForbiddenError(GROUP_ERRORS.membersOnly);
    const image = input.image
      ? await services.storage.storeImage(tx, viewer.id, "group", input.image)
      : null;
    const post = await tx.getRepository(GroupPost).save({
      groupId: group.id,
      authorId: viewer.id,
      content,
      imageUrl: image?.url ?? null,
      imageThumbnailUrl: image?.thumbnailUrl ?? null,
    });
    if (!group.isPrivate)
      await emit({ tx, afterCommit, services }, "ContentPublished", {
        type: "group_post",
        userId: viewer.id,
        contentId: post.id,
        title: group.name,
        description: content,
        imageUrl: post.imageUrl,
      });
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "group_post",
      contentId: post.id,
      authorId: viewer.id,
      text: content,
    });
    afterCommit(() => services.pubSub.publish("GROUP_POST_ADDED", group.id, { id: post.id }));
    return post;
  });
}

/** A group's posts, newest first; a private group's for its members only (FORBIDDEN otherwise). */
export async function listGroupPosts(
  ctx: Pick<Context, "db" | "loaders">,
  viewer: Viewer | null,
  input: PageArgs & { groupId: string },
) {
  const { db } = ctx;
  const group = await readableGroup(ctx, viewer, input.groupId);
  return keysetPage(
    db,
    {
      select: entityColumns(db, GroupPost, "gp"),
      from: "group_posts gp JOIN profiles p ON p.id = gp.author_id AND NOT p.is_banned",
      where: `gp.group_id = $1 AND NOT ${blockedEither("$2::uuid", "gp.author_id")}`,
      params: [group.id, viewer?.id ?? null],
      alias: "gp",
    },
    input,
    asEntities(GroupPost),
  );
}

/**
 * One post unless `groupPosts` leaves it out for the viewer: its author is banned, or either of them
 * blocked the other. Its group is not asked.
 */
async function unhiddenPost(db: DataSource, viewerId: string | null, id: string) {
  const [post] = asEntities(GroupPost)(
    await db.query(
      `SELECT ${entityColumns(db, GroupPost, "gp")}
         FROM group_posts gp JOIN profiles p ON p.id = gp.author_id AND NOT p.is_banned
        WHERE gp.id = $1 AND NOT ${blockedEither("$2::uuid", "gp.author_id")}`,
      [id, viewerId],
    ),
  );
  return post ?? null;
}

/** Whether `groupPosts` leaves out the posts of `authorId` for the viewer (banned, or a block either way). */
async function authorHidden(tx: EntityManager, viewerId: string, authorId: string) {
  const rows: unknown[] = await tx.query(
    `SELECT 1 FROM profiles p
      WHERE p.id = $2 AND (p.is_banned OR ${blockedEither("$1::uuid", "p.id")})`,
    [viewerId, authorId],
  );
  return rows.length > 0;
}

/**
 * One post, if the viewer may read its group's posts and `groupPosts` would list it for them (not by a
 * banned member, nor across a block); null otherwise.
 */
export async function findGroupPost(
  { db }: Pick<Services, "db">,
  viewer: Viewer | null,
  id: string,
): Promise<GroupPost | null> {
  const post = await unhiddenPost(db, viewer?.id ?? null, id);
  if (!post) return null;
  const group = await requireGroup(db.manager, post.groupId);
  const role = await roleIn(db.manager, group.id, viewer?.id);
  return can(viewer, "read", { isPrivate: group.isPrivate, viewerRole: role }) ? post : null;
}

/** A post published live (GROUP_POST_ADDED): its id; the topic is its group's. */
export type GroupPostEvent = { id: string };

/**
 * A live post as one subscriber may see it, or null: when they may no longer read the group's posts (they
 * left a private group), when its author is banned, when either of them blocked the other, or when it was
 * deleted since. Read from the database, not the loaders: it runs in the subscription's pipe, before
 * freshLoadersPerEvent gives the event loaders of its own.
 */
export async function postForEvent(
  { db }: Pick<Services, "db">,
  viewer: Viewer | null,
  event: GroupPostEvent,
): Promise<GroupPost | null> {
  const post = await unhiddenPost(db, viewer?.id ?? null, event.id);
  if (!post) return null;
  const group = await db.getRepository(Group).findOneBy({ id: post.groupId });
  const role = await roleIn(db.manager, post.groupId, viewer?.id);
  return group && can(viewer, "read", { isPrivate: group.isPrivate, viewerRole: role })
    ? post
    : null;
}

/**
 * Deletes a post (the groups policy's `deletePost`: its author, the group's admins and moderators, super
 * admins). A post `groupPosts` leaves out for the viewer (a banned author, a block either way) is not found,
 * except by those who moderate it, who may still remove it. Its shares go by foreign key; its comments,
 * reactions and feed items (its own and its shares') by the post table's triggers. Its image is discarded
 * afterwards.
 */
export async function deleteGroupPost(services: GroupServices, viewer: Viewer, id: string) {
  const { db } = services;
  const post = await db.getRepository(GroupPost).findOneBy({ id });
  if (!post) throw postNotFound();
  const group = await requireGroup(db.manager, post.groupId);
  const role = await roleIn(db.manager, group.id, viewer.id);
  if (!can(viewer, "read", { isPrivate: group.isPrivate, viewerRole: role })) throw postNotFound();
  if (!can(viewer, "deletePost", { authorId: post.authorId, viewerRole: role })) {
    if (await authorHidden(db.manager, viewer.id, post.authorId)) throw postNotFound();
    throw new ForbiddenError(POST_ERRORS.deleteForbidden);
  }
  await db.getRepository(GroupPost).delete({ id });
  await services.storage.discard(db, post.authorId, post.imageUrl);
  return true;
}

const GROUP_POSTS: ShareablePost<GroupPost> = {
  post: GroupPost,
  share: GroupShare,
  notFound: postNotFound,
};

/**
 * Shares a public group's post to the viewer's own feed, with an optional comment: a `shared_post` feed
 * item by the viewer. A private group's posts are for its members only and cannot be shared; a post
 * `groupPosts` leaves out for the viewer (a banned author, a block either way) is not found.
 */
export async function shareGroupPost(
  services: GroupServices,
  viewer: Viewer,
  input: { postId: string; comment?: string | null },
) {
  const { comment } = parseInput(shareSchema, input);
  const item = await sharePost(
    services,
    viewer.id,
    GROUP_POSTS,
    { postId: input.postId, comment },
    async (tx, post) => {
      if (await authorHidden(tx, viewer.id, post.authorId)) throw postNotFound();
      const group = await requireGroup(tx, post.groupId);
      if (!can(viewer, "share", group)) {
        const role = await roleIn(tx, group.id, viewer.id);
        if (!can(viewer, "read", { isPrivate: group.isPrivate, viewerRole: role }))
          throw postNotFound();
        throw new ForbiddenError(POST_ERRORS.sharePrivate);
      }
      return { title: group.name, imageUrl: post.imageUrl };
    },
  );
  return item as FeedItem;
}

/** The post and the viewer's role in its group; in a transaction, the post held FOR SHARE (a reaction or comment going in). */
async function postForContent(tx: EntityManager, id: string, viewerId: string | undefined) {
  const post = await tx.getRepository(GroupPost).findOne({ where: { id }, ...shareLockIn(tx) });
  if (!post) return null;
  const group = await requireGroup(tx, post.groupId);
  return { post, group, role: await roleIn(tx, group.id, viewerId) };
}

/** The reactions module's view of a group post: one the viewer may read, owned by its author. */
export const findReactablePost: Reactable = async (tx, id, viewerId) => {
  const found = await postForContent(tx, id, viewerId);
  // The rule reads the member's role only, loaded with the post.
  const facts = found && { isPrivate: found.group.isPrivate, viewerRole: found.role };
  if (!facts || !can(null, "react", facts)) return null;
  return {
    ownerId: found.post.authorId,
    noun: "post",
    title: postTitle(found.post),
    path: postPath(found.post),
  };
};

/**
 * The comments module's view of a group post: a private group's are read by its members (and super
 * admins); only members comment; the group's admins and moderators moderate.
 */
export const findCommentablePost: Commentable = async (tx, id, viewer) => {
  const found = await postForContent(tx, id, viewer?.id);
  if (!found) return null;
  const { post, group, role } = found;
  return {
    ownerId: post.authorId,
    noun: "post",
    title: postTitle(post),
    path: postPath(post),
    readRefusal: can(viewer, "read", { isPrivate: group.isPrivate, viewerRole: role })
      ? null
      : GROUP_ERRORS.membersOnly,
    commentRefusal: can(viewer, "post", { viewerRole: role }) ? null : GROUP_ERRORS.membersOnly,
    viewerModerates: can(viewer, "moderate", { viewerRole: role }),
  };
};
