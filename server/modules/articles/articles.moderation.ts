import type { Moderatable } from "../../kernel/moderatable";

/** Articles for super admins: every status, with their likes; deleting one takes its reactions too. */
export const moderatableArticle: Moderatable = {
  items: `SELECT a.id, a.created_at, a.title::text AS title, a.content::text AS body,
                 a.author_id, '/articles/' || a.id AS path,
                 (SELECT count(*)::int FROM reactions r
                   WHERE r.content_type = 'article' AND r.content_id = a.id
                     AND r.reaction_type = 'like') AS like_count
            FROM articles a`,
  files: `SELECT author_id AS owner_id, image_url AS url FROM articles
           WHERE id = $1 AND author_id IS NOT NULL AND image_url IS NOT NULL`,
  async remove(tx, id) {
    const [, deleted]: [unknown, number] = await tx.query(`DELETE FROM articles WHERE id = $1`, [
      id,
    ]);
    // Its feed item and comments go by triggers; reactions have no foreign key.
    await tx.query(`DELETE FROM reactions WHERE content_type = 'article' AND content_id = $1`, [
      id,
    ]);
    return deleted > 0;
  },
};
