// npm start: builds the client when there is no build yet or its sources changed since the last build (after
// a `git pull`, say), then runs the server (embedded Postgres unless DATABASE_URL is set).
const { spawnSync } = require("node:child_process");
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

const root = path.join(__dirname, "..");
const dist = path.join(root, "dist", "client");
// Beside the build, not in it: the server serves dist/client.
const stamp = path.join(root, "dist", "client.sources.sha256");

/** Every file under `dir`, recursively. */
function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(file);
    return entry.isFile() ? [file] : [];
  });
}

/**
 * A digest of what the build reads: the client's sources and config, the input rules it shares with the
 * server (server/modules/<area>/<area>.rules.ts), and the installed dependencies' lockfile.
 */
function clientSourcesDigest() {
  const modules = path.join(root, "server", "modules");
  const rules = fs
    .readdirSync(modules)
    .map((area) => path.join(modules, area, `${area}.rules.ts`))
    .filter((file) => fs.existsSync(file));
  const files = [...filesUnder(path.join(root, "client")), ...rules, "package-lock.json"]
    .map((file) => path.relative(root, path.resolve(root, file)))
    .sort();
  const hash = crypto.createHash("sha256");
  for (const file of files) hash.update(`${file}\0`).update(fs.readFileSync(path.join(root, file)));
  return hash.digest("hex");
}

const digest = clientSourcesDigest();
const built = fs.existsSync(path.join(dist, "index.html"));
const builtFrom = fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8").trim() : undefined;
if (!built || builtFrom !== digest) {
  console.log(
    built
      ? "Rebuilding the client (its sources changed)..."
      : "Building the client (first start)...",
  );
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  fs.writeFileSync(stamp, `${digest}\n`);
}
require("./register.cjs");
require("../server/index.ts");
