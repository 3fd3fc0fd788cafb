import { Field, Int, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { ObjectFields } from "../../graphql/inputs";
import { Connection } from "../../graphql/pagination";
import { AuditEntry, Report } from "./admin.entity";
import { ModerationTarget } from "../../kernel/kinds";

@ObjectType({ description: "How many items of one kind exist" })
export class ContentCount extends ObjectFields({ kind: ModerationTarget, count: Int }) {}

@ObjectType({ description: "The dashboard's statistics, counted when asked" })
export class AdminStats extends ObjectFields({
  totalUsers: Int,
  bannedUsers: Int,
  activeToday: [Int, "Members active (any signed-in request) in the last 24 hours"],
  newThisWeek: [Int, "Members who joined in the last 7 days"],
  openReports: [Int, "Reported targets with open reports"],
  content: [[ContentCount], "One per content kind built so far"],
}) {}

@ObjectType({ description: "One piece of content in the admin lists" })
export class AdminContentItem {
  @Field(() => ModerationTarget)
  kind: ModerationTarget;

  @Field(() => ID)
  id: string;

  @Field(() => String, { nullable: true })
  title: string | null;

  @Field({ description: "The text, cut at 100 characters" })
  preview: string;

  authorId: string | null;

  @Field(() => Int)
  likeCount: number;

  @Field()
  createdAt: Date;

  @Field({ description: "The app route that opens it" })
  path: string;
}

@ObjectType()
export class AdminContentConnection extends Connection(AdminContentItem, "AdminContent") {}

@ObjectType()
export class ReportConnection extends Connection(Report, "Report") {}

@ObjectType()
export class AuditEntryConnection extends Connection(AuditEntry, "AuditEntry") {}
