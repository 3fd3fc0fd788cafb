import { z } from "zod";

// The event rules the server and the event screens check alike (spec document 2, §5). Only zod and plain
// constants here: the client imports this file too (`@rules/events`).

export const EVENT_LIMITS = {
  titleMax: 100,
  descriptionMax: 500,
  locationMax: 100,
  timeZoneMax: 64,
  capacityMax: 100000,
};

export const EVENT_MESSAGES = {
  signInTitle: "Authentication required",
  signIn: "Please log in to create an event",
  requiredTitle: "Required fields missing",
  required: "Please fill in all required fields",
  past: "Event date must be in the future",
  invalidDate: "Invalid date",
  titleLong: `Title must be less than ${EVENT_LIMITS.titleMax} characters`,
  descriptionLong: `Description must be less than ${EVENT_LIMITS.descriptionMax} characters`,
  locationLong: `Location must be less than ${EVENT_LIMITS.locationMax} characters`,
  endBeforeStart: "The event must end after it starts",
  timeZone: "Please choose a valid time zone",
  capacity: "Capacity must be at least 1",
  capacityMax: `Capacity must be at most ${EVENT_LIMITS.capacityMax.toLocaleString("en-US")}`,
  capacityWhole: "Capacity must be a whole number",
} as const;

const messages = EVENT_MESSAGES;

/** Whether `zone` is an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const eventTitle = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(EVENT_LIMITS.titleMax, messages.titleLong);

export const eventLocation = z
  .string({ error: messages.required })
  .trim()
  .min(1, { error: messages.required, abort: true })
  .max(EVENT_LIMITS.locationMax, messages.locationLong);

/** Optional; blank is none. */
export const eventDescription = z
  .string()
  .trim()
  .max(EVENT_LIMITS.descriptionMax, messages.descriptionLong)
  .nullish()
  .transform((text) => text || null);

export const eventCapacity = z
  .number()
  .int(messages.capacityWhole)
  .min(1, messages.capacity)
  .max(EVENT_LIMITS.capacityMax, messages.capacityMax)
  .nullish()
  .transform((n) => n ?? null);

/**
 * A capacity as a form's field holds it: blank is no limit; else a whole number from 1 to the maximum, each
 * bound with its own message (checked before sending, so a huge number never reaches the API's Int).
 */
export const eventCapacityText = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (!text) return;
    const n = Number(text);
    const message = !Number.isInteger(n)
      ? messages.capacityWhole
      : n < 1
        ? messages.capacity
        : n > EVENT_LIMITS.capacityMax
          ? messages.capacityMax
          : null;
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const eventTimeZone = z
  .string()
  .trim()
  .max(EVENT_LIMITS.timeZoneMax, messages.timeZone)
  .refine(isTimeZone, messages.timeZone);

/** A start: a real instant, later than now. */
export const eventStart = z
  .date({ error: messages.required })
  .refine((date) => !Number.isNaN(date.getTime()), { error: messages.invalidDate, abort: true })
  .refine((date) => date.getTime() > Date.now(), messages.past);

const endAfterStart = (value: { startsAt?: Date; endsAt?: Date | null }) =>
  !value.endsAt || !value.startsAt || value.endsAt.getTime() > value.startsAt.getTime();

/** A new event's details. */
export const eventDetailsSchema = z
  .object({
    title: eventTitle,
    description: eventDescription,
    location: eventLocation,
    startsAt: eventStart,
    endsAt: z.date().nullish(),
    timeZone: eventTimeZone.nullish().transform((zone) => zone || "UTC"),
    capacity: eventCapacity,
  })
  .refine(endAfterStart, { error: messages.endBeforeStart, path: ["endsAt"] });

/** An event's details as an update gives them: each left out stays. */
export const eventUpdateSchema = z.object({
  title: eventTitle.optional(),
  description: eventDescription.optional(),
  location: eventLocation.optional(),
  startsAt: eventStart.optional(),
  endsAt: z.date().nullish(),
  timeZone: eventTimeZone.optional(),
  capacity: eventCapacity.optional(),
});

export { endAfterStart as eventEndsAfterStart };
