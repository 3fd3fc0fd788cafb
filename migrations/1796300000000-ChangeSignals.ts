import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Signals on the `agora_changes` channel (NOTIFY, sent when the writing transaction commits, whoever wrote:
 * any server process, the admin CLI, a script or a hand-written UPDATE) for what server processes keep in
 * memory (server/db/changes.ts): `member:<id>` when a member's profile or settings change (a ban, a name,
 * an avatar, visibility) or one of their sessions is revoked, shortened or deleted; `feed` when feed items
 * are added, changed or deleted (content deleted with its item included: those deletes are triggers too).
 */
export class ChangeSignals1796300000000 implements MigrationInterface {
  name = "ChangeSignals1796300000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION agora_signal_member() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('agora_changes', 'member:' || (to_jsonb(coalesce(NEW, OLD)) ->> TG_ARGV[0]));
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION agora_signal_feed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('agora_changes', 'feed');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_profiles_signal" AFTER UPDATE OR DELETE ON "profiles"
        FOR EACH ROW EXECUTE FUNCTION agora_signal_member('id')`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_member_settings_signal" AFTER INSERT OR UPDATE OR DELETE ON "member_settings"
        FOR EACH ROW EXECUTE FUNCTION agora_signal_member('user_id')`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_sessions_signal" AFTER UPDATE OF revoked_at, expires_at, user_id OR DELETE
        ON "sessions" FOR EACH ROW EXECUTE FUNCTION agora_signal_member('user_id')`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_feed_items_signal" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
        ON "feed_items" FOR EACH STATEMENT EXECUTE FUNCTION agora_signal_feed()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_feed_items_signal" ON "feed_items"`);
    await queryRunner.query(`DROP TRIGGER "TRG_sessions_signal" ON "sessions"`);
    await queryRunner.query(`DROP TRIGGER "TRG_member_settings_signal" ON "member_settings"`);
    await queryRunner.query(`DROP TRIGGER "TRG_profiles_signal" ON "profiles"`);
    await queryRunner.query(`DROP FUNCTION agora_signal_feed()`);
    await queryRunner.query(`DROP FUNCTION agora_signal_member()`);
  }
}
