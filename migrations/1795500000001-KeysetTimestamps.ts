import type { MigrationInterface, QueryRunner } from "typeorm";

/** The tables whose lists page by keyset on (created_at, id) through a JavaScript Date cursor. */
const TABLES = ["profiles", "connections", "messages", "notifications", "articles"];

/**
 * Creation times kept to the millisecond, the precision of a cursor's JavaScript Date. With microseconds,
 * a cursor cut to the millisecond skipped the rows later in the same millisecond (rows one transaction
 * writes share its timestamp), so a page could miss items.
 */
export class KeysetTimestamps1795500000001 implements MigrationInterface {
  name = "KeysetTimestamps1795500000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(
        `ALTER TABLE "${table}" ALTER COLUMN "created_at" TYPE TIMESTAMP(3) WITH TIME ZONE`,
      );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES)
      await queryRunner.query(
        `ALTER TABLE "${table}" ALTER COLUMN "created_at" TYPE TIMESTAMP WITH TIME ZONE`,
      );
  }
}
