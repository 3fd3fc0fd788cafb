// Runs a command with DATABASE_URL set: the configured one, or the embedded PostgreSQL under DATA_DIR
// (shared with a running server, or started for the command). Used by the migration scripts.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { loadConfig } from "../server/config";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { createLogger } from "../server/logger";

async function main() {
  const [command, ...args] = process.argv.slice(2);
  if (!command) throw new Error("usage: with-database <command> [args...]");
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(
        path.join(config.dataDir, "pg"),
        createLogger("warn", false),
        config.embeddedPgPort,
      );
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: config.databaseUrl ?? embedded!.url },
  });
  await embedded?.stop();
  process.exit(result.status ?? 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
