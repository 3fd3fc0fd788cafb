// npm run migration:generate -- <area>/<Name> | migration:run | migration:revert
// An area's migration goes to server/modules/<area>/migrations/ and is listed in its manifest; a name
// without an area writes to migrations/ (changes that belong to no one area).
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
    console.error("usage: npm run migration:generate -- <area>/<Name>");
    process.exit(1);
  }
  const [area, file] = name.includes("/") ? name.split("/") : [null, name];
  cli.push(area ? `server/modules/${area}/migrations/${file}` : `migrations/${file}`, "--pretty");
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
  console.log(
    name.includes("/")
      ? "Review the new file and list it in the area's manifest (migrations: [...])."
      : "Review the new file in migrations/ and add it to migrations/index.ts.",
  );
}
process.exit(result.status ?? 1);
