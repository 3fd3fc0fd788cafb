import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Articles (with a weighted tsvector for search) and reactions (one per member, content and kind). Feed
 * items gain article_id: at most one item per article, deleted with it.
 */
export class ArticlesReactions1795500000000 implements MigrationInterface {
  name = "ArticlesReactions1795500000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."article_status" AS ENUM('draft', 'pending', 'published')`,
    );
    await queryRunner.query(`
      CREATE TABLE "articles" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "author_id" uuid NOT NULL,
        "title" character varying(100) NOT NULL,
        "content" character varying(10000) NOT NULL,
        "excerpt" character varying(151) NOT NULL,
        "category" character varying(20),
        "image_url" text,
        "image_thumbnail_url" text,
        "status" "public"."article_status" NOT NULL,
        "reading_minutes" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "published_at" TIMESTAMP WITH TIME ZONE,
        "search_document" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', "title"), 'A') ||
          setweight(to_tsvector('english', "content"), 'B')
        ) STORED,
        CONSTRAINT "PK_articles" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_articles_category" CHECK ("category" IN ('Technology', 'Business', 'Lifestyle')),
        CONSTRAINT "FK_articles_author" FOREIGN KEY ("author_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_published" ON "articles" ("status", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_category" ON "articles" ("category", "status", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_author" ON "articles" ("author_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_articles_search" ON "articles" USING gin ("search_document")`,
    );

    await queryRunner.query(`
      CREATE TYPE "public"."reaction_content_type" AS ENUM('article', 'group_post', 'business_idea', 'forum_post')
    `);
    await queryRunner.query(
      `CREATE TYPE "public"."reaction_type" AS ENUM('like', 'dislike', 'love', 'laugh', 'cry')`,
    );
    await queryRunner.query(`
      CREATE TABLE "reactions" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL,
        "content_type" "public"."reaction_content_type" NOT NULL,
        "content_id" uuid NOT NULL,
        "reaction_type" "public"."reaction_type" NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_reactions" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_reactions_member_content_kind"
          UNIQUE ("user_id", "content_type", "content_id", "reaction_type"),
        CONSTRAINT "FK_reactions_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_reactions_content" ON "reactions" ("content_type", "content_id")`,
    );

    await queryRunner.query(`ALTER TABLE "feed_items" ADD "article_id" uuid`);
    await queryRunner.query(`
      ALTER TABLE "feed_items" ADD CONSTRAINT "FK_feed_items_article" FOREIGN KEY ("article_id")
        REFERENCES "articles"("id") ON DELETE CASCADE
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_feed_items_article" ON "feed_items" ("article_id") WHERE "article_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_feed_items_article"`);
    await queryRunner.query(`ALTER TABLE "feed_items" DROP CONSTRAINT "FK_feed_items_article"`);
    await queryRunner.query(`ALTER TABLE "feed_items" DROP COLUMN "article_id"`);
    await queryRunner.query(`DROP TABLE "reactions"`);
    await queryRunner.query(`DROP TYPE "public"."reaction_type"`);
    await queryRunner.query(`DROP TYPE "public"."reaction_content_type"`);
    await queryRunner.query(`DROP TABLE "articles"`);
    await queryRunner.query(`DROP TYPE "public"."article_status"`);
  }
}
