// A V8 CPU profile (`node --cpu-prof`) in a few lines: where a busy server's time goes, by package (inclusive:
// the share of busy samples with the package anywhere on the stack, so shares overlap; self: the share
// where the package's own code was running) and the functions with the most self time. Idle time is left out.

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
};

const GROUPS: Record<string, string> = {
  pg: "pg driver",
  "pg-protocol": "pg driver",
  "pg-types": "pg driver",
  "pg-pool": "pg driver",
  postgres_array: "pg driver",
  "postgres-array": "pg driver",
  "postgres-date": "pg driver",
  express: "express",
  router: "express",
  "body-parser": "express: body parser",
  "raw-body": "express: body parser",
  "iconv-lite": "express: body parser",
  "content-type": "express",
  "type-is": "express",
  finalhandler: "express",
  "on-finished": "express",
  etag: "express: etag",
  "pino-http": "pino-http",
  pino: "pino",
  helmet: "helmet",
  graphql: "graphql-js",
  "@apollo/server": "apollo server",
  "@apollo/utils.keyvaluecache": "apollo server",
  "@apollo/utils.createhash": "apollo server",
  negotiator: "apollo server",
  "lru-cache": "apollo server",
  "type-graphql": "type-graphql",
  typeorm: "typeorm",
  dataloader: "dataloader",
  "@escape.tech/graphql-armor-max-depth": "graphql-armor",
};

/** What a frame belongs to: a package (grouped), a part of Agora, a Node module, V8 or the collector. */
/** Native socket writes (a response, or a statement to PostgreSQL: pg corks each into one writev). */
const SOCKET_WRITES = new Set(["writev", "writeBuffer", "writeUtf8String", "writeLatin1String"]);
/** Frames every stack passes through, which say nothing about where the time goes. */
const WRAPPERS = new Set(["(root)", "node: process", "node: main", "node: timers"]);

function categoryOf({ functionName, url }: CallFrame): string | null {
  if (functionName === "(idle)") return null;
  if (!url && SOCKET_WRITES.has(functionName)) return "socket writes (native)";
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)" || functionName === "(root)") return functionName;
  const modules = url.lastIndexOf("/node_modules/");
  if (modules >= 0) {
    const parts = url.slice(modules + "/node_modules/".length).split("/");
    const name = parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
    if (name.startsWith("@escape.tech/")) return "graphql-armor";
    return GROUPS[name] ?? name;
  }
  const server = url.indexOf("/server/");
  if (server >= 0) {
    const parts = url.slice(server + "/server/".length).split("/");
    return `agora: ${parts.length > 2 ? parts.slice(0, 2).join("/") : parts[0]}`;
  }
  if (url.startsWith("node:")) {
    const name = url.slice(5);
    if (/^(net|_http_|http|stream|internal\/streams|internal\/stream_base)/.test(name))
      return "node: http, net and streams";
    return `node: ${name.split("/")[0] === "internal" ? name.split("/")[1] : name}`;
  }
  return url ? url : "V8 builtins (JSON, RegExp, …)";
}

export type CpuProfileSummary = {
  busySeconds: number;
  byCategory: { category: string; inclusivePct: number; selfPct: number }[];
  topFunctions: { function: string; where: string; selfPct: number }[];
};

export function summariseCpuProfile(profile: CpuProfile, top = 25): CpuProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const stackCategories = new Map<number, Set<string>>();
  const categoriesOf = (id: number): Set<string> => {
    let set = stackCategories.get(id);
    if (set) return set;
    const up = parent.get(id);
    set = new Set(up === undefined ? [] : categoriesOf(up));
    const category = categoryOf(nodes.get(id)!.callFrame);
    if (category) set.add(category);
    stackCategories.set(id, set);
    return set;
  };
  // The server's start (loading and compiling its modules, building the schema) is left out: the load
  // begins with the first request Express handles (a readiness check), outside any module's loading.
  const first = profile.samples.findIndex((id) => {
    const categories = categoriesOf(id);
    return categories.has("express") && !categories.has("node: modules");
  });
  let busy = 0;
  profile.samples.forEach((id, i) => {
    if (i < first) return;
    const node = nodes.get(id)!;
    const category = categoryOf(node.callFrame);
    if (!category) return;
    const micros = profile.timeDeltas[i] ?? 0;
    busy += micros;
    self.set(category, (self.get(category) ?? 0) + micros);
    for (const c of categoriesOf(id)) inclusive.set(c, (inclusive.get(c) ?? 0) + micros);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || "(anonymous)"}\t${url.replace(/^.*\/(node_modules|server)\//, "$1/")}:${lineNumber + 1}`;
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + micros);
  });
  const pct = (micros: number) => +((100 * micros) / Math.max(1, busy)).toFixed(1);
  return {
    busySeconds: +(busy / 1e6).toFixed(1),
    byCategory: [...inclusive]
      .filter(([category]) => !WRAPPERS.has(category))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([category, micros]) => ({
        category,
        inclusivePct: pct(micros),
        selfPct: pct(self.get(category) ?? 0),
      })),
    topFunctions: [...selfByFunction]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, micros]) => {
        const [fn, where] = key.split("\t");
        return { function: fn, where, selfPct: pct(micros) };
      }),
  };
}

export function printCpuProfile(file: string, summary: CpuProfileSummary) {
  console.log(`\nCPU profile: ${file} (${summary.busySeconds} s busy; open it in Chrome DevTools)`);
  console.log("By package, % of busy time (inclusive shares overlap):");
  console.table(summary.byCategory);
  console.log("Functions with the most self time:");
  console.table(summary.topFunctions);
}
