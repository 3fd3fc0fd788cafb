import type { Moderatable } from "../../kernel/moderatable";

const deleted = async (result: Promise<[unknown, number]>) => (await result)[1] > 0;

/**
 * Business pages for super admins; deleting one takes its followers, posts, shares and reviews (foreign
 * keys), the posts' comments, reactions and feed items (triggers), and the owner's stored images.
 */
export const moderatablePage: Moderatable = {
  items: `SELECT bp.id, bp.created_at, bp.name::text AS title, bp.description::text AS body,
                 bp.owner_id AS author_id, '/business/' || bp.id AS path, 0 AS like_count
            FROM business_pages bp`,
  files: `SELECT bp.owner_id, f.url
            FROM business_pages bp
            CROSS JOIN LATERAL (
              SELECT bp.cover_image_url UNION ALL SELECT bp.profile_image_url
              UNION ALL SELECT unnest(pp.image_urls) FROM page_posts pp WHERE pp.page_id = bp.id
            ) f(url)
           WHERE bp.id = $1 AND f.url IS NOT NULL`,
  remove: (tx, id) => deleted(tx.query(`DELETE FROM business_pages WHERE id = $1`, [id])),
};

/** Page posts for super admins (their author: the page's owner); deleting one as its owner would. */
export const moderatablePagePost: Moderatable = {
  items: `SELECT pp.id, pp.created_at, NULL::text AS title, pp.content::text AS body,
                 bp.owner_id AS author_id, '/business/' || pp.page_id AS path,
                 (SELECT count(*)::int FROM reactions r
                   WHERE r.content_type = 'page_post' AND r.content_id = pp.id
                     AND r.reaction_type = 'like') AS like_count
            FROM page_posts pp JOIN business_pages bp ON bp.id = pp.page_id`,
  files: `SELECT bp.owner_id, unnest(pp.image_urls) AS url
            FROM page_posts pp JOIN business_pages bp ON bp.id = pp.page_id
           WHERE pp.id = $1`,
  remove: (tx, id) => deleted(tx.query(`DELETE FROM page_posts WHERE id = $1`, [id])),
};

/** Reviews for super admins. */
export const moderatableReview: Moderatable = {
  items: `SELECT r.id, r.created_at, NULL::text AS title, r.text::text AS body,
                 r.author_id, '/business/' || r.page_id AS path, 0 AS like_count
            FROM business_reviews r`,
  remove: (tx, id) => deleted(tx.query(`DELETE FROM business_reviews WHERE id = $1`, [id])),
};
