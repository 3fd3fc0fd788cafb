import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Indexes for the ties the profiles area lends to suggestions (profiles.ties.ts): the location tie
 * compares locations trimmed and lower-cased, so an expression index on that finds the members of a
 * place; the skill tie compares skills trimmed and lower-cased, so `agora_skill_keys` gives a profile's
 * skills that way (distinct, never empty) and a GIN index on it finds the members listing a skill
 * (`agora_skill_keys(o.skills) @> ARRAY[key]`) instead of unnesting every profile's skills.
 */
export class ProfileTieIndexes1797000000400 implements MigrationInterface {
  name = "ProfileTieIndexes1797000000400";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_location" ON "profiles" (lower(btrim("location")))`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "agora_skill_keys"(text[]) RETURNS text[]
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$ SELECT ARRAY(SELECT DISTINCT lower(btrim(s)) FROM unnest($1) s WHERE btrim(s) <> '') $$`);
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_skill_keys" ON "profiles" USING gin ("agora_skill_keys"("skills"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_profiles_skill_keys"`);
    await queryRunner.query(`DROP FUNCTION "agora_skill_keys"(text[])`);
    await queryRunner.query(`DROP INDEX "IDX_profiles_location"`);
  }
}
