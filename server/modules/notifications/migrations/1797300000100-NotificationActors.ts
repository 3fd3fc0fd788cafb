import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Notifications by the member whose action they tell of (`data.senderId`), so a banned or deleted
 * member's notifications can go from everyone's lists by index (notifications.service.ts).
 */
export class NotificationActors1797300000100 implements MigrationInterface {
  name = "NotificationActors1797300000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX "IDX_notifications_sender" ON "notifications" (((data ->> 'senderId')))
       WHERE data ? 'senderId'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_notifications_sender"`);
  }
}
