import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

// The embedded PostgreSQL must come back after a crash of the process that started it. Each start runs in a
// separate process (tests/support/embedded-process.ts), like the server.
jest.setTimeout(120000);

const root = path.join(__dirname, "..", "..");
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "agora-embedded-"));
  fs.chmodSync(dir, 0o755); // the postgres system user (when run as root) must reach it
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function start(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    ["-r", "./scripts/register.cjs", "tests/support/embedded-process.ts", dataDir],
    {
      cwd: root,
    },
  );
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk;
      const match = /READY (\S+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) =>
      reject(new Error(`embedded process exited with ${code}: ${output}`)),
    );
  });
}

const exited = (child: ChildProcess) => new Promise((r) => child.once("exit", r));

async function query(url: string, sql: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it("keeps data across clean restarts and starts over a stale postmaster.pid", async () => {
  const dataDir = path.join(dir, "stale", "pg");
  const first = await start(dataDir);
  await query(first.url, "CREATE TABLE kept (v int); INSERT INTO kept VALUES (7)");
  first.child.kill("SIGTERM");
  await exited(first.child);
  expect(fs.existsSync(path.join(dataDir, "postmaster.pid"))).toBe(false);

  // What a crash can leave: a lock file naming a process that no longer exists.
  const port = new URL(first.url).port;
  fs.writeFileSync(
    path.join(dataDir, "postmaster.pid"),
    ["999999", dataDir, "0", port, "", "127.0.0.1", ""].join("\n"),
  );

  const second = await start(dataDir);
  expect(await query(second.url, "SELECT v FROM kept")).toEqual([{ v: 7 }]);
  second.child.kill("SIGTERM");
  await exited(second.child);
});

it("stops a postgres orphaned by a killed server and starts a fresh one", async () => {
  const dataDir = path.join(dir, "orphan", "pg");
  const crashed = await start(dataDir);
  const orphanPid = Number(
    fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0],
  );
  crashed.child.kill("SIGKILL");
  await exited(crashed.child);
  expect(isAlive(orphanPid)).toBe(true);

  const restarted = await start(dataDir);
  expect(isAlive(orphanPid)).toBe(false);
  expect(await query(restarted.url, "SELECT 41 + 1 AS answer")).toEqual([{ answer: 42 }]);
  restarted.child.kill("SIGTERM");
  await exited(restarted.child);
});

/** The server in its own process on an embedded PostgreSQL under `dataDir`, as `npm start` runs it. */
async function startServerProcess(dataDir: string) {
  const server = spawn(process.execPath, ["-r", "./scripts/register.cjs", "server/index.ts"], {
    cwd: root,
    // NODE_ENV as a user runs it (Jest sets "test", which changes what some libraries do on signals).
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "info",
    },
  });
  let output = "";
  server.stdout!.on("data", (chunk: Buffer) => (output += chunk));
  server.stderr!.on("data", (chunk: Buffer) => (output += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /"url":"(http:\/\/[^"]+)"/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 100);
    server.on("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return { server, url, output: () => output };
}

const postmasterPid = (dataDir: string) =>
  Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);

/** Polls `check` until it holds (the test's own timeout bounds the wait). */
async function eventually(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((r) => setTimeout(r, 20));
}

const readiness = (url: string) =>
  fetch(`${url}/readyz`).then(
    (res) => res.status,
    () => 0,
  );

it("the server stops its embedded PostgreSQL and exits cleanly on SIGTERM", async () => {
  const dataDir = path.join(dir, "server");
  const { server, url } = await startServerProcess(dataDir);
  expect(await (await fetch(`${url}/readyz`)).json()).toEqual({
    status: "ready",
    queue: { due: expect.any(Number), scheduled: expect.any(Number), failed: 0, runsHere: true },
  });
  const pgPid = postmasterPid(dataDir);

  server.kill("SIGTERM");
  const code = await new Promise((r) => server.once("exit", r));
  expect(code).toBe(0);
  expect(isAlive(pgPid)).toBe(false);
  expect(fs.existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
});

it("restarts a postmaster that dies, answering 503 on /readyz meanwhile, and serves queries again", async () => {
  const dataDir = path.join(dir, "supervised");
  const { server, url, output } = await startServerProcess(dataDir);
  try {
    expect(await readiness(url)).toBe(200);
    const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { token } }`;
    const signUp = (username: string) =>
      fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: SIGN_UP,
          variables: {
            input: { username, email: `${username}@example.com`, password: "secret-pass" },
          },
        }),
      }).then((res) => res.json() as Promise<{ data?: { signUp: { token: string } } }>);
    expect((await signUp("before_crash")).data?.signUp.token).toEqual(expect.any(String));

    const crashed = postmasterPid(dataDir);
    process.kill(crashed, "SIGKILL");
    await eventually(async () => (await readiness(url)) === 503);
    await eventually(async () => (await readiness(url)) === 200);

    expect(postmasterPid(dataDir)).not.toBe(crashed);
    expect(output()).toContain("the embedded PostgreSQL stopped unexpectedly; restarting it");
    expect(output()).toContain("the embedded PostgreSQL is running again");
    const after = await signUp("after_crash");
    expect(after.data?.signUp.token).toEqual(expect.any(String));
    const me = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${after.data!.signUp.token}`,
      },
      body: JSON.stringify({ query: "{ me { username } }" }),
    }).then((res) => res.json());
    expect(me).toEqual({ data: { me: { username: "after_crash" } } });
  } finally {
    server.kill("SIGTERM");
    expect(await new Promise((r) => server.once("exit", r))).toBe(0);
  }
});

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

// As root, Postgres runs as the `postgres` system user; a checkout under /root (mode 0700) left it unable to
// reach its programs and data, and initdb failed with EACCES.
(asRoot ? it : it.skip)(
  "as root, starts from inside a folder other users cannot enter, which only gains search permission",
  async () => {
    const locked = path.join(dir, "locked");
    fs.mkdirSync(locked, { mode: 0o700 });
    fs.chmodSync(locked, 0o700);
    const dataDir = path.join(locked, "agora", "pg");
    const db = await start(dataDir);
    expect(await query(db.url, "SELECT 41 + 1 AS answer")).toEqual([{ answer: 42 }]);
    // Others may now enter the folder by name, not list it.
    expect(fs.statSync(locked).mode & 0o777).toBe(0o701);
    db.child.kill("SIGTERM");
    await exited(db.child);
  },
);
