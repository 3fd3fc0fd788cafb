import { MigrationInterface, QueryRunner } from "typeorm";

export class Messages1795263653971 implements MigrationInterface {
  name = "Messages1795263653971";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TYPE "public"."message_type" AS ENUM('general', 'business_inquiry')
        `);
    await queryRunner.query(`
            CREATE TABLE "messages" (
                "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
                "sender_id" uuid NOT NULL,
                "receiver_id" uuid NOT NULL,
                "content" character varying(5000) NOT NULL,
                "read" boolean NOT NULL DEFAULT false,
                "read_at" TIMESTAMP WITH TIME ZONE,
                "message_type" "public"."message_type" NOT NULL DEFAULT 'general',
                "business_idea_id" uuid,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_messages_not_self" CHECK ("sender_id" <> "receiver_id"),
                CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id")
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_messages_unread" ON "messages" ("receiver_id")
            WHERE "read" = false
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_messages_pair" ON "messages" ("sender_id", "receiver_id", "created_at", "id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_messages_inbox" ON "messages" (
                "receiver_id",
                "message_type",
                "created_at",
                "id"
            )
        `);
    await queryRunner.query(`
            ALTER TABLE "messages"
            ADD CONSTRAINT "FK_22133395bd13b970ccd0c34ab22" FOREIGN KEY ("sender_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE "messages"
            ADD CONSTRAINT "FK_b561864743d235f44e70addc1f5" FOREIGN KEY ("receiver_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "messages" DROP CONSTRAINT "FK_b561864743d235f44e70addc1f5"
        `);
    await queryRunner.query(`
            ALTER TABLE "messages" DROP CONSTRAINT "FK_22133395bd13b970ccd0c34ab22"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_messages_inbox"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_messages_pair"
        `);
    await queryRunner.query(`
            DROP INDEX "public"."IDX_messages_unread"
        `);
    await queryRunner.query(`
            DROP TABLE "messages"
        `);
    await queryRunner.query(`
            DROP TYPE "public"."message_type"
        `);
  }
}
