import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Events and members' answers to them (going, possibly waitlisted, or interested; one row per member and
 * event). Lists read events by start, so the index is on (starts_at, id); an event's answers are read by
 * status and answer order. Deleting an event deletes its feed items (`remove_feed_items`).
 */
export class Events1795900000001 implements MigrationInterface {
  name = "Events1795900000001";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "events" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "title" character varying(100) NOT NULL,
        "description" character varying(500),
        "location" character varying(100) NOT NULL,
        "starts_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL,
        "ends_at" TIMESTAMP(3) WITH TIME ZONE,
        "time_zone" character varying(64) NOT NULL DEFAULT 'UTC',
        "capacity" integer,
        "image_url" text,
        "image_thumbnail_url" text,
        "creator_id" uuid,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        "cancelled_at" TIMESTAMP(3) WITH TIME ZONE,
        "search_document" tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english', "title"), 'A') ||
          setweight(to_tsvector('english', coalesce("description", '') || ' ' || "location"), 'B')
        ) STORED,
        CONSTRAINT "PK_events" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_events_capacity" CHECK ("capacity" IS NULL OR "capacity" >= 1),
        CONSTRAINT "CHK_events_end" CHECK ("ends_at" IS NULL OR "ends_at" > "starts_at"),
        CONSTRAINT "FK_events_creator" FOREIGN KEY ("creator_id")
          REFERENCES "profiles"("id") ON DELETE SET NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_events_starts" ON "events" ("starts_at", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_events_creator" ON "events" ("creator_id")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_events_search" ON "events" USING gin ("search_document")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_events_title_trgm" ON "events" USING gin ("title" gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE TRIGGER "TR_events_feed_items" AFTER DELETE ON "events"
        FOR EACH ROW EXECUTE FUNCTION remove_feed_items('event')`);

    await queryRunner.query(
      `CREATE TYPE "public"."attendance_status" AS ENUM('going', 'interested')`,
    );
    await queryRunner.query(`
      CREATE TABLE "event_attendees" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "event_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "status" "public"."attendance_status" NOT NULL,
        "waitlisted" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP(3) WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_event_attendees" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_event_attendees_member" UNIQUE ("event_id", "user_id"),
        CONSTRAINT "CHK_event_attendees_waitlist" CHECK (NOT "waitlisted" OR "status" = 'going'),
        CONSTRAINT "FK_event_attendees_event" FOREIGN KEY ("event_id")
          REFERENCES "events"("id") ON DELETE CASCADE,
        CONSTRAINT "FK_event_attendees_user" FOREIGN KEY ("user_id")
          REFERENCES "profiles"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_event_attendees_list" ON "event_attendees" ("event_id", "status", "waitlisted", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_event_attendees_user" ON "event_attendees" ("user_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "event_attendees"`);
    await queryRunner.query(`DROP TYPE "public"."attendance_status"`);
    await queryRunner.query(`DROP TABLE "events"`);
  }
}
