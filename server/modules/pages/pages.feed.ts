/**
 * The pages' part of the TOP feed (FeedKind.circle): a `page_post` item comes from the viewer's circle
 * when the viewer follows the post's page (its owner's own posts are theirs already), and says so with the
 * page's name as it is now. `viewerId` is the SQL of the viewer's id.
 */
export const pagePostCircle = (viewerId: string) => ({
  where: `EXISTS (SELECT 1 FROM page_posts pp
                    JOIN business_page_followers bf ON bf.page_id = pp.page_id AND bf.user_id = ${viewerId}
                   WHERE pp.id = f.content_id)`,
  reason: `(SELECT 'From ' || bp.name FROM page_posts pp JOIN business_pages bp ON bp.id = pp.page_id
             WHERE pp.id = f.content_id)`,
});
