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
  description: "GOING also while on the waitlist of a full event; NONE: no answer",
});

export enum EventPeriod {
  UPCOMING = "upcoming",
  PAST = "past",
}
registerEnumType(EventPeriod, {
  name: "EventPeriod",
  description: "UPCOMING: not yet ended, soonest first; PAST: ended, latest first",
});

/**
 * An event: a start instant (and an optional end) with the creator's IANA time zone, shown in each viewer's
 * own; an optional capacity beyond which members going wait on a list. Without an end, it ends as it
 * starts. Cancelled events stay listed, marked by `cancelledAt`.
 */
// Named apart from the global `Event` (a DOM class in Node), which a type-only reference would reach.
@ObjectType("Event", { description: "An event members attend" })
@Entity({ name: "events" })
@Check("CHK_events_capacity", `"capacity" IS NULL OR "capacity" >= 1`)
@Check("CHK_events_end", `"ends_at" IS NULL OR "ends_at" > "starts_at"`)
@Index("IDX_events_starts", ["startsAt", "id"])
@Index("IDX_events_creator", ["creatorId"])
export class CalendarEvent {
  @IdField()
  id: string;

  @TextField(EVENT_LIMITS.titleMax)
  title: string;

  @NullableTextField(EVENT_LIMITS.descriptionMax)
  description: string | null;

  @TextField(EVENT_LIMITS.locationMax)
  location: string;

  @TimeField({ description: "The start, an instant; shown in the viewer's zone" })
  startsAt: Date;

  @TimeField({ nullable: true })
  endsAt: Date | null;

  @TextField(EVENT_LIMITS.timeZoneMax, {
    default: "UTC",
    description: "The creator's IANA time zone ('Europe/Paris')",
  })
  timeZone: string;

  @IntField({ nullable: true, description: "Places for members going; null: no limit" })
  capacity: number | null;

  @NullableTextField()
  imageUrl: string | null;

  @NullableTextField()
  imageThumbnailUrl: string | null;

  /** Null once the creator's account is gone; the event stays. */
  @ForeignKey(() => Profile, { onDelete: "SET NULL" })
  creatorId: string | null;

  @CreatedAtField()
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;

  @TimeField({ nullable: true })
  cancelledAt: Date | null;
}

/**
 * A member's answer to an event: one row per member and event. `created_at` is when they (last) answered,
 * which orders those going, the waitlist and those interested.
 */
@ObjectType({ description: "A member's answer to an event" })
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

  @Field(() => AttendanceStatus)
  @Column({
    type: "enum",
    enum: [AttendanceStatus.GOING, AttendanceStatus.INTERESTED],
    enumName: "attendance_status",
  })
  status: AttendanceStatus;

  /** Going, but the event was full: waiting for a place, in answer order. */
  @Column({ type: "boolean", default: false })
  waitlisted: boolean;

  @Field({ description: "When they answered" })
  @CreateDateColumn({ name: "created_at", type: "timestamptz", precision: 3 })
  respondedAt: Date;

  @Field(() => Int, { nullable: true, description: "1-based while on the waitlist, else null" })
  waitlistPosition?: number | null;

  /** The start the member's reminder went out for (events.jobs.ts): one reminder per start time. */
  @Column({ name: "reminded_for", type: "timestamptz", precision: 3, nullable: true })
  remindedFor: Date | null;
}
