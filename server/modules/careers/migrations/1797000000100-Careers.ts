import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Members' experience (positions) and education, gone with their account. Both are read per member, by
 * user_id. The network's suggestions find members who shared a company or a school with the viewer by
 * the company or school lower-cased: expression indexes on positions and education, and on
 * Profile.company (a member's present company counts as a shared company too; it is stored as typed,
 * so trimmed there).
 */
export class Careers1797000000100 implements MigrationInterface {
  name = "Careers1797000000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "positions" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL,
        "title" character varying(100) NOT NULL,
        "company" character varying(100) NOT NULL,
        "location" character varying(100),
        "start_month" character(7) NOT NULL,
        "end_month" character(7),
        "description" character varying(2000),
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_positions" PRIMARY KEY ("id"),
        CONSTRAINT "FK_positions_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_positions_user" ON "positions" ("user_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_positions_company" ON "positions" (lower("company"))`,
    );

    await queryRunner.query(`
      CREATE TABLE "education" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL,
        "school" character varying(100) NOT NULL,
        "degree" character varying(100),
        "field_of_study" character varying(100),
        "start_year" integer,
        "end_year" integer,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_education" PRIMARY KEY ("id"),
        CONSTRAINT "FK_education_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_education_user" ON "education" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "IDX_education_school" ON "education" (lower("school"))`);

    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_company" ON "profiles" (lower(btrim("company")))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_profiles_company"`);
    await queryRunner.query(`DROP TABLE "education"`);
    await queryRunner.query(`DROP TABLE "positions"`);
  }
}
