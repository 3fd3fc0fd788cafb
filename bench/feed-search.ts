// Feed and search under load, on the large data set (the performance budget: p95 under 50 ms with 32 concurrent
// clients on 2 cores; SQL statements per request constant in page size, 3 or fewer for the feed). The server
// runs in its own process, as in production, on an embedded PostgreSQL under its own data directory (seeded
// with `seedLarge` on first use and kept, so later runs start at once); the feed's SQL is also run straight
// through pg, to tell the database's share from the server's.
//   npm run bench -- feed [--duration 10] [--warmup 2] [--clients 32] [--data-dir .data-bench]
//                         [--database-url postgres://…]   (an existing database instead; it gets seeded)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { findFreePort, startEmbeddedPostgres } from "../server/db/embedded";
import { createDataSource } from "../server/data-source";
import { createLogger } from "../server/logger";
import { FeedFilter } from "../server/modules/feed/feed-item.entity";
import { feedList } from "../server/modules/feed/feed.service";
import { encodeCursor, keysetQuery, type Cursor } from "../server/graphql/pagination";
import {
  DEMO_PASSWORD,
  LARGE_SEED,
  LARGE_SEED_EMAIL_DOMAIN,
  largeSeedMembers,
  seedLarge,
  type LargeSeedResult,
} from "../scripts/seed-large";
import { LAST_NAMES, SKILLS } from "../scripts/seed-words";
import {
  cpuSample,
  cpuUsed,
  GraphQLClient,
  runLoad,
  type GraphQLResult,
  type CpuSample,
  type LatencyStats,
  type LoadOptions,
} from "./load";

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const numberArg = (name: string, fallback: number) => Number(argOf(name) ?? fallback);

/** The performance budget. */
export const BUDGET = { p95Ms: 50, clients: 32, feedStatements: 3 };
const FEED_PAGE = 50;
const SEARCH_PAGE = 10;
const TERMS_PER_KIND = 16;

// The operations the app sends (client/src/features/home/home.graphql), the search's hits as profiles.
const FEED_QUERY = `
  query Feed($filter: FeedFilter!, $first: Int!, $after: String) {
    feed(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          id type title description imageUrl contentId createdAt
          author { id username fullName avatarUrl avatarThumbnailUrl }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }`;
const SEARCH_QUERY = `
  query Search($query: String!, $first: Int!, $after: String) {
    search(query: $query, first: $first, after: $after) {
      edges {
        cursor
        rank
        node {
          __typename
          ... on Profile { id username fullName jobTitle: title company avatarUrl avatarThumbnailUrl }
        }
      }
      pageInfo { hasNextPage endCursor }
    }
  }`;

