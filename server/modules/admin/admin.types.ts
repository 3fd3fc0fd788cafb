import { Field, Int, ObjectType } from "type-graphql";
import { ID } from "../../graphql/ids";
import { Connection } from "../../graphql/pagination";
import { AuditEntry, Report } from "./admin.entity";
import { ModerationTarget } from "../../kernel/moderatable";

@ObjectType({ description: "How many items of one kind exist" })
export class ContentCount {
  @Field(() => ModerationTarget)
  kind: ModerationTarget;

  @Field(() => Int)
  count: number;
}

@ObjectType({ description: "The dashboard's statistics, counted when asked" })
export class AdminStats {
  @Field(() => Int)
  totalUsers: number;

  @Field(() => Int)
  bannedUsers: number;

  @Field(() => Int, { description: "Members seen (signed in) in the last 24 hours" })
  activeToday: number;

  @Field(() => Int, { description: "Members who joined in the last 7 days" })
  newThisWeek: number;

  @Field(() => Int, { description: "Reported targets with open reports" })
  openReports: number;

  @Field(() => [ContentCount], { description: "One per content kind built so far" })
  content: ContentCount[];
}

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
