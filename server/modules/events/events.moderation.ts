import type { Moderatable } from "../../kernel/moderatable";

/** Events for super admins; deleting one takes its attendance and feed item. */
export const moderatableEvent: Moderatable = {
  items: `SELECT e.id, e.created_at, e.title::text AS title, coalesce(e.description, '')::text AS body,
                 e.creator_id AS author_id, '/events/' || e.id AS path, 0 AS like_count
            FROM events e`,
  files: `SELECT creator_id AS owner_id, image_url AS url FROM events
           WHERE id = $1 AND creator_id IS NOT NULL AND image_url IS NOT NULL`,
  async remove(tx, id) {
    const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM events WHERE id = $1`, [id]);
    return deleted > 0;
  },
};
