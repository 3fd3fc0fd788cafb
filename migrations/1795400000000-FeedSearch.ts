import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The news feed (keyset-ordered, one index per filter shape) and search: pg_trgm for names, a weighted
 * tsvector on profiles. Written by hand: generated columns and operator-class indexes are beyond the
 * generator.
 */
export class FeedSearch1795400000000 implements MigrationInterface {
  name = "FeedSearch1795400000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS "pg_trgm"`);
    await queryRunner.query(`
      CREATE TYPE "public"."feed_item_type" AS ENUM(
        'new_user', 'group', 'group_post', 'shared_post', 'business_idea',
        'business_update', 'event', 'article', 'business_page'
      )
    `);
    await queryRunner.query(`
      CREATE TABLE "feed_items" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "type" "public"."feed_item_type" NOT NULL,
        "user_id" uuid,
        "content_id" uuid,
        "title" character varying(300),
        "description" character varying(1000),
        "image_url" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_feed_items" PRIMARY KEY ("id"),
        CONSTRAINT "FK_feed_items_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE SET NULL
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_feed_items_newest" ON "feed_items" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_feed_items_type_newest" ON "feed_items" ("type", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_feed_items_user" ON "feed_items" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_feed_items_content" ON "feed_items" ("content_id")`);

    // array_to_string is only STABLE; skills are plain text, so joining them is immutable here.
    await queryRunner.query(`
      CREATE FUNCTION "agora_words"(text[]) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, ' ') $$
    `);
    await queryRunner.query(`
      ALTER TABLE "profiles" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('simple', "username"::text || ' ' || coalesce("full_name", '')), 'A') ||
        setweight(to_tsvector('english', coalesce("title", '') || ' ' || coalesce("company", '')), 'B') ||
        setweight(to_tsvector('english',
          coalesce("bio", '') || ' ' || coalesce("location", '') || ' ' || "agora_words"("skills")), 'C')
      ) STORED
    `);
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_search" ON "profiles" USING gin ("search_document")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_username_trgm" ON "profiles" USING gin (("username"::text) gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_full_name_trgm" ON "profiles" USING gin ((coalesce("full_name", '')) gin_trgm_ops)`,
    );

    // Every member who exists already gets the item a new member gets.
    await queryRunner.query(`
      INSERT INTO "feed_items" ("type", "user_id", "content_id", "title", "description", "created_at")
      SELECT 'new_user', p."id", p."id", coalesce(p."full_name", p."username") || ' joined Agora', p."bio", p."created_at"
        FROM "profiles" p
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_profiles_full_name_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_profiles_username_trgm"`);
    await queryRunner.query(`DROP INDEX "IDX_profiles_search"`);
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "search_document"`);
    await queryRunner.query(`DROP FUNCTION "agora_words"(text[])`);
    await queryRunner.query(`DROP TABLE "feed_items"`);
    await queryRunner.query(`DROP TYPE "public"."feed_item_type"`);
  }
}
