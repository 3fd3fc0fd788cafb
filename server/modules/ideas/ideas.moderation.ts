import type { Moderatable } from "../../kernel/moderatable";

/**
 * Business ideas for super admins; deleting one takes its updates (foreign key), feed items and reactions
 * (triggers), and its founder's stored image, video and updates' media.
 */
export const moderatableIdea: Moderatable = {
  items: `SELECT bi.id, bi.created_at, bi.title::text AS title, bi.description AS body,
                 bi.author_id, '/investing/' || bi.id AS path,
                 (SELECT count(*)::int FROM reactions r
                   WHERE r.content_type = 'business_idea' AND r.content_id = bi.id
                     AND r.reaction_type = 'like') AS like_count
            FROM business_ideas bi`,
  files: `SELECT bi.author_id AS owner_id, f.url
            FROM business_ideas bi
            CROSS JOIN LATERAL (
              SELECT bi.image_url UNION ALL SELECT bi.video_url
              UNION ALL SELECT u.media_url FROM business_updates u WHERE u.business_idea_id = bi.id
            ) f(url)
           WHERE bi.id = $1 AND bi.author_id IS NOT NULL AND f.url IS NOT NULL`,
  async remove(tx, id) {
    const [, deleted]: [unknown, number] = await tx.query(
      `DELETE FROM business_ideas WHERE id = $1`,
      [id],
    );
    return deleted > 0;
  },
};
