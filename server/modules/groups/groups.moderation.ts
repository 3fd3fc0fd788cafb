import type { Moderatable } from "../../kernel/moderatable";

/** Groups for super admins; deleting one takes its members, posts and their comments and reactions. */
export const moderatableGroup: Moderatable = {
  items: `SELECT g.id, g.created_at, g.name::text AS title, g.description::text AS body,
                 g.created_by AS author_id, '/groups/' || g.id AS path, 0 AS like_count
            FROM groups g`,
  // The cover and the posts' images, under the uploader's id (the creator's for the cover).
  files: `SELECT created_by AS owner_id, cover_image_url AS url FROM groups
           WHERE id = $1 AND created_by IS NOT NULL AND cover_image_url IS NOT NULL
          UNION ALL
          SELECT author_id, image_url FROM group_posts
           WHERE group_id = $1 AND author_id IS NOT NULL AND image_url IS NOT NULL`,
  async remove(tx, id) {
    const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM groups WHERE id = $1`, [id]);
    return deleted > 0;
  },
};

/** Group posts for super admins; deleting one takes its comments, reactions and feed items (triggers). */
export const moderatableGroupPost: Moderatable = {
  items: `SELECT gp.id, gp.created_at, NULL::text AS title, gp.content::text AS body,
                 gp.author_id, '/groups/' || gp.group_id AS path,
                 (SELECT count(*)::int FROM reactions r
                   WHERE r.content_type = 'group_post' AND r.content_id = gp.id
                     AND r.reaction_type = 'like') AS like_count
            FROM group_posts gp`,
  files: `SELECT author_id AS owner_id, image_url AS url FROM group_posts
           WHERE id = $1 AND author_id IS NOT NULL AND image_url IS NOT NULL`,
  async remove(tx, id) {
    const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM group_posts WHERE id = $1`, [
      id,
    ]);
    return deleted > 0;
  },
};
