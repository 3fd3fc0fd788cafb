import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  type Relation,
} from "typeorm";
import {
  IdField,
  CreatedAtField,
  UpdatedAtField,
  NullableTextField,
  BelongsTo,
} from "../../graphql/columns";
import { Profile } from "../profiles";
import { EVENT_LIMITS } from "./events.rules";

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

  @Field()
  @Column({ type: "varchar", length: EVENT_LIMITS.titleMax })
  title: string;

  @NullableTextField(EVENT_LIMITS.descriptionMax)
  description: string | null;

  @Field()
  @Column({ type: "varchar", length: EVENT_LIMITS.locationMax })
  location: string;

  @Field({ description: "The start, an instant; shown in the viewer's zone" })
  @Column({ type: "timestamptz", precision: 3 })
  startsAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: "timestamptz", precision: 3, nullable: true })
  endsAt: Date | null;

  @Field({ description: "The creator's IANA time zone ('Europe/Paris')" })
  @Column({ type: "varchar", length: EVENT_LIMITS.timeZoneMax, default: "UTC" })
  timeZone: string;

  @Field(() => Int, { nullable: true, description: "Places for members going; null: no limit" })
  @Column({ type: "int", nullable: true })
  capacity: number | null;

  @NullableTextField()
  imageUrl: string | null;

  @NullableTextField()
  imageThumbnailUrl: string | null;

  /** Null once the creator's account is gone; the event stays. */
  @Column({ type: "uuid", nullable: true })
  creatorId: string | null;

  @BelongsTo(() => Profile, "creator_id", "SET NULL")
  creator: Relation<Profile> | null;

  @CreatedAtField()
  createdAt: Date;

  @UpdatedAtField()
  updatedAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: "timestamptz", precision: 3, nullable: true })
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

  @Column({ type: "uuid" })
  eventId: string;

  @BelongsTo(() => CalendarEvent, "event_id")
  event: Relation<CalendarEvent>;

  @Column({ type: "uuid" })
  userId: string;

  @BelongsTo(() => Profile, "user_id")
  user: Relation<Profile>;

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
}
