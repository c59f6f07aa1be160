// Browser tests: make sure a Chromium exists, build the production app for the Firebase Auth
// emulator, then run Playwright inside `firebase emulators:exec` (which starts the emulator, sets
// FIREBASE_AUTH_EMULATOR_HOST for the server and stops it afterwards). Playwright starts the app
// itself (see playwright.config.ts) on a fresh embedded database. The auth emulator needs neither
// Java nor a download (firebase.json disables the UI); firebase-tools is a devDependency.
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium } from "./chromium.mjs";
import { nextBuild } from "./next-build.mjs";
import { ensurePostgres, startCluster } from "./postgres.mjs";

const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? "demo-storefront";
// firebase.json's port, unless E2E_EMULATOR_PORT asks for another (two runs side by side, in two worktrees,
// each need their own emulator: auth on that port, its hub and logging on the next two).
const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 9099);
const EMULATOR_HOST = `127.0.0.1:${EMULATOR_PORT}`;

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  CHROME_PATH: ensureChromium(),
  // Its own output folder: a build that points the browser at the emulator must never be what
  // `npm start` serves (it reuses .next when that is newer than the sources).
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-e2e",
  FIREBASE_PROJECT_ID: PROJECT_ID,
  // Inlined into the browser bundle at build time; the emulator accepts any API key.
  NEXT_PUBLIC_FIREBASE_API_KEY: "fake-api-key",
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
};

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env });
  // process.exit runs the "exit" listeners: the throwaway cluster is destroyed either way
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** For the one command string emulators:exec takes. */
const shellQuote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

if (!process.env.E2E_SKIP_BUILD) nextBuild(env);
// The "remote" project's storefront (issue 22) serves the same build from a copy: Next keeps rendered
// pages and cached data inside the build folder, and two processes on different databases must not
// serve each other's. The copy leaves out the build's cache (`cache/`), which each server refills.
// The "postgres" project's two web processes (issue 23) each get a copy for the same reason.
const copies = ["remote", "pg-one", "pg-two"];
for (const copy of copies) {
  const dist = `${env.NEXT_DIST_DIR}-${copy}`;
  rmSync(dist, { recursive: true, force: true });
  cpSync(env.NEXT_DIST_DIR, dist, { recursive: true, filter: (source) => source !== join(env.NEXT_DIST_DIR, "cache") });
}
// Two web processes on one PostgreSQL (the "postgres" project, playwright.config.ts): a throwaway
// cluster, as the PostgreSQL suites get, unless E2E_DATABASE_URL names one. None here: the project is left out, loudly.
if (!env.E2E_DATABASE_URL && ensurePostgres()) {
  const cluster = await startCluster();
  env.E2E_DATABASE_URL = cluster.url;
  process.on("exit", () => cluster.destroy());
}
if (!env.E2E_DATABASE_URL) console.warn("⚠ No PostgreSQL here and none can be installed: the two-web-processes journey (project postgres) is skipped.");
// Each run starts from an empty database and outbox so the journeys see the seed data and nothing else:
// the embedded server's, and the separate API's of the remote project (playwright.config.ts).
for (const dir of [process.env.PGLITE_DATA_DIR ?? ".data/e2e", process.env.MAIL_OUTBOX_DIR ?? ".data/e2e-outbox"]) {
  rmSync(dir, { recursive: true, force: true });
  for (const copy of ["api", "pg"]) rmSync(`${dir}-${copy}`, { recursive: true, force: true });
}
const playwright = ["./node_modules/.bin/playwright", "test", ...process.argv.slice(2)].map(shellQuote).join(" ");
run("./node_modules/.bin/firebase", ["emulators:exec", ...emulatorConfig(), "--only", "auth", "--project", PROJECT_ID, playwright]);

function emulatorConfig() {
  if (EMULATOR_PORT === 9099) return [];
  const config = {
    emulators: {
      auth: { host: "127.0.0.1", port: EMULATOR_PORT },
      hub: { host: "127.0.0.1", port: EMULATOR_PORT + 1 },
      logging: { host: "127.0.0.1", port: EMULATOR_PORT + 2 },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  mkdirSync(".data", { recursive: true });
  const path = `.data/firebase-${EMULATOR_PORT}.json`;
  writeFileSync(path, JSON.stringify(config));
  return ["--config", path];
}
