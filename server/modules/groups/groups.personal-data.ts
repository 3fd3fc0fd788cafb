import type { PersonalData } from "../../kernel/module";

/** The posts the member wrote in groups, in their data export (posts.json), each with its group. */
export const groupPersonalData: PersonalData = {
  "posts.json": async (db, memberId) => {
    const groupPosts = (await db.query(
      `SELECT p.id, json_build_object('id', g.id, 'name', g.name) AS "group", p.content,
              p.image_url AS "imageUrl", p.created_at AS "createdAt"
         FROM group_posts p JOIN groups g ON g.id = p.group_id
        WHERE p.author_id = $1 ORDER BY p.created_at, p.id`,
      [memberId],
    )) as Record<string, unknown>[];
    return { groupPosts };
  },
};
