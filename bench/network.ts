// The network's pages under load, on the large data set: people you may know, the TOP and RECENT feed
// pages and a profile with its mutual connections, for a well-connected member (500+ connections) and for
// a typical one, each beside its own SQL run straight through pg (the raw-SQL peer). Goals: TOP at least
// 0.5× the throughput of its raw SQL, people you may know p95 under 100 ms, and statements per page
// constant (a feed page 3 or fewer, a suggestions page 4 or fewer).
//   npm run bench -- network [--duration 10] [--warmup 2] [--clients 32] [--data-dir .data-bench]
//                            [--database-url postgres://…]
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Pool } from "pg";
import { findFreePort, startEmbeddedPostgres } from "../server/db/embedded";
import { createDataSource } from "../server/data-source";
import { createLogger } from "../server/logger";
import { createRegistry } from "../server/kernel/registry";
import { modules } from "../server/modules";
import { FeedFilter } from "../server/modules/feed/feed-item.entity";
import { feedList } from "../server/modules/feed/feed.service";
import { topFeedQuery } from "../server/modules/feed/feed.top";
import { storedSuggestionsQuery } from "../server/modules/network/network.suggestions";
import { keysetQuery } from "../server/graphql/pagination";
import { DEMO_PASSWORD, LARGE_SEED, seedLarge } from "../scripts/seed-large";
import { prepareData, startServer, waitUntilReady } from "./feed-search";
import { GraphQLClient, runLoad, type LatencyStats } from "./load";

const argOf = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const numberArg = (name: string, fallback: number) => Number(argOf(name) ?? fallback);

export const NETWORK_GOALS = {
  clients: 32,
  /** TOP through the server, as a share of its raw SQL's throughput. */
  topShareOfRaw: 0.5,
  suggestionsP95Ms: 100,
  feedStatements: 3,
  suggestionStatements: 4,
};
/** The app's pages: the feed's 50 items (spec), the /network page's 20 suggestions. */
const FEED_PAGE = 50;
const SUGGESTIONS_PAGE = 20;

