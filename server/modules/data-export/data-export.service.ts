import type { DataSource, EntityManager } from "typeorm";
import { inTransaction } from "../../db/transaction";
import { RateLimitedError } from "../../graphql/errors";
import type { Services } from "../../kernel/context";
import { emit } from "../../kernel/events";
import { scheduleJob, type JobHandler } from "../../kernel/jobs";
import type { Viewer } from "../../kernel/viewer";
import { DataExport, ExportStatus } from "./data-export.entity";
import {
  exportFileKey,
  exportFilesOlderThan,
  removeExportFiles,
  removeExports,
  writeExport,
} from "./data-export.files";

/** The task that writes a member's export (payload `{ exportId }`). */
export const DATA_EXPORT_TASK = "data-export";
/** The task that removes expired exports, and its schedule: every hour, at 17 minutes past. */
export const DATA_EXPORT_EXPIRY_TASK = "data-export-expiry";
export const DATA_EXPORT_EXPIRY_SCHEDULE = "17 * * * *";

/** How long a ready export can be downloaded. */
export const EXPORT_LIFETIME_DAYS = 7;
/** How many exports a member may request in a day (a new one only once the last is ready). */
export const EXPORTS_PER_DAY = 5;
/** How many of their exports the member's list shows, newest first. */
export const EXPORTS_LISTED = 20;
/** Attempts at writing an export before it is given up (EXPIRED), and a PENDING one's age when it is. */
export const EXPORT_ATTEMPTS = 5;
const GIVE_UP_AFTER = "1 day";
/** A file among the exports no READY export names is removed once this old (it may be being written). */
const STRAY_FILE_AGE_MS = 60 * 60 * 1000;

/** The export's download address (GET, the owner's session by cookie or Bearer), while it is READY. */
export const downloadPath = (exportId: string) => `/exports/${exportId}`;

/** An export as the member sees it: READY past its expiry reads EXPIRED before the sweep removes it. */
function present(row: DataExport): DataExport {
  const lapsed =
    row.status === ExportStatus.READY && (!row.expiresAt || row.expiresAt.getTime() <= Date.now());
  return lapsed ? { ...row, status: ExportStatus.EXPIRED, fileKey: null } : row;
}

/** The member's exports, newest first (at most EXPORTS_LISTED). */
export async function dataExportsOf(db: DataSource, memberId: string): Promise<DataExport[]> {
  const rows = await db.getRepository(DataExport).find({
    where: { userId: memberId },
    order: { createdAt: "DESC", id: "DESC" },
    take: EXPORTS_LISTED,
  });
  return rows.map(present);
}

/**
 * Asks for a copy of the viewer's data: a new PENDING export and its `data-export` job, in one
 * transaction. One runs at a time: while one is PENDING, asking again answers that one (two requests at
 * once make one, by the partial unique index). At most EXPORTS_PER_DAY a day (RATE_LIMITED).
 */
