import type { Moderatable } from "../../kernel/moderatable";

/** Forum posts for super admins; deleting one takes its replies, likes, saves and feed item. */
export const moderatableForumPost: Moderatable = {
  items: `SELECT fp.id, fp.created_at, fp.title::text AS title, fp.content::text AS body,
                 fp.author_id, '/forums/' || fp.id AS path,
                 (SELECT count(*)::int FROM reactions r
                   WHERE r.content_type = 'forum_post' AND r.content_id = fp.id
                     AND r.reaction_type = 'like') AS like_count
            FROM forum_posts fp`,
  async remove(tx, id) {
    const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM forum_posts WHERE id = $1`, [
      id,
    ]);
    return deleted > 0;
  },
};
