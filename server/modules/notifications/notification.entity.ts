import { GraphQLJSONObject } from "graphql-scalars";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { ID } from "../../graphql/ids";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { User } from "../accounts/user.entity";

/**
 * What a notification is about: every kind of the API contract (shared API.md), including those of areas
 * still to come, so an area that notifies only uses its kind. Stored as the lower-case value.
 */
export enum NotificationType {
  MESSAGE = "message",
  CONNECTION = "connection",
  CONNECTION_REQUEST = "connection_request",
  REACTION = "reaction",
  COMMENT = "comment",
  GROUP_JOIN_REQUEST = "group_join_request",
  GROUP_JOIN_DECISION = "group_join_decision",
  GROUP_INVITATION = "group_invitation",
  EVENT_UPDATED = "event_updated",
  EVENT_CANCELLED = "event_cancelled",
  EVENT_PROMOTED = "event_promoted",
  BUSINESS_UPDATE = "business_update",
  REPORT_RESOLVED = "report_resolved",
}
registerEnumType(NotificationType, { name: "NotificationType" });

@ObjectType()
@Entity({ name: "notifications" })
@Index("IDX_notifications_user_created", ["userId", "createdAt", "id"])
export class Notification {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column({ type: "uuid" })
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  user: Relation<User>;

  @Field(() => NotificationType)
  @Column({ type: "varchar", length: 40 })
  type: NotificationType;

  @Field()
  @Column({ type: "varchar", length: 200 })
  title: string;

  @Field()
  @Column({ type: "varchar", length: 1000 })
  message: string;

  @Field()
  @Column({ type: "boolean", default: false })
  read: boolean;

  @Field(() => GraphQLJSONObject, { nullable: true })
  @Column({ type: "jsonb", nullable: true })
  data: Record<string, unknown> | null;

  @Field()
  @CreateDateColumn({ type: "timestamptz", precision: 3 })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
