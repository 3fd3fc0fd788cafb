// Agora beside its peers (the performance budgets): the feed's first page (`feed(first: 20)` with each item's
// author) and a profile page (the header and the first page of connections, which only members see),
// answered by
//   - Agora in production mode (LOG_LEVEL=warn), to a visitor (the feed) and to a member (bearer token),
//   - PostGraphile 5 (Amber preset, production) over views of the same rows (bench/peers/peer-schema.ts),
//   - a minimal node http + pg server giving the same JSON as Agora (bench/peers/raw-server.ts),
// each in its own process on the same embedded PostgreSQL and large data set. The systems run interleaved,
// in rounds (their order rotating), so that other work on a shared machine falls on all of them alike; the
// tables show each system's medians over the rounds and the ratios the budget names.
//   npm run bench -- peers [--rounds 5] [--duration 5] [--warmup 1] [--clients 32] [--single 2]
//                          [--data-dir .data-bench] [--database-url postgres://…]
//   npm run bench -- feed --profile [--duration 10] [--only "member profile"]
//                                        a CPU profile of Agora under the same load instead (one scenario)
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { Pool } from "pg";
import { findFreePort, startEmbeddedPostgres } from "../server/db/embedded";
import { createLogger } from "../server/logger";
import { DEMO_PASSWORD } from "../scripts/seed-large";
import { summariseCpuProfile, type CpuProfileSummary } from "./cpu-profile";
import { prepareData, startServer, waitUntilReady } from "./feed-search";
import { cpuSample, cpuUsed, GraphQLClient, runLoad, type CpuSample } from "./load";
import { createPeerSchema } from "./peers/peer-schema";

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const numberArg = (name: string, fallback: number) => Number(argOf(name) ?? fallback);

/** The performance budget: at least PostGraphile's throughput, and half the raw server's. */
export const PEER_BUDGET = { postgraphile: 1.0, raw: 0.5 };
const PAGE = 20;
const PAGES: Page[] = ["feed", "profile"];

const MEMBER_FIELDS = `id username fullName title company avatarUrl avatarThumbnailUrl
  followerCount followingCount connectionStatus hasIncomingFriendRequest`;
const AUTHOR_FIELDS = "id username fullName avatarUrl avatarThumbnailUrl";
const ITEM_FIELDS = "id type title description imageUrl contentId createdAt";

/** Agora's (and the raw server's) documents: what the app's feed and profile screens read. */
const AGORA = {
  feed: `query Feed($first: Int!) {
    feed(filter: ALL, first: $first) {
      edges { cursor node { ${ITEM_FIELDS} author { ${AUTHOR_FIELDS} } } }
      pageInfo { hasNextPage endCursor }
    }
  }`,
  profile: `query ProfilePage($id: ID!, $first: Int!) {
    profile(id: $id) {
      id username fullName email bio location company title skills avatarUrl avatarThumbnailUrl
      coverPhotoUrl verified createdAt followerCount followingCount connectionStatus
      hasIncomingFriendRequest
    }
    connections(userId: $id, first: $first) {
      totalCount
      edges { cursor node { ${MEMBER_FIELDS} } }
      pageInfo { hasNextPage endCursor }
    }
  }`,
};

/**
 * PostGraphile's: the same rows and fields, but the viewer's own (a visitor has none). Amber names a row's
 * own id `rowId` (`id` is its global node id), so the documents ask for `id: rowId`.
 */
const PG_AUTHOR = "id: rowId username fullName avatarUrl avatarThumbnailUrl";
const PG_ITEM = "id: rowId type title description imageUrl contentId createdAt";
const POSTGRAPHILE = {
  feed: `query Feed($first: Int!) {
    feed: allFeedItems(first: $first, orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]) {
      edges { cursor node { ${PG_ITEM} author { ${PG_AUTHOR} } } }
      pageInfo { hasNextPage endCursor }
    }
  }`,
  profile: `query ProfilePage($id: UUID!, $first: Int!) {
    profile: profileByRowId(rowId: $id) {
      id: rowId username fullName bio location company title skills avatarUrl avatarThumbnailUrl
      coverPhotoUrl verified createdAt followerCount followingCount
      connections(first: $first, orderBy: [CREATED_AT_DESC, PRIMARY_KEY_DESC]) {
        totalCount
        edges { cursor node { other {
          id: rowId username fullName title company avatarUrl avatarThumbnailUrl followerCount
          followingCount
        } } }
        pageInfo { hasNextPage endCursor }
      }
    }
  }`,
};

