import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Groups (members with roles, join requests, invitations, posts, shares) and comments, which name their
 * content by (content_type, content_id) as reactions and feed items do.
 *
 * Deleting content deletes what names it: `remove_comments()` and `remove_reactions()` are trigger
 * functions like `remove_feed_items()` (FeedContentPairs), and each content table gets a trigger per
 * kind. A group's deletion cascades to its posts by foreign key, and each post's triggers then remove
 * its comments, reactions and feed items (its own and its shares').
 */
export class GroupsComments1795700000000 implements MigrationInterface {
  name = "GroupsComments1795700000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION remove_comments() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM comments WHERE content_id = OLD.id AND content_type::text = ANY (TG_ARGV);
        RETURN OLD;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION remove_reactions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM reactions WHERE content_id = OLD.id AND content_type::text = ANY (TG_ARGV);
        RETURN OLD;
      END $$`);

    await queryRunner.query(
      `CREATE TYPE "public"."commentable_type" AS ENUM('article', 'group_post', 'forum_post', 'page_post')`,
    );
    await queryRunner.query(`
      CREATE TABLE "comments" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "content_type" "public"."commentable_type" NOT NULL,
        "content_id" uuid NOT NULL,
        "author_id" uuid NOT NULL,
        "content" character varying(2000) NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "edited_at" TIMESTAMP(3) WITH TIME ZONE,
        CONSTRAINT "PK_comments" PRIMARY KEY ("id"),
        CONSTRAINT "FK_comments_author" FOREIGN KEY ("author_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_comments_content" ON "comments" ("content_type", "content_id", "created_at", "id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_comments_author" ON "comments" ("author_id")`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_articles_comments" AFTER DELETE ON "articles"
        FOR EACH ROW EXECUTE FUNCTION remove_comments('article')`);

    await queryRunner.query(
      `CREATE TYPE "public"."group_role" AS ENUM('admin', 'moderator', 'member')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."join_request_status" AS ENUM('pending', 'approved', 'rejected')`,
    );
    await queryRunner.query(
      `CREATE TYPE "public"."invitation_status" AS ENUM('pending', 'accepted', 'declined')`,
    );
    await queryRunner.query(`
      CREATE TABLE "groups" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "name" character varying(50) NOT NULL,
        "description" character varying(500) NOT NULL,
        "is_private" boolean NOT NULL DEFAULT false,
        "cover_image_url" text,
        "cover_thumbnail_url" text,
        "created_by" uuid,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "search_document" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', "name"), 'A') ||
          setweight(to_tsvector('english', "description"), 'B')
        ) STORED,
        CONSTRAINT "PK_groups" PRIMARY KEY ("id"),
        CONSTRAINT "FK_groups_creator" FOREIGN KEY ("created_by")
          REFERENCES "profiles"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_groups_newest" ON "groups" ("created_at", "id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_groups_search" ON "groups" USING gin ("search_document")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_groups_name_trgm" ON "groups" USING gin ("name" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_groups_description_trgm" ON "groups" USING gin ("description" gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE TRIGGER "TR_groups_feed_items" AFTER DELETE ON "groups"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('group')`);

    await queryRunner.query(`
      CREATE TABLE "group_members" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "group_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "role" "public"."group_role" NOT NULL DEFAULT 'member',
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_group_members" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_group_members_member" UNIQUE ("group_id", "user_id"),
        CONSTRAINT "FK_group_members_group" FOREIGN KEY ("group_id")
          REFERENCES "groups"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_group_members_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_group_members_user" ON "group_members" ("user_id")`);

    await queryRunner.query(`
      CREATE TABLE "group_join_requests" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "group_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "status" "public"."join_request_status" NOT NULL DEFAULT 'pending',
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_group_join_requests" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_group_join_requests_member" UNIQUE ("group_id", "user_id"),
        CONSTRAINT "FK_group_join_requests_group" FOREIGN KEY ("group_id")
          REFERENCES "groups"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_group_join_requests_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_group_join_requests_pending" ON "group_join_requests" ("group_id", "status", "created_at", "id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "group_invitations" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "group_id" uuid NOT NULL,
        "invited_user_id" uuid NOT NULL,
        "invited_by" uuid,
        "status" "public"."invitation_status" NOT NULL DEFAULT 'pending',
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_group_invitations" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_group_invitations_invitee" UNIQUE ("group_id", "invited_user_id"),
        CONSTRAINT "FK_group_invitations_group" FOREIGN KEY ("group_id")
          REFERENCES "groups"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_group_invitations_invitee" FOREIGN KEY ("invited_user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_group_invitations_inviter" FOREIGN KEY ("invited_by")
          REFERENCES "profiles"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_group_invitations_invitee" ON "group_invitations" ("invited_user_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "group_posts" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "group_id" uuid NOT NULL,
        "author_id" uuid NOT NULL,
        "content" character varying(1000) NOT NULL,
        "image_url" text,
        "image_thumbnail_url" text,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_group_posts" PRIMARY KEY ("id"),
        CONSTRAINT "FK_group_posts_group" FOREIGN KEY ("group_id")
          REFERENCES "groups"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_group_posts_author" FOREIGN KEY ("author_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_group_posts_group" ON "group_posts" ("group_id", "created_at", "id")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_group_posts_author" ON "group_posts" ("author_id")`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_group_posts_feed_items" AFTER DELETE ON "group_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('group_post', 'shared_post')`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_group_posts_comments" AFTER DELETE ON "group_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_comments('group_post')`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_group_posts_reactions" AFTER DELETE ON "group_posts"
        FOR EACH ROW EXECUTE FUNCTION remove_reactions('group_post')`);

    await queryRunner.query(`
      CREATE TABLE "group_shares" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "post_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "comment" character varying(500),
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_group_shares" PRIMARY KEY ("id"),
        CONSTRAINT "FK_group_shares_post" FOREIGN KEY ("post_id")
          REFERENCES "group_posts"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_group_shares_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_group_shares_post" ON "group_shares" ("post_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "group_shares"`);
    await queryRunner.query(`DROP TABLE "group_posts"`);
    await queryRunner.query(`DROP TABLE "group_invitations"`);
    await queryRunner.query(`DROP TABLE "group_join_requests"`);
    await queryRunner.query(`DROP TABLE "group_members"`);
    await queryRunner.query(`DROP TABLE "groups"`);
    await queryRunner.query(`DROP TYPE "public"."invitation_status"`);
    await queryRunner.query(`DROP TYPE "public"."join_request_status"`);
    await queryRunner.query(`DROP TYPE "public"."group_role"`);
    await queryRunner.query(`DROP TRIGGER "TR_articles_comments" ON "articles"`);
    await queryRunner.query(`DROP TABLE "comments"`);
    await queryRunner.query(`DROP TYPE "public"."commentable_type"`);
    await queryRunner.query(`DROP FUNCTION remove_reactions()`);
    await queryRunner.query(`DROP FUNCTION remove_comments()`);
  }
}
