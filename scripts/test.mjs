// `npm test`: every check the project has, in order of cost. Stops at the first failure.
// The PostgreSQL suites (tests/api/postgres-*.test.ts) run on a throwaway cluster that
// scripts/postgres.mjs makes (installing Debian's postgresql when it is missing and it can); where it
// cannot, they are skipped with a loud note, never failed.
import { spawnSync } from "node:child_process";
import { ensurePostgres } from "./postgres.mjs";

const POSTGRES_SUITES = "tests/api/postgres-";
const postgres = process.env.TEST_DATABASE_URL || ensurePostgres();

const steps = [
  // ESLint (layer rules included) and knip (dead files, exports and dependencies)
  ["lint", "npm", ["run", "--silent", "lint"]],
  // next typegen first: PageProps, LayoutProps and the typed routes (next.config.ts) are generated types
  ["type-check", "npm", ["run", "--silent", "typecheck"]],
  ["unit, component and API tests", "npx", ["vitest", "run"]],
  ...(postgres
    ? [["PostgreSQL suites (a throwaway cluster)", "node", ["scripts/postgres.mjs", "npx", "vitest", "run", POSTGRES_SUITES]]]
    : []),
  ["browser tests", "node", ["scripts/e2e.mjs"]],
];

if (!postgres) console.warn("⚠ No PostgreSQL here and none can be installed: the PostgreSQL suites are skipped.");

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
