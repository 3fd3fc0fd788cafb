import {
  Logger as WorkerLogger,
  parseCronItems,
  run,
  runMigrations,
  type Runner,
  type TaskList,
} from "graphile-worker";
import type { Pool } from "pg";
import type { Services } from "../kernel/context";
import type { Registry } from "../kernel/registry";
import type { Logger } from "../logger";

/**
 * The job queue (kernel/jobs.ts) on graphile-worker: its jobs live in the app's own PostgreSQL
 * (`graphile_worker` schema), so it needs no other server, works on the embedded database as on an
 * external one, and keeps jobs through restarts. Workers take due jobs at once (LISTEN/NOTIFY) and look
 * for delayed ones every second; a failed attempt is retried after exp(min(attempts, 10)) seconds.
 * Scheduled tasks (the areas' `schedules`) are added by every running queue at their moments (cron).
 */

/** graphile-worker's log lines through the app's logger. */
function workerLogger(log: Logger): WorkerLogger {
  return new WorkerLogger(() => (level, message, meta) => {
    const fields = { queue: true, ...(meta as object) };
    if (level === "error") log.error(fields, message);
    else if (level === "warning") log.warn(fields, message);
    else log.debug(fields, message);
  });
}

/** Installs or updates the queue's schema (idempotent; done at every start, after the app's migrations). */
export async function migrateQueue(databaseUrl: string, log: Logger): Promise<void> {
  await runMigrations({ connectionString: databaseUrl, maxPoolSize: 1, logger: workerLogger(log) });
}

/** The areas' tasks (registry.jobs) as graphile-worker's, each handed the process's services. */
function taskList(registry: Registry, services: Services): TaskList {
  return Object.fromEntries(
    Object.entries(registry.jobs).map(([name, handle]) => [
      name,
      async (payload, helpers) => {
        await handle((payload ?? {}) as Record<string, unknown>, {
          services,
          attempt: helpers.job.attempts,
        });
      },
    ]),
  );
}

/**
 * The areas' schedules (registry.schedules) as graphile-worker's cron items: each moment's job added
 * once whichever processes run the schedule (graphile-worker's known_crontabs), under one key, and run
 * one at a time (a queue of the task's name), so a slow run never overlaps the next.
 */
function cronItems(registry: Registry) {
  return parseCronItems(
    Object.entries(registry.schedules).map(([task, match]) => ({
      task,
      match,
      identifier: task,
      options: { jobKey: `schedule:${task}`, queueName: `schedule:${task}`, maxAttempts: 3 },
    })),
  );
}

export type Queue = { stop: () => Promise<void> };

/**
 * Runs the areas' jobs in this process (the server's, by default, or `npm run worker`'s), `concurrency`
 * at once, on a pool of its own so a long job never holds the app's connections.
 */
export async function startQueue(
  databaseUrl: string,
  services: Services,
  registry: Registry,
  options: { concurrency: number },
): Promise<Queue> {
  const runner: Runner = await run({
    connectionString: databaseUrl,
    maxPoolSize: options.concurrency + 2,
    concurrency: options.concurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    logger: workerLogger(services.log),
    taskList: taskList(registry, services),
    parsedCronItems: cronItems(registry),
  });
  return { stop: () => runner.stop() };
}

/** What /readyz says of the queue: jobs waiting (due and later), and those given up. */
export async function queueStatus(pool: Pool) {
  const { rows } = await pool.query<{ due: number; scheduled: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE attempts < max_attempts AND run_at <= now())::int AS due,
            count(*) FILTER (WHERE attempts < max_attempts AND run_at > now())::int AS scheduled,
            count(*) FILTER (WHERE attempts >= max_attempts)::int AS failed
       FROM graphile_worker.jobs`,
  );
  return rows[0];
}
