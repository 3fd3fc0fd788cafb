import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A message sent from a business page ('Message' on the page) names the page it is about
 * (`messages.business_page_id`). Deleting the page keeps the message and drops its link.
 */
export class MessagePageContext1797100000100 implements MigrationInterface {
  name = "MessagePageContext1797100000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "messages" ADD "business_page_id" uuid`);
    await queryRunner.query(`
      ALTER TABLE "messages" ADD CONSTRAINT "FK_messages_business_page"
        FOREIGN KEY ("business_page_id") REFERENCES "business_pages"("id") ON DELETE SET NULL`);
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_business_page" ON "messages" ("business_page_id")
        WHERE "business_page_id" IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_messages_business_page"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP CONSTRAINT "FK_messages_business_page"`);
    await queryRunner.query(`ALTER TABLE "messages" DROP COLUMN "business_page_id"`);
  }
}
