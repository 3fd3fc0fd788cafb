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
registerEnumType(ReportReason, {
  name: "ReportReason",
  description: "Why a member reports a profile or content",
  valuesConfig: {
    SPAM: { description: "Spam" },
    HARASSMENT: { description: "Harassment" },
    OTHER: { description: "Something else, which the report's details must describe" },
  },
});

export enum ReportStatus {
  OPEN = "OPEN",
  RESOLVED = "RESOLVED",
}
registerEnumType(ReportStatus, {
  name: "ReportStatus",
  description: "Where a report stands",
  valuesConfig: {
    OPEN: { description: "Waiting for a super admin" },
    RESOLVED: { description: "A super admin resolved it; its action says how" },
  },
});

export enum ReportAction {
  DISMISS = "DISMISS",
  DELETE_CONTENT = "DELETE_CONTENT",
  BAN_AUTHOR = "BAN_AUTHOR",
}
registerEnumType(ReportAction, {
  name: "ReportAction",
  description: "How a super admin resolves the reports on a target",
  valuesConfig: {
    DISMISS: { description: "No action: the target stays" },
    DELETE_CONTENT: { description: "Deletes the reported content (not possible for a profile)" },
    BAN_AUTHOR: {
      description: "Bans the reported member, or the content's author (as it was when reported)",
    },
  },
});

/**
 * One super-admin action: who (the actor's id; null for the `npm run admin` command), what, when and on
 * which target. Written in the action's transaction; the database refuses to change or delete a row.
 */
@ObjectType({
  description:
    "One entry of the audit log: a super admin's action, who took it, on what and when. Entries are never changed or deleted.",
})
@Entity({ name: "audit_log" })
export class AuditEntry {
  @IdField()
  id: string;

  @Column({ type: "uuid", nullable: true })
  actorId: string | null;

  @KindField(() => AuditAction, 40, { description: "What was done." })
  action: AuditAction;

  @KindField(() => ModerationTarget, 40, {
    description: "The kind of thing it was done to: PROFILE for actions on a member.",
  })
  targetType: ModerationTarget;

  @Field(() => ID, { description: "The id of what it was done to; it may since be gone." })
  @Column({ type: "uuid" })
  targetId: string;

  @TextField(500, { description: "What happened, in words ('Banned @ana'); up to 500 characters." })
  summary: string;

  @CreatedAtField("When it was done.")
  createdAt: Date;
}

/** A member's report of a profile or a piece of content; one per member and target. */
@ObjectType({
  description:
    "A member's report of a profile or a piece of content. One per member and target, even once resolved; it goes with the reporter's account.",
})
@Entity({ name: "reports" })
export class Report {
  @IdField()
  id: string;

  @Column({ type: "uuid", nullable: true })
  reporterId: string | null;

  @KindField(() => ModerationTarget, 40, { description: "The kind of thing reported." })
  targetType: ModerationTarget;

  @Field(() => ID, {
    description: "The id of the reported profile or content; it may since be gone.",
  })
  @Column({ type: "uuid" })
  targetId: string;

  /** The target's author when it was reported, so BAN_AUTHOR works after the content is gone. */
  @Column({ type: "uuid", nullable: true })
  targetAuthorId: string | null;

  @KindField(() => ReportReason, 20, { description: "Why the member reported it." })
  reason: ReportReason;

  @NullableTextField(
    1000,
    "The reporter's own words, up to 1,000 characters; required for OTHER, else null when not given.",
  )
  details: string | null;

  @KindField(() => ReportStatus, 20, {
    default: ReportStatus.OPEN,
    description: "OPEN until a super admin resolves it.",
  })
  status: ReportStatus;

  @KindField(() => ReportAction, 20, {
    nullable: true,
    description: "How it was resolved; null while it is open.",
  })
  action: ReportAction | null;

  @Column({ type: "uuid", nullable: true })
  resolvedById: string | null;

  @TimeField({ nullable: true, description: "When it was resolved; null while it is open." })
  resolvedAt: Date | null;

  @CreatedAtField("When it was filed.")
  createdAt: Date;
}
