import { emit } from "../../kernel/events";
import type { EntityManager } from "typeorm";
import { inTransaction, type AfterCommit } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import {
  ConflictError,
  DomainError,
  ErrorCode,
  ForbiddenError,
  UserInputError,
} from "../../graphql/errors";
import { asEntities, entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import { fieldMessages } from "../../graphql/validation";
import { blockedEither } from "../blocks";
import type { Viewer } from "../../kernel/viewer";

import { remindNewlyGoing, scheduleReminder } from "./events.jobs";
import { CalendarEvent, EventPeriod } from "./event.entity";
import type { CreateEventInput, UpdateEventInput } from "./events.inputs";
import { can } from "./events.policy";
import {
  EVENT_MESSAGES,
  eventDetailsSchema,
  eventEndsAfterStart,
  eventUpdateSchema,
} from "./rules";
import type { z } from "zod";

export const EVENT_ERRORS = {
  notFound: "Event not found",
  creatorOnly: "Only the event's creator can do this.",
  cancelOnly: "Only the event's creator or an administrator can cancel it.",
  cancelled: "This event has been cancelled.",
  ended: "This event has already ended.",
  capacityBelowGoing: (going: number) =>
    `Capacity cannot be less than the ${going} members already going`,
};

/** What event actions need of the process's services (the seed passes its own). */
export type EventServices = Pick<Services, "db" | "pubSub" | "storage" | "registry">;
type Db = Pick<Services, "db">;

export const eventNotFound = () => new DomainError(ErrorCode.NOT_FOUND, EVENT_ERRORS.notFound);

/**
 * The input as the shared rules read it; a missing required field is the toast 'Required fields missing -
 * Please fill in all required fields' (its title in `extensions.title`).
 */
function parseEvent<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  if (Object.values(fields).includes(EVENT_MESSAGES.required))
    throw new DomainError(ErrorCode.BAD_USER_INPUT, EVENT_MESSAGES.required, {
      fields,
      title: EVENT_MESSAGES.requiredTitle,
    });
  throw new UserInputError(fields);
}

/** Whether the event is over: its end, or (without one) its start, has passed. */
export const hasEnded = (event: Pick<CalendarEvent, "startsAt" | "endsAt">, now = new Date()) =>
  (event.endsAt ?? event.startsAt).getTime() <= now.getTime();

/**
 * Whether `events` and `event(id)` show the event `e` (its creator's profile `ep`, left joined) to the
 * viewer (a uuid expression; null for a visitor): not when its creator is banned, nor when either of
 * them blocked the other.
 */
const shownTo = (viewer: string) =>
  `ep.is_banned IS NOT TRUE AND NOT ${blockedEither(viewer, "e.creator_id")}`;

/**
 * The event, its row held FOR UPDATE until the transaction ends (every attendance change takes it); not
 * found when `event(id)` would not show it to the viewer (a banned creator, a block either way).
 */
export async function lockEvent(
  tx: EntityManager,
  id: string,
  viewer: Viewer,
): Promise<CalendarEvent> {
  const event = await tx
    .getRepository(CalendarEvent)
    .findOne({ where: { id }, lock: { mode: "pessimistic_write" } });
  if (!event) throw eventNotFound();
  const shown: unknown[] = await tx.query(
    `SELECT 1 FROM events e LEFT JOIN profiles ep ON ep.id = e.creator_id
      WHERE e.id = $1 AND ${shownTo("$2::uuid")}`,
    [id, viewer.id],
  );
  if (!shown.length) throw eventNotFound();
  return event;
}

/** Members going (confirmed or waiting) and interested: whom a change or cancellation concerns. */
async function attendeesOf(tx: EntityManager, eventId: string, except: string) {
  const rows: { user_id: string }[] = await tx.query(
    `SELECT user_id FROM event_attendees WHERE event_id = $1 AND user_id <> $2`,
    [eventId, except],
  );
  return rows.map((r) => r.user_id);
}

async function notifyAttendees(
  tx: EntityManager,
  afterCommit: AfterCommit,
  services: EventServices,
  event: CalendarEvent,
  actorId: string,
  kind: "updated" | "cancelled",
) {
  const text =
    kind === "updated"
      ? {
          type: "event_updated" as const,
          title: "Event updated",
          message: `"${event.title}" has a new time or place`,
        }
      : {
          type: "event_cancelled" as const,
          title: "Event cancelled",
          message: `"${event.title}" has been cancelled`,
        };
  for (const userId of await attendeesOf(tx, event.id, actorId))
    await emit({ tx, afterCommit, services }, "NotificationDue", {
      userId,
      ...text,
      data: { eventId: event.id },
      path: `/events/${event.id}`,
      actorId: event.creatorId ?? undefined,
    });
}

