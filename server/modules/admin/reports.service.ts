import { emit } from "../../kernel/events";
import type { EntityManager } from "typeorm";
import { inTransaction } from "../../db/transaction";
import type { Services } from "../../kernel/context";
import { ConflictError, ForbiddenError, NotFoundError, UserInputError } from "../../graphql/errors";
import { entityColumns, keysetPage, type PageArgs } from "../../graphql/pagination";
import type { Viewer } from "../../kernel/viewer";

import { Report, ReportAction, ReportReason, ReportStatus } from "./admin.entity";
import { can } from "./admin.policy";
import {
  ADMIN_MESSAGES,
  banInTx,
  discardFiles,
  moderatableOf,
  recordAdminAction,
  removeContent,
  type StoredFile,
} from "./admin.service";
import { ModerationTarget } from "../../kernel/kinds";
import { displayName } from "../../lib/text";

export const REPORT_MESSAGES = {
  detailsRequired: "Please describe the problem.",
  detailsTooLong: "Details must be at most 1000 characters.",
  duplicate: "You have already reported this.",
  own: "You cannot report yourself or your own content.",
  resolved: "This report has already been resolved.",
} as const;

export const DETAILS_MAX = 1000;

/** What a report's target is now: its author, a preview and where it opens; null once it is gone. */
export type TargetInfo = { authorId: string | null; preview: string; path: string };

/** The targets of some reports, by `${type}:${id}`, read in one statement per kind. */
export async function findTargets(
  services: Pick<Services, "db" | "registry">,
  targets: readonly { targetType: ModerationTarget; targetId: string }[],
): Promise<Map<string, TargetInfo>> {
  const found = new Map<string, TargetInfo>();
  const byKind = new Map<ModerationTarget, string[]>();
  for (const t of targets)
    byKind.set(t.targetType, [...(byKind.get(t.targetType) ?? []), t.targetId]);
  for (const [kind, ids] of byKind) {
    const rows: { id: string; author_id: string | null; preview: string; path: string }[] =
      kind === "PROFILE"
        ? await services.db.query(
            `SELECT p.id, p.id AS author_id, coalesce(p.full_name, p.username) || ' (@' || p.username || ')' AS preview,
                    '/profile/' || p.id AS path
               FROM profiles p WHERE p.id = ANY($1::uuid[])`,
            [ids],
          )
        : await (async () => {
            const m = moderatableOf(services, kind);
            if (!m) return [];
            return services.db.query(
              `SELECT x.id, x.author_id, left(coalesce(x.title || ': ', '') || x.body, 100) AS preview, x.path
                 FROM (${m.items}) x WHERE x.id = ANY($1::uuid[])`,
              [ids],
            );
          })();
    for (const r of rows)
      found.set(`${kind}:${r.id}`, { authorId: r.author_id, preview: r.preview, path: r.path });
  }
  return found;
}

/**
 * A member reports a profile or a piece of content: a reason, details required for OTHER (at most 1000
 * characters); one report per member and target (CONFLICT); never oneself or one's own content.
 */
export async function reportContent(
  services: Pick<Services, "db" | "registry">,
  viewer: Viewer,
  input: {
    targetType: ModerationTarget;
    targetId: string;
    reason: ReportReason;
    details: string | null;
  },
): Promise<Report> {
  const details = input.details?.trim() || null;
  if (input.reason === ReportReason.OTHER && !details)
    throw new UserInputError({ details: REPORT_MESSAGES.detailsRequired });
  if (details && details.length > DETAILS_MAX)
    throw new UserInputError({ details: REPORT_MESSAGES.detailsTooLong });
  const target = (await findTargets(services, [input])).get(
    `${input.targetType}:${input.targetId}`,
  );
  if (!target) throw new NotFoundError("Content");
  if (!can(viewer, "report", target)) throw new ForbiddenError(REPORT_MESSAGES.own);
  const rows: Report[] = await services.db.query(
    `INSERT INTO reports (reporter_id, target_type, target_id, target_author_id, reason, details)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT "UQ_reports_reporter_target" DO NOTHING
     RETURNING ${entityColumns(services.db, Report, "reports")}`,
    [viewer.id, input.targetType, input.targetId, target.authorId, input.reason, details],
  );
  if (!rows[0]) throw new ConflictError(REPORT_MESSAGES.duplicate);
  return Object.assign(new Report(), rows[0]);
}

export type ReportRow = Report & { targetReportCount: number; target?: TargetInfo | null };

/**
 * The queue: one entry per target (its newest report with this status), newest first, with how many
 * reports of that status the target has.
 */
export function reports(
  services: Pick<Services, "db" | "registry">,
  input: PageArgs & { status: ReportStatus },
) {
  const { db } = services;
  return keysetPage(
    db,
    {
      select: `${entityColumns(db, Report, "r")},
        (SELECT count(*)::int FROM reports c
          WHERE c.target_type = r.target_type AND c.target_id = r.target_id AND c.status = r.status)
          AS "targetReportCount"`,
      from: `(SELECT DISTINCT ON (target_type, target_id) * FROM reports WHERE status = $1
               ORDER BY target_type, target_id, created_at DESC, id DESC) r`,
      params: [input.status],
      alias: "r",
    },
    input,
    async (rows: ReportRow[]) => {
      const targets = await findTargets(services, rows);
      return rows.map((row) =>
        Object.assign(new Report(), row, {
          target: targets.get(`${row.targetType}:${row.targetId}`) ?? null,
        }),
      );
    },
  );
}

