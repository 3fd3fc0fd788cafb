/**
 * The groups' part of the TOP feed (FeedKind.circle): a `group_post` item comes from the viewer's circle
 * when the viewer is a member of the post's group, and says so with the group's name as it is now.
 * `viewerId` is the SQL of the viewer's id.
 */
export const groupPostCircle = (viewerId: string) => ({
  where: `EXISTS (SELECT 1 FROM group_posts gp
                    JOIN group_members gm ON gm.group_id = gp.group_id AND gm.user_id = ${viewerId}
                   WHERE gp.id = f.content_id)`,
  reason: `(SELECT 'From ' || g.name FROM group_posts gp JOIN groups g ON g.id = gp.group_id
             WHERE gp.id = f.content_id)`,
});
