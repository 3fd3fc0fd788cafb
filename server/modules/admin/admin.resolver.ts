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
  @Query(() => AdminStats, {
    description:
      "The admin dashboard's statistics, counted when asked. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin.",
  })
  adminStats(@Ctx() ctx: Context): Promise<AdminStats> {
    return admin.adminStats(ctx);
  }

  @Authorized("SUPER_ADMIN")
  @Query(() => ProfileConnection, {
    description:
      "Every member, banned ones included, newest first. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin.",
  })
  adminUsers(
    @Arg("search", () => String, {
      nullable: true,
      description: "Text the name, username or e-mail contains, case-insensitive; blank is none",
    })
    search: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ProfileConnection> {
    return admin.adminUsers(ctx, { search, ...page });
  }

  @Authorized("SUPER_ADMIN")
  @Query(() => AdminContentConnection, {
    description:
      "Content of one kind, newest first, banned members' included. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin; BAD_USER_INPUT (`fields.kind`) for PROFILE.",
  })
  adminContent(
    @Arg("kind", () => ModerationTarget, { description: "The content kind; any but PROFILE" })
    kind: ModerationTarget,
    @Arg("search", () => String, {
      nullable: true,
      description: "Text the title or text contains, case-insensitive; blank is none",
    })
    search: string | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AdminContentConnection> {
    return admin.adminContent(ctx, kind, { search, ...page });
  }

  @Authorized("SUPER_ADMIN")
  @Query(() => ReportConnection, {
    description:
      "The report queue: one entry per reported target (its newest report with this status), newest first; `targetReportCount` says how many there are. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin.",
  })
  reports(
    @Arg("status", () => ReportStatus, {
      defaultValue: ReportStatus.OPEN,
      description: "Which reports to list: OPEN by default",
    })
    status: ReportStatus,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<ReportConnection> {
    return reportsService.reports(ctx, { status, ...page });
  }

  @Authorized("SUPER_ADMIN")
  @Query(() => AuditEntryConnection, {
    description:
      "The audit log of super admins' actions, newest first; its entries are never changed or deleted. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin.",
  })
  auditLog(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<AuditEntryConnection> {
    return admin.auditLog(ctx, page);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Profile, {
    description:
      "Bans a member: ends every session and socket of theirs at once and hides their content, with a BAN_USER audit entry; answers their profile. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin, or when the member is a super admin (oneself included); NOT_FOUND when there is no such member.",
  })
  async banUser(
    @IdArg("userId", "The member to ban") userId: string,
    @Ctx() ctx: Context,
  ): Promise<Profile> {
    await admin.banMember(ctx, ctx.viewer!.id, userId);
    return freshProfile(ctx, userId);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Profile, {
    description:
      "Lifts a member's ban, with an UNBAN_USER audit entry; their content shows again. Answers their profile. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin, or when the member is a super admin; NOT_FOUND when there is no such member.",
  })
  async unbanUser(
    @IdArg("userId", "The member to unban") userId: string,
    @Ctx() ctx: Context,
  ): Promise<Profile> {
    await admin.unbanMember(ctx, ctx.viewer!.id, userId);
    return freshProfile(ctx, userId);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Boolean, {
    description:
      "Deletes a member's account at once, with a DELETE_USER audit entry: their articles, posts, comments, forum posts, reactions and messages go; groups and events stay without a creator. Answers true. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin, or when the member is a super admin; NOT_FOUND when there is no such member.",
  })
  async deleteUser(
    @IdArg("userId", "The member whose account to delete") userId: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await admin.deleteMember(ctx, ctx.viewer!.id, userId);
    return true;
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Boolean, {
    description:
      "Deletes any piece of content as its owner's own deletion would, with a DELETE_CONTENT audit entry. Answers true. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin; BAD_USER_INPUT (`fields.kind`) for PROFILE; NOT_FOUND when there is no such item.",
  })
  deleteContent(
    @Arg("kind", () => ModerationTarget, { description: "The content kind; any but PROFILE" })
    kind: ModerationTarget,
    @IdArg("id", "The item to delete") id: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return admin.deleteContent(ctx, ctx.viewer!.id, kind, id);
  }

  @Authorized("SUPER_ADMIN")
  @Mutation(() => Report, {
    description:
      "Resolves a report and every other open report on the same target, with a RESOLVE_REPORT audit entry; DELETE_CONTENT deletes the target, BAN_AUTHOR bans its author. Every reporter but the acting super admin is notified of the outcome. Answers the report. Super admins only. Errors: UNAUTHENTICATED; FORBIDDEN for anyone but a super admin, or when BAN_AUTHOR would ban a super admin; NOT_FOUND when there is no such report, or the content or author to act on is gone; CONFLICT when the report is already resolved; BAD_USER_INPUT (`fields.kind`) for DELETE_CONTENT on a profile.",
  })
  resolveReport(
    @IdArg("id", "The report") id: string,
    @Arg("action", () => ReportAction, { description: "What to do about the target" })
    action: ReportAction,
    @Ctx() ctx: Context,
  ): Promise<Report> {
    return reportsService.resolveReport(ctx, ctx.viewer!, id, action);
  }

  @Authorized()
  @Mutation(() => Report, {
    description:
      "The viewer reports a profile or a piece of content to the super admins. Members only; one report per member and target, never oneself or one's own content. Errors: UNAUTHENTICATED; BAD_USER_INPUT (`fields.details`) when OTHER has no details or they are too long; NOT_FOUND when there is no such target; FORBIDDEN for oneself or one's own content; CONFLICT when the viewer already reported it.",
  })
  reportContent(
    @Arg("targetType", () => ModerationTarget, { description: "What kind of thing is reported" })
    targetType: ModerationTarget,
    @IdArg("targetId", "The reported profile's or content's id") targetId: string,
    @Arg("reason", () => ReportReason, { description: "Why it is reported" }) reason: ReportReason,
    @Arg("details", () => String, {
      nullable: true,
      description: "The reporter's own words, trimmed, up to 1,000 characters; required for OTHER",
    })
    details: string | null,
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
  @FieldResolver(() => Profile, {
    nullable: true,
    description: "Who wrote or created it; null once their account is deleted.",
  })
  author(@Root() item: AdminContentItem, @Ctx() ctx: Context) {
    return item.authorId ? ctx.loaders.profileById.load(item.authorId) : null;
  }
}

@Resolver(() => AuditEntry)
export class AuditEntryResolver {
  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The super admin who acted; null for the `npm run admin` command or once their account is deleted.",
  })
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
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The target as it is now, its first 100 characters (a member: their name and username); null once it is gone.",
  })
  async targetPreview(@Root() report: ReportNode, @Ctx() ctx: Context) {
    return (await targetOf(report, ctx))?.preview ?? null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The app route that opens the target; null once it is gone.",
  })
  async targetPath(@Root() report: ReportNode, @Ctx() ctx: Context) {
    return (await targetOf(report, ctx))?.path ?? null;
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The reported member, or the content's author (as it was when reported, should the content be gone); null when unknown.",
  })
  async targetAuthor(@Root() report: ReportNode, @Ctx() ctx: Context) {
    const authorId = (await targetOf(report, ctx))?.authorId ?? report.targetAuthorId;
    return authorId ? ctx.loaders.profileById.load(authorId) : null;
  }

  @FieldResolver(() => Int, {
    description: "How many reports the same target has with this report's status.",
  })
  async targetReportCount(@Root() report: ReportNode, @Ctx() ctx: Context) {
    if (typeof report.targetReportCount === "number") return report.targetReportCount;
    const [row]: { count: number }[] = await ctx.db.query(
      `SELECT count(*)::int AS count FROM reports WHERE target_type = $1 AND target_id = $2 AND status = $3`,
      [report.targetType, report.targetId, report.status],
    );
    return row.count;
  }

  @FieldResolver(() => Profile, { nullable: true, description: "The member who filed it." })
  reporter(@Root() report: Report, @Ctx() ctx: Context) {
    return report.reporterId ? ctx.loaders.profileById.load(report.reporterId) : null;
  }

  @FieldResolver(() => Profile, {
    nullable: true,
    description:
      "The super admin who resolved it; null while it is open or once their account is deleted.",
  })
  resolvedBy(@Root() report: Report, @Ctx() ctx: Context) {
    return report.resolvedById ? ctx.loaders.profileById.load(report.resolvedById) : null;
  }
}
