import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * When each session was last used (Settings › Security lists sessions newest activity first). Existing
 * sessions start from when they were created. A member's sessions are found by their `user_id` index.
 */
export class SessionActivity1797500000000 implements MigrationInterface {
  name = "SessionActivity1797500000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" ADD "last_seen_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "sessions" SET "last_seen_at" = "created_at"`);
    await queryRunner.query(
      `ALTER TABLE "sessions" ALTER COLUMN "last_seen_at" SET DEFAULT now(), ALTER COLUMN "last_seen_at" SET NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sessions" DROP COLUMN "last_seen_at"`);
  }
}