// What the app asks (client/src/features/network and feed), trimmed to the fields that cost.
const SUGGESTIONS_QUERY = `
  query PeopleYouMayKnow($first: Int!) {
    peopleYouMayKnow(first: $first) {
      edges { cursor node { mutualConnectionCount reasons
        profile { id username fullName title company avatarUrl avatarThumbnailUrl degree } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
const SUGGESTION_FIELDS = new Set([
  "id",
  "username",
  "fullName",
  "title",
  "company",
  "avatarUrl",
  "avatarThumbnailUrl",
  "degree",
]);
const FEED_QUERY = `
  query Feed($order: FeedOrder, $first: Int!) {
    feed(filter: ALL, order: $order, first: $first) {
      edges { cursor node { id type title description imageUrl contentId createdAt reason
        author { id username fullName avatarUrl avatarThumbnailUrl } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;
const PROFILE_QUERY = `
  query Profile($id: ID!) {
    profile(id: $id) {
      id username fullName title company degree mutualConnectionCount
      mutualConnections(first: 3) { edges { node { id fullName } } }
      positions { id title company startMonth endMonth }
    }
  }`;

type Viewer = { id: string; email: string; connections: number };

/** A member of the large seed with the most connections, and one with the median number (at least 5). */
async function pickViewers(url: string) {
  const db = createDataSource(url, { poolSize: 2 });
  await db.initialize();
  try {
    const friendCounts = `
      SELECT u.id, u.email, count(*)::int AS connections
        FROM users u JOIN profiles p ON p.id = u.id AND NOT p.is_banned
        JOIN connections c ON c.status = 'friends' AND u.id IN (c.user_id, c.connected_user_id)
       GROUP BY u.id, u.email`;
    const [hub]: Viewer[] = await db.query(`${friendCounts} ORDER BY connections DESC LIMIT 1`);
    const [typical]: Viewer[] = await db.query(
      `SELECT * FROM (${friendCounts}) m WHERE m.connections >= 5
        ORDER BY m.connections, m.id OFFSET (SELECT count(*) / 2 FROM (${friendCounts}) n
                                              WHERE n.connections >= 5) LIMIT 1`,
    );
    // Second-degree members of the hub: whose profiles it opens (mutual connections to show).
    const second: { id: string }[] = await db.query(
      `WITH mine AS (SELECT CASE WHEN c.user_id = $1 THEN c.connected_user_id ELSE c.user_id END AS id
                       FROM connections c WHERE c.status = 'friends' AND $1 IN (c.user_id, c.connected_user_id))
       SELECT DISTINCT CASE WHEN c.user_id = m.id THEN c.connected_user_id ELSE c.user_id END AS id
         FROM mine m JOIN connections c ON c.status = 'friends' AND m.id IN (c.user_id, c.connected_user_id)
        WHERE CASE WHEN c.user_id = m.id THEN c.connected_user_id ELSE c.user_id END <> $1
          AND CASE WHEN c.user_id = m.id THEN c.connected_user_id ELSE c.user_id END NOT IN (SELECT id FROM mine)
        LIMIT 32`,
      [hub.id],
    );
    return { hub, typical, profiles: second.map((row) => row.id) };
  } finally {
    await db.destroy();
  }
}

/** Whether the data set has the well-connected members (older data directories predate them). */
async function hasHubs(url: string): Promise<boolean> {
  const db = createDataSource(url, { poolSize: 1 });
  await db.initialize();
  try {
    const [row]: { hubs: number }[] = await db.query(
      `SELECT count(*)::int AS hubs FROM (
         SELECT u FROM connections c, LATERAL (VALUES (c.user_id), (c.connected_user_id)) v(u)
          WHERE c.status = 'friends' GROUP BY u HAVING count(*) >= 500) h`,
    );
    return row.hubs > 0;
  } finally {
    await db.destroy();
  }
}

type Result = LatencyStats & { scenario: string; sqlStatements: string; firstError?: string };

export async function networkBench() {
  const clients = numberArg("clients", NETWORK_GOALS.clients);
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
  let server: ChildProcess | undefined;
  const gqlClients: GraphQLClient[] = [];
  const stopApp = async () => {
    for (const client of gqlClients.splice(0)) client.close();
    if (server && server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((r) => server!.once("exit", r));
    }
  };
  let pool: Pool | undefined;
  try {
    const data = await prepareData(url);
    if (!(await hasHubs(url))) {
      console.log("The data set predates the well-connected members: seeding it again ...");
      const db = createDataSource(url, { poolSize: 2 });
      await db.initialize();
      await seedLarge(db, { reset: true, log: (line) => console.log(line) }).finally(() =>
        db.destroy(),
      );
    }
    const viewers = await pickViewers(url);
    console.log(
      `Data: ${data.counts.members} members (large seed: ${LARGE_SEED.members}), ` +
        `${data.counts.feedItems} feed items; viewers with ${viewers.hub.connections} and ` +
        `${viewers.typical.connections} connections`,
    );

    // Agora in its own process, with the two members signed in: first outside production, which answers
    // each request's statement count (x-sql-statements), then in production for the load.
    const startApp = async (production: boolean) => {
      const port = await findFreePort(4800);
      server = startServer(root, dataDir, url, port, { production });
      const base = `http://127.0.0.1:${port}`;
      await waitUntilReady(base);
      const signedIn = async (viewer: Viewer) => {
        const client = new GraphQLClient(new URL(`${base}/graphql`), clients);
        gqlClients.push(client);
        const { signIn } = await client.data<{ signIn: { token: string } }>(
          `mutation ($input: SignInInput!) { signIn(input: $input) { token } }`,
          { input: { email: viewer.email, password: DEMO_PASSWORD } },
        );
        client.signedInAs(signIn.token);
        return client;
      };
      return { hub: await signedIn(viewers.hub), typical: await signedIn(viewers.typical) };
    };
    let as = await startApp(false);

    const statements = new Map<string, Set<number>>();
    const viaServer =
      (who: "hub" | "typical", query: string, variables: (worker: number) => object) =>
      (name: string) =>
      async (worker: number) => {
        const result = await as[who].request(query, variables(worker) as Record<string, unknown>);
        if (result.body.errors?.length || !result.body.data)
          throw new Error(result.body.errors?.[0]?.message ?? "no data");
        if (result.statements !== null)
          statements.set(name, (statements.get(name) ?? new Set()).add(result.statements));
        return result.ms;
      };

    pool = new Pool({ connectionString: url, max: clients, options: "-c jit=off" });
    const sql = pool;
    const registry = createRegistry(modules);
    const topArgs = {
      kinds: registry.feedKinds,
      reactable: Object.keys(registry.reactables),
      commentable: Object.keys(registry.commentables),
      circles: registry.feedCircles,
    };
    // `name`: run as a named prepared statement, as the server runs that statement (preparedQuery).
    const raw =
      (statement: () => { text: string; values: unknown[] }, name?: string) => async () => {
        const { text, values } = statement();
        const started = performance.now();
        await (name ? sql.query({ name, text, values }) : sql.query(text, values));
        return performance.now() - started;
      };
    const top = (viewer: Viewer) =>
      raw(() =>
        topFeedQuery(topArgs, FeedFilter.ALL, viewer.id, new Date(), FEED_PAGE, null, true),
      );
    const recent = (viewer: Viewer) =>
      raw(() =>
        keysetQuery(feedList(FeedFilter.ALL, viewer.id, registry.feedKinds), FEED_PAGE, null),
      );
    // The server's one statement for a page of suggestions, prepared as the server prepares it;
    // measured after the server's own run of the scenario, so the viewer's stored suggestions are fresh
    // (network.suggestions.ts, SUGGESTIONS_TTL) and it reads them, as the server does.
    const suggestions = (viewer: Viewer) =>
      raw(
        () =>
          storedSuggestionsQuery(
            { registry },
            viewer.id,
            SUGGESTIONS_PAGE,
            null,
            SUGGESTION_FIELDS,
          ),
        "suggestions",
      );

    const scenarios: {
      name: string;
      server: (name: string) => (w: number) => Promise<number>;
      raw?: () => Promise<number>;
    }[] = [
      {
        name: `people you may know: ${viewers.hub.connections} connections`,
        server: viaServer("hub", SUGGESTIONS_QUERY, () => ({ first: SUGGESTIONS_PAGE })),
        raw: suggestions(viewers.hub),
      },
      {
        name: `people you may know: ${viewers.typical.connections} connections`,
        server: viaServer("typical", SUGGESTIONS_QUERY, () => ({ first: SUGGESTIONS_PAGE })),
        raw: suggestions(viewers.typical),
      },
      {
        name: `feed TOP: ${viewers.hub.connections} connections`,
        server: viaServer("hub", FEED_QUERY, () => ({ order: "TOP", first: FEED_PAGE })),
        raw: top(viewers.hub),
      },
      {
        name: `feed TOP: ${viewers.typical.connections} connections`,
        server: viaServer("typical", FEED_QUERY, () => ({ order: "TOP", first: FEED_PAGE })),
        raw: top(viewers.typical),
      },
      {
        name: `feed RECENT: ${viewers.typical.connections} connections`,
        server: viaServer("typical", FEED_QUERY, () => ({ order: "RECENT", first: FEED_PAGE })),
        raw: recent(viewers.typical),
      },
      {
        name: "profile with mutual connections",
        server: viaServer("hub", PROFILE_QUERY, (worker) => ({
          id: viewers.profiles[worker % viewers.profiles.length],
        })),
      },
    ];

    const measure = async (name: string, once: (worker: number) => Promise<number>) => {
      const { stats, firstError } = await runLoad({ clients, durationMs, warmupMs }, once);
      return { scenario: name, ...stats, ...(firstError ? { firstError } : {}) };
    };
    console.log(
      `Measuring ${scenarios.length} scenarios through the server and their SQL alone: ${clients} ` +
        `clients, ${warmupMs / 1000} s warm-up + ${durationMs / 1000} s each ...`,
    );
    // Statements per request, a few requests each, then the production server for the load.
    for (const scenario of scenarios) {
      const once = scenario.server(scenario.name);
      for (let worker = 0; worker < 4; worker++) await once(worker);
    }
    await stopApp();
    as = await startApp(true);
    const server_: Result[] = [];
    const rawSql: Result[] = [];
    for (const scenario of scenarios) {
      const viaApp = await measure(scenario.name, scenario.server(scenario.name));
      server_.push({
        ...viaApp,
        sqlStatements: [...(statements.get(scenario.name) ?? [])].sort().join("/") || "-",
      });
      if (scenario.raw)
        rawSql.push({ ...(await measure(scenario.name, scenario.raw)), sqlStatements: "1" });
    }
    const ratios = rawSql.map((r) => {
      const app = server_.find((s) => s.scenario === r.scenario)!;
      return {
        scenario: r.scenario,
        serverP50Ms: app.p50Ms,
        serverP95Ms: app.p95Ms,
        rawP50Ms: r.p50Ms,
        rawP95Ms: r.p95Ms,
        serverReqPerSec: app.reqPerSec,
        rawReqPerSec: r.reqPerSec,
        shareOfRaw: +(app.reqPerSec / r.reqPerSec).toFixed(2),
      };
    });
    const most = (prefix: string) =>
      Math.max(
        ...server_
          .filter((r) => r.scenario.startsWith(prefix))
          .flatMap((r) => r.sqlStatements.split("/").map(Number)),
      );
    const goals = {
      topAtLeastHalfOfRaw: ratios
        .filter((r) => r.scenario.startsWith("feed TOP"))
        .every((r) => r.shareOfRaw >= NETWORK_GOALS.topShareOfRaw),
      suggestionsP95Under100Ms: server_
        .filter((r) => r.scenario.startsWith("people"))
        .every((r) => r.p95Ms < NETWORK_GOALS.suggestionsP95Ms && r.errors === 0),
      feedStatementsAtMost3: most("feed") <= NETWORK_GOALS.feedStatements,
      suggestionStatementsAtMost4: most("people") <= NETWORK_GOALS.suggestionStatements,
    };
    return {
      clients,
      durationSeconds: durationMs / 1000,
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        postgres: data.postgres,
        database: databaseUrl ? "DATABASE_URL" : "embedded",
        loadAverage: +os.loadavg()[0].toFixed(2),
      },
      dataSet: data.counts,
      viewers: {
        hubConnections: viewers.hub.connections,
        typicalConnections: viewers.typical.connections,
      },
      server: server_,
      rawSql,
      ratios,
      goals,
    };
  } finally {
    await pool?.end();
    await stopApp();
    await pg?.stop();
  }
}

export type NetworkBenchResult = Awaited<ReturnType<typeof networkBench>>;

export function printNetworkBench(result: NetworkBenchResult) {
  const row = (r: Result) => ({
    scenario: r.scenario,
    p50: r.p50Ms,
    p95: r.p95Ms,
    p99: r.p99Ms,
    "req/s": r.reqPerSec,
    sql: r.sqlStatements,
    errors: r.errors,
  });
  console.log(`\nThrough the server (GraphQL over HTTP, ${result.clients} clients, ms):`);
  console.table(result.server.map(row));
  console.log(`The same SQL straight through pg (${result.clients} connections, ms):`);
  console.table(result.rawSql.map(row));
  console.log("Server beside its raw SQL:");
  console.table(result.ratios);
  console.log("Goals:", result.goals);
  for (const r of [...result.server, ...result.rawSql])
    if (r.firstError) console.log(`First error of "${r.scenario}": ${r.firstError}`);
}
