import type { EntityManager } from "typeorm";
import type { Viewer } from "./viewer";
import type { CommentableKind } from "./kinds";

/** A commentable content type by its stored value: the key an area registers its content under. */
export type { CommentableKind };

/** What the comments module needs to know of the content a comment is on, for one viewer. */
export type CommentableTarget = {
  /** Whom a new comment notifies (nobody for their own). */
  ownerId: string;
  /** How notifications name it: 'post', 'article'… and its title (or the start of its text). */
  noun: string;
  title: string;
  /** The app route that shows it (where a comment notification opens). */
  path: string;
  /** Why the viewer may not read it and its comments (a FORBIDDEN message), or null when they may. */
  readRefusal: string | null;
  /** Why the viewer may not comment (a FORBIDDEN message: not a member, a locked post), or null. */
  commentRefusal: string | null;
  /** Whether the viewer may delete anyone's comment on it (a group's admins, a page's owner). */
  viewerModerates: boolean;
};

/**
 * The contract a content area registers (`commentable` in its manifest): finds the content for a viewer,
 * or null when it doesn't exist or they may not know it does. Called inside the comment's transaction when
 * writing, so the content is held (FOR SHARE) until the comment is in. Types only: areas never import the
 * comments registry.
 */
export type Commentable = (
  tx: EntityManager,
  contentId: string,
  viewer: Viewer | null,
) => Promise<CommentableTarget | null>;
