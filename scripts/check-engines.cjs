// Every installed package must run on the oldest Node this project promises (package.json `engines`):
// lists each one whose own `engines.node` excludes that version, and exits non-zero if there is any.
const fs = require("node:fs");
const path = require("node:path");
const semver = require("semver");

const root = path.join(__dirname, "..");
const promised = require(path.join(root, "package.json")).engines.node;
const oldest = semver.minVersion(promised).version;
const refusing = [];

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
    if (engines?.node && !semver.satisfies(oldest, engines.node)) {
      refusing.push(`${pkg}@${version} (node ${engines.node}) in ${path.relative(root, full)}`);
    }
    const nested = path.join(full, "node_modules");
    if (fs.existsSync(nested)) walk(nested);
  }
}

walk(path.join(root, "node_modules"));
if (refusing.length) {
  console.error(`These packages do not support Node ${oldest} (engines: ${promised}):`);
  for (const line of refusing) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Every installed package supports Node ${oldest} (engines: ${promised}).`);
