// Jest global setup for the server suite: one PostgreSQL for the run (DATABASE_URL, or an embedded one in a
// temporary directory) and a migrated template database that every test file clones into its own database.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { createDataSource } from "../../server/data-source";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/db/embedded";
import { migrateQueue } from "../../server/jobs/queue";
import { createLogger } from "../../server/logger";
import { withDatabase } from "./database-url";

declare global {
  var __AGORA_EMBEDDED__: EmbeddedDatabase | undefined;
  var __AGORA_TEMP_DIR__: string | undefined;
}

export default async function globalSetup() {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agora-test-"));
    fs.chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(dir, "pg"), createLogger("warn", false));
    globalThis.__AGORA_EMBEDDED__ = embedded;
    globalThis.__AGORA_TEMP_DIR__ = dir;
    adminUrl = embedded.url;
  }
  const template = `agora_template_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const db = createDataSource(withDatabase(adminUrl, template), { poolSize: 2 });
  await db.initialize();
  await migrateQueue(withDatabase(adminUrl, template), createLogger("warn", false));
  await db.runMigrations({ transaction: "each" });
  await db.destroy();

  process.env.AGORA_TEST_ADMIN_URL = adminUrl;
  process.env.AGORA_TEST_TEMPLATE = template;
}
