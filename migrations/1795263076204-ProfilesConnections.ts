import { MigrationInterface, QueryRunner } from "typeorm";

export class ProfilesConnections1795263076204 implements MigrationInterface {
  name = "ProfilesConnections1795263076204";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."connection_status" AS ENUM('following', 'friend_requested', 'friends')
        `);
    await queryRunner.query(`
            CREATE TABLE "connections" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "connected_user_id" uuid NOT NULL,
                "status" "public"."connection_status" NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_connections_pair" UNIQUE ("user_id", "connected_user_id"),
                CONSTRAINT "CHK_connections_not_self" CHECK ("user_id" <> "connected_user_id"),
                CONSTRAINT "PK_0a1f844af3122354cbd487a8d03" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_connections_initiator" ON "connections" ("user_id", "status", "created_at", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_connections_target" ON "connections" (
                "connected_user_id",
                "status",
                "created_at",
                "id"
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "notifications" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "user_id" uuid NOT NULL,
                "type" character varying(40) NOT NULL,
                "title" character varying(200) NOT NULL,
                "message" character varying(1000) NOT NULL,
                "read" boolean NOT NULL DEFAULT false,
                "data" jsonb,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_6a72c3c0f683f6462415e653c3a" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_notifications_user_created" ON "notifications" ("user_id", "created_at", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "member_settings" (
                "user_id" uuid NOT NULL,
                "email_notifications" boolean NOT NULL DEFAULT true,
                "push_notifications" boolean NOT NULL DEFAULT true,
                "profile_visible" boolean NOT NULL DEFAULT true,
                "data_collection" boolean NOT NULL DEFAULT true,
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_f960416d82b91bb949f70534b39" PRIMARY KEY ("user_id")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "uploads" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "owner_id" uuid NOT NULL,
                "purpose" character varying(20) NOT NULL,
                "key" text NOT NULL,
                "thumbnail_key" text NOT NULL,
                "content_type" character varying(50) NOT NULL,
                "bytes" integer NOT NULL,
                "width" integer NOT NULL,
                "height" integer NOT NULL,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "UQ_34365d7c50a3c5442d5d0b3a48a" UNIQUE ("key"),
                CONSTRAINT "PK_d1781d1eedd7459314f60f39bd3" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_4dfa98b9e12204ea0f0f712f30" ON "uploads" ("owner_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "profiles"
            ADD "avatar_thumbnail_url" text
        `);
    await queryRunner.query(`
            ALTER TABLE "connections"
            ADD CONSTRAINT "FK_86337b5c9ed96b6fb381a40ae61" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "connections"
            ADD CONSTRAINT "FK_29f123aa997f5889566b1ebb481" FOREIGN KEY ("connected_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications"
            ADD CONSTRAINT "FK_9a8a82462cab47c73d25f49261f" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "member_settings"
            ADD CONSTRAINT "FK_f960416d82b91bb949f70534b39" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "uploads"
            ADD CONSTRAINT "FK_4dfa98b9e12204ea0f0f712f30c" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "uploads" DROP CONSTRAINT "FK_4dfa98b9e12204ea0f0f712f30c"
        `);
    await queryRunner.query(`
            ALTER TABLE "member_settings" DROP CONSTRAINT "FK_f960416d82b91bb949f70534b39"
        `);
    await queryRunner.query(`
            ALTER TABLE "notifications" DROP CONSTRAINT "FK_9a8a82462cab47c73d25f49261f"
        `);
    await queryRunner.query(`
            ALTER TABLE "connections" DROP CONSTRAINT "FK_29f123aa997f5889566b1ebb481"
        `);
    await queryRunner.query(`
            ALTER TABLE "connections" DROP CONSTRAINT "FK_86337b5c9ed96b6fb381a40ae61"
        `);
    await queryRunner.query(`
            ALTER TABLE "profiles" DROP COLUMN "avatar_thumbnail_url"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_4dfa98b9e12204ea0f0f712f30"
        `);
    await queryRunner.query(`
            DROP TABLE "uploads"
        `);
    await queryRunner.query(`
            DROP TABLE "member_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_notifications_user_created"
        `);
    await queryRunner.query(`
            DROP TABLE "notifications"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_connections_target"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_connections_initiator"
        `);
    await queryRunner.query(`
            DROP TABLE "connections"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."connection_status"
        `);
  }
}
