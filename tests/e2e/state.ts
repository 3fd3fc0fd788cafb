import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** What global-setup hands to the test files: the app's address and its DATA_DIR (the mail outbox). */
export type E2eState = { baseUrl: string; dataDir: string };

export const rootDir = path.resolve(__dirname, "..", "..");

/** Set by global-setup; Jest starts its workers afterwards, so they inherit them. */
export const BASE_URL_ENV = "AGORA_E2E_BASE_URL";
export const DATA_DIR_ENV = "AGORA_E2E_DATA_DIR";

// One file per checkout, so two clones can run their suites at the same time.
export const stateFile = path.join(
  os.tmpdir(),
  `agora-e2e-${createHash("sha1").update(rootDir).digest("hex").slice(0, 12)}.json`,
);

export function writeState(state: E2eState): void {
  fs.writeFileSync(stateFile, JSON.stringify(state));
}

export function readState(): E2eState | undefined {
  try {
    return JSON.parse(fs.readFileSync(stateFile, "utf8")) as E2eState;
  } catch {
    return undefined;
  }
}

/** The running app's address, e.g. http://127.0.0.1:41234. */
export function baseUrl(): string {
  const url = process.env[BASE_URL_ENV] ?? readState()?.baseUrl;
  if (!url) {
    throw new Error("The e2e server is not running: tests/e2e/global-setup.ts did not run.");
  }
  return url;
}

/** The mail the app has written to its outbox (DATA_DIR/mail), oldest first. */
export function outbox(): {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}[] {
  const state = readState();
  if (!state)
    throw new Error("The e2e server is not running: tests/e2e/global-setup.ts did not run.");
  const dir = path.join(state.dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
}
