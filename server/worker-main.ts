/**
 * `npm run worker`: a process that runs the shop's jobs and serves nothing (the `worker` role). Any
 * number may run on one PostgreSQL (server/jobs/runner.ts). In production it refuses to start on a
 * schema that is behind (run `npm run db:migrate` first); outside production it migrates.
 * SIGTERM or SIGINT: it stops taking jobs, finishes the item in hand, closes the database, exits 0.
 */
import { checkDeployment } from "./deployment-check";
import { getDatabase } from "./db/client";
import { log } from "../lib/log";
import { startJobs } from "./jobs/worker";
import { shutdown } from "./lifecycle";

checkDeployment();
try {
  await getDatabase();
} catch (error) {
  log.fatal({ err: error }, "the worker cannot start");
  process.exit(1);
}
const runner = startJobs();
log.info({ worker: runner.worker }, "running the shop's jobs");

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${signal}: finishing the job in hand`);
    shutdown().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
