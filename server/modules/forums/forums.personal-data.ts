import type { PersonalData } from "../../kernel/module";

/** The forum posts the member wrote, in their data export beside their group posts (posts.json). */
export const forumPersonalData: PersonalData = {
  "posts.json": async (db, memberId) => {
    const forumPosts = (await db.query(
      `SELECT id, title, content, category, created_at AS "createdAt", edited_at AS "editedAt"
         FROM forum_posts WHERE author_id = $1 ORDER BY created_at, id`,
      [memberId],
    )) as Record<string, unknown>[];
    return { forumPosts };
  },
};
