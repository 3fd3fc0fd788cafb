import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { entityByIdLoader } from "../../graphql/loaders";
import type { Viewer } from "../../kernel/viewer";
import { ForumPost } from "./forum.entity";

/** The forums area's loaders: posts by id and whether the viewer saved them, one statement per batch. */
export const forumLoaders = (db: DataSource, viewer: Viewer | null) => {
  const viewerId = viewer?.id ?? null;
  return {
    forumPostById: entityByIdLoader(
      db,
      ForumPost,
      "fp",
      "forum_posts fp JOIN profiles p ON p.id = fp.author_id AND NOT p.is_banned",
    ),
    /** Whether the viewer saved each post (false for a visitor, without a statement). */
    viewerSavedForumPost: new DataLoader<string, boolean>(async (ids) => {
      if (!viewerId) return ids.map(() => false);
      const rows: { post_id: string }[] = await db.query(
        `SELECT post_id FROM forum_post_saves WHERE user_id = $1 AND post_id = ANY($2::uuid[])`,
        [viewerId, ids],
      );
      const saved = new Set(rows.map((r) => r.post_id));
      return ids.map((id) => saved.has(id));
    }),
  };
};
