// An app server of a journey's own, which the journey can restart on the same port and DATA_DIR (the
// shared one from global-setup lives in Jest's main process, out of a test file's reach). Started exactly
// as app-server.ts starts the shared one.
import { exitWithin, launchApp, prepareApp, stopAppServer } from "./app-server";

const STOP_TIMEOUT_MS = 20_000;

export interface RestartableServer {
  baseUrl: string;
  dataDir: string;
  /** SIGTERM, wait for the exit, start again on the same port and DATA_DIR, wait until ready. */
  restart(): Promise<void>;
  /** Stops for good and removes DATA_DIR. */
  stop(): Promise<void>;
}

export async function startRestartableServer(): Promise<RestartableServer> {
  const app = await prepareApp("agora-e2e-restart-");
  let running = await launchApp(app);

  return {
    baseUrl: app.baseUrl,
    dataDir: app.dataDir,
    async restart() {
      running.child.kill("SIGTERM");
      if (!(await exitWithin(running.child, STOP_TIMEOUT_MS))) {
        throw new Error(`The journey's app did not stop on SIGTERM.\n${running.output.join("\n")}`);
      }
      running = await launchApp(app);
    },
    async stop() {
      await stopAppServer({ child: running.child, dataDir: app.dataDir });
    },
  };
}
