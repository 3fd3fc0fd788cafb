import { inTransaction } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { ConflictError } from "../../graphql/errors";
import { keysetPage, type PageArgs } from "../../graphql/pagination";
import type { Viewer } from "../../kernel/viewer";
import { AttendanceStatus, type CalendarEvent, EventAttendee } from "./event.entity";
import {
  EVENT_ERRORS,
  eventNotFound,
  findEvent,
  hasEnded,
  lockEvent,
  promoteWaitlisted,
} from "./events.service";
import { remindNewlyGoing } from "./events.jobs";

type AttendanceServices = Pick<Services, "db" | "pubSub" | "registry">;

/**
 * The viewer's answer to an event, as the spec's state machine has it: none, going or interested, one
 * row per member and event; NONE removes the row. GOING on a full event puts them on the waitlist; a
 * place freed (leaving, or going → interested) promotes the first member waiting. The event's row is
 * locked for the whole change, so concurrent presses run one after another and the confirmed count never
 * passes the capacity. Refused on a cancelled or ended event; not found where `event(id)` hides it.
 */
export async function setAttendance(
  services: AttendanceServices,
  viewer: Viewer,
  input: { eventId: string; status: AttendanceStatus },
): Promise<CalendarEvent> {
  return inTransaction(services.db, async (tx, afterCommit) => {
    const event = await lockEvent(tx, input.eventId, viewer);
    if (event.cancelledAt) throw new ConflictError(EVENT_ERRORS.cancelled);
    if (hasEnded(event)) throw new ConflictError(EVENT_ERRORS.ended);
    const [current]: { status: AttendanceStatus; waitlisted: boolean }[] = await tx.query(
      `SELECT status, waitlisted FROM event_attendees WHERE event_id = $1 AND user_id = $2`,
      [event.id, viewer.id],
    );
    if (current?.status === input.status) return event;
    if (input.status === AttendanceStatus.NONE) {
      await tx.query(`DELETE FROM event_attendees WHERE event_id = $1 AND user_id = $2`, [
        event.id,
        viewer.id,
      ]);
    } else {
      let waitlisted = false;
      if (input.status === AttendanceStatus.GOING && event.capacity !== null) {
        const [{ going }]: { going: number }[] = await tx.query(
          `SELECT count(*)::int AS going FROM event_attendees
            WHERE event_id = $1 AND status = 'going' AND NOT waitlisted`,
          [event.id],
        );
        waitlisted = going >= event.capacity;
      }
      await tx.query(
        `INSERT INTO event_attendees (event_id, user_id, status, waitlisted)
         VALUES ($1, $2, $3, $4)
         ON CONFLICT (event_id, user_id) DO UPDATE
           SET status = excluded.status, waitlisted = excluded.waitlisted, created_at = now()`,
        [event.id, viewer.id, input.status, waitlisted],
      );
      if (input.status === AttendanceStatus.GOING && !waitlisted) await remindNewlyGoing(tx, event);
    }
    const freedPlace = current?.status === AttendanceStatus.GOING && !current.waitlisted;
    if (freedPlace) await promoteWaitlisted(tx, afterCommit, services, event);
    return event;
  });
}

/**
 * Who answered an event. GOING: those confirmed in answer order, then the waitlist in order (each with
 * their position); INTERESTED: in answer order. Members whose accounts are banned are left out. Not found
 * when there is no event or `event(id)` hides it from the viewer.
 */
export async function listAttendees(
  services: Pick<Services, "db">,
  viewer: Viewer | null,
  input: PageArgs & { eventId: string; status: AttendanceStatus },
) {
  const { db } = services;
  if (!(await findEvent(services, viewer, input.eventId))) throw eventNotFound();
  return keysetPage(
    db,
    {
      select: `a.id, a.event_id AS "eventId", a.user_id AS "userId", a.status, a.waitlisted,
               a.created_at AS "createdAt", a.created_at AS "respondedAt",
               CASE WHEN a.waitlisted THEN 1 ELSE 0 END AS rank,
               CASE WHEN a.waitlisted THEN
                 (SELECT count(*)::int FROM event_attendees w
                   WHERE w.event_id = a.event_id AND w.waitlisted
                     AND (w.created_at, w.id) <= (a.created_at, a.id))
               END AS "waitlistPosition"`,
      from: "event_attendees a JOIN profiles p ON p.id = a.user_id AND NOT p.is_banned",
      where: "a.event_id = $1 AND a.status::text = $2",
      params: [input.eventId, input.status],
      alias: "a",
      ascending: true,
      rank: "CASE WHEN a.waitlisted THEN 1 ELSE 0 END",
    },
    input,
    (rows: (EventAttendee & { createdAt: Date })[]) =>
      rows.map((row) => Object.assign(new EventAttendee(), row)),
  );
}
