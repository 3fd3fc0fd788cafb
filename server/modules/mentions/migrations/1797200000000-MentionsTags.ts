import type { MigrationInterface, QueryRunner } from "typeorm";

/** The content tables whose rows carry mentions and tags, and their kinds (TextSaved's contentType). */
const CONTENT = [
  ["articles", "article"],
  ["group_posts", "group_post"],
  ["page_posts", "page_post"],
  ["forum_posts", "forum_post"],
  ["comments", "comment"],
  ["messages", "message"],
] as const;

/**
 * Mentions and tags, stored per piece of content (named by (content_type, content_id), as feed items,
 * reactions and comments are), so lookups go by index and never scan texts:
 *
 * - `content_mentions`: the members a text mentions;
 * - `mention_notices`: whom a piece of content has already notified, so an edit that keeps or re-adds a
 *   mention never notifies twice;
 * - `content_tags`: the tags a text carries, with its author and whether everyone may see the content
 *   (`public`: trending and tag counts read only those);
 * - `tag_follows`: the tags members follow.
 *
 * `remove_mentions_and_tags()` deletes a content's rows with it (one trigger per content table, as
 * `remove_feed_items()` does: FeedContentPairs); a member's go with their account by foreign key. The
 * two prefix indexes on profiles serve the `@` autocomplete (mentionCandidates).
 */
export class MentionsTags1797200000000 implements MigrationInterface {
  name = "MentionsTags1797200000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "content_mentions" (
        "content_type" character varying(20) NOT NULL,
        "content_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_content_mentions" PRIMARY KEY ("content_type", "content_id", "user_id"),
        CONSTRAINT "FK_content_mentions_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_content_mentions_user" ON "content_mentions" ("user_id", "created_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "mention_notices" (
        "content_type" character varying(20) NOT NULL,
        "content_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_mention_notices" PRIMARY KEY ("content_type", "content_id", "user_id"),
        CONSTRAINT "FK_mention_notices_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_mention_notices_user" ON "mention_notices" ("user_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "content_tags" (
        "content_type" character varying(20) NOT NULL,
        "content_id" uuid NOT NULL,
        "tag" character varying(200) NOT NULL,
        "author_id" uuid NOT NULL,
        "public" boolean NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_content_tags" PRIMARY KEY ("content_type", "content_id", "tag"),
        CONSTRAINT "FK_content_tags_author" FOREIGN KEY ("author_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_content_tags_tag" ON "content_tags" ("tag", "created_at", "content_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_tags_public_recent" ON "content_tags" ("created_at", "tag") WHERE "public"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_content_tags_author" ON "content_tags" ("author_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "tag_follows" (
        "user_id" uuid NOT NULL,
        "tag" character varying(200) NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_tag_follows" PRIMARY KEY ("user_id", "tag"),
        CONSTRAINT "FK_tag_follows_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_tag_follows_tag" ON "tag_follows" ("tag")`);
    await queryRunner.query(`
      CREATE FUNCTION remove_mentions_and_tags() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM content_mentions WHERE content_id = OLD.id AND content_type = TG_ARGV[0];
        DELETE FROM mention_notices WHERE content_id = OLD.id AND content_type = TG_ARGV[0];
        DELETE FROM content_tags WHERE content_id = OLD.id AND content_type = TG_ARGV[0];
        RETURN OLD;
      END $$`);
    for (const [table, type] of CONTENT)
      await queryRunner.query(`
        CREATE TRIGGER "TR_${table}_mentions_tags" AFTER DELETE ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION remove_mentions_and_tags('${type}')`);
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_username_prefix" ON "profiles" (lower("username"::text) text_pattern_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_full_name_prefix" ON "profiles" (lower("full_name") text_pattern_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_profiles_full_name_prefix"`);
    await queryRunner.query(`DROP INDEX "IDX_profiles_username_prefix"`);
    for (const [table] of CONTENT)
      await queryRunner.query(`DROP TRIGGER "TR_${table}_mentions_tags" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION remove_mentions_and_tags()`);
    await queryRunner.query(`DROP TABLE "tag_follows"`);
    await queryRunner.query(`DROP TABLE "content_tags"`);
    await queryRunner.query(`DROP TABLE "mention_notices"`);
    await queryRunner.query(`DROP TABLE "content_mentions"`);
  }
}
