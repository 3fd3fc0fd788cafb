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

@ObjectType()
export class EventConnection extends Connection(CalendarEvent, "Event") {}

@ObjectType()
export class EventAttendeeConnection extends Connection(EventAttendee, "EventAttendee") {}

@Resolver(() => CalendarEvent)
export class EventsResolver {
  @Query(() => EventConnection, {
    description:
      "UPCOMING: not yet ended and not cancelled, soonest first; PAST: ended, latest first",
  })
  events(
    @Arg("period", () => EventPeriod, { defaultValue: EventPeriod.UPCOMING }) period: EventPeriod,
    @Arg("mine", () => Boolean, {
      nullable: true,
      description: "Only the viewer's own events, cancelled ones included (none for a visitor)",
    })
    mine: boolean | null | undefined,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<EventConnection> {
    return events.listEvents(ctx, { period, mine, ...page });
  }

  @Query(() => CalendarEvent, { nullable: true })
  event(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<CalendarEvent | null> {
    return events.findEvent(ctx, id);
  }

  @Query(() => EventAttendeeConnection, {
    description:
      "GOING: confirmed in reply order, then the waitlist in order; INTERESTED in reply order",
  })
  eventAttendees(
    @IdArg("eventId") eventId: string,
    @Arg("status", () => AttendanceStatus, { defaultValue: AttendanceStatus.GOING })
    status: AttendanceStatus,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<EventAttendeeConnection> {
    return listAttendees(ctx, { eventId, status, ...page });
  }

  @SignedIn(EVENT_MESSAGES.signIn, EVENT_MESSAGES.signInTitle)
  @Mutation(() => CalendarEvent, {
    description:
      "Creates an event and its feed item; a visitor: 'Authentication required - Please log in to create an event'",
  })
  createEvent(
    @InputArg(CreateEventInput) input: CreateEventInput,
    @Ctx() ctx: Context,
  ): Promise<CalendarEvent> {
    return events.createEvent(ctx, ctx.viewer!, input);
  }

  @Authorized()
  @Mutation(() => CalendarEvent, {
    description: "Its creator; left out stay; a new time or place notifies attendees",
  })
  updateEvent(
    @IdArg("id") id: string,
    @InputArg(UpdateEventInput) input: UpdateEventInput,
    @Ctx() ctx: Context,
  ): Promise<CalendarEvent> {
    return events.updateEvent(ctx, ctx.viewer!, id, input);
  }

  @Authorized()
  @Mutation(() => CalendarEvent, {
    description: "Its creator or a super admin; sets cancelledAt; attendees notified",
  })
  cancelEvent(@IdArg("id") id: string, @Ctx() ctx: Context): Promise<CalendarEvent> {
    return events.cancelEvent(ctx, ctx.viewer!, id);
  }

  @Authorized()
  @Mutation(() => CalendarEvent, {
    description:
      "One status per member and event; NONE removes it; GOING on a full event joins the waitlist",
  })
  setAttendance(
    @IdArg("eventId") eventId: string,
    @Arg("status", () => AttendanceStatus) status: AttendanceStatus,
    @Ctx() ctx: Context,
  ): Promise<CalendarEvent> {
    return setAttendance(ctx, ctx.viewer!, { eventId, status });
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description: "Null once the account is gone ('Unknown User')",
  })
  creator(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<Profile | null> | null {
    return event.creatorId ? ctx.loaders.profileById.load(event.creatorId) : null;
  }

  @FieldResolver(() => Int, { description: "Confirmed places taken" })
  async goingCount(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.eventCounts.load(event.id)).going;
  }

  @FieldResolver(() => Int)
  async interestedCount(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.eventCounts.load(event.id)).interested;
  }

  @FieldResolver(() => Int)
  async waitlistCount(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<number> {
    return (await ctx.loaders.eventCounts.load(event.id)).waitlisted;
  }

  @FieldResolver(() => Int, { nullable: true, description: "Null without a capacity" })
  async spotsLeft(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<number | null> {
    if (event.capacity === null) return null;
    const { going } = await ctx.loaders.eventCounts.load(event.id);
    return Math.max(0, event.capacity - going);
  }

  @FieldResolver(() => AttendanceStatus, { description: "GOING also while waitlisted" })
  async viewerStatus(@Root() event: CalendarEvent, @Ctx() ctx: Context): Promise<AttendanceStatus> {
    return (await ctx.loaders.viewerAttendance.load(event.id)).status;
  }

  @FieldResolver(() => Int, { nullable: true, description: "1-based while waitlisted, else null" })
  async viewerWaitlistPosition(
    @Root() event: CalendarEvent,
    @Ctx() ctx: Context,
  ): Promise<number | null> {
    return (await ctx.loaders.viewerAttendance.load(event.id)).waitlistPosition;
  }

  @FieldResolver(() => Boolean, { description: "Whether the viewer may edit it: its creator" })
  viewerCanEdit(@Root() event: CalendarEvent, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "edit", event);
  }

  @FieldResolver(() => Boolean, {
    description: "Whether the viewer may cancel it: its creator or a super admin",
  })
  viewerCanCancel(@Root() event: CalendarEvent, @Ctx() ctx: Context): boolean {
    return can(ctx.viewer, "cancel", event);
  }

  @FieldResolver(() => Boolean, { description: "Its end (or, without one, its start) has passed" })
  hasEnded(@Root() event: CalendarEvent): boolean {
    return events.hasEnded(event);
  }

  @FieldResolver(() => String, {
    description: "'Add to calendar': GET /calendar/events/{id}.ics, RFC 5545, times in UTC",
  })
  icsUrl(@Root() event: CalendarEvent): string {
    return icsPath(event.id);
  }
}

@Resolver(() => EventAttendee)
export class EventAttendeeResolver {
  @FieldResolver(() => Profile)
  async profile(@Root() attendee: EventAttendee, @Ctx() ctx: Context): Promise<Profile> {
    return (await ctx.loaders.profileById.load(attendee.userId))!;
  }
}
