import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Reaction notifications carry the route of the content reacted to (`data.path`), as comment
 * notifications do, so clicking one opens it. Rows written before carried only the content's type and id:
 * this gives them their path where the content still exists (a group post's route needs its group, a page
 * post's its page). Rows whose content is gone keep none; the client then opens the content's area.
 */
export class ReactionNotificationPaths1796100000000 implements MigrationInterface {
  name = "ReactionNotificationPaths1796100000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE notifications n
         SET data = n.data || jsonb_build_object('path', found.path)
        FROM (
          SELECT r.id,
                 CASE r.content_type
                   WHEN 'article' THEN (SELECT '/articles/' || a.id FROM articles a WHERE a.id = r.content_id)
                   WHEN 'forum_post' THEN (SELECT '/forums/' || fp.id FROM forum_posts fp WHERE fp.id = r.content_id)
                   WHEN 'business_idea' THEN (SELECT '/investing/' || bi.id FROM business_ideas bi WHERE bi.id = r.content_id)
                   WHEN 'group_post' THEN (SELECT '/groups/' || gp.group_id || '?post=' || gp.id FROM group_posts gp WHERE gp.id = r.content_id)
                   WHEN 'page_post' THEN (SELECT '/business/' || pp.page_id FROM page_posts pp WHERE pp.id = r.content_id)
                 END AS path
            FROM (SELECT id, data->>'contentType' AS content_type, (data->>'contentId')::uuid AS content_id
                    FROM notifications
                   WHERE type = 'reaction' AND NOT data ? 'path'
                     AND data->>'contentId' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
                 ) r
        ) found
       WHERE n.id = found.id AND found.path IS NOT NULL`);
  }

  public async down(): Promise<void> {
    // The paths are true of the rows either way; new rows carry them too, so there is nothing to undo.
  }
}
