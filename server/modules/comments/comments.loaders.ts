import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { asEntities, entityColumns } from "../../graphql/pagination";
import type { Viewer } from "../../kernel/viewer";
import { Comment } from "./comment.entity";
import { type CommentableType } from "../../kernel/kinds";

export type CommentKey = { contentType: CommentableType; contentId: string };

/** Comment counts of any number of pieces of content, of any types, in one statement (banned authors' left out). */
function createCommentCountLoader(db: DataSource) {
  return new DataLoader<CommentKey, number, string>(
    async (keys) => {
      const rows: { content_type: string; content_id: string; count: number }[] = await db.query(
        `SELECT c.content_type, c.content_id, count(*)::int AS count
           FROM comments c
           JOIN unnest($1::commentable_type[], $2::uuid[]) AS k(content_type, content_id)
             ON c.content_type = k.content_type AND c.content_id = k.content_id
           JOIN profiles p ON p.id = c.author_id AND NOT p.is_banned
          GROUP BY c.content_type, c.content_id`,
        [keys.map((k) => k.contentType), keys.map((k) => k.contentId)],
      );
      const found = new Map(rows.map((r) => [`${r.content_type}:${r.content_id}`, r.count]));
      return keys.map((k) => found.get(`${k.contentType}:${k.contentId}`) ?? 0);
    },
    { cacheKeyFn: (key) => `${key.contentType}:${key.contentId}` },
  );
}

/** The newest comment on each of any number of pieces of content, in one statement (banned authors' left out). */
function createLastCommentLoader(db: DataSource) {
  return new DataLoader<CommentKey, Comment | null, string>(
    async (keys) => {
      const rows: Comment[] = asEntities(Comment)(
        await db.query(
          `SELECT DISTINCT ON (c.content_type, c.content_id) ${entityColumns(db, Comment, "c")}
             FROM comments c
             JOIN unnest($1::commentable_type[], $2::uuid[]) AS k(content_type, content_id)
               ON c.content_type = k.content_type AND c.content_id = k.content_id
             JOIN profiles p ON p.id = c.author_id AND NOT p.is_banned
            ORDER BY c.content_type, c.content_id, c.created_at DESC, c.id DESC`,
          [keys.map((k) => k.contentType), keys.map((k) => k.contentId)],
        ),
      );
      const found = new Map(rows.map((c) => [`${c.contentType}:${c.contentId}`, c]));
      return keys.map((k) => found.get(`${k.contentType}:${k.contentId}`) ?? null);
    },
    { cacheKeyFn: (key) => `${key.contentType}:${key.contentId}` },
  );
}

export const commentLoaders = (db: DataSource, _viewer: Viewer | null) => ({
  /** How many comments a piece of commentable content has. */
  commentCount: createCommentCountLoader(db),
  /** The newest comment on a piece of commentable content (a forum post's last reply), or null. */
  lastComment: createLastCommentLoader(db),
});