export async function requestDataExport(
  services: Pick<Services, "db">,
  viewer: Viewer,
): Promise<DataExport> {
  return inTransaction(services.db, async (tx) => {
    const repo = tx.getRepository(DataExport);
    const pending = await repo.findOneBy({ userId: viewer.id, status: ExportStatus.PENDING });
    if (pending) return pending;
    const [{ count, oldest }] = (await tx.query(
      `SELECT count(*)::int AS count, min(created_at) AS oldest
         FROM data_exports WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
      [viewer.id],
    )) as { count: number; oldest: Date | null }[];
    if (count >= EXPORTS_PER_DAY && oldest)
      throw new RateLimitedError(
        Math.max(1, Math.ceil((oldest.getTime() + 86_400_000 - Date.now()) / 1000)),
      );
    const [created] = (await tx.query(
      `INSERT INTO data_exports (user_id) VALUES ($1)
       ON CONFLICT (user_id) WHERE status = 'PENDING' DO NOTHING
       RETURNING id`,
      [viewer.id],
    )) as { id: string }[];
    // Another request made it a moment ago: that one is the member's.
    if (!created) return repo.findOneByOrFail({ userId: viewer.id, status: ExportStatus.PENDING });
    await scheduleJob(
      tx,
      DATA_EXPORT_TASK,
      { exportId: created.id },
      { key: `data-export:${created.id}`, maxAttempts: EXPORT_ATTEMPTS },
    );
    return repo.findOneByOrFail({ id: created.id });
  });
}

/** The member's own export by id while it can be downloaded (READY, not expired), or null. */
export async function downloadableExport(
  db: DataSource,
  memberId: string,
  exportId: string,
): Promise<(DataExport & { fileKey: string }) | null> {
  const row = await db.getRepository(DataExport).findOneBy({ id: exportId, userId: memberId });
  const shown = row && present(row);
  return shown?.status === ExportStatus.READY && shown.fileKey
    ? (shown as DataExport & { fileKey: string })
    : null;
}

/** Gives an export up (its writing failed for good): EXPIRED, so the member may ask again. */
async function giveUp(tx: Pick<EntityManager, "query">, exportId: string) {
  await tx.query(
    `UPDATE data_exports SET status = 'EXPIRED' WHERE id = $1 AND status = 'PENDING'`,
    [exportId],
  );
}

/**
 * The `data-export` job: writes the member's ZIP, then, in one transaction, marks the export READY for
 * EXPORT_LIFETIME_DAYS and tells the member (DATA_EXPORT_READY, e-mailed by default). Idempotent: an
 * export no longer PENDING is left alone, and a ZIP written for one is removed. Its last failed attempt
 * gives the export up.
 */
export const writeDataExport: JobHandler = async (payload, { services, attempt }) => {
  const exportId = String(payload.exportId);
  const row = await services.db.getRepository(DataExport).findOneBy({ id: exportId });
  if (!row || row.status !== ExportStatus.PENDING) return;
  const fileKey = exportFileKey(row.id);
  try {
    await writeExport(services, row.userId, fileKey);
  } catch (error) {
    if (attempt >= EXPORT_ATTEMPTS) await giveUp(services.db, row.id);
    throw error;
  }
  const ready = await inTransaction(services.db, async (tx, afterCommit) => {
    // An UPDATE answers [rows, count] through TypeORM.
    const [rows]: [{ user_id: string }[], number] = await tx.query(
      `UPDATE data_exports
          SET status = 'READY', file_key = $2, ready_at = now(),
              expires_at = now() + make_interval(days => $3)
        WHERE id = $1 AND status = 'PENDING'
       RETURNING user_id`,
      [row.id, fileKey, EXPORT_LIFETIME_DAYS],
    );
    if (!rows.length) return false;
    await emit({ tx, afterCommit, services }, "NotificationDue", {
      userId: rows[0].user_id,
      type: "data_export_ready",
      title: "Your data is ready",
      message: `Your copy of your Agora data is ready to download for ${EXPORT_LIFETIME_DAYS} days.`,
      data: { exportId: row.id },
      path: "/settings?tab=privacy",
    });
    return true;
  });
  if (!ready) await removeExports(services.config, [fileKey]);
};

/**
 * The `data-export-expiry` task (hourly): READY exports past their expiry become EXPIRED and their ZIPs
 * are removed; PENDING ones older than a day (a job lost with its process) are given up; and files no
 * READY export names (their member's account deleted, a write that died) are removed.
 */
export const expireDataExports: JobHandler = async (_payload, { services }) => {
  const [expired]: [{ file_key: string | null }[], number] = await services.db.query(
    `WITH lapsed AS (
       SELECT id, file_key FROM data_exports
        WHERE (status = 'READY' AND expires_at <= now())
           OR (status = 'PENDING' AND created_at < now() - interval '${GIVE_UP_AFTER}')
        FOR UPDATE SKIP LOCKED)
     UPDATE data_exports d SET status = 'EXPIRED', file_key = NULL
       FROM lapsed WHERE d.id = lapsed.id
     RETURNING lapsed.file_key`,
  );
  await removeExports(
    services.config,
    expired.flatMap((r) => (r.file_key ? [r.file_key] : [])),
  );
  const files = await exportFilesOlderThan(services.config, STRAY_FILE_AGE_MS);
  if (!files.length) return;
  const kept = new Set(
    (
      (await services.db.query(
        `SELECT id FROM data_exports WHERE id = ANY($1::uuid[]) AND status IN ('READY', 'PENDING')`,
        [files.map((f) => f.exportId)],
      )) as { id: string }[]
    ).map((r) => r.id),
  );
  // A PENDING export's `.part` is being written; a READY one's ZIP is its download.
  await removeExportFiles(
    services.config,
    files.filter((f) => !kept.has(f.exportId)).map((f) => f.name),
  );
};
