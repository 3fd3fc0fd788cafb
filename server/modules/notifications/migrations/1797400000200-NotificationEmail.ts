import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Notification e-mail (email.ts, digest.ts, unsubscribe.ts):
 * - `unsubscribe_keys`: each member's key for the unsubscribe links of their e-mails, so a link works
 *   without signing in and cannot be made for another member or another kind;
 * - `email_deliveries`: each notification e-mail and digest by a key of what it is about, written before
 *   it is sent, so a job run again (a retry, a restart) never sends the same e-mail twice; a digest's
 *   row also starts the member's next period, sent or not (nothing unread: none is sent).
 */
export class NotificationEmail1797400000200 implements MigrationInterface {
  name = "NotificationEmail1797400000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "unsubscribe_keys" (
        "user_id" uuid PRIMARY KEY REFERENCES "users" ("id") ON DELETE CASCADE,
        "key" bytea NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE "email_deliveries" (
        "key" varchar(200) PRIMARY KEY,
        "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "kind" varchar(40) NOT NULL,
        "sent" boolean NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now())`);
    await queryRunner.query(
      `CREATE INDEX "IDX_email_deliveries_member" ON "email_deliveries" ("user_id", "kind", "created_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "email_deliveries"`);
    await queryRunner.query(`DROP TABLE "unsubscribe_keys"`);
  }
}
