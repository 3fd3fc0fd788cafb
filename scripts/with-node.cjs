// Runs a command with another major version of Node first on PATH: `node scripts/with-node.cjs 24 npx jest
// --selectProjects server`. The newest release of that major comes from the npm registry's own Node
// packages (node-<platform>-<arch>, the official binaries) and is kept under the user's cache folder, so a
// second run downloads nothing. CI runs the server suite this way on each Node the project supports.
const { execFileSync, spawnSync } = require("node:child_process");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const semver = require("semver");

const [major, ...command] = process.argv.slice(2);
if (!/^\d+$/.test(major ?? "") || command.length === 0) {
  console.error("Usage: node scripts/with-node.cjs <major version> <command> [arguments...]");
  process.exit(2);
}

const npm = (...args) => execFileSync("npm", args, { encoding: "utf8" });
const pkg = `node-${process.platform}-${process.arch}`;
const versions = JSON.parse(npm("view", pkg, "versions", "--json"));
const version = semver.maxSatisfying(versions, `${major}.x`);
if (!version) {
  console.error(`The npm registry has no ${pkg} release of Node ${major}.`);
  process.exit(1);
}

const cache = path.join(
  process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"),
  "agora",
  "node",
  version,
);
const bin = path.join(cache, "package", "bin");
if (!fs.existsSync(path.join(bin, "node"))) {
  const partial = `${cache}.partial-${process.pid}`;
  fs.mkdirSync(partial, { recursive: true });
  console.error(`Fetching Node ${version} (${pkg}) from the npm registry...`);
  const tarball = npm("pack", `${pkg}@${version}`, "--pack-destination", partial, "--silent")
    .trim()
    .split("\n")
    .pop();
  execFileSync("tar", ["-xzf", path.join(partial, tarball), "-C", partial]);
  fs.rmSync(path.join(partial, tarball));
  fs.rmSync(cache, { recursive: true, force: true });
  fs.renameSync(partial, cache);
}

const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
const shown = execFileSync(path.join(bin, "node"), ["--version"], { encoding: "utf8" }).trim();
console.error(`Node ${shown}: ${command.join(" ")}`);
const result = spawnSync(command[0], command.slice(1), { stdio: "inherit", env });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
