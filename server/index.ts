import "reflect-metadata";
import path from "node:path";
import { startServer } from "./app";
import { loadConfig } from "./config";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./db/embedded";
import { createLogger } from "./logger";

/** Start-up: config → database (embedded unless DATABASE_URL) → migrations → HTTP + WebSocket → listen. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = createLogger(config.logLevel, config.env !== "production" && process.stdout.isTTY);
  let embedded: EmbeddedDatabase | undefined;
  let shuttingDown = false;

  const databaseUrl =
    config.databaseUrl ??
    (embedded = await startEmbeddedPostgres(
      path.join(config.dataDir, "pg"),
      log,
      config.embeddedPgPort,
    )).url;
  const server = await startServer(config, databaseUrl, log).catch(async (error) => {
    await embedded?.stop();
    throw error;
  });

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info({ signal }, "shutting down");
    await server.close().catch((err) => log.error({ err }, "error while closing the server"));
    await embedded?.stop().catch((err) => log.error({ err }, "error while stopping PostgreSQL"));
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  log.info(
    {
      url: server.url,
      sandbox: `${server.url}/graphql`,
      database: embedded ? "embedded" : "DATABASE_URL",
    },
    `Agora is ready in ${Date.now() - started} ms at ${config.publicUrl}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
