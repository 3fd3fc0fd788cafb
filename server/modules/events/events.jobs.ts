import type { EntityManager } from "typeorm";
import { inTransaction } from "../../db/transaction";
import { emit } from "../../kernel/events";
import { cancelJob, scheduleJob, type JobHandler } from "../../kernel/jobs";
import { CalendarEvent } from "./event.entity";

/** The task that reminds the members going to an event that it starts soon. */
export const EVENT_REMINDER_TASK = "event-reminder";
/** How long before its start an event's reminder goes out. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

const reminderKey = (eventId: string) => `event-reminder:${eventId}`;

/**
 * Schedules the event's reminder, in the caller's transaction, or moves it to the event's new start: 24
 * hours before the start, or at once when that moment has passed but the event has not started. A
 * cancelled or started event has none (a waiting one is dropped).
 */
export async function scheduleReminder(
  tx: EntityManager,
  event: Pick<CalendarEvent, "id" | "startsAt" | "cancelledAt">,
): Promise<void> {
  if (event.cancelledAt || event.startsAt.getTime() <= Date.now()) {
    await cancelJob(tx, reminderKey(event.id));
    return;
  }
  await scheduleJob(
    tx,
    EVENT_REMINDER_TASK,
    { eventId: event.id, startsAt: event.startsAt.toISOString() },
    {
      runAt: new Date(Math.max(Date.now(), event.startsAt.getTime() - REMINDER_LEAD_MS)),
      key: reminderKey(event.id),
      maxAttempts: 5,
    },
  );
}

/**
 * Members joined those going within 24 hours of the start (an answer, a place from the waitlist): the
 * reminder runs again at once, for those not reminded yet.
 */
export async function remindNewlyGoing(
  tx: EntityManager,
  event: Pick<CalendarEvent, "id" | "startsAt" | "cancelledAt">,
): Promise<void> {
  if (Date.now() >= event.startsAt.getTime() - REMINDER_LEAD_MS) await scheduleReminder(tx, event);
}

/** 'in 24 hours', 'in 3 hours', 'in less than an hour'. */
function startsIn(startsAt: Date): string {
  const hours = Math.round((startsAt.getTime() - Date.now()) / 3_600_000);
  if (hours < 1) return "in less than an hour";
  return `in ${hours} hour${hours === 1 ? "" : "s"}`;
}

/**
 * Reminds the members going to the event (not those waiting for a place) that it starts soon
 * (event_reminder), each once per start time (event_attendees.reminded_for): nothing when the event is
 * gone, cancelled, started, or moved since the job was scheduled (the moved event's own job reminds).
 */
const remindAttendees: JobHandler = async (payload, { services }) => {
  const eventId = String(payload.eventId);
  const startsAt = new Date(String(payload.startsAt));
  await inTransaction(services.db, async (tx, afterCommit) => {
    const event = await tx
      .getRepository(CalendarEvent)
      .findOne({ where: { id: eventId }, lock: { mode: "pessimistic_write" } });
    if (!event || event.cancelledAt) return;
    if (event.startsAt.getTime() !== startsAt.getTime()) return;
    if (event.startsAt.getTime() <= Date.now()) return;
    // An UPDATE answers [rows, count] through TypeORM.
    const [reminded]: [{ user_id: string }[], number] = await tx.query(
      `UPDATE event_attendees a SET reminded_for = $2
         FROM profiles p
        WHERE p.id = a.user_id AND NOT p.is_banned
          AND a.event_id = $1 AND a.status = 'going' AND NOT a.waitlisted
          AND a.reminded_for IS DISTINCT FROM $2
       RETURNING a.user_id`,
      [event.id, event.startsAt],
    );
    for (const { user_id } of reminded)
      await emit({ tx, afterCommit, services }, "NotificationDue", {
        userId: user_id,
        type: "event_reminder",
        title: "Event reminder",
        message: `"${event.title}" starts ${startsIn(event.startsAt)}`,
        data: { eventId: event.id },
        path: `/events/${event.id}`,
      });
  });
};

/** The events area's background tasks (its manifest's `jobs`). */
export const eventJobs = { [EVENT_REMINDER_TASK]: remindAttendees };
