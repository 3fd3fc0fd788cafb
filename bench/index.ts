// npm run bench [-- <name>…]: runs the benchmarks (all, or those named), prints tables and writes JSON under
// bench/results/ (one file per benchmark and run).
//   npm run bench                   everything
//   npm run bench -- feed           Agora beside PostGraphile 5 and a raw node http + pg server (bench/peers.ts),
//                                   then feed and search on the large data set (bench/feed-search.ts)
//   npm run bench -- peers          only the comparison with the peers
//   npm run bench -- feed --profile a CPU profile of Agora under the comparison's load, summarised
//   npm run bench -- messages       message delivery latency (bench/message-latency.ts)
//   npm run bench -- network        people you may know, TOP and RECENT feed pages and a profile with
//                                   mutual connections beside their raw SQL (bench/network.ts)
import fs from "node:fs";
import path from "node:path";
import { printCpuProfile } from "./cpu-profile";
import { feedSearch, printFeedSearch } from "./feed-search";
import { messageLatency } from "./message-latency";
import { networkBench, printNetworkBench } from "./network";
import { peerComparison, printPeerComparison, profileAgora } from "./peers";

type Benchmark = { file: string; title: string; run: () => Promise<object> };

const BENCHMARKS: Record<string, Benchmark> = {
  messages: {
    file: "message-latency",
    title: "Message delivery: sendMessage → receiver's subscription ...",
    run: async () => {
      const latency = await messageLatency();
      console.table([latency]);
      return { latency };
    },
  },
  feed: {
    file: "feed-search",
    title: "Feed and profile page beside the peers, then feed and search on the large data set ...",
    run: async () => {
      const peers = await peerComparison();
      printPeerComparison(peers);
      const result = await feedSearch();
      printFeedSearch(result);
      return { peers, ...result };
    },
  },
  network: {
    file: "network",
    title:
      "Your network: suggestions, TOP and RECENT feed, mutual connections, beside their SQL ...",
    run: async () => {
      const result = await networkBench();
      printNetworkBench(result);
      return result;
    },
  },
  peers: {
    file: "peers",
    title: "Feed and profile page: Agora, PostGraphile 5 and node http + pg, interleaved ...",
    run: async () => {
      const result = await peerComparison();
      printPeerComparison(result);
      return result;
    },
  },
};

/** `--profile`: a CPU profile of Agora under the feed and profile-page load, instead of the benchmarks. */
const PROFILE: Benchmark = {
  file: "cpu-profile",
  title: "CPU profile of Agora: feed and profile page, visitor and member ...",
  run: async () => {
    const { file, summary } = await profileAgora();
    printCpuProfile(path.relative(process.cwd(), file), summary);
    return { profile: file, ...summary };
  },
};
const ALIASES: Record<string, string> = { message: "messages", search: "feed", peer: "peers" };

/** Benchmark names among the arguments (options such as `--duration 5` and their values are not). */
function chosen(args: string[]): string[] {
  const flags = new Set(["--profile"]);
  const names = args.filter(
    (arg, i) =>
      !arg.startsWith("--") && !(args[i - 1]?.startsWith("--") && !flags.has(args[i - 1])),
  );
  const unknown = names.filter((name) => !BENCHMARKS[ALIASES[name] ?? name]);
  if (unknown.length)
    throw new Error(
      `Unknown benchmark ${unknown.join(", ")}; choose from ${Object.keys(BENCHMARKS).join(", ")}`,
    );
  const picked = names.map((name) => ALIASES[name] ?? name);
  return picked.length ? [...new Set(picked)] : Object.keys(BENCHMARKS);
}

async function main() {
  const dir = path.join(__dirname, "results");
  fs.mkdirSync(dir, { recursive: true });
  const args = process.argv.slice(2);
  const names = args.includes("--profile") ? ["profile"] : chosen(args);
  for (const name of names) {
    const benchmark = name === "profile" ? PROFILE : BENCHMARKS[name];
    const started = new Date();
    console.log(benchmark.title);
    const result = await benchmark.run();
    const file = path.join(
      dir,
      `${benchmark.file}-${started.toISOString().replace(/[:.]/g, "-")}.json`,
    );
    fs.writeFileSync(
      file,
      JSON.stringify({ started, machine: process.arch, node: process.version, ...result }, null, 2),
    );
    console.log(`Results written to ${path.relative(process.cwd(), file)}\n`);
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