type Page = "feed" | "profile";
type SystemName = "agora visitor" | "agora member" | "postgraphile 5" | "node http + pg";
type System = {
  name: SystemName;
  pages: Page[];
  client: GraphQLClient;
  documents: Record<Page, string>;
  pid: () => number | undefined;
};

type RoundResult = {
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  singleP50Ms: number;
  errors: number;
  cpuMsPerRequest: { server: number; postgres: number };
};

type Row = {
  page: Page;
  system: SystemName;
  /** Medians over the rounds. */
  reqPerSec: number;
  p50Ms: number;
  p95Ms: number;
  singleP50Ms: number;
  cpuMsPerRequest: { server: number; postgres: number };
  errors: number;
  rounds: RoundResult[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : +((sorted[mid - 1] + sorted[mid]) / 2).toFixed(2);
};

function spawnPeer(root: string, script: string, port: number, url: string): ChildProcess {
  return spawn(
    process.execPath,
    ["-r", "./scripts/register.cjs", `bench/peers/${script}`, String(port), url],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    },
  );
}

/** Sends the document until it answers with data (a peer is up once it does). */
async function waitForAnswer(client: GraphQLClient, query: string, variables: object) {
  for (let i = 0; ; i++) {
    const result = await client
      .request(query, variables as Record<string, unknown>)
      .catch((error: Error) => ({ body: { errors: [{ message: error.message }] } }));
    if (!result.body.errors?.length) return;
    if (i > 600) throw new Error(`no answer: ${result.body.errors[0].message}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

type Edge = { cursor: string; node: Record<string, unknown> & { id?: string } };
type Connection = { totalCount?: number; edges: Edge[] };

/** The viewer's own fields, which the peers answer as to a visitor. */
const VIEWER_FIELDS = new Set(["email", "connectionStatus", "hasIncomingFriendRequest"]);
const withoutViewerFields = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutViewerFields)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !VIEWER_FIELDS.has(key))
            .map(([key, v]) => [key, withoutViewerFields(v)]),
        )
      : value;

/**
 * The answers must be the same rows: the raw server's JSON equal to Agora's (the viewer's own fields
 * aside), PostGraphile's ids and counts equal.
 */
async function checkSameAnswers(systems: System[], variables: Record<Page, object>) {
  const answers = new Map<string, Record<string, unknown>>();
  for (const system of systems)
    for (const page of system.pages)
      answers.set(
        `${system.name}|${page}`,
        await system.client.data(
          system.documents[page],
          variables[page] as Record<string, unknown>,
        ),
      );
  const problems: string[] = [];
  for (const page of PAGES) {
    const agora = answers.get(`agora member|${page}`)!;
    const rawJson = answers.get(`node http + pg|${page}`);
    if (!isDeepStrictEqual(withoutViewerFields(agora), withoutViewerFields(rawJson)))
      problems.push(`the raw server's ${page} JSON differs from Agora's`);
  }
  if (!isDeepStrictEqual(answers.get("agora visitor|feed"), answers.get("node http + pg|feed")))
    problems.push("the raw server's feed JSON differs from Agora's for a visitor");
  const ids = (connection: Connection, nested?: string) =>
    connection.edges.map((e) => (nested ? (e.node[nested] as { id: string }).id : e.node.id));
  const agoraFeed = answers.get("agora visitor|feed")!.feed as Connection;
  const pglFeed = answers.get("postgraphile 5|feed")!.feed as Connection;
  if (!isDeepStrictEqual(ids(agoraFeed), ids(pglFeed)))
    problems.push("PostGraphile's feed has other items than Agora's");
  const agoraProfile = answers.get("agora member|profile")!;
  const pglProfile = answers.get("postgraphile 5|profile")!.profile as {
    connections: Connection;
    followerCount: number;
  };
  const agoraConnections = agoraProfile.connections as Connection;
  if (
    !isDeepStrictEqual(ids(agoraConnections), ids(pglProfile.connections, "other")) ||
    agoraConnections.totalCount !== pglProfile.connections.totalCount ||
    (agoraProfile.profile as { followerCount: number }).followerCount !== pglProfile.followerCount
  )
    problems.push("PostGraphile's profile page has other connections or counts than Agora's");
  if (agoraFeed.edges.length !== PAGE || agoraConnections.edges.length !== PAGE)
    problems.push(`a page of fewer than ${PAGE} rows`);
  return problems;
}

type Setup = {
  root: string;
  dataDir: string;
  url: string;
  postmasterPid?: number;
  email: string;
  profileId: string;
  cleanup: () => Promise<void>;
};

/** The embedded PostgreSQL (or --database-url) with the large data set, and the profile to read. */
async function setUp(): Promise<Setup> {
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
  const data = await prepareData(url);
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await createPeerSchema(pool);
    // A member with a full first page of connections and more: a typical busy profile.
    const { rows } = await pool.query<{ id: string }>(
      `SELECT p.id FROM profiles p
        WHERE NOT p.is_banned
          AND (SELECT count(*) FROM connections c
                WHERE (c.user_id = p.id AND c.status IN ('following', 'friends'))
                   OR (c.connected_user_id = p.id AND c.status = 'friends')) > $1
        ORDER BY md5(p.id::text) LIMIT 1`,
      [PAGE + 5],
    );
    return {
      root,
      dataDir,
      url,
      postmasterPid,
      email: data.email,
      profileId: rows[0].id,
      cleanup: async () => {
        await pg?.stop();
      },
    };
  } finally {
    await pool.end();
  }
}

async function signIn(client: GraphQLClient, email: string) {
  const { signIn } = await client.data<{ signIn: { token: string } }>(
    `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`,
    { input: { email, password: DEMO_PASSWORD } },
  );
  return signIn.token;
}

export async function peerComparison() {
  const rounds = numberArg("rounds", 5);
  const clients = numberArg("clients", 32);
  const durationMs = numberArg("duration", 5) * 1000;
  const warmupMs = numberArg("warmup", 1) * 1000;
  const singleMs = numberArg("single", 2) * 1000;
  const setup = await setUp();
  const loadBefore = os.loadavg()[0];
  const children: ChildProcess[] = [];
  const clientsToClose: GraphQLClient[] = [];
  try {
    const [agoraPort, pglPort, rawPort] = [
      await findFreePort(4700),
      await findFreePort(4800),
      await findFreePort(4900),
    ];
    const agora = startServer(setup.root, setup.dataDir, setup.url, agoraPort, {
      production: true,
    });
    const pgl = spawnPeer(setup.root, "postgraphile-server.ts", pglPort, setup.url);
    const raw = spawnPeer(setup.root, "raw-server.ts", rawPort, setup.url);
    children.push(agora, pgl, raw);
    const client = (port: number) => {
      const c = new GraphQLClient(new URL(`http://127.0.0.1:${port}/graphql`), clients);
      clientsToClose.push(c);
      return c;
    };
    await waitUntilReady(`http://127.0.0.1:${agoraPort}`);
    const member = client(agoraPort);
    member.signedInAs(await signIn(member, setup.email));
    const systems: System[] = [
      {
        name: "agora visitor",
        pages: ["feed"],
        client: client(agoraPort),
        documents: AGORA,
        pid: () => agora.pid,
      },
      {
        name: "agora member",
        pages: PAGES,
        client: member,
        documents: AGORA,
        pid: () => agora.pid,
      },
      {
        name: "postgraphile 5",
        pages: PAGES,
        client: client(pglPort),
        documents: POSTGRAPHILE,
        pid: () => pgl.pid,
      },
      {
        name: "node http + pg",
        pages: PAGES,
        client: client(rawPort),
        documents: AGORA,
        pid: () => raw.pid,
      },
    ];
    const variables: Record<Page, object> = {
      feed: { first: PAGE },
      profile: { id: setup.profileId, first: PAGE },
    };
    for (const system of systems.slice(2))
      await waitForAnswer(system.client, system.documents.feed, variables.feed);
    // Measuring systems that give different answers would compare different work.
    const problems = await checkSameAnswers(systems, variables);
    if (problems.length) throw new Error(`the systems disagree: ${problems.join("; ")}`);

    const measure = async (system: System, page: Page): Promise<RoundResult> => {
      const once = async () => {
        const result = await system.client.request(
          system.documents[page],
          variables[page] as Record<string, unknown>,
        );
        if (result.body.errors?.length) throw new Error(result.body.errors[0].message);
        return result.ms;
      };
      const single = await runLoad({ clients: 1, durationMs: singleMs, warmupMs: 300 }, once);
      let before: CpuSample | undefined;
      let cpu: ReturnType<typeof cpuUsed> | undefined;
      const loaded = await runLoad(
        {
          clients,
          durationMs,
          warmupMs,
          onMeasureStart: () => (before = cpuSample(system.pid(), setup.postmasterPid)),
          onMeasureEnd: () => {
            if (before) cpu = cpuUsed(before, cpuSample(system.pid(), setup.postmasterPid));
          },
        },
        once,
      );
      const perRequest = (seconds = 0) =>
        +((seconds * 1000) / Math.max(1, loaded.stats.requests)).toFixed(2);
      if (loaded.firstError) console.log(`  ${system.name} ${page}: ${loaded.firstError}`);
      return {
        reqPerSec: loaded.stats.reqPerSec,
        p50Ms: loaded.stats.p50Ms,
        p95Ms: loaded.stats.p95Ms,
        singleP50Ms: single.stats.p50Ms,
        errors: loaded.stats.errors + single.stats.errors,
        cpuMsPerRequest: { server: perRequest(cpu?.server), postgres: perRequest(cpu?.postgres) },
      };
    };

    console.log(
      `Comparing ${systems.length} systems on 2 pages: ${rounds} rounds, ${clients} clients, ` +
        `${warmupMs / 1000} s warm-up + ${durationMs / 1000} s each (and ${singleMs / 1000} s with 1 client) ...`,
    );
    // A round that is not kept: every system's code compiled and its caches and pools warm.
    for (const page of PAGES)
      for (const system of systems.filter((s) => s.pages.includes(page)))
        await runLoad({ clients, durationMs: 1500, warmupMs: 0 }, async () => {
          await system.client.request(
            system.documents[page],
            variables[page] as Record<string, unknown>,
          );
          return 0;
        });
    const results = new Map<string, RoundResult[]>();
    for (let round = 0; round < rounds; round++) {
      for (const page of PAGES) {
        // The order rotates each round, so no system always runs first or last.
        const taking = systems.filter((system) => system.pages.includes(page));
        const order = taking.map((_, i) => taking[(i + round) % taking.length]);
        for (const system of order) {
          const key = `${page}|${system.name}`;
          const result = await measure(system, page);
          results.set(key, [...(results.get(key) ?? []), result]);
        }
      }
      console.log(
        `  round ${round + 1}/${rounds} done (load average ${os.loadavg()[0].toFixed(2)})`,
      );
    }

    const rows: Row[] = [...results].map(([key, list]) => {
      const [page, system] = key.split("|") as [Page, SystemName];
      return {
        page,
        system,
        reqPerSec: median(list.map((r) => r.reqPerSec)),
        p50Ms: median(list.map((r) => r.p50Ms)),
        p95Ms: median(list.map((r) => r.p95Ms)),
        singleP50Ms: median(list.map((r) => r.singleP50Ms)),
        cpuMsPerRequest: {
          server: median(list.map((r) => r.cpuMsPerRequest.server)),
          postgres: median(list.map((r) => r.cpuMsPerRequest.postgres)),
        },
        errors: list.reduce((sum, r) => sum + r.errors, 0),
        rounds: list,
      };
    });
    const ratios = (["feed", "profile"] as Page[]).flatMap((page) => {
      const of = (name: SystemName) => rows.find((r) => r.page === page && r.system === name)!;
      // Each round's ratio, then their median: the systems of one round shared the machine's state.
      const ratio = (a: SystemName, b: SystemName) =>
        median(of(a).rounds.map((r, i) => r.reqPerSec / of(b).rounds[i].reqPerSec));
      const agoras = systems.filter((s) => s.name.startsWith("agora") && s.pages.includes(page));
      return agoras.map(({ name }) => {
        const vsPostgraphile = +ratio(name, "postgraphile 5").toFixed(2);
        const vsRaw = +ratio(name, "node http + pg").toFixed(2);
        return {
          page,
          system: name,
          vsPostgraphile,
          vsRaw,
          budgetMet: vsPostgraphile >= PEER_BUDGET.postgraphile && vsRaw >= PEER_BUDGET.raw,
        };
      });
    });
    return {
      clients,
      rounds,
      durationSeconds: durationMs / 1000,
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        loadAverage: { before: +loadBefore.toFixed(2), after: +os.loadavg()[0].toFixed(2) },
      },
      results: rows,
      ratios,
    };
  } finally {
    for (const c of clientsToClose) c.close();
    for (const child of children) await stop(child);
    await setup.cleanup();
  }
}

