import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Forums: posts in four fixed categories, saves per member and counted views.
 *
 * The list reads pinned posts first, then newest: its index holds that order as an expression (the pager's
 * rank), for all posts and per category. Search is full-text over a generated document (title A, content
 * B), with trigram indexes for the list's substring search. A post's deletion removes its saves and views
 * by foreign key, and its replies (comments), likes (reactions) and feed item by triggers.
 *
 * A view is a row keyed by (post, viewer key, hour): a member's id, or a digest of a visitor's address and
 * user agent, and the clock hour it fell in. A repeat in the same hour conflicts and counts nothing.
 */
export class Forums1795900000000 implements MigrationInterface {
  name = "Forums1795900000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TYPE "public"."forum_category" AS ENUM('general_discussion', 'technology', 'business', 'help_support')`,
    );
    await queryRunner.query(`
      CREATE TABLE "forum_posts" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "title" character varying(200) NOT NULL,
        "content" character varying(10000) NOT NULL,
        "category" "public"."forum_category" NOT NULL,
        "author_id" uuid NOT NULL,
        "is_pinned" boolean NOT NULL DEFAULT false,
        "is_locked" boolean NOT NULL DEFAULT false,
        "view_count" integer NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "edited_at" TIMESTAMP(3) WITH TIME ZONE,
        "search_document" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', "title"), 'A') ||
          setweight(to_tsvector('english', "content"), 'B')
        ) STORED,
        CONSTRAINT "PK_forum_posts" PRIMARY KEY ("id"),
        CONSTRAINT "FK_forum_posts_author" FOREIGN KEY ("author_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_forum_posts_author" ON "forum_posts" ("author_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_forum_posts_list" ON "forum_posts"
         ((CASE WHEN is_pinned THEN 0 ELSE 1 END), "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_forum_posts_category" ON "forum_posts"
         ("category", (CASE WHEN is_pinned THEN 0 ELSE 1 END), "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_forum_posts_search" ON "forum_posts" USING gin ("search_document")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_forum_posts_title_trgm" ON "forum_posts" USING gin ("title" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_forum_posts_content_trgm" ON "forum_posts" USING gin ("content" gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE TRIGGER "TR_forum_posts_feed_items" AFTER DELETE ON "forum_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('forum_post')`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_forum_posts_comments" AFTER DELETE ON "forum_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_comments('forum_post')`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_forum_posts_reactions" AFTER DELETE ON "forum_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_reactions('forum_post')`);

    await queryRunner.query(`
      CREATE TABLE "forum_post_saves" (
        "post_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_forum_post_saves" PRIMARY KEY ("post_id", "user_id"),
        CONSTRAINT "FK_forum_post_saves_post" FOREIGN KEY ("post_id")
          REFERENCES "forum_posts"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_forum_post_saves_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_forum_post_saves_user" ON "forum_post_saves" ("user_id", "created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "forum_post_views" (
        "post_id" uuid NOT NULL,
        "viewer_key" character varying(80) NOT NULL,
        "hour" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_forum_post_views" PRIMARY KEY ("post_id", "viewer_key", "hour"),
        CONSTRAINT "FK_forum_post_views_post" FOREIGN KEY ("post_id")
          REFERENCES "forum_posts"("id") ON DELETE CASCADE
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "forum_post_views"`);
    await queryRunner.query(`DROP TABLE "forum_post_saves"`);
    await queryRunner.query(`DROP TABLE "forum_posts"`);
    await queryRunner.query(`DROP TYPE "public"."forum_category"`);
  }
}
