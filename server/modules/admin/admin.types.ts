import { Field, Int, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { ObjectFields } from "../../graphql/inputs";
import { Connection } from "../../graphql/pagination";
import { AuditEntry, Report } from "./admin.entity";
import { ModerationTarget } from "../../kernel/kinds";

@ObjectType({ description: "How many items of one content kind exist" })
export class ContentCount extends ObjectFields({
  kind: [ModerationTarget, "The content kind"],
  count: [Int, "How many items of it exist, those of banned members included"],
}) {}

@ObjectType({ description: "The admin dashboard's statistics, counted when asked" })
export class AdminStats extends ObjectFields({
  totalUsers: [Int, "Every member, banned ones included"],
  bannedUsers: [Int, "Members who are banned"],
  activeToday: [Int, "Members active (any signed-in request) in the last 24 hours"],
  newThisWeek: [Int, "Members who joined in the last 7 days"],
  openReports: [Int, "Reported targets with open reports"],
  content: [[ContentCount], "One per content kind built so far"],
}) {}

@ObjectType({ description: "One piece of content in the admin lists" })
export class AdminContentItem {
  @Field(() => ModerationTarget, { description: "Its content kind." })
  kind: ModerationTarget;

  @Field(() => ID, { description: "Its id, as deleteContent takes it." })
  id: string;

  @Field(() => String, {
    nullable: true,
    description: "Its title or name; null for kinds without one (a comment, a post).",
  })
  title: string | null;

  @Field({ description: "The text, cut at 100 characters ('...' added)" })
  preview: string;

  authorId: string | null;

  @Field(() => Int, {
    description:
      "How many LIKE reactions it has (other reactions are not counted); 0 for kinds that do not count them.",
  })
  likeCount: number;

  @Field({ description: "When it was created." })
  createdAt: Date;

  @Field({ description: "The app route that opens it" })
  path: string;
}

@ObjectType({ description: "A page of content of one kind, for super admins" })
export class AdminContentConnection extends Connection(AdminContentItem, "AdminContent") {}

@ObjectType({ description: "A page of the report queue: one entry per reported target" })
export class ReportConnection extends Connection(Report, "Report") {}

@ObjectType({ description: "A page of the audit log" })
export class AuditEntryConnection extends Connection(AuditEntry, "AuditEntry") {}
