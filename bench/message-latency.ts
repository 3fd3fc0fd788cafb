// Delivery latency of a message: from calling sendMessage to the receiver's `messageReceived` event, with
// many sockets open. The server runs in its own process (as in production) on an embedded PostgreSQL.
//   npm run bench -- --sockets 1000 --messages 300
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createClient, type Client as WsClient } from "graphql-ws";
import { Client } from "pg";
import WebSocket from "ws";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { findFreePort } from "../server/db/embedded";
import { createLogger } from "../server/logger";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function messageLatency(
  sockets = arg("sockets", 1000),
  messages = arg("messages", 300),
) {
  const root = path.join(__dirname, "..");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "agora-bench-"));
  fs.chmodSync(dir, 0o755);
  const pg = await startEmbeddedPostgres(path.join(dir, "pg"), createLogger("warn", false));
  const port = await findFreePort(4600);
  const server = spawn(process.execPath, ["-r", "./scripts/register.cjs", "server/index.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_URL: pg.url,
      LOG_LEVEL: "warn",
      RATE_LIMIT_MESSAGES_PER_MINUTE: "1000000",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const clients: WsClient[] = [];
  try {
    for (let i = 0; ; i++) {
      if (
        (await fetch(`${base}/readyz`)
          .then((r) => r.status)
          .catch(() => 0)) === 200
      )
        break;
      if (i > 300) throw new Error("server did not become ready");
      await new Promise((r) => setTimeout(r, 100));
    }

    // Members and sessions straight into the database: signing up 1,000 members would time argon2, not delivery.
    const db = new Client({ connectionString: pg.url });
    await db.connect();
    const members: { id: string; token: string }[] = [];
    for (let i = 0; i < sockets + 1; i++) {
      const token = crypto.randomBytes(32).toString("base64url");
      const { rows } = await db.query(
        `WITH u AS (INSERT INTO users (email, password_hash) VALUES ($1, 'x') RETURNING id),
              p AS (INSERT INTO profiles (id, username) SELECT id, $2 FROM u RETURNING id)
         INSERT INTO sessions (user_id, token_hash, expires_at) SELECT id, $3, now() + interval '1 day' FROM p
         RETURNING user_id`,
        [
          `bench${i}@example.com`,
          `bench${i}`,
          crypto.createHash("sha256").update(token).digest("hex"),
        ],
      );
      members.push({ id: rows[0].user_id, token });
    }
    await db.end();
    const [sender, ...receivers] = members;

    const sentAt = new Map<string, number>();
    const mutationMs: number[] = [];
    const latencies: number[] = [];
    let resolveAll!: () => void;
    const allDelivered = new Promise<void>((r) => (resolveAll = r));
    const opened = Date.now();
    await Promise.all(
      receivers.map(
        (member) =>
          new Promise<void>((resolve, reject) => {
            const client = createClient({
              url: `${base.replace("http", "ws")}/graphql`,
              webSocketImpl: WebSocket,
              connectionParams: { token: member.token },
              lazy: false,
              retryAttempts: 0,
              onNonLazyError: reject,
            });
            clients.push(client);
            client.subscribe(
              { query: "subscription { messageReceived { content } }" },
              {
                next: (event) => {
                  const key = (event.data as { messageReceived: { content: string } })
                    .messageReceived.content;
                  const start = sentAt.get(key);
                  if (start !== undefined) {
                    latencies.push(performance.now() - start);
                    if (latencies.length === messages) resolveAll();
                  }
                },
                error: reject,
                complete: () => undefined,
              },
            );
            client.on("connected", () => setTimeout(resolve, 50));
          }),
      ),
    );
    const openMs = Date.now() - opened;

    for (let i = 0; i < messages; i++) {
      const receiver = receivers[i % receivers.length];
      const key = `bench-${i}-${crypto.randomBytes(4).toString("hex")}`;
      sentAt.set(key, performance.now());
      const res = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${sender.token}` },
        body: JSON.stringify({
          query: "mutation ($input: SendMessageInput!) { sendMessage(input: $input) { id } }",
          variables: { input: { receiverId: receiver.id, content: key } },
        }),
      });
      const body = (await res.json()) as { errors?: { message: string }[] };
      mutationMs.push(performance.now() - sentAt.get(key)!);
      if (body.errors) throw new Error(body.errors[0].message);
    }
    await Promise.race([allDelivered, new Promise((r) => setTimeout(r, 30000))]);
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      sockets: receivers.length,
      socketsOpenedInMs: openMs,
      messages,
      delivered: latencies.length,
      p50Ms: +percentile(sorted, 50).toFixed(1),
      p95Ms: +percentile(sorted, 95).toFixed(1),
      p99Ms: +percentile(sorted, 99).toFixed(1),
      maxMs: +sorted[sorted.length - 1].toFixed(1),
      sendMutationP50Ms: +percentile(
        [...mutationMs].sort((a, b) => a - b),
        50,
      ).toFixed(1),
    };
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    server.kill("SIGTERM");
    await new Promise((r) => server.once("exit", r));
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
