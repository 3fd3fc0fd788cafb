import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Moderation: the audit log of super-admin actions, members' reports, and indexes that keep the
 * dashboard's statistics cheap.
 *
 * The audit log is append-only: a trigger refuses UPDATE and DELETE (and TRUNCATE), because the app
 * connects with one database role, so revoking those rights from the app alone is not possible. Its
 * actor is kept as a bare id (no foreign key), so deleting an admin's account never has to rewrite it.
 *
 * A report is unique per reporter and target. Reporters' rows go with their accounts; the resolver is
 * kept as a bare id.
 */
export class Moderation1796000000002 implements MigrationInterface {
  name = "Moderation1796000000002";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "actor_id" uuid,
        "action" character varying(40) NOT NULL,
        "target_type" character varying(40) NOT NULL,
        "target_id" uuid NOT NULL,
        "summary" character varying(500) NOT NULL,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_audit_log" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("created_at", "id")`,
    );
    await queryRunner.query(`
      CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
        FOR EACH ROW EXECUTE FUNCTION refuse_audit_change()`);
    await queryRunner.query(`
      CREATE TRIGGER "TR_audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change()`);

    await queryRunner.query(`
      CREATE TABLE "reports" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "reporter_id" uuid,
        "target_type" character varying(40) NOT NULL,
        "target_id" uuid NOT NULL,
        "target_author_id" uuid,
        "reason" character varying(20) NOT NULL,
        "details" character varying(1000),
        "status" character varying(20) NOT NULL DEFAULT 'OPEN',
        "action" character varying(20),
        "resolved_by_id" uuid,
        "resolved_at" TIMESTAMP(3) WITH TIME ZONE,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_reports" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_reports_reporter_target" UNIQUE ("reporter_id", "target_type", "target_id"),
        CONSTRAINT "FK_reports_reporter" FOREIGN KEY ("reporter_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_reports_target" ON "reports" ("target_type", "target_id", "status", "created_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_reports_status" ON "reports" ("status", "created_at", "id")`,
    );

    // The dashboard's counts: new members by joining date, banned members, members seen lately.
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_created" ON "profiles" ("created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_profiles_banned" ON "profiles" ("id") WHERE "is_banned"`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_users_last_seen" ON "users" ("last_seen_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_users_last_seen"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_profiles_banned"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_profiles_created"`);
    await queryRunner.query(`DROP TABLE "reports"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
    await queryRunner.query(`DROP FUNCTION refuse_audit_change()`);
  }
}
