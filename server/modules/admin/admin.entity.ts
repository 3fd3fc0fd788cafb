import { AuditAction } from "../../kernel/kinds";
import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Column, Entity } from "typeorm";
import {
  IdField,
  CreatedAtField,
  NullableTextField,
  TextField,
  KindField,
  TimeField,
} from "../../graphql/columns";
import { ID } from "../../graphql/ids";
import { ModerationTarget } from "../../kernel/kinds";

export enum ReportReason {
  SPAM = "SPAM",
  HARASSMENT = "HARASSMENT",
  OTHER = "OTHER",
}
registerEnumType(ReportReason, { name: "ReportReason" });

export enum ReportStatus {
  OPEN = "OPEN",
  RESOLVED = "RESOLVED",
}
registerEnumType(ReportStatus, { name: "ReportStatus" });

export enum ReportAction {
  DISMISS = "DISMISS",
  DELETE_CONTENT = "DELETE_CONTENT",
  BAN_AUTHOR = "BAN_AUTHOR",
}
registerEnumType(ReportAction, { name: "ReportAction" });

/**
 * One super-admin action: who (the actor's id; null for the `npm run admin` command), what, when and on
 * which target. Written in the action's transaction; the database refuses to change or delete a row.
 */
@ObjectType()
@Entity({ name: "audit_log" })
export class AuditEntry {
  @IdField()
  id: string;

  @Column({ type: "uuid", nullable: true })
  actorId: string | null;

  @KindField(() => AuditAction, 40)
  action: AuditAction;

  @KindField(() => ModerationTarget, 40)
  targetType: ModerationTarget;

  @Field(() => ID)
  @Column({ type: "uuid" })
  targetId: string;

  @TextField(500, { description: "What happened, in words ('Banned @ana')" })
  summary: string;

  @CreatedAtField()
  createdAt: Date;
}

/** A member's report of a profile or a piece of content; one per member and target. */
@ObjectType()
@Entity({ name: "reports" })
export class Report {
  @IdField()
  id: string;

  @Column({ type: "uuid", nullable: true })
  reporterId: string | null;

  @KindField(() => ModerationTarget, 40)
  targetType: ModerationTarget;

  @Field(() => ID)
  @Column({ type: "uuid" })
  targetId: string;

  /** The target's author when it was reported, so BAN_AUTHOR works after the content is gone. */
  @Column({ type: "uuid", nullable: true })
  targetAuthorId: string | null;

  @KindField(() => ReportReason, 20)
  reason: ReportReason;

  @NullableTextField(1000)
  details: string | null;

  @KindField(() => ReportStatus, 20, { default: ReportStatus.OPEN })
  status: ReportStatus;

  @KindField(() => ReportAction, 20, { nullable: true })
  action: ReportAction | null;

  @Column({ type: "uuid", nullable: true })
  resolvedById: string | null;

  @TimeField({ nullable: true })
  resolvedAt: Date | null;

  @CreatedAtField()
  createdAt: Date;
}
