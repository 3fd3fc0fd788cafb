import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Two-factor sign-in (TOTP, totp.service.ts): a member's factor (its secret sealed with the server's key,
 * on once confirmed, the last time step accepted), their recovery codes (HMAC-SHA-256 only, each used
 * once) and the sign-in challenges `signIn` hands out (SHA-256 only, 5 minutes, one use). All go with
 * their member.
 */
export class TwoFactor1797600000000 implements MigrationInterface {
  name = "TwoFactor1797600000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "member_totp" (
        "user_id" uuid NOT NULL,
        "secret_sealed" text NOT NULL,
        "enabled_at" TIMESTAMP WITH TIME ZONE,
        "last_step" bigint,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_member_totp" PRIMARY KEY ("user_id"),
        CONSTRAINT "FK_member_totp_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE "recovery_codes" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL,
        "code_hash" text NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_recovery_codes" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_recovery_codes_user_code" UNIQUE ("user_id", "code_hash"),
        CONSTRAINT "FK_recovery_codes_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE "sign_in_challenges" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL,
        "challenge_hash" text NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "failed_attempts" integer NOT NULL DEFAULT 0,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_sign_in_challenges" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_sign_in_challenges_hash" UNIQUE ("challenge_hash"),
        CONSTRAINT "FK_sign_in_challenges_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_sign_in_challenges_user" ON "sign_in_challenges" ("user_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sign_in_challenges"`);
    await queryRunner.query(`DROP TABLE "recovery_codes"`);
    await queryRunner.query(`DROP TABLE "member_totp"`);
  }
}
