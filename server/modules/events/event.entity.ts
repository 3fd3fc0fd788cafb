import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
} from "typeorm";
import {
  IdField,
  CreatedAtField,
  UpdatedAtField,
  NullableTextField,
  TextField,
  IntField,
  TimeField,
  ForeignKey,
} from "../../graphql/columns";
import { Profile } from "../profiles";
import { EVENT_LIMITS } from "./rules";

/** A member's answer to an event; NONE is no row (spec: not_going removes the record). */
export enum AttendanceStatus {
  GOING = "going",
  INTERESTED = "interested",
  NONE = "none",
}
registerEnumType(AttendanceStatus, {
  name: "AttendanceStatus",
  description: "A member's answer to an event: one per member and event.",
  valuesConfig: {
    GOING: {
      description:
        "Going: a confirmed place, or a place on the waitlist while the event is full (first come, first served).",
    },
    INTERESTED: { description: "Interested, without taking a place." },
    NONE: {
      description:
        "No answer; setting it removes the member's answer, freeing any place they held.",
    },
  },
});

export enum EventPeriod {
  UPCOMING = "upcoming",
  PAST = "past",
}
registerEnumType(EventPeriod, {
  name: "EventPeriod",
  description:
    "Which events a list holds: by whether their end (or, without one, their start) has passed.",
  valuesConfig: {
    UPCOMING: { description: "Events that have not ended yet, the soonest start first." },
    PAST: { description: "Events that have ended, the latest start first." },
  },
});

/**
 * An event: a start instant (and an optional end) with the creator's IANA time zone, shown in each viewer's
 * own; an optional capacity beyond which members going wait on a list. Without an end, it ends as it
 * starts. Cancelled events stay listed, marked by `cancelledAt`.
 */
// Named apart from the global `Event` (a DOM class in Node), which a type-only reference would reach.
@ObjectType("Event", {
  description:
    "An event members attend: when and where it takes place, and who answered. Events are public; those of banned members are hidden.",
})
@Entity({ name: "events" })
@Check("CHK_events_capacity", `"capacity" IS NULL OR "capacity" >= 1`)
@Check("CHK_events_end", `"ends_at" IS NULL OR "ends_at" > "starts_at"`)
@Index("IDX_events_starts", ["startsAt", "id"])
@Index("IDX_events_creator", ["creatorId"])
export class CalendarEvent {
  @IdField()
  id: string;

  @TextField(EVENT_LIMITS.titleMax, { description: "Its title, 1 to 100 characters." })
  title: string;

  @NullableTextField(
    EVENT_LIMITS.descriptionMax,
    "What it is about, at most 500 characters; null without a description.",
  )
  description: string | null;

  @TextField(EVENT_LIMITS.locationMax, {
    description: "Where it takes place, 1 to 100 characters.",
  })
  location: string;

  @TimeField({
    description: "When it starts: an instant, which screens show in each viewer's own time zone.",
  })
  startsAt: Date;

  @TimeField({
    nullable: true,
    description:
      "When it ends, after its start; null when it has no end (it then ends as it starts).",
  })
  endsAt: Date | null;

  @TextField(EVENT_LIMITS.timeZoneMax, {
    default: "UTC",
    description: "The creator's IANA time zone ('Europe/Paris'); UTC unless they chose one.",
  })
  timeZone: string;

  @IntField({
    nullable: true,
    description:
      "Places for members going, 1 to 100,000; null: no limit. Once they are taken, members going wait on the waitlist.",
  })
  capacity: number | null;

  @NullableTextField(
    undefined,
    "The address of its image (re-encoded, longest side at most 1600 px); null without one.",
  )
  imageUrl: string | null;

  @NullableTextField(
    undefined,
    "A smaller version of its image (longest side at most 480 px), for cards; null without one.",
  )
  imageThumbnailUrl: string | null;

  /** Null once the creator's account is gone; the event stays. */
  @ForeignKey(() => Profile, { onDelete: "SET NULL" })
  creatorId: string | null;

  @CreatedAtField()
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;

  @TimeField({
    nullable: true,
    description:
      "When it was cancelled; null unless it was. A cancelled event takes no more answers or changes; it stays among past events and in its creator's own list.",
  })
  cancelledAt: Date | null;
}

/**
 * A member's answer to an event: one row per member and event. `created_at` is when they (last) answered,
 * which orders those going, the waitlist and those interested.
 */
@ObjectType({
  description: "A member's answer to an event: going (confirmed or waitlisted) or interested.",
})
@Entity({ name: "event_attendees" })
@Check("CHK_event_attendees_waitlist", `NOT "waitlisted" OR "status" = 'going'`)
@Unique("UQ_event_attendees_member", ["eventId", "userId"])
@Index("IDX_event_attendees_list", ["eventId", "status", "waitlisted", "respondedAt", "id"])
@Index("IDX_event_attendees_user", ["userId"])
export class EventAttendee {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @ForeignKey(() => CalendarEvent)
  eventId: string;

  @ForeignKey(() => Profile)
  userId: string;

  @Field(() => AttendanceStatus, { description: "Their answer: GOING or INTERESTED." })
  @Column({
    type: "enum",
    enum: [AttendanceStatus.GOING, AttendanceStatus.INTERESTED],
    enumName: "attendance_status",
  })
  status: AttendanceStatus;

  /** Going, but the event was full: waiting for a place, in answer order. */
  @Column({ type: "boolean", default: false })
  waitlisted: boolean;

  @Field({
    description: "When they last answered; the lists (and the waitlist) follow this order.",
  })
  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  respondedAt: Date;

  @Field(() => Int, {
    nullable: true,
    description: "Their place on the waitlist, from 1; null when they are not waiting.",
  })
  waitlistPosition?: number | null;

  /** The start the member's reminder went out for (events.jobs.ts): one reminder per start time. */
  @Column({ name: "reminded_for", type: "timestamptz", precision: 3, nullable: true })
  remindedFor: Date | null;
}
