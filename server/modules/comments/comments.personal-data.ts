import type { PersonalData } from "../../kernel/module";

/** The comments (and forum replies) the member wrote, in their data export (comments.json). */
export const commentPersonalData: PersonalData = {
  "comments.json": async (db, memberId) => {
    const comments = (await db.query(
      `SELECT id, content_type AS "contentType", content_id AS "contentId", content,
              created_at AS "createdAt", edited_at AS "editedAt"
         FROM comments WHERE author_id = $1 ORDER BY created_at, id`,
      [memberId],
    )) as Record<string, unknown>[];
    return { comments };
  },
};
