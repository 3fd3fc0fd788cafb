// The real app as a child process, for the end-to-end journeys: the built client served by the server,
// on its own embedded PostgreSQL in a fresh temporary DATA_DIR, with no Redis, S3 or SMTP from the shell.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { rootDir } from "./state";

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;
const OUTPUT_LINES_KEPT = 200;

// Variables that would point the app at shared services; the journeys must not touch those.
const SHARED_SERVICE_VARS =
  /^(DATABASE_URL|REDIS_URL|EMBEDDED_PG_PORT|SMTP_URL|ADMIN_EMAILS|S3_.*)$/;

/**
 * The one super admin of the journeys' apps (ADMIN_EMAILS): whoever signs up with this address is one.
 * The shell's ADMIN_EMAILS is never passed on.
 */
export const E2E_ADMIN_EMAIL = "e2e-admin@agora.test";

export type AppServer = { child: ChildProcess; baseUrl: string; dataDir: string };

/** Where global-setup leaves the running app for global-teardown (Jest runs both in one process). */
export const appServerKey = "__agoraE2eAppServer";

/** A free port, a fresh DATA_DIR and an environment without shared services, for one app. */
export async function prepareApp(dataDirPrefix = "agora-e2e-data-") {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix));
  // mkdtemp makes it 0700; when run as root, the embedded PostgreSQL runs as its own "postgres" user,
  // which must be able to reach its data directory inside.
  fs.chmodSync(dataDir, 0o755);

  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!SHARED_SERVICE_VARS.test(name)) env[name] = value;
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ADMIN_EMAILS: E2E_ADMIN_EMAIL,
    // The journeys sign members up through the browser; a production-cost hash each only slows them down.
    PASSWORD_HASH_COST: "minimum",
  });
  return { baseUrl, dataDir, env };
}

/**
 * Starts the app with a prepared environment and waits until it is ready; a failed start is stopped and
 * reported with the app's output. Starting again with the same preparation reuses its port and DATA_DIR.
 */
export async function launchApp(app: { baseUrl: string; dataDir: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(process.execPath, ["-r", "./scripts/register.cjs", "server/index.ts"], {
    cwd: rootDir,
    env: app.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = collectOutput(child);
  // If Jest dies without running the teardown, do not leave the app running.
  process.once("exit", () => {
    if (isRunning(child)) child.kill("SIGTERM");
  });

  try {
    await waitUntilReady(child, `${app.baseUrl}/readyz`, output.lines);
  } catch (error) {
    await stopAppServer({ child, dataDir: app.dataDir });
    throw error;
  }
  output.forwardFromNowOn();
  return { child, output: output.lines };
}

export async function startAppServer(): Promise<AppServer> {
  const app = await prepareApp();
  const { child } = await launchApp(app);
  return { child, baseUrl: app.baseUrl, dataDir: app.dataDir };
}

/** SIGTERM and wait; SIGKILL after a while. Then makes sure its Postgres is gone and removes DATA_DIR. */
export async function stopAppServer({ child, dataDir }: Pick<AppServer, "child" | "dataDir">) {
  if (isRunning(child)) {
    child.kill("SIGTERM");
    if (!(await exitWithin(child, STOP_TIMEOUT_MS))) {
      console.warn(`[e2e] the app did not stop within ${STOP_TIMEOUT_MS / 1000} s; killing it`);
      child.kill("SIGKILL");
      await exitWithin(child, 5_000);
    }
  }
  await stopOrphanedPostgres(dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

export function exitWithin(child: ChildProcess, ms: number): Promise<boolean> {
  if (!isRunning(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** A postmaster still running from DATA_DIR (the app was killed, or did not stop it) gets a fast shutdown. */
async function stopOrphanedPostgres(dataDir: string): Promise<void> {
  for (const pidFile of findFiles(dataDir, "postmaster.pid")) {
    const pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
    if (!Number.isInteger(pid) || pid <= 0 || !processExists(pid)) continue;
    console.warn(`[e2e] stopping the app's PostgreSQL (pid ${pid}), left running`);
    process.kill(pid, "SIGINT");
    const deadline = Date.now() + 10_000;
    while (processExists(pid) && Date.now() < deadline) await sleep(100);
    if (processExists(pid)) process.kill(pid, "SIGKILL");
  }
}

function findFiles(dir: string, name: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findFiles(full, name);
    return entry.name === name ? [full] : [];
  });
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("No free port"))));
    });
  });
}

/**
 * Keeps the app's last lines to explain a failed start. Once the app is ready, its output (warnings
 * and errors only: LOG_LEVEL=warn) goes to Jest's stderr, prefixed, to help explain a failing journey.
 */
function collectOutput(child: ChildProcess) {
  const lines: string[] = [];
  let forward = false;
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      if (forward) process.stderr.write(`[e2e server] ${line}\n`);
      lines.push(line);
      if (lines.length > OUTPUT_LINES_KEPT) lines.shift();
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  return {
    lines,
    forwardFromNowOn: () => {
      forward = true;
    },
  };
}

async function waitUntilReady(child: ChildProcess, url: string, output: string[]): Promise<void> {
  const describeOutput = () =>
    output.length ? `App output:\n${output.join("\n")}` : "The app printed nothing.";
  let exited: string | undefined;
  child.once("exit", (code, signal) => {
    exited = signal ? `signal ${signal}` : `code ${code}`;
  });
  child.once("error", (error) => {
    exited = `spawn error: ${error.message}`;
  });

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (exited) {
      throw new Error(`The e2e app exited before it was ready (${exited}).\n${describeOutput()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `GET /readyz answered ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await sleep(250);
  }
  throw new Error(
    `The e2e app was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}).\n${describeOutput()}`,
  );
}
