import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The members a member dismissed from their suggestions (peopleYouMayKnow): one row per member and
 * dismissed member, gone with either account. The primary key answers "did the viewer dismiss them";
 * the second index serves the cascade from the dismissed member's side.
 */
export class SuggestionDismissals1797000000200 implements MigrationInterface {
  name = "SuggestionDismissals1797000000200";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "suggestion_dismissals" (
        "user_id" uuid NOT NULL,
        "dismissed_user_id" uuid NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_suggestion_dismissals" PRIMARY KEY ("user_id", "dismissed_user_id"),
        CONSTRAINT "FK_suggestion_dismissals_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_suggestion_dismissals_dismissed" FOREIGN KEY ("dismissed_user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_suggestion_dismissals_dismissed" ON "suggestion_dismissals" ("dismissed_user_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "suggestion_dismissals"`);
  }
}
