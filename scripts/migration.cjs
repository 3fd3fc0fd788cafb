// npm run migration:generate -- <Name> | migration:run | migration:revert
const { spawnSync } = require("node:child_process");
const path = require("node:path");

const [action, name] = process.argv.slice(2);
const root = path.join(__dirname, "..");
const cli = [
  "-r",
  "./scripts/register.cjs",
  "node_modules/typeorm/cli.js",
  `migration:${action}`,
  "-d",
  "server/cli-data-source.ts",
];
if (action === "generate") {
  if (!name) {
    console.error("usage: npm run migration:generate -- <Name>");
    process.exit(1);
  }
  cli.push(`migrations/${name}`, "--pretty");
} else if (!["run", "revert"].includes(action)) {
  console.error("usage: migration.cjs generate <Name> | run | revert");
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ["-r", "./scripts/register.cjs", "scripts/with-database.ts", process.execPath, ...cli],
  { cwd: root, stdio: "inherit" },
);
if (action === "generate" && result.status === 0) {
  console.log("Review the new file in migrations/ and add it to migrations/index.ts.");
}
process.exit(result.status ?? 1);
