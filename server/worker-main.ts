/**
 * `npm run worker`: a process that runs the shop's jobs and serves nothing (the `worker` role). Any
 * number may run on one PostgreSQL (server/jobs/runner.ts). In production it refuses to start on a
 * schema that is behind (run `npm run db:migrate` first); outside production it migrates.
 * SIGTERM or SIGINT: it stops taking jobs, finishes the item in hand, closes the database, exits 0.
 */
import { checkDeployment } from "./deployment-check";
import { getDatabase } from "./db/client";
import { describeError } from "./error-log";
import { startJobs } from "./jobs/worker";
import { shutdown } from "./lifecycle";

checkDeployment();
try {
  await getDatabase();
} catch (error) {
  console.error("[worker] cannot start:", error instanceof Error ? error.message : describeError(error));
  process.exit(1);
}
const runner = startJobs();
console.log(`[worker] ${runner.worker} running the shop's jobs`);

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] ${signal}: finishing the job in hand`);
    shutdown().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
