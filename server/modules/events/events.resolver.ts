import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import { SignedIn } from "../../graphql/signed-in";
import { EVENT_MESSAGES } from "./rules";
import { IdArg, InputArg } from "../../graphql/args";
import { Connection, PageArgs } from "../../graphql/pagination";
import { Profile } from "../profiles";
import { listAttendees, setAttendance } from "./attendance.service";
import { AttendanceStatus, CalendarEvent, EventAttendee, EventPeriod } from "./event.entity";
import { icsPath } from "./events.calendar";
import { CreateEventInput, UpdateEventInput } from "./events.inputs";
import { can } from "./events.policy";
import * as events from "./events.service";

@ObjectType({ description: "A page of events." })
export class EventConnection extends Connection(CalendarEvent, "Event") {}

@ObjectType({ description: "A page of an event's answers." })
export class EventAttendeeConnection extends Connection(EventAttendee, "EventAttendee") {}

@Resolver(() => CalendarEvent)
export class EventsResolver {
  @Query(() => EventConnection, {
    description:
      "Events of one period, for anyone: UPCOMING, not yet ended and not cancelled, soonest first; PAST, ended (cancelled ones too), latest first. Events of banned members, and of members the viewer blocked or who blocked the viewer, are left out.",
  })
  events(
    @Arg("period", () => EventPeriod, {
      defaultValue: EventPeriod.UPCOMING,
      description: "Which events: UPCOMING (the default) or PAST.",
    })
    period: EventPeriod,
    @Arg("mine", () => Boolean, {
      nullable: true,
      description:
        "true: only the events the viewer created, cancelled ones included (none for a visitor).",
    })
    mine: boolean | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<EventConnection> {
    return events.listEvents(ctx, { period, mine, ...page });
  }

  @Query(() => CalendarEvent, {
    nullable: true,
    description:
      "An event by id, for anyone, cancelled or not; null when there is none, its creator is banned, or one of the viewer and its creator blocked the other (as `events` leaves those out).",
  })
  event(
    @IdArg("id", "The event's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<CalendarEvent | null> {
    return events.findEvent(ctx, ctx.viewer, id);
  }

  @Query(() => EventAttendeeConnection, {
    description:
      "Who answered an event, for anyone; banned members are left out. GOING: those with a confirmed place in answer order, then the waitlist in its order; INTERESTED: in answer order. Errors: NOT_FOUND ('Event not found') when there is no such event or `event(id)` would not show it to the viewer (its creator is banned, or one of the two blocked the other).",
  })
  eventAttendees(
    @IdArg("eventId", "The event's id.") eventId: string,
    @Arg("status", () => AttendanceStatus, {
      defaultValue: AttendanceStatus.GOING,
      description: "Which answers: GOING (the default) or INTERESTED; NONE lists no one.",
    })
    status: AttendanceStatus,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<EventAttendeeConnection> {
    return listAttendees(ctx, ctx.viewer, { eventId, status, ...page });
  }

  @SignedIn(EVENT_MESSAGES.signIn, EVENT_MESSAGES.signInTitle)
  @Mutation(() => CalendarEvent, {
    description:
      "Creates an event and its feed item, for members; those going get a reminder 24 hours before it starts. Errors: UNAUTHENTICATED ('Please log in to create an event', `extensions.title` 'Authentication required') for visitors; BAD_USER_INPUT with `extensions.fields` for a bad detail or image (`file`), and 'Please fill in all required fields' (`extensions.title` 'Required fields missing') when the title or place is blank.",
  })
  createEvent(
    @InputArg(CreateEventInput, "The new event's details.") input: CreateEventInput,
    @Ctx() ctx: Context,
  ): Promise<CalendarEvent> {
    return events.createEvent(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => CalendarEvent, {
    description:
      "Changes an event, for its creator only; what is left out stays. A new time or place notifies everyone who answered. Errors: UNAUTHENTICATED for visitors; NOT_FOUND ('Event not found') when there is none or `event(id)` would not show it to the viewer (its creator is banned, or one of the two blocked the other); FORBIDDEN ('Only the event's creator can do this.') for anyone else; CONFLICT ('This event has been cancelled.') once cancelled; BAD_USER_INPUT with `extensions.fields`, among them `capacity` when fewer than the members already going.",
  })
  updateEvent(
    @IdArg("id", "The event's id.") id: string,
    @InputArg(UpdateEventInput, "The changes.") input: UpdateEventInput,
    @Ctx() ctx: Context,
  ): Promise<CalendarEvent> {
    return events.updateEvent(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => CalendarEvent, {
    description:
      "Cancels an event, for its creator or a super admin: `cancelledAt` is set (it leaves the upcoming list but stays among past events and in its creator's own list), its reminder is dropped and everyone who answered is notified. Cancelling it again changes nothing. Errors: UNAUTHENTICATED for visitors; NOT_FOUND ('Event not found') when there is none or `event(id)` would not show it to the viewer (its creator is banned, or one of the two blocked the other); FORBIDDEN ('Only the event's creator or an administrator can cancel it.') for anyone else.",
  })
  cancelEvent(
    @IdArg("id", "The event's id.") id: string,
    @Ctx() ctx: Context,
  ): Promise<CalendarEvent> {
    return events.cancelEvent(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => CalendarEvent, {
    description:
      "Sets the viewer's answer to an event, for members: one per member and event. GOING on a full event joins the end of the waitlist; giving up a confirmed place moves the first member waiting in. A new answer takes a new place in the order; the same answer again changes nothing. Answers the event. Errors: UNAUTHENTICATED for visitors; NOT_FOUND ('Event not found') when there is none or `event(id)` would not show it to the viewer (its creator is banned, or one of the two blocked the other); CONFLICT once it is cancelled ('This event has been cancelled.') or has ended ('This event has already ended.').",
  })
  setAttendance(
    @IdArg("eventId", "The event's id.") eventId: string,
    @Arg("status", () => AttendanceStatus, {
      description: "The answer: GOING, INTERESTED, or NONE to remove it.",
    })
    status: AttendanceStatus,
    @Ctx() ctx: Context,
  ): Promise<CalendarEvent> {
    return setAttendance(ctx, ctx.viewer!, { eventId, status });
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The member who created it; null once their account is deleted (screens show 'Unknown User').",
  })
  creator(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return event.creatorId ? ctx.loaders.profileById.load(event.creatorId) : null;
  }

  @FieldResolver(() => Int, {
    description: "How many members going have a confirmed place (the waitlist not counted).",
  })
  async goingCount(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.eventCounts.load(event.id)).going;
  }

  @FieldResolver(() => Int, { description: "How many members are interested." })
  async interestedCount(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.eventCounts.load(event.id)).interested;
  }

  @FieldResolver(() => Int, { description: "How many members going wait for a place." })
  async waitlistCount(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.eventCounts.load(event.id)).waitlisted;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "Places still free (0 when full); null when it has no capacity.",
  })
  async spotsLeft(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<number | null> {
    if (event.capacity === null) return null;
    const { going } = await ctx.loaders.eventCounts.load(event.id);
    return Math.max(0, event.capacity - going);
  }

  @FieldResolver(() => AttendanceStatus, {
    description: "The viewer's answer: GOING also while on the waitlist; NONE for a visitor.",
  })
  async viewerStatus(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<AttendanceStatus> {
    return (await ctx.loaders.viewerAttendance.load(event.id)).status;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: "The viewer's place on the waitlist, from 1; null when they are not waiting.",
  })
  async viewerWaitlistPosition(
    @Root() event: CalendarEvent,
    @Ctx() ctx: Context,
  ): Promise<number | null> {
    return (await ctx.loaders.viewerAttendance.load(event.id)).waitlistPosition;
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer may change it: its creator." })
  viewerCanEdit(@Root() event: CalendarEvent, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", event);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may cancel it: its creator or a super admin.",
  })
  viewerCanCancel(@Root() event: CalendarEvent, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "cancel", event);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether it is over: its end (or, without one, its start) has passed.",
  })
  hasEnded(@Root() event: CalendarEvent): boolean {
    return events.hasEnded(event);
  }

  @FieldResolver(() => String, {
    description:
      "The path of its calendar file, for 'Add to calendar': GET /calendar/events/{id}.ics, an iCalendar (RFC 5545) file with times in UTC, for anyone; 404 once its creator is banned.",
  })
  icsUrl(@Root() event: CalendarEvent): string {
    return icsPath(event.id);
  }
}

@Resolver(() => EventAttendee)
export class EventAttendeeResolver {
  @FieldResolver(() => Profile, {
    description: "The member who answered, as the viewer may see them.",
  })
  async profile(@Root() attendee: EventAttendee, @Ctx() ctx: Context): Promise<Profile> {
    return (await ctx.loaders.profileById.load(attendee.userId))!;
  }
}
