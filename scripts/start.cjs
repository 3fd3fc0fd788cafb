// npm start: builds the client when there is no build yet, then runs the server (embedded Postgres unless
// DATABASE_URL is set).
const { spawnSync } = require("node:child_process");
const fs = require("node:fs");
const path = require("node:path");

const root = path.join(__dirname, "..");
if (!fs.existsSync(path.join(root, "dist", "client", "index.html"))) {
  console.log("Building the client (first start)...");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const build = spawnSync(npm, ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
require("./register.cjs");
require("../server/index.ts");
