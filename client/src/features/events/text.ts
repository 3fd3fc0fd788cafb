import { displayName } from "../../lib/names";
import type { EventCardFieldsFragment, EventPersonFieldsFragment } from "./events.generated";

/** The spec's texts for events (document 2, §2 and §8). */
export const EVENT_TEXT = {
  empty: "No events yet. Create the first one!",
  loadFailed: "Failed to load events",
  createFailed: "Failed to create event. Please try again.",
  createErrorTitle: "Error creating event",
  attendanceFailed: "Failed to update attendance",
  going: "You're now attending this event!",
  interested: "Marked as interested!",
  updated: "Attendance updated",
  notFound: "Event not found",
  signInAction: "create events",
  attendSignInAction: "attend this event",
  unknownUser: "Unknown User",
} as const;

/** '12 going · 3 interested'. */
export function countsText(event: Pick<EventCardFieldsFragment, "goingCount" | "interestedCount">) {
  return `${event.goingCount} going · ${event.interestedCount} interested`;
}

/** '5 spots left', 'Full · 4 on the waitlist', or nothing without a capacity. */
export function placesText(
  event: Pick<EventCardFieldsFragment, "spotsLeft" | "capacity" | "waitlistCount">,
): string | null {
  if (event.capacity == null || event.spotsLeft == null) return null;
  if (event.spotsLeft > 0)
    return `${event.spotsLeft} ${event.spotsLeft === 1 ? "spot" : "spots"} left`;
  return event.waitlistCount ? `Full · ${event.waitlistCount} on the waitlist` : "Full";
}

export const personName = (person: EventPersonFieldsFragment | null | undefined) =>
  person ? displayName(person) : EVENT_TEXT.unknownUser;