/**
 * Moves members from the waitlist to the places free, first come first served, and tells each one
 * (event_promoted). With no capacity, everyone waiting goes. The event's row must be locked.
 */
export async function promoteWaitlisted(
  tx: EntityManager,
  afterCommit: AfterCommit,
  services: Pick<Services, "pubSub" | "registry">,
  event: CalendarEvent,
) {
  const [rows]: [{ user_id: string }[], number] = await tx.query(
    `UPDATE event_attendees SET waitlisted = false
      WHERE id IN (
        SELECT id FROM event_attendees
         WHERE event_id = $1 AND waitlisted
         ORDER BY created_at, id
         LIMIT CASE WHEN $2::int IS NULL THEN NULL ELSE GREATEST(0, $2::int - (
           SELECT count(*)::int FROM event_attendees
            WHERE event_id = $1 AND status = 'going' AND NOT waitlisted)) END)
      RETURNING user_id`,
    [event.id, event.capacity],
  );
  if (rows.length) await remindNewlyGoing(tx, event);
  for (const { user_id } of rows)
    await emit({ tx, afterCommit, services }, "NotificationDue", {
      userId: user_id,
      type: "event_promoted",
      title: "You're going!",
      message: `A place opened up at "${event.title}": you're now attending`,
      data: { eventId: event.id },
      path: `/events/${event.id}`,
    });
  return rows.length;
}

/**
 * Creates an event: the optional image through the upload pipeline (the article image rules), the event
 * and its `event` feed item, in one transaction.
 */
export async function createEvent(
  services: EventServices,
  member: Viewer,
  input: CreateEventInput,
): Promise<CalendarEvent> {
  const details = parseEvent(eventDetailsSchema, {
    title: input.title,
    description: input.description,
    location: input.location,
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    timeZone: input.timeZone,
    capacity: input.capacity,
  });
  return inTransaction(services.db, async (tx, afterCommit) => {
    const image = input.image
      ? await services.storage.storeImage(tx, member.id, "article", input.image)
      : null;
    const event = await tx.getRepository(CalendarEvent).save({
      ...details,
      timeZone: canonicalZone(details.timeZone),
      imageUrl: image?.url ?? null,
      imageThumbnailUrl: image?.thumbnailUrl ?? null,
      creatorId: member.id,
    });
    await scheduleReminder(tx, event);
    await emit({ tx, afterCommit, services }, "ContentPublished", {
      type: "event",
      userId: member.id,
      contentId: event.id,
      title: event.title,
      description: event.description,
      imageUrl: event.imageUrl,
    });
    return event;
  });
}

