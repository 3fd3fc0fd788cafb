import { emit } from "../../kernel/events";
import type { EntityManager } from "typeorm";
import { inTransaction } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { DomainError, ErrorCode, ForbiddenError } from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { parseInput } from "../../graphql/validation";
import { blockedEither, isBlockedEither } from "../blocks";
import type { Viewer } from "../../kernel/viewer";
import { displayName } from "../../lib/text";
import { Profile } from "../profiles";
import { Comment } from "./comment.entity";
import { type CommentableType } from "../../kernel/kinds";
import type { CommentableTarget } from "../../kernel/commentable";
import type { AddCommentInput } from "./comments.inputs";
import { commentSchema } from "./rules";
import { can } from "./comments.policy";

export const COMMENT_ERRORS = {
  signIn: "You must be logged in to comment.",
  notFound: "This content does not exist or has been removed.",
  commentNotFound: "This comment does not exist or has been removed.",
  notYours: "Only its author can edit this comment.",
  deleteForbidden: "You do not have permission to delete this comment.",
};

type CommentServices = Pick<Services, "db" | "pubSub" | "registry">;
type Content = { contentType: CommentableType; contentId: string };

const contentNotFound = () => new DomainError(ErrorCode.NOT_FOUND, COMMENT_ERRORS.notFound);

/** The content as its area describes it to this viewer; NOT_FOUND when there is none for them. */
async function findTarget(
  services: Pick<Services, "registry">,
  tx: EntityManager,
  viewer: Viewer | null,
  { contentType, contentId }: Content,
): Promise<CommentableTarget> {
  const lookup = services.registry.commentables[contentType];
  const target = lookup ? await lookup(tx, contentId, viewer) : null;
  if (!target) throw contentNotFound();
  return target;
}

/** The target, if the viewer may read it and its comments; FORBIDDEN with the area's message if not. */
async function readableTarget(
  services: CommentServices,
  tx: EntityManager,
  viewer: Viewer | null,
  content: Content,
) {
  const target = await findTarget(services, tx, viewer, content);
  if (target.readRefusal) throw new ForbiddenError(target.readRefusal);
  return target;
}

/**
 * The target of the viewer's new comment. NOT_FOUND, as for content they may not know of, when they and its
 * owner blocked each other (either way): members on the two sides of a block don't see each other's content,
 * so neither answers it, whatever its kind. Then FORBIDDEN with the area's message when they may not read it
 * or comment on it.
 */
async function commentableTarget(
  services: CommentServices,
  tx: EntityManager,
  viewer: Viewer,
  content: Content,
) {
  const target = await findTarget(services, tx, viewer, content);
  if (target.ownerId !== viewer.id && (await isBlockedEither(tx, viewer.id, target.ownerId)))
    throw contentNotFound();
  if (target.readRefusal) throw new ForbiddenError(target.readRefusal);
  if (target.commentRefusal) throw new ForbiddenError(target.commentRefusal);
  return target;
}

/** Throws NOT_FOUND or FORBIDDEN unless the viewer may read the content and its comments. */
export async function requireReadable(
  services: CommentServices,
  viewer: Viewer | null,
  content: Content,
) {
  await readableTarget(services, services.db.manager, viewer, content);
}

/** The comments on a piece of content, oldest first; for whoever may read it. */
export async function listComments(
  services: CommentServices,
  viewer: Viewer | null,
  input: PageArgs & Content,
) {
  const { db } = services;
  const target = await readableTarget(services, db.manager, viewer, input);
  return keysetPage(
    db,
    {
      select: entityColumns(db, Comment, "c"),
      from: "comments c JOIN profiles p ON p.id = c.author_id AND NOT p.is_banned",
      where: `c.content_type = $1 AND c.content_id = $2 AND NOT ${blockedEither("$3::uuid", "c.author_id")}`,
      params: [input.contentType, input.contentId, viewer?.id ?? null],
      alias: "c",
      ascending: true,
    },
    input,
    (rows: Comment[]) =>
      asEntities(Comment)(rows).map((c) =>
        Object.assign(c, { viewerModerates: target.viewerModerates }),
      ),
  );
}

/**
 * Adds the viewer's comment, trimmed, if they may comment on the content (the area says who may: group
 * members, an unlocked forum post…) and neither they nor its owner blocked the other. The content's owner is
 * notified (not of their own), and subscribers reading the content get it live, after the commit.
 */
