import DataLoader from "dataloader";
import type { DataSource } from "typeorm";
import { entityByIdLoader } from "../../graphql/loaders";
import type { Viewer } from "../../kernel/viewer";
import { AttendanceStatus, CalendarEvent } from "./event.entity";

/** An event's answers, counted: confirmed going, interested, waiting for a place. */
export type EventCounts = { going: number; interested: number; waitlisted: number };
const NO_COUNTS: EventCounts = { going: 0, interested: 0, waitlisted: 0 };

/** The viewer's own answer: GOING also while waiting, with their 1-based place on the waitlist. */
export type ViewerAttendance = { status: AttendanceStatus; waitlistPosition: number | null };
const NO_ANSWER: ViewerAttendance = { status: AttendanceStatus.NONE, waitlistPosition: null };

/**
 * The events area's loaders: events by id, their counts, and the viewer's answers, each one statement per
 * batch (none for a visitor's answers).
 */
export const eventLoaders = (db: DataSource, viewer: Viewer | null) => {
  const viewerId = viewer?.id ?? null;
  return {
    eventById: entityByIdLoader(db, CalendarEvent, "e", "events e"),
    eventCounts: new DataLoader<string, EventCounts>(async (ids) => {
      const rows: (EventCounts & { key: string })[] = await db.query(
        `SELECT a.event_id AS key,
                count(*) FILTER (WHERE a.status = 'going' AND NOT a.waitlisted)::int AS going,
                count(*) FILTER (WHERE a.status = 'interested')::int AS interested,
                count(*) FILTER (WHERE a.waitlisted)::int AS waitlisted
           FROM event_attendees a
          WHERE a.event_id = ANY($1::uuid[]) GROUP BY a.event_id`,
        [ids],
      );
      const found = new Map(rows.map((r) => [r.key, r]));
      return ids.map((id) => found.get(id) ?? NO_COUNTS);
    }),
    viewerAttendance: new DataLoader<string, ViewerAttendance>(async (ids) => {
      if (!viewerId) return ids.map(() => NO_ANSWER);
      const rows: { key: string; status: AttendanceStatus; position: number | null }[] =
        await db.query(
          `SELECT a.event_id AS key, a.status,
                  CASE WHEN a.waitlisted THEN
                    (SELECT count(*)::int FROM event_attendees w
                      WHERE w.event_id = a.event_id AND w.waitlisted
                        AND (w.created_at, w.id) <= (a.created_at, a.id))
                  END AS position
             FROM event_attendees a
            WHERE a.event_id = ANY($1::uuid[]) AND a.user_id = $2`,
          [ids, viewerId],
        );
      const found = new Map(
        rows.map((r) => [r.key, { status: r.status, waitlistPosition: r.position }]),
      );
      return ids.map((id) => found.get(id) ?? NO_ANSWER);
    }),
  };
};
