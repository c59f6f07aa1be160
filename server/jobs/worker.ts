/**
 * Starts this process's job runner on the process's database, once: in the `all` role (the demo's
 * `npm start`, instrumentation.ts) and in a worker (`npm run worker`, server/worker-main.ts). At
 * shutdown it stops taking jobs and finishes or releases its claims (server/lifecycle.ts).
 */
import { jobSettings } from "../../lib/config/runtime";
import { getDatabase } from "../db/client";
import { onShutdown } from "../lifecycle";
import { startRunner, type Runner } from "./runner";
import { shopJobs } from "./shop-jobs";

const shared = globalThis as typeof globalThis & { __storefrontJobRunner?: Runner };

export function startJobs(): Runner {
  if (shared.__storefrontJobRunner) return shared.__storefrontJobRunner;
  const { leaseMs, pollMs, mailEveryMs, keepRunsDays } = jobSettings();
  const runner = startRunner({ db: getDatabase, jobs: shopJobs(getDatabase, { leaseMs, mailEveryMs, keepRunsDays }), leaseMs, pollMs });
  shared.__storefrontJobRunner = runner;
  onShutdown("the job runner", "jobs", () => runner.stop());
  return runner;
}
