/** The start-up check of a production deployment (instrumentation.ts calls it once per process). */
import { deploymentProblems, isProduction, type Env } from "../lib/config/deployment";

/** Prints every problem; exits the process when one is fatal. `exit` is injectable for tests. */
export function checkDeployment(env: Env = process.env, exit: (code: number) => void = (code) => process.exit(code)): void {
  if (!isProduction(env)) return;
  const problems = deploymentProblems(env);
  for (const problem of problems) {
    console.error(`[deployment] ${problem.fatal ? "FATAL" : "WARNING"}: ${problem.message}`);
  }
  if (problems.some((problem) => problem.fatal)) {
    console.error("[deployment] SHOP_ENV=production: refusing to start until the settings above are fixed (see docs/security.md).");
    exit(1);
  }
}