/** A zone as the runtime names it ('utc' → 'UTC'). */
const canonicalZone = (zone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;

/**
 * Changes an event (its creator); what is left out stays. A start that did not change is not checked
 * against the clock again. A new time or place notifies everyone who answered (event_updated); more
 * places promote members waiting; fewer than those already going is refused.
 */
export async function updateEvent(
  services: EventServices,
  viewer: Viewer,
  id: string,
  input: UpdateEventInput,
): Promise<CalendarEvent> {
  let replaced: { ownerId: string; url: string | null } | null = null;
  const event = await inTransaction(services.db, async (tx, afterCommit) => {
    const event = await lockEvent(tx, id, viewer);
    if (!can(viewer, "edit", event)) throw new ForbiddenError(EVENT_ERRORS.creatorOnly);
    if (event.cancelledAt) throw new ConflictError(EVENT_ERRORS.cancelled);
    const sameStart = input.startsAt && input.startsAt.getTime() === event.startsAt.getTime();
    const given = (value: unknown) => (value === null || value === undefined ? undefined : value);
    const changes = parseEvent(eventUpdateSchema, {
      title: given(input.title),
      description: input.description,
      location: given(input.location),
      startsAt: sameStart ? undefined : given(input.startsAt),
      endsAt: input.endsAt,
      timeZone: given(input.timeZone),
      capacity: input.capacity,
    });
    const next = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const before = { ...event };
    const merged = Object.assign(event, next);
    if (!eventEndsAfterStart(merged))
      throw new UserInputError({ endsAt: EVENT_MESSAGES.endBeforeStart });
    if (merged.capacity !== null && merged.capacity !== before.capacity) {
      const [{ going }]: { going: number }[] = await tx.query(
        `SELECT count(*)::int AS going FROM event_attendees
          WHERE event_id = $1 AND status = 'going' AND NOT waitlisted`,
        [id],
      );
      if (merged.capacity < going)
        throw new UserInputError({ capacity: EVENT_ERRORS.capacityBelowGoing(going) });
    }
    const moved =
      merged.startsAt.getTime() !== before.startsAt.getTime() ||
      (merged.endsAt?.getTime() ?? null) !== (before.endsAt?.getTime() ?? null) ||
      merged.location !== before.location;
    if (input.image) {
      const image = await services.storage.storeImage(tx, viewer.id, "article", input.image);
      replaced = { ownerId: before.creatorId ?? viewer.id, url: before.imageUrl };
      merged.imageUrl = image.url;
      merged.imageThumbnailUrl = image.thumbnailUrl;
    }
    if (merged.timeZone !== before.timeZone) merged.timeZone = canonicalZone(merged.timeZone);
    const saved = await tx.getRepository(CalendarEvent).save(merged);
    if (saved.startsAt.getTime() !== before.startsAt.getTime()) await scheduleReminder(tx, saved);
    await promoteWaitlisted(tx, afterCommit, services, saved);
    if (moved) await notifyAttendees(tx, afterCommit, services, saved, viewer.id, "updated");
    return saved;
  });
  const old = replaced as { ownerId: string; url: string | null } | null;
  if (old) await services.storage.discard(services.db, old.ownerId, old.url);
  return event;
}

/** Cancels an event (its creator or a super admin): it stays listed, marked; whoever answered is told. */
export async function cancelEvent(services: EventServices, viewer: Viewer, id: string) {
  return inTransaction(services.db, async (tx, afterCommit) => {
    const event = await lockEvent(tx, id, viewer);
    if (!can(viewer, "cancel", event)) throw new ForbiddenError(EVENT_ERRORS.cancelOnly);
    if (event.cancelledAt) return event;
    event.cancelledAt = new Date();
    const saved = await tx.getRepository(CalendarEvent).save(event);
    await scheduleReminder(tx, saved);
    await notifyAttendees(tx, afterCommit, services, saved, viewer.id, "cancelled");
    return saved;
  });
}

/**
 * An event by id, for anyone; null when there is none, its creator is banned, or either of the viewer and
 * its creator blocked the other (as `events` leaves it out).
 */
export async function findEvent({ db }: Db, viewer: Viewer | null, id: string) {
  const [event] = (await db.query(
    `SELECT ${entityColumns(db, CalendarEvent, "e")} FROM events e
       LEFT JOIN profiles ep ON ep.id = e.creator_id
      WHERE e.id = $1 AND ${shownTo("$2::uuid")}`,
    [id, viewer?.id ?? null],
  )) as CalendarEvent[];
  return event ? Object.assign(new CalendarEvent(), event) : null;
}

/**
 * Events of one period: UPCOMING, not yet ended and not cancelled, soonest first; PAST, ended, the latest
 * first. `mine`: only the viewer's own (none for a visitor), cancelled ones included, so their creator
 * still finds them. Keyset on (starts_at, id).
 */
export function listEvents(
  { db, viewer }: Db & { viewer: Viewer | null },
  input: PageArgs & { period: EventPeriod; mine?: boolean | null },
) {
  const upcoming = input.period === EventPeriod.UPCOMING;
  const which = input.mine
    ? "e.creator_id = $1::uuid"
    : upcoming
      ? "e.cancelled_at IS NULL"
      : "true";
  return keysetPage(
    db,
    {
      select: entityColumns(db, CalendarEvent, "e"),
      from: "events e LEFT JOIN profiles ep ON ep.id = e.creator_id",
      where: `${shownTo("$1::uuid")} AND ${
        upcoming
          ? "coalesce(e.ends_at, e.starts_at) > now()"
          : "coalesce(e.ends_at, e.starts_at) <= now()"
      } AND ${which}`,
      params: [viewer?.id ?? null],
      alias: "e",
      ascending: upcoming,
      orderColumn: { column: "starts_at", property: "startsAt" },
    },
    input,
    asEntities(CalendarEvent),
  );
}
