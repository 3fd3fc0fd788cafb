// Jest globalSetup of the "e2e" project: builds the client if needed and starts the app for the journeys.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { appServerKey, type AppServer, startAppServer } from "./app-server";
import { BASE_URL_ENV, DATA_DIR_ENV, rootDir, writeState } from "./state";

export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.join(rootDir, "dist", "client", "index.html"))) {
    console.log("\n[e2e] dist/client/index.html is missing: running `npm run build`");
    execFileSync("npm", ["run", "build"], { cwd: rootDir, stdio: "inherit" });
  }

  const server = await startAppServer();
  // Jest runs globalTeardown in this process: it finds the child there. The workers start after this,
  // so they inherit the variable; the state file is the fallback.
  (globalThis as Record<string, unknown>)[appServerKey] = server satisfies AppServer;
  process.env[BASE_URL_ENV] = server.baseUrl;
  process.env[DATA_DIR_ENV] = server.dataDir;
  writeState({ baseUrl: server.baseUrl, dataDir: server.dataDir });
  console.log(`\n[e2e] app ready at ${server.baseUrl}`);
}
