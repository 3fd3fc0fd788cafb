import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Privacy controls (privacy.ts): who may message a member, who may list their connections, and whether
 * their whole e-mail address finds them in contacts search. Every member starts open, as before.
 */
export class PrivacyControls1797500000100 implements MigrationInterface {
  name = "PrivacyControls1797500000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "member_settings"
         ADD "who_can_message" varchar(12) NOT NULL DEFAULT 'EVERYONE',
         ADD "connections_visible_to" varchar(12) NOT NULL DEFAULT 'EVERYONE',
         ADD "discoverable_by_email" boolean NOT NULL DEFAULT true`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "member_settings" DROP COLUMN "who_can_message",
         DROP COLUMN "connections_visible_to", DROP COLUMN "discoverable_by_email"`,
    );
  }
}
