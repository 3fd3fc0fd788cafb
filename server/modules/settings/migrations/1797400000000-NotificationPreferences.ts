import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Notification preferences (preferences.ts): a row per member and kind the member changed (the rest follow
 * the defaults), and the e-mail digest's frequency with the moment it was chosen. The old single switch
 * comes along: a member who had turned e-mail notifications off gets every kind's e-mail off and no
 * digest. Everyone else's first digest period starts now, not when they joined (no burst of digests
 * reaching back to sign-up at the first run).
 */
export class NotificationPreferences1797400000000 implements MigrationInterface {
  name = "NotificationPreferences1797400000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "notification_preferences" (
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "type" varchar(40) NOT NULL,
        "in_app" boolean NOT NULL,
        "email" boolean NOT NULL,
        CONSTRAINT "PK_notification_preferences" PRIMARY KEY ("user_id", "type"))`);
    await queryRunner.query(
      `ALTER TABLE "member_settings" ADD "digest" varchar(10) NOT NULL DEFAULT 'WEEKLY',
                                     ADD "digest_chosen_at" TIMESTAMP(3) WITH TIME ZONE`,
    );
    await queryRunner.query(`
      INSERT INTO notification_preferences (user_id, type, in_app, email)
      SELECT s.user_id, t.type, true, false
        FROM member_settings s
       CROSS JOIN unnest(ARRAY['connection', 'connection_request', 'message', 'reaction', 'comment',
                               'mention', 'business_update', 'group_join_request',
                               'group_join_decision', 'group_invitation', 'event_updated',
                               'event_cancelled', 'event_promoted', 'event_reminder', 'page_followed',
                               'page_reviewed', 'report_resolved', 'data_export_ready']) AS t(type)
       WHERE NOT s.email_notifications`);
    await queryRunner.query(
      `UPDATE member_settings SET digest = 'OFF' WHERE NOT email_notifications`,
    );
    await queryRunner.query(`
      INSERT INTO member_settings (user_id, digest_chosen_at)
      SELECT id, now() FROM users
      ON CONFLICT (user_id) DO UPDATE SET digest_chosen_at = now()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "member_settings" DROP COLUMN "digest", DROP COLUMN "digest_chosen_at"`,
    );
    await queryRunner.query(`DROP TABLE "notification_preferences"`);
  }
}
