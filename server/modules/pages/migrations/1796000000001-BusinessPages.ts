import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Business pages, their followers (one row per member and page), the owner's posts as the page, shares of
 * those posts and members' reviews (one per member and page). Lists read pages, posts and reviews newest
 * first, so each has its (…, created_at, id) index. Deleting a page deletes its `business_page` feed item;
 * deleting a post (or its page, by cascade) deletes its comments, reactions and feed items, its shares'
 * included. Page posts become a reaction content type.
 */
export class BusinessPages1796000000001 implements MigrationInterface {
  name = "BusinessPages1796000000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TYPE "public"."reaction_content_type" ADD VALUE IF NOT EXISTS 'page_post'`,
    );
    await queryRunner.query(`
      CREATE TYPE "public"."business_category" AS ENUM('restaurant', 'retail', 'technology',
        'healthcare', 'education', 'real_estate', 'automotive', 'beauty_wellness',
        'professional_services', 'other')`);
    await queryRunner.query(`
      CREATE TABLE "business_pages" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "name" character varying(100) NOT NULL,
        "description" character varying(2000) NOT NULL,
        "category" "public"."business_category" NOT NULL,
        "website" character varying(300),
        "phone" character varying(40),
        "email" character varying(254),
        "address" character varying(300),
        "hours" character varying(200),
        "cover_image_url" text,
        "cover_thumbnail_url" text,
        "profile_image_url" text,
        "is_verified" boolean NOT NULL DEFAULT false,
        "owner_id" uuid NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "search_document" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', "name"), 'A') ||
          setweight(to_tsvector('english', "description" || ' ' || CASE "category"
            WHEN 'real_estate' THEN 'real estate' WHEN 'beauty_wellness' THEN 'beauty wellness'
            WHEN 'professional_services' THEN 'professional services' WHEN 'restaurant' THEN 'restaurant'
            WHEN 'retail' THEN 'retail' WHEN 'technology' THEN 'technology'
            WHEN 'healthcare' THEN 'healthcare' WHEN 'education' THEN 'education'
            WHEN 'automotive' THEN 'automotive' ELSE 'other' END), 'B')
        ) STORED,
        CONSTRAINT "PK_business_pages" PRIMARY KEY ("id"),
        CONSTRAINT "FK_business_pages_owner" FOREIGN KEY ("owner_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_business_pages_newest" ON "business_pages" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_business_pages_owner" ON "business_pages" ("owner_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_business_pages_search" ON "business_pages" USING gin ("search_document")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_business_pages_name_trgm" ON "business_pages" USING gin ("name" gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE TRIGGER "TR_business_pages_feed_items" AFTER DELETE ON "business_pages"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('business_page')`);

    await queryRunner.query(`
      CREATE TABLE "business_page_followers" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "page_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_business_page_followers" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_business_page_followers_member" UNIQUE ("page_id", "user_id"),
        CONSTRAINT "FK_business_page_followers_page" FOREIGN KEY ("page_id")
          REFERENCES "business_pages"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_business_page_followers_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_business_page_followers_user" ON "business_page_followers" ("user_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "page_posts" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "page_id" uuid NOT NULL,
        "content" character varying(2000) NOT NULL,
        "image_urls" text array NOT NULL DEFAULT '{}',
        "image_thumbnail_urls" text array NOT NULL DEFAULT '{}',
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_page_posts" PRIMARY KEY ("id"),
        CONSTRAINT "FK_page_posts_page" FOREIGN KEY ("page_id")
          REFERENCES "business_pages"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_page_posts_page" ON "page_posts" ("page_id", "created_at", "id")`,
    );
    await queryRunner.query(`
      CREATE TRIGGER "TR_page_posts_feed_items" AFTER DELETE ON "page_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('page_post', 'shared_post')`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_page_posts_comments" AFTER DELETE ON "page_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_comments('page_post')`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_page_posts_reactions" AFTER DELETE ON "page_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_reactions('page_post')`);

    await queryRunner.query(`
      CREATE TABLE "page_shares" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "post_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "comment" character varying(500),
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_page_shares" PRIMARY KEY ("id"),
        CONSTRAINT "FK_page_shares_post" FOREIGN KEY ("post_id")
          REFERENCES "page_posts"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_page_shares_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_page_shares_post" ON "page_shares" ("post_id")`);

    await queryRunner.query(`
      CREATE TABLE "business_reviews" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "page_id" uuid NOT NULL,
        "author_id" uuid NOT NULL,
        "rating" smallint NOT NULL,
        "text" character varying(2000) NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_business_reviews" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_business_reviews_member" UNIQUE ("page_id", "author_id"),
        CONSTRAINT "CHK_business_reviews_rating" CHECK ("rating" BETWEEN 1 AND 5),
        CONSTRAINT "FK_business_reviews_page" FOREIGN KEY ("page_id")
          REFERENCES "business_pages"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_business_reviews_author" FOREIGN KEY ("author_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_business_reviews_page" ON "business_reviews" ("page_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_business_reviews_author" ON "business_reviews" ("author_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "business_reviews"`);
    await queryRunner.query(`DROP TABLE "page_shares"`);
    await queryRunner.query(`DROP TABLE "page_posts"`);
    await queryRunner.query(`DROP TABLE "business_page_followers"`);
    await queryRunner.query(`DROP TABLE "business_pages"`);
    await queryRunner.query(`DROP TYPE "public"."business_category"`);
    // A value cannot leave an enum type; 'page_post' stays in reaction_content_type, unused.
  }
}
