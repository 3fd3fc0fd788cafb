import {
  Arg,
  Args,
  Authorized,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
} from "type-graphql";
import type { Context } from "../../kernel/context";
import { IdArg } from "../../graphql/args";
import { PageArgs } from "../../graphql/pagination";
import { ProfileConnection } from "../profiles";
import { Profile } from "../profiles";
import { AuditEntry, Report, ReportAction, ReportReason, ReportStatus } from "./admin.entity";
import * as admin from "./admin.service";
import {
  AdminContentConnection,
  AdminContentItem,
  AdminStats,
  AuditEntryConnection,
  ReportConnection,
} from "./admin.types";
import { ModerationTarget } from "../../kernel/kinds";
import * as reportsService from "./reports.service";

/** The member after an admin action on them, read fresh. */
async function freshProfile(ctx: Context, id: string): Promise<Profile> {
  ctx.loaders.profileById.clear(id);
  return (await ctx.loaders.profileById.load(id))!;
}

@Resolver()
export class AdminResolver {
  @Authorized("SUPER_ADMIN")
  @Query(() => AdminStats)
  adminStats(@Ctx() ctx: Context): Promise<AdminStats> {
    return admin.adminStats(ctx);
  }

  @Authorized("SUPER_ADMIN")
  @Query(() => ProfileConnection, {
    description: "Members, newest first; search: name, username or e-mail, case-insensitive",
  })
  adminUsers(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ProfileConnection> {
    return admin.adminUsers(ctx, { search, ...page });
  }

  @Authorized("SUPER_ADMIN")
  @Query(() => AdminContentConnection, {
    description: "Content of one kind, newest first; search: title or text. Every kind but PROFILE",
  })
  adminContent(
    @Arg("kind", () => ModerationTarget) kind: ModerationTarget,
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AdminContentConnection> {
    return admin.adminContent(ctx, kind, { search, ...page });
  }

  @Authorized("SUPER_ADMIN")
  @Query(() => ReportConnection, {
    description: "One entry per target (its newest report), newest first",
  })
  reports(
    @Arg("status", () => ReportStatus, { defaultValue: ReportStatus.OPEN }) status: ReportStatus,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ReportConnection> {
    return reportsService.reports(ctx, { status, ...page });
  }

  @Authorized("SUPER_ADMIN")
  @Query(() => AuditEntryConnection, { description: "Newest first; nothing edits it" })
  auditLog(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AuditEntryConnection> {
    return admin.auditLog(ctx, page);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Profile, {
    description: "Ends every session and socket of the member at once and hides their content",
  })
  async banUser(@IdArg("userId") userId: string, @Ctx() ctx: Context): Promise<Profile> {
    await admin.banMember(ctx, ctx.viewer!.id, userId);
    return freshProfile(ctx, userId);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Profile, { description: "Lifts a ban; the member's content returns" })
  async unbanUser(@IdArg("userId") userId: string, @Ctx() ctx: Context): Promise<Profile> {
    await admin.unbanMember(ctx, ctx.viewer!.id, userId);
    return freshProfile(ctx, userId);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Boolean, {
    description:
      "Deletes the account: articles, posts, comments, forum posts, reactions and messages go; groups and events stay without a creator",
  })
  async deleteUser(@IdArg("userId") userId: string, @Ctx() ctx: Context): Promise<boolean> {
    await admin.deleteMember(ctx, ctx.viewer!.id, userId);
    return true;
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Boolean, { description: "Deletes any content (not PROFILE)" })
  deleteContent(
    @Arg("kind", () => ModerationTarget) kind: ModerationTarget,
    @IdArg("id") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return admin.deleteContent(ctx, ctx.viewer!.id, kind, id);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Report, {
    description:
      "Resolves every open report on the same target; DELETE_CONTENT deletes it, BAN_AUTHOR bans its author",
  })
  resolveReport(
    @IdArg("id") id: string,
    @Arg("action", () => ReportAction) action: ReportAction,
    @Ctx() ctx: Context,
  ): Promise<Report> {
    return reportsService.resolveReport(ctx, ctx.viewer!, id, action);
  }

  @Authorized()
  @Mutation(() => Report, {
    description:
      "Reports a profile or content; details required for OTHER (≤ 1000 characters); one per member and target",
  })
  reportContent(
    @Arg("targetType", () => ModerationTarget) targetType: ModerationTarget,
    @IdArg("targetId") targetId: string,
    @Arg("reason", () => ReportReason) reason: ReportReason,
    @Arg("details", () => String, { nullable: true }) details: string | null,
    @Ctx() ctx: Context,
  ): Promise<Report> {
    return reportsService.reportContent(ctx, ctx.viewer!, {
      targetType,
      targetId,
      reason,
      details,
    });
  }
}

@Resolver(() => AdminContentItem)
export class AdminContentItemResolver {
  @FieldResolver(() => Profile, { nullable: true })
  author(@Root() item: AdminContentItem, @Ctx() ctx: Context) {
    return item.authorId ? ctx.loaders.profileById.load(item.authorId) : null;
  }
}

@Resolver(() => AuditEntry)
export class AuditEntryResolver {
  @FieldResolver(() => Profile, { nullable: true, description: "Null: the admin command" })
  actor(@Root() entry: AuditEntry, @Ctx() ctx: Context) {
    return entry.actorId ? ctx.loaders.profileById.load(entry.actorId) : null;
  }
}

type ReportNode = reportsService.ReportRow;

/** A report's target as it is now (batched for a page; looked up alone after a resolution). */
async function targetOf(report: ReportNode, ctx: Context) {
  if (report.target !== undefined) return report.target;
  report.target =
    (await reportsService.findTargets(ctx, [report])).get(
      `${report.targetType}:${report.targetId}`,
    ) ?? null;
  return report.target;
}

@Resolver(() => Report)
export class ReportResolver {
  @FieldResolver(() => String, { nullable: true, description: "Null once the target is gone" })
  async targetPreview(@Root() report: ReportNode, @Ctx() ctx: Context) {
    return (await targetOf(report, ctx))?.preview ?? null;
  }

  @FieldResolver(() => String, { nullable: true })
  async targetPath(@Root() report: ReportNode, @Ctx() ctx: Context) {
    return (await targetOf(report, ctx))?.path ?? null;
  }

  @FieldResolver(() => Profile, { nullable: true })
  async targetAuthor(@Root() report: ReportNode, @Ctx() ctx: Context) {
    const authorId = (await targetOf(report, ctx))?.authorId ?? report.targetAuthorId;
    return authorId ? ctx.loaders.profileById.load(authorId) : null;
  }

  @FieldResolver(() => Int, { description: "Reports on the target with this status" })
  async targetReportCount(@Root() report: ReportNode, @Ctx() ctx: Context) {
    if (typeof report.targetReportCount === "number") return report.targetReportCount;
    const [row]: { count: number }[] = await ctx.db.query(
      `SELECT count(*)::int AS count FROM reports WHERE target_type = $1 AND target_id = $2 AND status = $3`,
      [report.targetType, report.targetId, report.status],
    );
    return row.count;
  }

  @FieldResolver(() => Profile, { nullable: true })
  reporter(@Root() report: Report, @Ctx() ctx: Context) {
    return report.reporterId ? ctx.loaders.profileById.load(report.reporterId) : null;
  }

  @FieldResolver(() => Profile, { nullable: true })
  resolvedBy(@Root() report: Report, @Ctx() ctx: Context) {
    return report.resolvedById ? ctx.loaders.profileById.load(report.resolvedById) : null;
  }
}
