// Opens the application database for a command-line script: DATABASE_URL, or the embedded PostgreSQL
// under DATA_DIR (shared with a running server, or started for the script), migrated to the latest schema.
import path from "node:path";
import { loadConfig, type Config } from "../server/config";
import { createDataSource } from "../server/data-source";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { migrateQueue } from "../server/jobs/queue";
import { createLogger } from "../server/logger";

export async function openDatabase() {
  const config: Config = loadConfig();
  const log = createLogger("warn", false);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, "pg"), log, config.embeddedPgPort);
  const db = createDataSource(config.databaseUrl ?? embedded!.url);
  await db.initialize();
  // The job queue's schema too (as the server installs it): what the scripts write may add jobs.
  await migrateQueue(config.databaseUrl ?? embedded!.url, log);
  await db.runMigrations({ transaction: "each" });
  return {
    config,
    db,
    url: config.databaseUrl ?? embedded!.url,
    close: async () => {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
