import type { EntityManager } from "typeorm";
import type { Services } from "./context";

/**
 * Background work, kept in PostgreSQL itself (graphile-worker's `graphile_worker` schema, installed at
 * start by server/jobs/queue.ts): a job is a task's name and a JSON payload, due at a moment, retried
 * with exponential back-off when its handler throws, and still there after a restart. An area names the
 * tasks it runs in its manifest (`jobs`) and adds jobs with `scheduleJob` inside its own transaction, so a
 * job exists exactly when what it is about committed.
 */

/** Where a job's handler runs: the process's services, and which attempt this is (1 for the first). */
export type JobScope = { services: Services; attempt: number };

/** A task's handler: does the job for its payload; throwing fails the attempt (it is retried later). */
export type JobHandler = (payload: Record<string, unknown>, scope: JobScope) => Promise<void>;

export type JobOptions = {
  /** When it is due (now when left out). */
  runAt?: Date;
  /**
   * One job per key: adding a job under a key that has one waiting replaces it (its payload and
   * moment), so a job can be moved or dropped (cancelJob) by what it is about ('event-reminder:<id>').
   */
  key?: string;
  /** How many attempts before it is given up (25 when left out). */
  maxAttempts?: number;
};

/** Adds a job, in the caller's transaction: it exists only if that commits. */
export async function scheduleJob(
  tx: Pick<EntityManager, "query">,
  task: string,
  payload: Record<string, unknown>,
  options: JobOptions = {},
): Promise<void> {
  await tx.query(
    `SELECT graphile_worker.add_job($1, $2::json, run_at := $3::timestamptz, job_key := $4,
                                    max_attempts := coalesce($5::int, 25), job_key_mode := 'replace')`,
    [
      task,
      JSON.stringify(payload),
      options.runAt ?? null,
      options.key ?? null,
      options.maxAttempts ?? null,
    ],
  );
}

/** Drops the waiting job of a key (none: nothing happens), in the caller's transaction. */
export async function cancelJob(tx: Pick<EntityManager, "query">, key: string): Promise<void> {
  await tx.query(`SELECT graphile_worker.remove_job($1)`, [key]);
}
