import fs from "node:fs";
import { Client } from "pg";

export default async function globalTeardown() {
  const adminUrl = process.env.AGORA_TEST_ADMIN_URL;
  const template = process.env.AGORA_TEST_TEMPLATE;
  if (adminUrl && template) {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
  }
  await globalThis.__AGORA_EMBEDDED__?.stop();
  if (globalThis.__AGORA_TEMP_DIR__)
    fs.rmSync(globalThis.__AGORA_TEMP_DIR__, { recursive: true, force: true });
}
