// Every installed package must run on each Node line this project promises (package.json `engines`, one
// range per line, checked at its oldest release): lists each package whose own
// `engines.node` excludes one of them, and exits non-zero if there is any.
// Packages that only the benchmark's peers need are left out: `npm run bench` runs PostGraphile 5, which
// declares Node 22, in a process of its own with the one thing it misses on Node 20 (Promise.withResolvers)
// polyfilled (bench/peers/postgraphile-server.ts); the app and its tests never load them.
const fs = require("node:fs");
const path = require("node:path");
const semver = require("semver");

const root = path.join(__dirname, "..");
const manifest = require(path.join(root, "package.json"));
const promised = manifest.engines.node;
const promisedLines = promised.split("||").map((range) => semver.minVersion(range).version);
const refusing = [];
const BENCHMARK_PEERS = ["postgraphile"];

/** Lockfile paths of the installed packages reachable from `names` (Node's resolution, nested first). */
function reachable(names) {
  const { packages } = require(path.join(root, "package-lock.json"));
  const resolve = (from, name) => {
    for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
      const key = `${dir ? `${dir}/` : ""}node_modules/${name}`;
      if (packages[key]) return key;
      if (!dir) return null;
    }
  };
  const seen = new Set();
  const visit = (key) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    const entry = packages[key];
    const deps = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    };
    for (const name of Object.keys(deps)) visit(resolve(key, name));
  };
  for (const name of names) visit(resolve("", name));
  return seen;
}

const direct = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
const appNeeds = reachable(direct.filter((name) => !BENCHMARK_PEERS.includes(name)));
const peersOnly = new Set([...reachable(BENCHMARK_PEERS)].filter((key) => !appNeeds.has(key)));

function walk(dir) {
  for (const name of fs.readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (name.startsWith("@")) {
      walk(full);
      continue;
    }
    const manifest = path.join(full, "package.json");
    if (!fs.existsSync(manifest)) continue;
    const { name: pkg, version, engines } = JSON.parse(fs.readFileSync(manifest, "utf8"));
    const key = path.relative(root, full).split(path.sep).join("/");
    const excluded = promisedLines.filter(
      (v) => engines?.node && !semver.satisfies(v, engines.node),
    );
    if (excluded.length && !peersOnly.has(key)) {
      refusing.push(
        `${pkg}@${version} (node ${engines.node}, not ${excluded.join(", ")}) in ${path.relative(root, full)}`,
      );
    }
    const nested = path.join(full, "node_modules");
    if (fs.existsSync(nested)) walk(nested);
  }
}

walk(path.join(root, "node_modules"));
if (refusing.length) {
  console.error(`These packages do not support every Node this project promises (${promised}):`);
  for (const line of refusing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(
  `Every installed package supports Node ${promisedLines.join(", ")} (engines: ${promised}).`,
);
