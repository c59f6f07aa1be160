// Browser tests: make sure a Chromium exists, build the production app, then let Playwright start
// it (see playwright.config.ts) on a fresh embedded database and run every journey.
import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { ensureChromium } from "./chromium.mjs";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", CHROME_PATH: ensureChromium() };

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!process.env.E2E_SKIP_BUILD) run("npx", ["next", "build"]);
// Each run starts from an empty database so the journeys see the seed data and nothing else.
rmSync(".data/e2e", { recursive: true, force: true });
run("npx", ["playwright", "test", ...process.argv.slice(2)]);
