// Starts a real Agora server for one test file: its own database cloned from the migrated template, its own
// DATA_DIR (mail outbox), a random port. Requests go over real HTTP and WebSocket.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { startServer, type RunningServer } from "../../server/app";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { withDatabase } from "./database-url";

export type TestServer = RunningServer & {
  dataDir: string;
  databaseUrl: string;
  /** Messages written to the outbox, oldest first. */
  mail: () => { to: string; subject: string; text: string }[];
  stop: () => Promise<void>;
};

/**
 * `shared.databaseUrl` starts a second process on an existing test server's database (scale-out tests);
 * its stop() then leaves the database alone.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  shared: { databaseUrl?: string } = {},
): Promise<TestServer> {
  const adminUrl = process.env.AGORA_TEST_ADMIN_URL;
  const template = process.env.AGORA_TEST_TEMPLATE;
  if (!adminUrl || !template) throw new Error("The server test global setup did not run");
  const database = shared.databaseUrl
    ? new URL(shared.databaseUrl).pathname.slice(1)
    : `agora_t_${crypto.randomBytes(6).toString("hex")}`;
  if (!shared.databaseUrl) {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`);
    await admin.end();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agora-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    // Sign-ups are the tests' most frequent request; a production-cost hash each made them the slowest.
    PASSWORD_HASH_COST: "minimum",
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const databaseUrl = withDatabase(adminUrl, database);
  const server = await startServer(config, databaseUrl, createLogger("silent", false));
  const outbox = path.join(dataDir, "mail");
  // Closed once: a test may close the server (a restart) before stop() cleans up.
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= server.close());
  return {
    ...server,
    close,
    dataDir,
    databaseUrl,
    mail: () =>
      fs.existsSync(outbox)
        ? fs
            .readdirSync(outbox)
            .sort()
            .map((file) => JSON.parse(fs.readFileSync(path.join(outbox, file), "utf8")))
        : [],
    stop: async () => {
      await close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (shared.databaseUrl) return;
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
