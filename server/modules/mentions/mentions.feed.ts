import type { FeedCircle } from "../../kernel/module";

/**
 * The mentions area's part of the TOP feed's circle (FeedCircle): the public content carrying a tag the
 * viewer follows, found from the viewer's follows (tag_follows' key, then content_tags by tag), with the
 * reason 'Tagged #rust' (the first such tag by name). `viewerId` is the SQL of the viewer's id.
 */
export const followedTagsCircle: FeedCircle = (viewerId) => ({
  where: `(f.type::text, f.content_id) IN (
            SELECT ct.content_type, ct.content_id
              FROM tag_follows tf JOIN content_tags ct ON ct.tag = tf.tag AND ct.public
             WHERE tf.user_id = ${viewerId})`,
  reason: `(SELECT 'Tagged #' || min(ct.tag)
              FROM tag_follows tf JOIN content_tags ct ON ct.tag = tf.tag AND ct.public
             WHERE tf.user_id = ${viewerId}
               AND ct.content_type = f.type::text AND ct.content_id = f.content_id)`,
});
