// The app's services for a command-line process (a worker, `npm run jobs`): on DATABASE_URL or the embedded
// PostgreSQL under DATA_DIR (shared with a running server, or started for the process), migrated, with the
// pub/sub the servers use, so what the process publishes reaches their members live.
import path from "node:path";
import { createServices } from "../server/app";
import { loadConfig, type Config } from "../server/config";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { createLogger } from "../server/logger";

export async function openServices(logLevel = "warn") {
  const config: Config = loadConfig();
  const log = createLogger(logLevel, false);
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, "pg"), log, config.embeddedPgPort);
  const url = config.databaseUrl ?? embedded!.url;
  const opened = await createServices(config, url, log);
  return {
    ...opened,
    config,
    url,
    close: async () => {
      await opened.close();
      await embedded?.stop();
    },
  };
}
