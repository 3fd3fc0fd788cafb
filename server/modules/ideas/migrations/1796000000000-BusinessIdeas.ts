import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Business ideas and their founders' updates. The grid reads ideas newest first, all or of one industry,
 * so both orders have an index; an idea's updates are read newest first. Deleting an idea deletes its
 * updates, feed items and reactions (`remove_feed_items`, `remove_reactions`); a business inquiry keeps
 * its message and loses its link (`messages.business_idea_id` becomes null). Inquiries written before
 * ideas had a table name nothing and are unlinked.
 */
export class BusinessIdeas1796000000000 implements MigrationInterface {
  name = "BusinessIdeas1796000000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TYPE "public"."industry" AS ENUM('technology', 'finance', 'healthcare', 'education',
        'e_commerce', 'retail', 'manufacturing', 'energy', 'real_estate', 'agriculture',
        'entertainment', 'food', 'transportation', 'other')`);
    await queryRunner.query(`CREATE TYPE "public"."risk_level" AS ENUM('low', 'medium', 'high')`);
    await queryRunner.query(
      `CREATE TYPE "public"."business_idea_status" AS ENUM('active', 'funded')`,
    );
    await queryRunner.query(`CREATE TYPE "public"."media_type" AS ENUM('image', 'video')`);
    await queryRunner.query(`
      CREATE TABLE "business_ideas" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "title" character varying(100) NOT NULL,
        "description" text NOT NULL,
        "industry" "public"."industry" NOT NULL,
        "risk" "public"."risk_level" NOT NULL DEFAULT 'medium',
        "status" "public"."business_idea_status" NOT NULL DEFAULT 'active',
        "funding_goal" integer NOT NULL,
        "current_funding" integer NOT NULL DEFAULT 0,
        "equity_offered" numeric(4,1),
        "location" character varying(100),
        "website" character varying(500),
        "pitch_deck_url" character varying(500),
        "image_url" text,
        "image_thumbnail_url" text,
        "video_url" text,
        "author_id" uuid,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "search_document" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', "title"), 'A') ||
          setweight(to_tsvector('english', "description" || ' ' || coalesce("location", '')), 'B')
        ) STORED,
        CONSTRAINT "PK_business_ideas" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_business_ideas_goal" CHECK ("funding_goal" >= 1000),
        CONSTRAINT "CHK_business_ideas_current" CHECK ("current_funding" >= 0),
        CONSTRAINT "CHK_business_ideas_equity"
          CHECK ("equity_offered" IS NULL OR "equity_offered" BETWEEN 0.1 AND 100),
        CONSTRAINT "FK_business_ideas_author" FOREIGN KEY ("author_id")
          REFERENCES "profiles"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_business_ideas_list" ON "business_ideas" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_business_ideas_industry" ON "business_ideas" ("industry", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_business_ideas_author" ON "business_ideas" ("author_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_business_ideas_search" ON "business_ideas" USING gin ("search_document")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_business_ideas_title_trgm" ON "business_ideas" USING gin ("title" gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE TRIGGER "TR_business_ideas_feed_items" AFTER DELETE ON "business_ideas"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('business_idea')`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_business_ideas_reactions" AFTER DELETE ON "business_ideas"
        FOR EACH ROW EXECUTE FUNCTION remove_reactions('business_idea')`);

    await queryRunner.query(`
      CREATE TABLE "business_updates" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "business_idea_id" uuid NOT NULL,
        "title" character varying(100) NOT NULL,
        "content" text NOT NULL,
        "media_url" text,
        "media_type" "public"."media_type",
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_business_updates" PRIMARY KEY ("id"),
        CONSTRAINT "FK_business_updates_idea" FOREIGN KEY ("business_idea_id")
          REFERENCES "business_ideas"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_business_updates_list" ON "business_updates" ("business_idea_id", "created_at", "id")`,
    );
    await queryRunner.query(`
      CREATE TRIGGER "TR_business_updates_feed_items" AFTER DELETE ON "business_updates"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('business_update')`);

    await queryRunner.query(
      `UPDATE "messages" SET "business_idea_id" = NULL WHERE "business_idea_id" IS NOT NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE "messages" ADD CONSTRAINT "FK_messages_business_idea"
        FOREIGN KEY ("business_idea_id") REFERENCES "business_ideas"("id") ON DELETE SET NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_business_idea" ON "messages" ("business_idea_id")
        WHERE "business_idea_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_messages_business_idea"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_messages_business_idea"`);
    await queryRunner.query(`DROP TABLE "business_updates"`);
    await queryRunner.query(`DROP TABLE "business_ideas"`);
    await queryRunner.query(`DROP TYPE "public"."media_type"`);
    await queryRunner.query(`DROP TYPE "public"."business_idea_status"`);
    await queryRunner.query(`DROP TYPE "public"."risk_level"`);
    await queryRunner.query(`DROP TYPE "public"."industry"`);
  }
}
