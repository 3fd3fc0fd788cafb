import type { Moderatable } from "../../kernel/moderatable";

/** Comments (and forum replies) for super admins, opening the content they are on. */
export const moderatableComment: Moderatable = {
  items: `SELECT c.id, c.created_at, NULL::text AS title, c.content::text AS body, c.author_id,
                 CASE c.content_type
                   WHEN 'article' THEN '/articles/' || c.content_id
                   WHEN 'forum_post' THEN '/forums/' || c.content_id
                   WHEN 'group_post' THEN coalesce((SELECT '/groups/' || gp.group_id FROM group_posts gp
                                                     WHERE gp.id = c.content_id), '/groups')
                   WHEN 'page_post' THEN coalesce((SELECT '/business/' || pp.page_id || '?post=' || pp.id
                                                    FROM page_posts pp WHERE pp.id = c.content_id),
                                                  '/business')
                   ELSE '/'
                 END AS path,
                 0 AS like_count
            FROM comments c`,
  async remove(tx, id) {
    const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM comments WHERE id = $1`, [
      id,
    ]);
    return deleted > 0;
  },
};
