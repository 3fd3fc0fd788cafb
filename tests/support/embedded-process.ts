// Runs the embedded PostgreSQL in its own process, as the server does: prints `READY <url>` once it accepts
// connections and stops it cleanly on SIGTERM. Tests kill it with SIGKILL to play a crash.
import { startEmbeddedPostgres } from "../../server/db/embedded";
import { createLogger } from "../../server/logger";

startEmbeddedPostgres(process.argv[2]!, createLogger("silent", false)).then(
  (db) => {
    console.log(`READY ${db.url}`);
    process.on("SIGTERM", () => void db.stop().then(() => process.exit(0)));
    setInterval(() => undefined, 60000);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
