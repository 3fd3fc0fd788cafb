// npm run bench: runs the benchmarks, prints a table and writes JSON under bench/results/.
import fs from "node:fs";
import path from "node:path";
import { messageLatency } from "./message-latency";

async function main() {
  const started = new Date();
  console.log("Message delivery: sendMessage → receiver's subscription ...");
  const latency = await messageLatency();
  console.table([latency]);
  const dir = path.join(__dirname, "results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify({ started, machine: process.arch, node: process.version, latency }, null, 2),
  );
  console.log(`Results written to ${path.relative(process.cwd(), file)}`);
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
