import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Event reminders (events.jobs.ts): the start each member's reminder went out for, and a reminder job for
 * every upcoming event already there (24 hours before it starts, or at once), when the job queue's schema
 * is installed (the app installs it before these migrations; the migration command alone does not).
 */
export class EventReminders1797300000000 implements MigrationInterface {
  name = "EventReminders1797300000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "event_attendees" ADD "reminded_for" TIMESTAMP(3) WITH TIME ZONE`,
    );
    await queryRunner.query(`
      DO $$
      BEGIN
        IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'graphile_worker') THEN
          PERFORM graphile_worker.add_job(
                    'event-reminder', json_build_object('eventId', e.id, 'startsAt', e.starts_at),
                    run_at := greatest(now(), e.starts_at - interval '24 hours'),
                    job_key := 'event-reminder:' || e.id, max_attempts := 5,
                    job_key_mode := 'replace')
             FROM events e
            WHERE e.cancelled_at IS NULL AND e.starts_at > now();
        END IF;
      END $$`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "event_attendees" DROP COLUMN "reminded_for"`);
  }
}
