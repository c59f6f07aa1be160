// `npm test`: every check the project has, in order of cost. Stops at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  // ESLint (layer rules included) and knip (dead files, exports and dependencies)
  ["lint", "npm", ["run", "--silent", "lint"]],
  // next typegen first: PageProps, LayoutProps and the typed routes (next.config.ts) are generated types
  ["type-check", "npm", ["run", "--silent", "typecheck"]],
  ["unit, component and API tests", "npx", ["vitest", "run"]],
  ["browser tests", "node", ["scripts/e2e.mjs"]],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
}
