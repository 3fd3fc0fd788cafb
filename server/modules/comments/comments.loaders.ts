import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { asEntities, entityColumns } from "../../graphql/pagination";
import type { Viewer } from "../../kernel/viewer";
import { Comment } from "./comment.entity";
import { type CommentableType } from "../../kernel/kinds";
import { blockedEither } from "../blocks";

export type CommentKey = { contentType: CommentableType; contentId: string };

/**
 * The comments a viewer is shown, as `comments` lists them: banned authors' left out, and for a member those
 * of anyone on either side of a block with them. `$3` is the viewer's id (null for a visitor).
 */
const shownTo = `NOT ${blockedEither("$3::uuid", "c.author_id")}`;

/**
 * Comment counts of any number of pieces of content, of any types, in one statement: the comments the
 * viewer is shown (banned authors' left out, and those across a block with the viewer).
 */
function createCommentCountLoader(db: DataSource, viewer: Viewer | null) {
  return new DataLoader<CommentKey, number, string>(
    async (keys) => {
      const rows: { content_type: string; content_id: string; count: number }[] = await db.query(
        `SELECT c.content_type, c.content_id, count(*)::int AS count
           FROM comments c
           JOIN unnest($1::commentable_type[], $2::uuid[]) AS k(content_type, content_id)
             ON c.content_type = k.content_type AND c.content_id = k.content_id
           JOIN profiles p ON p.id = c.author_id AND NOT p.is_banned
          WHERE ${shownTo}
          GROUP BY c.content_type, c.content_id`,
        [keys.map((k) => k.contentType), keys.map((k) => k.contentId), viewer?.id ?? null],
      );
      const found = new Map(rows.map((r) => [`${r.content_type}:${r.content_id}`, r.count]));
      return keys.map((k) => found.get(`${k.contentType}:${k.contentId}`) ?? 0);
    },
    { cacheKeyFn: (key) => `${key.contentType}:${key.contentId}` },
  );
}

/**
 * The newest comment on each of any number of pieces of content, in one statement, of those the viewer is
 * shown (banned authors' left out, and those across a block with the viewer).
 */
function createLastCommentLoader(db: DataSource, viewer: Viewer | null) {
  return new DataLoader<CommentKey, Comment | null, string>(
    async (keys) => {
      const rows: Comment[] = asEntities(Comment)(
        await db.query(
          `SELECT DISTINCT ON (c.content_type, c.content_id) ${entityColumns(db, Comment, "c")}
             FROM comments c
             JOIN unnest($1::commentable_type[], $2::uuid[]) AS k(content_type, content_id)
               ON c.content_type = k.content_type AND c.content_id = k.content_id
             JOIN profiles p ON p.id = c.author_id AND NOT p.is_banned
            WHERE ${shownTo}
            ORDER BY c.content_type, c.content_id, c.created_at DESC, c.id DESC`,
          [keys.map((k) => k.contentType), keys.map((k) => k.contentId), viewer?.id ?? null],
        ),
      );
      const found = new Map(rows.map((c) => [`${c.contentType}:${c.contentId}`, c]));
      return keys.map((k) => found.get(`${k.contentType}:${k.contentId}`) ?? null);
    },
    { cacheKeyFn: (key) => `${key.contentType}:${key.contentId}` },
  );
}

export const commentLoaders = (db: DataSource, viewer: Viewer | null) => ({
  /** How many comments of a piece of commentable content the viewer is shown. */
  commentCount: createCommentCountLoader(db, viewer),
  /** The newest comment the viewer is shown on a piece of content (a forum post's last reply), or null. */
  lastComment: createLastCommentLoader(db, viewer),
});