export type PeerComparison = Awaited<ReturnType<typeof peerComparison>>;

export function printPeerComparison(result: PeerComparison) {
  console.log(
    `\nMedians of ${result.rounds} interleaved rounds (${result.clients} clients; 1 client for "1 client p50"; ms):`,
  );
  console.table(
    result.results.map((r) => ({
      page: r.page,
      system: r.system,
      "1 client p50": r.singleP50Ms,
      "req/s": r.reqPerSec,
      p50: r.p50Ms,
      p95: r.p95Ms,
      "cpu ms/req node|pg": `${r.cpuMsPerRequest.server}|${r.cpuMsPerRequest.postgres}`,
      errors: r.errors,
    })),
  );
  console.log(
    `Throughput ratios (median of the rounds' ratios; budget ≥ ${PEER_BUDGET.postgraphile}× PostGraphile and ≥ ${PEER_BUDGET.raw}× the raw server):`,
  );
  console.table(result.ratios.map((r) => ({ ...r, budgetMet: r.budgetMet ? "yes" : "NO" })));
  const { loadAverage, cpus } = result.machine;
  console.log(
    `Load average: ${loadAverage.before} before, ${loadAverage.after} after, on ${cpus} cores` +
      (loadAverage.before > cpus / 2
        ? " (other work shared the machine: compare ratios, not times)"
        : ""),
  );
}

