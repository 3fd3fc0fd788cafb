import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Grouped notifications: the members whose actions a notification tells of (newest first), what it is
 * about (`group_key`: repeats on it fold into the row until it is read) and where it opens.
 *
 * A banned, deleted or blocked member leaves notifications by `actor_ids` (a GIN index: containment), which
 * replaces the index on `data.senderId`; the unread grouped rows an action may fold into are found by
 * their key.
 */
export class GroupedNotifications1797400000100 implements MigrationInterface {
  name = "GroupedNotifications1797400000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "notifications"
        ADD "actor_ids" uuid[] NOT NULL DEFAULT '{}',
        ADD "group_key" varchar(200),
        ADD "path" varchar(500)`);
    await queryRunner.query(`
      UPDATE notifications SET actor_ids = ARRAY[(data ->> 'senderId')::uuid]
       WHERE data ? 'senderId' AND data ->> 'senderId' ~ '^[0-9a-f-]{36}$'`);
    await queryRunner.query(`
      UPDATE notifications SET path = data ->> 'path' WHERE data ? 'path'`);
    await queryRunner.query(
      `CREATE INDEX "IDX_notifications_actors" ON "notifications" USING gin ("actor_ids")`,
    );
    await queryRunner.query(`
      CREATE INDEX "IDX_notifications_unread_group" ON "notifications" ("user_id", "type", "group_key")
       WHERE NOT read AND group_key IS NOT NULL`);
    await queryRunner.query(`DROP INDEX "IDX_notifications_sender"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX "IDX_notifications_sender" ON "notifications" (((data ->> 'senderId')))
       WHERE data ? 'senderId'`);
    await queryRunner.query(`DROP INDEX "IDX_notifications_unread_group"`);
    await queryRunner.query(`DROP INDEX "IDX_notifications_actors"`);
    await queryRunner.query(
      `ALTER TABLE "notifications" DROP COLUMN "actor_ids", DROP COLUMN "group_key", DROP COLUMN "path"`,
    );
  }
}
