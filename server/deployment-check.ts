/**
 * The start-up check (instrumentation.ts calls it once per process, before anything is served): the
 * environment against the one schema (lib/config/server.ts) and, in production, what the deployment
 * is missing (lib/config/deployment.ts). Every problem is logged, by setting name and never by value;
 * any invalid value or fatal gap stops the process. Warnings are logged and the start goes on.
 */
import { deploymentProblems, type Env } from "../lib/config/deployment";
import { ConfigError, configFrom } from "../lib/config/server";
import { log } from "../lib/log";

/** Logs every problem; exits the process when the configuration is invalid. `exit` is injectable for tests. */
export function checkDeployment(env: Env = process.env, exit: (code: number) => void = (code) => process.exit(code)): void {
  try {
    configFrom(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const problem of error.problems) log.fatal({ setting: problem.split(" ")[0] }, problem);
    log.fatal("refusing to start until the settings above are fixed (README.md, docs/operations.md)");
    exit(1);
    return;
  }
  for (const problem of deploymentProblems(env)) log.warn(problem.message);
}
