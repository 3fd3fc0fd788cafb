import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Copies of members' data (data-export.entity.ts): one row per request, at most one PENDING per member
 * (a partial unique index, so two requests at once make one), and the member's own list by date.
 */
export class DataExports1797600000200 implements MigrationInterface {
  name = "DataExports1797600000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "data_exports" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'PENDING',
        "file_key" text,
        "created_at" timestamptz(3) NOT NULL DEFAULT now(),
        "ready_at" timestamptz(3),
        "expires_at" timestamptz(3),
        CONSTRAINT "PK_data_exports" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_data_exports_status" CHECK ("status" IN ('PENDING', 'READY', 'EXPIRED')),
        CONSTRAINT "FK_data_exports_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_data_exports_user" ON "data_exports" ("user_id", "created_at")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_data_exports_pending" ON "data_exports" ("user_id") WHERE "status" = 'PENDING'`,
    );
    // The expiry sweep's: the READY exports by when they expire.
    await queryRunner.query(
      `CREATE INDEX "IDX_data_exports_expiring" ON "data_exports" ("expires_at") WHERE "status" = 'READY'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "data_exports"`);
  }
}
