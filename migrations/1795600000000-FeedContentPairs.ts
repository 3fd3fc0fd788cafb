import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Feed items name their content by one pair, (type, content_id), instead of one foreign-key column per
 * content type, so a new area never changes the feed's table. Deleting content still deletes its items:
 * `remove_feed_items()` is one trigger function, and each content table gets one trigger naming its feed
 * item types. A new area's migration adds its own line:
 *
 *   CREATE TRIGGER "TR_<table>_feed_items" AFTER DELETE ON "<table>"
 *     FOR EACH ROW EXECUTE FUNCTION remove_feed_items('<type>', ...);
 *
 * How many items a piece of content has is the writing area's rule (an article gets one, when it is
 * published, under its row lock; a post may be shared many times). The feed item types of the API
 * contract still to come (forum posts, page posts) are added now too.
 */
export class FeedContentPairs1795600000000 implements MigrationInterface {
  name = "FeedContentPairs1795600000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TYPE "feed_item_type" ADD VALUE IF NOT EXISTS 'forum_post'`);
    await queryRunner.query(`ALTER TYPE "feed_item_type" ADD VALUE IF NOT EXISTS 'page_post'`);
    await queryRunner.query(`
      CREATE FUNCTION remove_feed_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM feed_items
         WHERE content_id = OLD.id AND type::text = ANY (TG_ARGV);
        RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_articles_feed_items" AFTER DELETE ON "articles"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('article')`);
    await queryRunner.query(`DROP INDEX "UQ_feed_items_article"`);
    await queryRunner.query(`ALTER TABLE "feed_items" DROP CONSTRAINT "FK_feed_items_article"`);
    await queryRunner.query(`ALTER TABLE "feed_items" DROP COLUMN "article_id"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "feed_items" ADD "article_id" uuid`);
    await queryRunner.query(
      `UPDATE "feed_items" SET "article_id" = "content_id" WHERE "type" = 'article'`,
    );
    await queryRunner.query(`
      ALTER TABLE "feed_items" ADD CONSTRAINT "FK_feed_items_article" FOREIGN KEY ("article_id")
        REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_feed_items_article" ON "feed_items" ("article_id") WHERE "article_id" IS NOT NULL`,
    );
    await queryRunner.query(`DROP TRIGGER "TR_articles_feed_items" ON "articles"`);
    await queryRunner.query(`DROP FUNCTION remove_feed_items()`);
    // Postgres cannot drop an enum's values; the two new ones stay, unused.
  }
}
