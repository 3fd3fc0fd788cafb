import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Passkeys (WebAuthn): a member's credentials, each found by its credential id when it signs in, and the
 * ceremonies' challenges. A challenge is kept only as its SHA-256, lives 5 minutes and is deleted when
 * used; a registration's names its member, a sign-in's names one only when the member typed an e-mail.
 */
export class Passkeys1797600000100 implements MigrationInterface {
  name = "Passkeys1797600000100";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "passkeys" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "user_id" uuid NOT NULL,
        "credential_id" text NOT NULL,
        "public_key" bytea NOT NULL,
        "counter" bigint NOT NULL DEFAULT 0,
        "transports" varchar(16) array NOT NULL DEFAULT '{}',
        "name" varchar(60),
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_used_at" TIMESTAMP(3) WITH TIME ZONE,
        CONSTRAINT "PK_passkeys" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_passkeys_credential_id" UNIQUE ("credential_id"),
        CONSTRAINT "FK_passkeys_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_passkeys_user" ON "passkeys" ("user_id")`);
    await queryRunner.query(`
      CREATE TABLE "passkey_challenges" (
        "challenge_hash" text NOT NULL,
        "purpose" varchar(12) NOT NULL,
        "user_id" uuid,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_passkey_challenges" PRIMARY KEY ("challenge_hash"),
        CONSTRAINT "CHK_passkey_challenges_purpose" CHECK ("purpose" IN ('register', 'sign_in')),
        CONSTRAINT "FK_passkey_challenges_user" FOREIGN KEY ("user_id")
          REFERENCES "users"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_passkey_challenges_user" ON "passkey_challenges" ("user_id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_passkey_challenges_expires" ON "passkey_challenges" ("expires_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "passkey_challenges"`);
    await queryRunner.query(`DROP TABLE "passkeys"`);
  }
}
