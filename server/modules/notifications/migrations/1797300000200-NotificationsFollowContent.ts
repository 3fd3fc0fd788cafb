import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Deleted content takes its notifications with it: a trigger on each table whose rows notifications
 * name (by the key their data carries the row's id under) removes them when the row goes, whoever
 * deletes it (its author, a super admin, a cascade from its group). A report's resolution stays: it
 * tells the reporter what was done. Found by a GIN index on the data (containment).
 */
const NAMED_BY: readonly [table: string, key: string][] = [
  ["articles", "contentId"],
  ["group_posts", "contentId"],
  ["page_posts", "contentId"],
  ["forum_posts", "contentId"],
  ["business_ideas", "contentId"],
  ["business_ideas", "businessIdeaId"],
  ["business_updates", "updateId"],
  ["comments", "commentId"],
  ["messages", "messageId"],
  ["events", "eventId"],
  ["groups", "groupId"],
  ["business_pages", "pageId"],
];

export class NotificationsFollowContent1797300000200 implements MigrationInterface {
  name = "NotificationsFollowContent1797300000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_data" ON "notifications" USING gin ("data" jsonb_path_ops)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION remove_notifications_about() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM notifications
         WHERE data @> jsonb_build_object(TG_ARGV[0], OLD.id::text) AND type <> 'report_resolved';
        RETURN OLD;
      END $$`);
    for (const [table, key] of NAMED_BY)
      await queryRunner.query(`
        CREATE TRIGGER "TR_${table}_notifications_${key}" AFTER DELETE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION remove_notifications_about('${key}')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, key] of NAMED_BY)
      await queryRunner.query(`DROP TRIGGER "TR_${table}_notifications_${key}" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION remove_notifications_about()`);
    await queryRunner.query(`DROP INDEX "IDX_notifications_data"`);
  }
}
