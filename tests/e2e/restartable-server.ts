// An app server of a journey's own, which the journey can restart on the same port and DATA_DIR (the
// shared one from global-setup lives in Jest's main process, out of a test file's reach). Started the
// same way as app-server.ts starts the shared one: the built client, the embedded PostgreSQL in a fresh
// temporary DATA_DIR, no shared services from the shell.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { stopAppServer } from "./app-server";
import { rootDir } from "./state";

const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 20_000;
const SHARED_SERVICE_VARS =
  /^(DATABASE_URL|REDIS_URL|EMBEDDED_PG_PORT|SMTP_URL|ADMIN_EMAILS|S3_.*)$/;

export interface RestartableServer {
  baseUrl: string;
  dataDir: string;
  /** SIGTERM, wait for the exit, start again on the same port and DATA_DIR, wait until ready. */
  restart(): Promise<void>;
  /** Stops for good and removes DATA_DIR. */
  stop(): Promise<void>;
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

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function exitWithin(child: ChildProcess, ms: number): Promise<boolean> {
  if (!isRunning(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

async function waitUntilReady(child: ChildProcess, baseUrl: string, output: string[]) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(child)) {
      throw new Error(`The journey's app exited before it was ready.\n${output.join("\n")}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The journey's app was not ready in time.\n${output.join("\n")}`);
}

export async function startRestartableServer(): Promise<RestartableServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agora-e2e-restart-"));
  fs.chmodSync(dataDir, 0o755); // the embedded PostgreSQL may run as its own user (see app-server.ts)

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
  });

  const output: string[] = [];
  let child: ChildProcess;
  const launch = async () => {
    output.length = 0;
    child = spawn(process.execPath, ["-r", "./scripts/register.cjs", "server/index.ts"], {
      cwd: rootDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      output.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      output.splice(0, Math.max(0, output.length - 200));
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    await waitUntilReady(child, baseUrl, output);
  };
  const onExit = () => {
    if (isRunning(child)) child.kill("SIGTERM");
  };
  process.once("exit", onExit);

  try {
    await launch();
  } catch (error) {
    await stopAppServer({ child: child!, dataDir });
    throw error;
  }

  return {
    baseUrl,
    dataDir,
    async restart() {
      child.kill("SIGTERM");
      if (!(await exitWithin(child, STOP_TIMEOUT_MS))) {
        throw new Error(`The journey's app did not stop on SIGTERM.\n${output.join("\n")}`);
      }
      await launch();
    },
    async stop() {
      process.removeListener("exit", onExit);
      await stopAppServer({ child, dataDir });
    },
  };
}
