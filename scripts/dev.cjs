// npm run dev: the server (restarted on change) and Vite with hot reload on http://localhost:5173.
const { spawn } = require("node:child_process");
const path = require("node:path");

const root = path.join(__dirname, "..");
const children = [
  spawn(
    process.execPath,
    ["--watch-path=server", "-r", "./scripts/register.cjs", "server/index.ts"],
    {
      cwd: root,
      stdio: "inherit",
    },
  ),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js", "--config", "client/vite.config.ts"], {
    cwd: root,
    stdio: "inherit",
  }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