const OUTCOME: Record<ReportAction, string> = {
  [ReportAction.DISMISS]: "we reviewed it and took no action.",
  [ReportAction.DELETE_CONTENT]: "we reviewed it and removed the content.",
  [ReportAction.BAN_AUTHOR]: "we reviewed it and banned the member responsible.",
};

/** How a report names what it was about, with its article: 'a comment', 'an article'. */
const KIND_NAMES: Record<Exclude<ModerationTarget, "PROFILE">, string> = {
  ARTICLE: "an article",
  GROUP: "a group",
  GROUP_POST: "a group post",
  COMMENT: "a comment",
  FORUM_POST: "a forum post",
  EVENT: "an event",
  BUSINESS_IDEA: "a business idea",
  BUSINESS_PAGE: "a business page",
  PAGE_POST: "a page post",
  REVIEW: "a review",
};

/**
 * What a report was about, for its reporters: 'Your report on a comment by Ana Lee', 'Your report on Ana
 * Lee' (a profile); the kind alone when its author is unknown ('Your report on a review').
 */
export function reportSubject(targetType: ModerationTarget, author: string | null): string {
  if (targetType === "PROFILE") return `Your report on ${author ?? "a member"}`;
  const kind = KIND_NAMES[targetType as Exclude<ModerationTarget, "PROFILE">] ?? "some content";
  return author ? `Your report on ${kind} by ${author}` : `Your report on ${kind}`;
}

/**
 * Resolves a report and every other open report on the same target, in one transaction with its
 * consequence (DELETE_CONTENT deletes the target, BAN_AUTHOR bans its author or the reported member)
 * and the audit entries; each reporter (but the admin) is told the outcome, naming what they reported
 * ('Your report on a comment by Ana Lee: we reviewed it and removed the content.'): report_resolved with
 * { reportId, action } and, while the target is still there (not deleted), its `path`.
 */
export async function resolveReport(
  services: Pick<Services, "db" | "pubSub" | "registry" | "storage">,
  viewer: Viewer,
  id: string,
  action: ReportAction,
): Promise<Report> {
  let files: StoredFile[] = [];
  await inTransaction(services.db, async (tx: EntityManager, afterCommit) => {
    const [report]: Report[] = await tx.query(
      `SELECT ${entityColumns(services.db, Report, "r")} FROM reports r WHERE r.id = $1 FOR UPDATE`,
      [id],
    );
    if (!report) throw new NotFoundError("Report");
    if (report.status !== ReportStatus.OPEN) throw new ConflictError(REPORT_MESSAGES.resolved);
    const { targetType, targetId } = report;
    const target = (await findTargets(services, [report])).get(`${targetType}:${targetId}`);
    if (action === ReportAction.DELETE_CONTENT) {
      const moderatable = moderatableOf(services, targetType);
      if (!moderatable) throw new NotFoundError("Content");
      files = await removeContent(tx, moderatable, viewer.id, targetType, targetId);
    } else if (action === ReportAction.BAN_AUTHOR) {
      const authorId = target?.authorId ?? report.targetAuthorId;
      if (!authorId) throw new NotFoundError("Profile");
      if (!can(viewer, "actAgainst", { id: authorId }))
        throw new ForbiddenError(ADMIN_MESSAGES.againstSuperAdmin);
      await banInTx({ tx, afterCommit, services }, viewer.id, authorId, " (from a report)");
    }
    // An UPDATE answers [rows, count].
    const [resolved]: [{ id: string; reporter_id: string | null }[], number] = await tx.query(
      `UPDATE reports SET status = 'RESOLVED', action = $3, resolved_by_id = $4, resolved_at = now()
        WHERE target_type = $1 AND target_id = $2 AND status = 'OPEN'
        RETURNING id, reporter_id`,
      [targetType, targetId, action, viewer.id],
    );
    await recordAdminAction(tx, {
      actorId: viewer.id,
      action: "RESOLVE_REPORT",
      targetType,
      targetId,
      summary: `Resolved ${resolved.length} report(s) on ${targetType.toLowerCase().replace("_", " ")}: ${action}`,
    });
    // What the notification opens: the reported content or member, unless it was just removed.
    const path = target && action !== ReportAction.DELETE_CONTENT ? target.path : undefined;
    // Who is named: the reported member, or the content's author (as reported, should it be gone now).
    const authorId =
      targetType === "PROFILE" ? targetId : (target?.authorId ?? report.targetAuthorId);
    const [author]: { full_name: string | null; username: string | null }[] = authorId
      ? await tx.query(`SELECT full_name, username FROM profiles WHERE id = $1`, [authorId])
      : [];
    const subject = reportSubject(
      targetType,
      author ? displayName({ fullName: author.full_name, username: author.username }) : null,
    );
    for (const r of resolved) {
      if (!r.reporter_id || r.reporter_id === viewer.id) continue;
      await emit({ tx, afterCommit, services }, "NotificationDue", {
        userId: r.reporter_id,
        type: "report_resolved",
        title: "Report resolved",
        message: `${subject}: ${OUTCOME[action]}`,
        data: { reportId: r.id, action, ...(path ? { path } : {}) },
      });
    }
  });
  await discardFiles(services, files);
  return services.db.getRepository(Report).findOneByOrFail({ id });
}