export async function addComment(
  services: CommentServices,
  viewer: Viewer,
  input: AddCommentInput,
): Promise<Comment> {
  const { content } = parseInput(commentSchema, input);
  return inTransaction(services.db, async (tx, afterCommit) => {
    const target = await commentableTarget(services, tx, viewer, input);
    const comment = await tx.getRepository(Comment).save({
      contentType: input.contentType,
      contentId: input.contentId,
      authorId: viewer.id,
      content,
      editedAt: null,
    });
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "comment",
      contentId: comment.id,
      authorId: viewer.id,
      text: content,
      parent: { contentType: input.contentType, contentId: input.contentId },
    });
    if (target.ownerId !== viewer.id) {
      const actor = await tx.getRepository(Profile).findOneBy({ id: viewer.id });
      await emit({ tx, afterCommit, services }, "NotificationDue", {
        userId: target.ownerId,
        type: "comment",
        title: "New Comment",
        message: `${displayName(actor)} commented on your ${target.noun} "${target.title}"`,
        data: {
          senderId: viewer.id,
          contentType: input.contentType,
          contentId: input.contentId,
          commentId: comment.id,
          path: target.path,
        },
        groupKey: `${input.contentType}:${input.contentId}`,
      });
    }
    afterCommit(() =>
      services.pubSub.publish("COMMENT_ADDED", {
        id: comment.id,
        contentType: input.contentType,
        contentId: input.contentId,
      }),
    );
    return Object.assign(comment, { viewerModerates: target.viewerModerates });
  });
}

/** A comment as the viewer may see it (they may read its content), or NOT_FOUND. */
async function findComment(services: CommentServices, viewer: Viewer | null, id: string) {
  const comment = await services.db.getRepository(Comment).findOneBy({ id });
  if (!comment) throw new DomainError(ErrorCode.NOT_FOUND, COMMENT_ERRORS.commentNotFound);
  const target = await readableTarget(services, services.db.manager, viewer, comment);
  return Object.assign(comment, { viewerModerates: target.viewerModerates });
}

/** Edits one of the viewer's comments: trimmed by the same rules; marks it edited. */
export async function updateComment(
  services: CommentServices,
  viewer: Viewer,
  input: { id: string; content: string },
) {
  const { content } = parseInput(commentSchema, input);
  const comment = await findComment(services, viewer, input.id);
  if (!can(viewer, "edit", comment)) throw new ForbiddenError(COMMENT_ERRORS.notYours);
  comment.content = content;
  comment.editedAt = new Date();
  await inTransaction(services.db, async (tx, afterCommit) => {
    await tx
      .getRepository(Comment)
      .update({ id: comment.id }, { content, editedAt: comment.editedAt });
    await emit({ tx, afterCommit, services }, "TextSaved", {
      contentType: "comment",
      contentId: comment.id,
      authorId: comment.authorId,
      text: content,
      parent: { contentType: comment.contentType, contentId: comment.contentId },
    });
  });
  return comment;
}

/** Deletes a comment, if the viewer may (the comments policy's `delete`). */
export async function deleteComment(services: CommentServices, viewer: Viewer, id: string) {
  const comment = await findComment(services, viewer, id);
  if (!can(viewer, "delete", comment)) throw new ForbiddenError(COMMENT_ERRORS.deleteForbidden);
  await services.db.getRepository(Comment).delete({ id });
  return true;
}

export type CommentEvent = Content & { id: string };

/**
 * The comment of a `commentAdded` event, as this subscriber may see it; null when it is gone, its author is
 * banned or on the other side of a block with the subscriber, or the subscriber may no longer read the
 * content (a member who left a private group).
 */
export async function commentForEvent(
  services: CommentServices,
  viewer: Viewer | null,
  event: CommentEvent,
): Promise<Comment | null> {
  const [row] = asEntities(Comment)(
    await services.db.query(
      `SELECT ${entityColumns(services.db, Comment, "c")}
         FROM comments c JOIN profiles p ON p.id = c.author_id AND NOT p.is_banned
        WHERE c.id = $1 AND NOT ${blockedEither("$2::uuid", "c.author_id")}`,
      [event.id, viewer?.id ?? null],
    ),
  );
  if (!row) return null;
  const lookup = services.registry.commentables[event.contentType];
  const target = lookup ? await lookup(services.db.manager, event.contentId, viewer) : null;
  if (!target || target.readRefusal) return null;
  return Object.assign(row, { viewerModerates: target.viewerModerates });
}
