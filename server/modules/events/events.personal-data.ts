import type { PersonalData } from "../../kernel/module";

/**
 * The member's events in their data export (events.json): those they organised, and their answers to
 * events (going, on the waitlist, interested), each with the event.
 */
export const eventPersonalData: PersonalData = {
  "events.json": async (db, memberId) => {
    // One statement after the other: `db` may be one connection (a transaction).
    const organised: unknown[] = await db.query(
      `SELECT id, title, description, location, starts_at AS "startsAt", ends_at AS "endsAt",
              time_zone AS "timeZone", capacity, image_url AS "imageUrl",
              created_at AS "createdAt", cancelled_at AS "cancelledAt"
         FROM events WHERE creator_id = $1 ORDER BY starts_at, id`,
      [memberId],
    );
    const attending: unknown[] = await db.query(
      `SELECT json_build_object('id', e.id, 'title', e.title, 'location', e.location,
                                'startsAt', e.starts_at) AS "event",
              a.status, a.waitlisted, a.created_at AS "respondedAt"
         FROM event_attendees a JOIN events e ON e.id = a.event_id
        WHERE a.user_id = $1 ORDER BY e.starts_at, e.id`,
      [memberId],
    );
    return { organised, attending };
  },
};
