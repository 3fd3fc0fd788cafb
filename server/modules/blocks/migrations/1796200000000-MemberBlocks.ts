import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Blocks between members: one row per blocker and blocked member, gone with either account. The primary
 * key finds whom a member blocked, the second index who blocked them, so "either direction" is two
 * index lookups.
 */
export class MemberBlocks1796200000000 implements MigrationInterface {
  name = "MemberBlocks1796200000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "member_blocks" (
        "blocker_id" uuid NOT NULL,
        "blocked_id" uuid NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_member_blocks" PRIMARY KEY ("blocker_id", "blocked_id"),
        CONSTRAINT "CHK_member_blocks_not_self" CHECK ("blocker_id" <> "blocked_id"),
        CONSTRAINT "FK_member_blocks_blocker" FOREIGN KEY ("blocker_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_member_blocks_blocked" FOREIGN KEY ("blocked_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_member_blocks_blocked" ON "member_blocks" ("blocked_id", "blocker_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "member_blocks"`);
  }
}
