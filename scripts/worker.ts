// npm run worker: runs the job queue's jobs (kernel/jobs.ts) in a process of its own, for deployments
// that scale jobs apart from the servers (start those with JOBS_IN_PROCESS=false). JOB_CONCURRENCY jobs
// at once. Stops on SIGINT or SIGTERM, after the jobs it is running.
import "reflect-metadata";
import { startQueue } from "../server/jobs/queue";
import { openServices } from "./services";

async function main() {
  const { services, registry, config, url, close } = await openServices("info");
  const queue = await startQueue(url, services, registry, { concurrency: config.jobConcurrency });
  services.log.info(
    { tasks: Object.keys(registry.jobs), concurrency: config.jobConcurrency },
    "worker ready",
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await queue.stop();
    await close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
