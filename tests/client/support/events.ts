import type { AttendanceStatus } from "../../../client/src/gql/types";
import { api, gqlData } from "./graphql";

let counter = 0;
const next = () => String((counter += 1)).padStart(12, "0");

export interface EventPersonFixture {
  __typename: "Profile";
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
}

export function makeEventPerson(overrides: Partial<EventPersonFixture> = {}): EventPersonFixture {
  const n = next();
  return {
    __typename: "Profile",
    id: `71000000-0000-4000-8000-${n}`,
    username: `guest${counter}`,
    fullName: `Guest Number${counter}`,
    avatarUrl: null,
    ...overrides,
  };
}

export interface EventFixture {
  __typename: "Event";
  id: string;
  title: string;
  description: string | null;
  location: string;
  startsAt: string;
  endsAt: string | null;
  timeZone: string;
  capacity: number | null;
  imageUrl: string | null;
  imageThumbnailUrl: string | null;
  cancelledAt: string | null;
  hasEnded: boolean;
  goingCount: number;
  interestedCount: number;
  waitlistCount: number;
  spotsLeft: number | null;
  viewerStatus: AttendanceStatus;
  viewerWaitlistPosition: number | null;
  viewerCanEdit: boolean;
  viewerCanCancel: boolean;
  icsUrl: string;
  creator: EventPersonFixture | null;
  createdAt: string;
}

/** An event as the events screens select it, a week ahead unless told; override what matters. */
export function makeEvent(overrides: Partial<EventFixture> = {}): EventFixture {
  const n = next();
  const id = overrides.id ?? `70000000-0000-4000-8000-${n}`;
  return {
    __typename: "Event",
    id,
    title: `Event number ${counter}`,
    description: "An evening of talks.",
    location: "Lisbon",
    startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    endsAt: null,
    timeZone: "UTC",
    capacity: null,
    imageUrl: null,
    imageThumbnailUrl: null,
    cancelledAt: null,
    hasEnded: false,
    goingCount: 0,
    interestedCount: 0,
    waitlistCount: 0,
    spotsLeft: null,
    viewerStatus: "NONE",
    viewerWaitlistPosition: null,
    viewerCanEdit: false,
    viewerCanCancel: false,
    icsUrl: `/calendar/events/${id}.ics`,
    creator: makeEventPerson(),
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

export function eventPage(events: EventFixture[]) {
  return {
    __typename: "EventConnection",
    edges: events.map((node) => ({ __typename: "EventEdge", cursor: `cursor-${node.id}`, node })),
    pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
  };
}

export interface AttendeeFixture {
  status: AttendanceStatus;
  waitlistPosition: number | null;
  profile: EventPersonFixture;
}

/**
 * Handlers for the events screens over a small in-memory state: the periods' lists, the viewer's own
 * upcoming events (`mine`, cancelled ones included), one event by id, its attendees, and setAttendance
 * following the spec's states (counts move with the viewer's answer).
 */
export function eventHandlers(
  upcoming: EventFixture[],
  past: EventFixture[] = [],
  attendees: AttendeeFixture[] = [],
  mine: EventFixture[] = [],
) {
  const all = () => [...upcoming, ...past, ...mine.filter((e) => !upcoming.includes(e))];
  const calls: { setAttendance: { eventId: string; status: AttendanceStatus }[] } = {
    setAttendance: [],
  };
  const handlers = [
    api.query("Events", ({ variables }) =>
      gqlData({
        events: eventPage(variables.mine ? mine : variables.period === "PAST" ? past : upcoming),
      }),
    ),
    api.query("Event", ({ variables }) =>
      gqlData({ event: all().find((e) => e.id === variables.id) ?? null }),
    ),
    api.query("EventAttendees", ({ variables }) =>
      gqlData({
        eventAttendees: {
          __typename: "EventAttendeeConnection",
          totalCount: attendees.filter((a) => a.status === variables.status).length,
          edges: attendees
            .filter((a) => a.status === variables.status)
            .map((a) => ({
              __typename: "EventAttendeeEdge",
              cursor: `cursor-${a.profile.id}`,
              node: { __typename: "EventAttendee", respondedAt: new Date().toISOString(), ...a },
            })),
          pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
        },
      }),
    ),
    api.mutation("SetAttendance", ({ variables }) => {
      const event = all().find((e) => e.id === variables.eventId)!;
      const status = variables.status as AttendanceStatus;
      calls.setAttendance.push({ eventId: event.id, status });
      if (event.viewerStatus === "GOING" && event.viewerWaitlistPosition == null)
        event.goingCount -= 1;
      if (event.viewerStatus === "GOING" && event.viewerWaitlistPosition != null)
        event.waitlistCount -= 1;
      if (event.viewerStatus === "INTERESTED") event.interestedCount -= 1;
      event.viewerStatus = status;
      event.viewerWaitlistPosition = null;
      if (status === "GOING") {
        if (event.capacity != null && event.goingCount >= event.capacity) {
          event.waitlistCount += 1;
          event.viewerWaitlistPosition = event.waitlistCount;
        } else event.goingCount += 1;
      }
      if (status === "INTERESTED") event.interestedCount += 1;
      if (event.capacity != null) event.spotsLeft = Math.max(0, event.capacity - event.goingCount);
      return gqlData({ setAttendance: { ...event } });
    }),
  ];
  return { handlers, calls };
}