type FeedData = {
  feed: {
    edges: { cursor: string; node: { id: string; author: { id: string } | null } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};
type SearchData = { search: { edges: { node: { __typename: string } }[] } };

type FeedRow = { id: string; created_at: Date };

type DataSet = {
  seed: LargeSeedResult | "present";
  counts: { members: number; feedItems: number; connections: number };
  email: string;
  /** Cursors spread evenly through the whole feed: where each client starts reading deeper pages. */
  deepStarts: Cursor[];
  terms: Record<"name" | "typo" | "prefix" | "skill", string[]>;
  postgres: string;
};

/** A misspelling a person makes in the last name: two letters swapped, one dropped, or one doubled. */
function misspell(fullName: string, i: number): string {
  const space = fullName.lastIndexOf(" ");
  const [first, last] = [fullName.slice(0, space + 1), fullName.slice(space + 1)];
  const at = 1 + (i % Math.max(1, last.length - 2));
  const typo =
    i % 3 === 0
      ? last.slice(0, at) + (last[at + 1] ?? "") + last[at] + last.slice(at + 2)
      : i % 3 === 1
        ? last.slice(0, at) + last.slice(at + 1)
        : last.slice(0, at) + last[at] + last.slice(at);
  return first + typo;
}

/** Every `n`th entry of a list, `count` of them: terms spread over the whole list. */
const spread = <T>(list: T[], count: number) =>
  Array.from(
    { length: Math.min(count, list.length) },
    (_, i) => list[Math.floor((i * list.length) / Math.min(count, list.length))],
  );

/** Migrates, adds the large data set unless it is there, and reads what the scenarios need. */
export async function prepareData(url: string): Promise<DataSet> {
  const db = createDataSource(url, { poolSize: 2 });
  await db.initialize();
  try {
    await db.runMigrations({ transaction: "each" });
    const existing = await largeSeedMembers(db);
    let seed: DataSet["seed"] = "present";
    if (existing < LARGE_SEED.members) {
      console.log("Seeding the large data set (once for this data directory) ...");
      seed = await seedLarge(db, { reset: existing > 0, log: (line) => console.log(line) });
    }
    const [counts]: DataSet["counts"][] = await db.query(
      `SELECT (SELECT count(*)::int FROM profiles) AS "members",
              (SELECT count(*)::int FROM feed_items) AS "feedItems",
              (SELECT count(*)::int FROM connections) AS "connections"`,
    );
    const domain = `%@${LARGE_SEED_EMAIL_DOMAIN}`;
    const members: { email: string; full_name: string }[] = await db.query(
      `SELECT u.email, p.full_name FROM users u JOIN profiles p ON p.id = u.id
        WHERE u.email::text LIKE $1 AND NOT p.is_banned ORDER BY md5(p.username::text) LIMIT $2`,
      [domain, 2 * TERMS_PER_KIND + 1],
    );
    const names = members.slice(1).map((m) => m.full_name);
    const step = Math.floor(counts.feedItems / 32);
    const starts: FeedRow[] = await db.query(
      `SELECT id, created_at
         FROM (SELECT f.id, f.created_at, row_number() OVER (ORDER BY f.created_at DESC, f.id DESC) AS n
           FROM feed_items f JOIN profiles p ON p.id = f.user_id AND NOT p.is_banned) ranked
        WHERE n % $1 = 0 ORDER BY n`,
      [step],
    );
    const [{ server_version: version }]: { server_version: string }[] =
      await db.query(`SHOW server_version`);
    return {
      seed,
      counts,
      email: members[0].email,
      deepStarts: starts.map((row) => ({ createdAt: row.created_at, id: row.id })),
      terms: {
        name: names.slice(0, TERMS_PER_KIND),
        typo: names.slice(TERMS_PER_KIND).map(misspell),
        // What someone types before finishing a surname, and single-word skills as people type them.
        prefix: spread(
          LAST_NAMES.filter((name) => name.length >= 6),
          TERMS_PER_KIND,
        ).map((name) => name.slice(0, 4).toLowerCase()),
        skill: spread(
          SKILLS.filter((skill) => /^[A-Za-z]{5,}$/.test(skill)),
          TERMS_PER_KIND,
        ).map((skill) => skill.toLowerCase()),
      },
      postgres: version,
    };
  } finally {
    await db.destroy();
  }
}

/**
 * Agora in its own process. Not production unless asked: the server then answers `x-sql-statements` (test
 * also keeps its logs quiet). `nodeOptions` go before the script (`--cpu-prof`, say).
 */
export function startServer(
  root: string,
  dataDir: string,
  url: string,
  port: number,
  { production = false, nodeOptions = [] as string[] } = {},
): ChildProcess {
  return spawn(
    process.execPath,
    [...nodeOptions, "-r", "./scripts/register.cjs", "server/index.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: production ? "production" : "test",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        LOG_LEVEL: "warn",
        // Every run signs the same member in; the attempt counters live in the database across runs.
        RATE_LIMIT_AUTH_PER_IP: "1000000",
        RATE_LIMIT_AUTH_PER_EMAIL: "1000000",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
}

export async function waitUntilReady(base: string) {
  for (let i = 0; ; i++) {
    const status = await fetch(`${base}/readyz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    if (i > 600) throw new Error("server did not become ready");
    await new Promise((r) => setTimeout(r, 100));
  }
}

type ScenarioResult = LatencyStats & {
  scenario: string;
  /** Median latency with a single client: the time one request takes when nothing waits. */
  singleClientP50Ms: number;
  sqlStatements: string;
  cpuMsPerRequest?: { server: number; postgres: number; bench: number };
  firstError?: string;
};

type Scenario = { name: string; once: (worker: number) => Promise<number> };

export async function feedSearch() {
  const clients = numberArg("clients", BUDGET.clients);
  const durationMs = numberArg("duration", 10) * 1000;
  const warmupMs = numberArg("warmup", 2) * 1000;
  const root = path.join(__dirname, "..");
  const dataDir = path.resolve(root, argOf("data-dir") ?? ".data-bench");
  const databaseUrl = argOf("database-url");
  fs.mkdirSync(dataDir, { recursive: true });

  const pg = databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(dataDir, "pg"), createLogger("warn", false));
  const url = databaseUrl ?? pg!.url;
  const postmasterPid = pg
    ? Number(fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0])
    : undefined;
  let server: ChildProcess | undefined;
  let client: GraphQLClient | undefined;
  let pool: Pool | undefined;
  try {
    const loadBefore = os.loadavg()[0];
    const seedStarted = performance.now();
    const data = await prepareData(url);
    const preparedSeconds = +((performance.now() - seedStarted) / 1000).toFixed(1);
    console.log(
      `Data: ${data.counts.members} members, ${data.counts.feedItems} feed items, ` +
        `${data.counts.connections} connections (PostgreSQL ${data.postgres}; ready in ${preparedSeconds} s)`,
    );

    const port = await findFreePort(4700);
    server = startServer(root, dataDir, url, port);
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(base);
    client = new GraphQLClient(new URL(`${base}/graphql`), clients);
    const gql = client;
    const { signIn } = await gql.data<{ signIn: { token: string } }>(
      `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`,
      { input: { email: data.email, password: DEMO_PASSWORD } },
    );
    gql.signedInAs(signIn.token);

    // Statements per request must not grow with the page: the same first page at three sizes.
    const statementsBySize: Record<string, number | null> = {};
    for (const first of [10, 50, 100]) {
      const result = await gql.request<FeedData>(FEED_QUERY, { filter: "ALL", first });
      if (result.body.data?.feed.edges.length !== first) throw new Error("short feed page");
      statementsBySize[`first ${first}`] = result.statements;
    }

    const seen = new Map<string, Set<number>>();
    const check = <T>(scenario: string, result: GraphQLResult<T>) => {
      if (result.body.errors?.length || !result.body.data)
        throw new Error(result.body.errors?.[0]?.message ?? "no data");
      if (result.statements !== null) {
        const set = seen.get(scenario) ?? new Set<number>();
        set.add(result.statements);
        seen.set(scenario, set);
      }
      return result.body.data;
    };

    const firstPage = (name: string, filter: string): Scenario => ({
      name,
      once: async () => {
        const result = await gql.request<FeedData>(FEED_QUERY, { filter, first: FEED_PAGE });
        const feed = check(name, result).feed;
        if (feed.edges.length !== FEED_PAGE) throw new Error(`${name}: a short page`);
        return result.ms;
      },
    });

    // Each client starts at its own depth and follows endCursor, back to its start at the end.
    const starts = data.deepStarts.map(encodeCursor);
    const deepCursors: string[] = [];
    const deep: Scenario = {
      name: "feed: deeper pages",
      once: async (worker) => {
        const start = starts[worker % starts.length];
        const result = await gql.request<FeedData>(FEED_QUERY, {
          filter: "ALL",
          first: FEED_PAGE,
          after: deepCursors[worker] ?? start,
        });
        const { pageInfo } = check(deep.name, result).feed;
        deepCursors[worker] = (pageInfo.hasNextPage && pageInfo.endCursor) || start;
        return result.ms;
      },
    };

    const search = (kind: keyof DataSet["terms"], label: string): Scenario => {
      let next = 0;
      const terms = data.terms[kind];
      return {
        name: `search: ${label}`,
        once: async () => {
          const query = terms[next++ % terms.length];
          const result = await gql.request<SearchData>(SEARCH_QUERY, { query, first: SEARCH_PAGE });
          check(`search: ${label}`, result);
          return result.ms;
        },
      };
    };

    const serverScenarios: Scenario[] = [
      firstPage("feed: first page", "ALL"),
      deep,
      firstPage("feed: GROUPS", "GROUPS"),
      firstPage("feed: INVESTING", "INVESTING"),
      search("name", "full name"),
      search("typo", "misspelt name"),
      search("prefix", "prefix"),
      search("skill", "skill word"),
    ];

    // The feed's own SQL, with the same parameters, through a pool as large as the client count.
    pool = new Pool({ connectionString: url, max: clients });
    const sql = pool;
    const rawPage = async (filter: FeedFilter, after: Cursor | null) => {
      const started = performance.now();
      const { text, values } = keysetQuery(feedList(filter), FEED_PAGE, after);
      const { rows } = await sql.query<{ id: string; createdAt: Date }>(text, values);
      return { ms: performance.now() - started, rows };
    };
    const rawDeepCursors: (Cursor | null)[] = [];
    const rawScenarios: Scenario[] = [
      { name: "feed: first page", once: async () => (await rawPage(FeedFilter.ALL, null)).ms },
      {
        name: "feed: deeper pages",
        once: async (worker) => {
          const start = data.deepStarts[worker % data.deepStarts.length];
          const { ms, rows } = await rawPage(FeedFilter.ALL, rawDeepCursors[worker] ?? start);
          const last = rows.length > FEED_PAGE ? rows[FEED_PAGE - 1] : null;
          rawDeepCursors[worker] = last ? { createdAt: last.createdAt, id: last.id } : start;
          return ms;
        },
      },
      { name: "feed: GROUPS", once: async () => (await rawPage(FeedFilter.GROUPS, null)).ms },
      {
        name: "feed: INVESTING",
        once: async () => (await rawPage(FeedFilter.INVESTING, null)).ms,
      },
    ];

    const measure = async (scenario: Scenario, rawSql: boolean): Promise<ScenarioResult> => {
      const single = await runLoad(
        { clients: 1, durationMs: Math.min(3000, durationMs), warmupMs: 500 },
        scenario.once,
      );
      let before: CpuSample | undefined;
      let cpu: ReturnType<typeof cpuUsed> | undefined;
      const options: LoadOptions = {
        clients,
        durationMs,
        warmupMs,
        onMeasureStart: () => (before = cpuSample(server?.pid, postmasterPid)),
        onMeasureEnd: () => {
          if (before) cpu = cpuUsed(before, cpuSample(server?.pid, postmasterPid));
        },
      };
      const loaded = await runLoad(options, scenario.once);
      const perRequest = (seconds: number) =>
        +((seconds * 1000) / Math.max(1, loaded.stats.requests)).toFixed(2);
      const statements = rawSql ? [1] : [...(seen.get(scenario.name) ?? [])].sort((a, b) => a - b);
      return {
        scenario: scenario.name,
        singleClientP50Ms: single.stats.p50Ms,
        ...loaded.stats,
        sqlStatements: statements.join("/") || "-",
        ...(cpu
          ? {
              cpuMsPerRequest: {
                server: perRequest(cpu.server),
                postgres: perRequest(cpu.postgres),
                bench: perRequest(cpu.bench),
              },
            }
          : {}),
        ...((loaded.firstError ?? single.firstError)
          ? { firstError: loaded.firstError ?? single.firstError }
          : {}),
      };
    };

    console.log(
      `Measuring ${serverScenarios.length} server scenarios and ${rawScenarios.length} raw SQL ones: ` +
        `${clients} clients, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s each ...`,
    );
    const serverResults: ScenarioResult[] = [];
    for (const scenario of serverScenarios) serverResults.push(await measure(scenario, false));
    const rawResults: ScenarioResult[] = [];
    for (const scenario of rawScenarios) rawResults.push(await measure(scenario, true));

    const ratios = rawResults.map((raw) => {
      const viaServer = serverResults.find((r) => r.scenario === raw.scenario)!;
      return {
        scenario: raw.scenario,
        serverP50Ms: viaServer.p50Ms,
        rawP50Ms: raw.p50Ms,
        p50Ratio: +(viaServer.p50Ms / raw.p50Ms).toFixed(1),
        serverP95Ms: viaServer.p95Ms,
        rawP95Ms: raw.p95Ms,
        p95Ratio: +(viaServer.p95Ms / raw.p95Ms).toFixed(1),
        serverReqPerSec: viaServer.reqPerSec,
        rawReqPerSec: raw.reqPerSec,
      };
    });
    const feedStatements = serverResults
      .filter((r) => r.scenario.startsWith("feed"))
      .flatMap((r) => r.sqlStatements.split("/").map(Number));
    const sizes = Object.values(statementsBySize);
    const budget = {
      p95UnderBudget: Object.fromEntries(
        serverResults.map((r) => [r.scenario, r.p95Ms < BUDGET.p95Ms && r.errors === 0]),
      ),
      feedStatementsAtMost3: feedStatements.every((n) => n <= BUDGET.feedStatements),
      statementsConstantInPageSize: sizes.every((n) => n !== null && n === sizes[0]),
    };
    return {
      clients,
      durationSeconds: durationMs / 1000,
      warmupSeconds: warmupMs / 1000,
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memoryGb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        postgres: data.postgres,
        database: databaseUrl ? "DATABASE_URL" : "embedded",
        /** 1-minute load average before and after: other work on the machine skews every number. */
        loadAverage: { before: +loadBefore.toFixed(2), after: +os.loadavg()[0].toFixed(2) },
      },
      dataSet: { ...data.counts, seed: data.seed, preparedSeconds },
      terms: data.terms,
      statementsBySize,
      server: serverResults,
      rawSql: rawResults,
      ratios,
      budget,
    };
  } finally {
    client?.close();
    await pool?.end();
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
    await pg?.stop();
  }
}

export type FeedSearchResult = Awaited<ReturnType<typeof feedSearch>>;

/** The human-readable part: one table per question the budget asks. */
export function printFeedSearch(result: FeedSearchResult) {
  const row = (r: ScenarioResult) => ({
    scenario: r.scenario,
    "1 client p50": r.singleClientP50Ms,
    p50: r.p50Ms,
    p95: r.p95Ms,
    p99: r.p99Ms,
    max: r.maxMs,
    "req/s": r.reqPerSec,
    sql: r.sqlStatements,
    errors: r.errors,
    "cpu ms/req srv|pg|bench": r.cpuMsPerRequest
      ? `${r.cpuMsPerRequest.server}|${r.cpuMsPerRequest.postgres}|${r.cpuMsPerRequest.bench}`
      : "-",
    [`p95<${BUDGET.p95Ms}`]: r.p95Ms < BUDGET.p95Ms && r.errors === 0 ? "yes" : "NO",
  });
  console.log(`\nThrough the server (GraphQL over HTTP, ${result.clients} clients, ms):`);
  console.table(result.server.map(row));
  console.log(`The feed's SQL straight through pg (${result.clients} connections, ms):`);
  console.table(result.rawSql.map(row));
  console.log("Server / raw SQL:");
  console.table(result.ratios);
  console.log("SQL statements per feed request by page size (x-sql-statements):");
  console.table([result.statementsBySize]);
  const { loadAverage, cpus } = result.machine;
  if (loadAverage.before > cpus / 2)
    console.log(
      `Note: the load average was already ${loadAverage.before} on ${cpus} cores before the run: ` +
        "other processes shared the machine, so these latencies are pessimistic.",
    );
  for (const r of [...result.server, ...result.rawSql])
    if (r.firstError) console.log(`First error of "${r.scenario}": ${r.firstError}`);
}