/**
 * Agora alone under the comparison's load with V8's CPU profiler on: each scenario in turn, then the
 * profile (written by Node when the server exits) summarised by package and by function.
 */
export async function profileAgora(): Promise<{ file: string; summary: CpuProfileSummary }> {
  const clients = numberArg("clients", 32);
  const durationMs = numberArg("duration", 10) * 1000;
  const setup = await setUp();
  const dir = path.join(setup.root, "bench", "results", "profiles");
  fs.mkdirSync(dir, { recursive: true });
  const startedAt = Date.now();
  let agora: ChildProcess | undefined;
  const clientsToClose: GraphQLClient[] = [];
  try {
    const port = await findFreePort(4700);
    agora = startServer(setup.root, setup.dataDir, setup.url, port, {
      production: true,
      nodeOptions: ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=200"],
    });
    await waitUntilReady(`http://127.0.0.1:${port}`);
    const url = new URL(`http://127.0.0.1:${port}/graphql`);
    const visitor = new GraphQLClient(url, clients);
    const member = new GraphQLClient(url, clients);
    clientsToClose.push(visitor, member);
    member.signedInAs(await signIn(member, setup.email));
    const variables: Record<Page, Record<string, unknown>> = {
      feed: { first: PAGE },
      profile: { id: setup.profileId, first: PAGE },
    };
    const runs: [string, GraphQLClient, Page[]][] = [
      ["visitor", visitor, ["feed"]],
      ["member", member, PAGES],
    ];
    const only = argOf("only"); // e.g. "member profile": one scenario alone
    for (const [name, client, pages] of runs)
      for (const page of pages.filter((p) => !only || only === `${name} ${p}`)) {
        console.log(`Profiling: ${page} as a ${name}, ${durationMs / 1000} s ...`);
        await runLoad({ clients, durationMs, warmupMs: 1000 }, async () => {
          const result = await client.request(AGORA[page], variables[page]);
          if (result.body.errors?.length) throw new Error(result.body.errors[0].message);
          return result.ms;
        });
      }
  } finally {
    for (const c of clientsToClose) c.close();
    await stop(agora);
    await setup.cleanup();
  }
  const file = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".cpuprofile"))
    .map((name) => path.join(dir, name))
    .filter((name) => fs.statSync(name).mtimeMs >= startedAt)
    .sort()
    .at(-1);
  if (!file) throw new Error("the server wrote no CPU profile");
  return { file, summary: summariseCpuProfile(JSON.parse(fs.readFileSync(file, "utf8"))) };
}
