// The peer: PostGraphile 5 with its Amber preset, in production mode, over the views of peer-schema.ts, on
// the benchmark's database. Run by bench/peers.ts as its own process:
//   node -r ./scripts/register.cjs bench/peers/postgraphile-server.ts <port> <database url>
import http from "node:http";
import { PEER_SCHEMA } from "./peer-schema";

// PostGraphile 5 declares Node 22; on Node 20 the one thing it misses is Promise.withResolvers.
const withResolvers = <T>() => {
  let resolve!: (value: T | PromiseLike<T>) => void;
  let reject!: (reason?: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
(Promise as unknown as { withResolvers?: unknown }).withResolvers ??= withResolvers;

async function main() {
  const [port, connectionString] = process.argv.slice(2);
  const { postgraphile } = await import("postgraphile");
  const { PostGraphileAmberPreset } = await import("postgraphile/presets/amber");
  const { makePgService } = await import("postgraphile/adaptors/pg");
  const { grafserv } = await import("postgraphile/grafserv/node");

  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    pgServices: [
      makePgService({ connectionString, schemas: [PEER_SCHEMA], poolConfig: { max: 20 } }),
    ],
    grafserv: { port: Number(port), graphiql: false, watch: false },
    grafast: { explain: false },
  });
  const serv = pgl.createServ(grafserv);
  const server = http.createServer();
  server.keepAliveTimeout = 60_000;
  await serv.addTo(server);
  server.listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
  process.on("SIGTERM", () => {
    server.close();
    void Promise.resolve(pgl.release()).finally(() => process.exit(0));
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
