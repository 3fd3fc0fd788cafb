import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * When a member's own deletion of their account is due (`deleteAccount`: 14 days on), null when none is
 * scheduled. Signing in clears it; the `account-deletion` job deletes the account only while it is set
 * and due.
 */
export class AccountDeletion1797600000300 implements MigrationInterface {
  name = "AccountDeletion1797600000300";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD "deletion_scheduled_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deletion_scheduled_at"`);
  }
}
