// npm run jobs -- list                      the tasks the areas run, and the queue's state
// npm run jobs -- run <task> ['<payload>']  runs a task now, in this process, with a JSON payload
//                                           (the same handler the queue runs), e.g.
//                                           npm run jobs -- run event-reminder '{"eventId":"…","startsAt":"…"}'
import "reflect-metadata";
import { queueStatus } from "../server/jobs/queue";
import { openServices } from "./services";

const USAGE = "usage: npm run jobs -- list | run <task> ['<json payload>']";

async function main() {
  const [action, task, payload] = process.argv.slice(2);
  if (action !== "list" && !(action === "run" && task)) {
    console.error(USAGE);
    process.exit(1);
  }
  const { services, registry, pool, close } = await openServices();
  try {
    if (action === "list") {
      console.log(`tasks: ${Object.keys(registry.jobs).join(", ") || "none"}`);
      console.log(`queue: ${JSON.stringify(await queueStatus(pool))}`);
      return;
    }
    const handle = registry.jobs[task!];
    if (!handle) {
      console.error(`No task named ${task}; tasks: ${Object.keys(registry.jobs).join(", ")}`);
      process.exitCode = 1;
      return;
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = payload ? (JSON.parse(payload) as Record<string, unknown>) : {};
    } catch {
      console.error("The payload is not JSON");
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    await handle(parsed, { services, attempt: 1 });
    console.log(`${task}: done in ${Date.now() - started} ms`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
