// Shared pieces of the HTTP benchmarks: a keep-alive GraphQL client, a closed-loop load runner (N clients,
// each sending its next request when the previous one is answered) and latency statistics.
import fs from "node:fs";
import http from "node:http";

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

const round = (ms: number) => +ms.toFixed(1);

export type LatencyStats = {
  requests: number;
  errors: number;
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
};

export type GraphQLResponse<T> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
};

export type GraphQLResult<T> = {
  body: GraphQLResponse<T>;
  /** From the request being written to the last byte of the answer (parsing excluded). */
  ms: number;
  /** The `x-sql-statements` header (outside production), or null. */
  statements: number | null;
};

/** POSTs GraphQL over one keep-alive agent (one socket per concurrent client, reused). */
export class GraphQLClient {
  readonly agent: http.Agent;

  constructor(
    private readonly url: URL,
    connections: number,
    private token: string | null = null,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  signedInAs(token: string) {
    this.token = token;
  }

  request<T>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
    const payload = Buffer.from(JSON.stringify({ query, variables }));
    return new Promise((resolve, reject) => {
      const started = performance.now();
      const req = http.request(
        this.url,
        {
          method: "POST",
          agent: this.agent,
          headers: {
            "content-type": "application/json",
            "content-length": payload.length,
            ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const ms = performance.now() - started;
            const header = res.headers["x-sql-statements"];
            const text = Buffer.concat(chunks).toString();
            try {
              const body = JSON.parse(text) as GraphQLResponse<T>;
              if (res.statusCode !== 200 && !body.errors)
                body.errors = [{ message: `HTTP ${res.statusCode}` }];
              resolve({ body, ms, statements: header === undefined ? null : Number(header) });
            } catch {
              reject(new Error(`HTTP ${res.statusCode}: ${text.slice(0, 200)}`));
            }
          });
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  }

  /** The data of a request that must succeed. */
  async data<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const { body } = await this.request<T>(query, variables);
    if (body.errors?.length || !body.data) throw new Error(body.errors?.[0]?.message ?? "no data");
    return body.data;
  }

  close() {
    this.agent.destroy();
  }
}

/** CPU seconds used so far by the processes under test, where Linux's /proc tells us. */
export type CpuSample = { server: number; postgres: Map<number, number>; bench: number };

const CLOCK_TICKS = 100;

function processCpu(pid: number): { cpu: number; ppid: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the command: state(0) ppid(1) … utime(11) stime(12)
    return {
      ppid: Number(fields[1]),
      cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS,
    };
  } catch {
    return null;
  }
}

/** CPU of the server process, of the postmaster and each of its backends, and of this process. */
export function cpuSample(
  serverPid: number | undefined,
  postmasterPid: number | undefined,
): CpuSample {
  const postgres = new Map<number, number>();
  if (postmasterPid && fs.existsSync("/proc")) {
    for (const entry of fs.readdirSync("/proc")) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      const stat = processCpu(pid);
      if (stat && (pid === postmasterPid || stat.ppid === postmasterPid))
        postgres.set(pid, stat.cpu);
    }
  }
  const own = process.cpuUsage();
  return {
    server: serverPid ? (processCpu(serverPid)?.cpu ?? 0) : 0,
    postgres,
    bench: (own.user + own.system) / 1e6,
  };
}

/**
 * CPU seconds each side used between two samples. A backend that started in between counts from zero;
 * one that ended in between (an idle pool connection closing) is left out rather than counted negative.
 */
export function cpuUsed(before: CpuSample, after: CpuSample) {
  let postgres = 0;
  for (const [pid, cpu] of after.postgres) postgres += cpu - (before.postgres.get(pid) ?? 0);
  return {
    server: after.server - before.server,
    postgres,
    bench: after.bench - before.bench,
  };
}

export type LoadOptions = {
  clients: number;
  durationMs: number;
  warmupMs: number;
  /** Called between the warm-up and the measured part, and at its end (CPU accounting). */
  onMeasureStart?: () => void;
  onMeasureEnd?: () => void;
};

/**
 * Closed loop: `clients` workers each run `once(worker)` back to back for warm-up plus duration. Latencies
 * of requests started after the warm-up are kept; a thrown error is counted and the worker goes on.
 */
export async function runLoad(
  options: LoadOptions,
  once: (worker: number) => Promise<number>,
): Promise<{ stats: LatencyStats; firstError?: string }> {
  const started = performance.now();
  const measureFrom = started + options.warmupMs;
  const until = measureFrom + options.durationMs;
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  let measuring = false;
  let lastEnd = measureFrom;
  const timer = setTimeout(() => {
    measuring = true;
    options.onMeasureStart?.();
  }, options.warmupMs);
  await Promise.all(
    Array.from({ length: options.clients }, async (_, worker) => {
      while (performance.now() < until) {
        const begin = performance.now();
        try {
          const ms = await once(worker);
          if (begin >= measureFrom) latencies.push(ms);
        } catch (error) {
          if (begin >= measureFrom) errors++;
          firstError ??= (error as Error).message;
        }
        lastEnd = Math.max(lastEnd, performance.now());
      }
    }),
  );
  clearTimeout(timer);
  if (measuring) options.onMeasureEnd?.();
  const sorted = latencies.sort((a, b) => a - b);
  const seconds = (lastEnd - measureFrom) / 1000;
  return {
    stats: {
      requests: sorted.length,
      errors,
      reqPerSec: Math.round(sorted.length / seconds),
      p50Ms: round(percentile(sorted, 50)),
      p95Ms: round(percentile(sorted, 95)),
      p99Ms: round(percentile(sorted, 99)),
      maxMs: round(sorted[sorted.length - 1] ?? NaN),
    },
    firstError,
  };
}
