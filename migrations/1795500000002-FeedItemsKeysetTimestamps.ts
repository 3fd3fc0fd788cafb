import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Feed items' creation times to the millisecond too, like the other keyset tables: the feed's cursor is
 * then the same (created_at, id) Date cursor as every other list's.
 */
export class FeedItemsKeysetTimestamps1795500000002 implements MigrationInterface {
  name = "FeedItemsKeysetTimestamps1795500000002";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "feed_items" ALTER COLUMN "created_at" TYPE TIMESTAMP(3) WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "feed_items" ALTER COLUMN "created_at" TYPE TIMESTAMP WITH TIME ZONE`,
    );
  }
}
