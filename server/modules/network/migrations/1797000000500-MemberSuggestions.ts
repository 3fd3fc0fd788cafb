import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Each viewer's suggestions, computed ahead (peopleYouMayKnow reads them; network.suggestions.ts): the scored
 * members, read in a page's order by IDX_member_suggestions_rank, and when and from what they were
 * computed (member_suggestion_runs). Gone with either account; IDX_member_suggestions_member serves the
 * cascade from the suggested member's side.
 */
export class MemberSuggestions1797000000500 implements MigrationInterface {
  name = "MemberSuggestions1797000000500";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "member_suggestions" (
        "viewer_id" uuid NOT NULL,
        "member_id" uuid NOT NULL,
        "score" integer NOT NULL,
        "mutual" integer NOT NULL,
        "labels" text array NOT NULL,
        "visible" boolean NOT NULL,
        CONSTRAINT "PK_member_suggestions" PRIMARY KEY ("viewer_id", "member_id"),
        CONSTRAINT "FK_member_suggestions_viewer" FOREIGN KEY ("viewer_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_member_suggestions_member" FOREIGN KEY ("member_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_member_suggestions_rank" ON "member_suggestions" ("viewer_id", "score" DESC, "member_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_member_suggestions_member" ON "member_suggestions" ("member_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "member_suggestion_runs" (
        "viewer_id" uuid NOT NULL,
        "computed_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL,
        "version" text NOT NULL,
        "candidates" integer NOT NULL,
        CONSTRAINT "PK_member_suggestion_runs" PRIMARY KEY ("viewer_id"),
        CONSTRAINT "FK_member_suggestion_runs_viewer" FOREIGN KEY ("viewer_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "member_suggestion_runs"`);
    await queryRunner.query(`DROP TABLE "member_suggestions"`);
  }
}
