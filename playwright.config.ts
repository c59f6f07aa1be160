import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN } from "./e2e/admin-token";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// Issue 22: the "remote" project's storefront (API_BASE_URL) and the separate API process behind it.
const REMOTE_PORT = Number(process.env.E2E_REMOTE_PORT ?? PORT + 200);
const API_PORT = Number(process.env.E2E_API_PORT ?? PORT + 300);
const DIST_DIR = process.env.NEXT_DIST_DIR ?? ".next";
// Issue 23: two web processes on one PostgreSQL (scripts/e2e.mjs starts a throwaway cluster when it can).
const DATABASE_URL = process.env.E2E_DATABASE_URL;
const PG_PORTS = [PORT + 400, PORT + 500] as const;
const TWO_PROCESSES = /two-web-processes\.spec\.ts/;
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const FIREBASE = {
  FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
  FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? "demo-storefront",
};

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  // Two files at a time (issue 27: the suite in ≤ 30 min on a 2-core host); the tests of one file stay
  // in order. The journeys make their own shoppers and stylists (unique names), not shared state.
  // E2E_WORKERS=1 runs them one by one again, e.g. to tell a race between files from a bug.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // the first pages of each server, once, before the first test (e2e/warm-up.ts)
  globalSetup: "./e2e/warm-up.ts",
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", testIgnore: TWO_PROCESSES, use: { ...devices["Desktop Chrome"], channel: undefined } },
    // The core journeys (e2e/core.ts) again, on a storefront whose `/api` and server rendering go to a
    // separate API process, as a two-host deployment runs them (docs/deployment.md).
    { name: "remote", grep: /@core/, use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${REMOTE_PORT}` } },
    // A shop as production runs it: two web processes (SHOP_ROLE=web) on one PostgreSQL, each with its own page cache.
    ...(DATABASE_URL
      ? [{ name: "postgres", testMatch: TWO_PROCESSES, use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://127.0.0.1:${PG_PORTS[0]}` } }]
      : []),
  ],
  webServer: [
    {
      // The production build (scripts/e2e.mjs builds it) behind the front door, as `npm start` serves
      // it, on its own embedded database directory.
      command: "node scripts/serve.mjs",
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Data and outbox dirs can be overridden so parallel runs (other ports) never share them. The rest
      // of the environment (NEXT_DIST_DIR among it) is inherited. The server verifies Firebase ID tokens
      // against the Auth emulator that scripts/e2e.mjs starts; without it only social sign-in fails.
      env: {
        PORT: String(PORT),
        ...FIREBASE,
        PGLITE_DATA_DIR: process.env.PGLITE_DATA_DIR ?? ".data/e2e",
        MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR ?? ".data/e2e-outbox",
        NEXT_TELEMETRY_DISABLED: "1",
        API_BASE_URL: "",
        ADMIN_API_TOKEN: E2E_ADMIN_API_TOKEN,
        // NAV-07 and MISC-13 (e2e/misc-pages.spec.ts): one store with HOME and SHOP, and a plan host; hosts no test visits otherwise
        HOME_SHOP_STORE: "marcus",
        HOME_SHOP_HOME_URL: "https://brand.example.com/",
        HOME_SHOP_SHOP_URL: "https://brand.example.com/shop",
        PLAN_HOST_URL: "http://plan.shop.test",
        // MISC-03 and SHARE-03 (e2e/app-funnel.spec.ts): two of the landing page's three store URLs (the third button is
        // left out), and the Get Styled quiz frame: a page another origin (the remote storefront) lets anyone frame
        NEXT_PUBLIC_APP_STORE_URL: "https://apps.example.test/app",
        NEXT_PUBLIC_PLAY_STORE_URL: "https://play.example.test/app",
        GET_STYLED_QUIZ_URL: `http://127.0.0.1:${REMOTE_PORT}/demo/poster`,
        GET_STYLED_QUIZ_MEN_URL: `http://127.0.0.1:${REMOTE_PORT}/demo/poster?men`,
      },
    },
    {
      // The API on "its own host": the same build, its own database and outbox, trusting the one
      // storefront in front of it for the client's address. Its mail links point at the storefront.
      name: "api",
      command: "node scripts/serve.mjs",
      url: `http://127.0.0.1:${API_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(API_PORT),
        ...FIREBASE,
        PGLITE_DATA_DIR: `${process.env.PGLITE_DATA_DIR ?? ".data/e2e"}-api`,
        MAIL_OUTBOX_DIR: `${process.env.MAIL_OUTBOX_DIR ?? ".data/e2e-outbox"}-api`,
        NEXT_TELEMETRY_DISABLED: "1",
        API_BASE_URL: "",
        TRUSTED_PROXIES: "1",
        SITE_URL: `http://127.0.0.1:${REMOTE_PORT}`,
        ADMIN_API_TOKEN: E2E_ADMIN_API_TOKEN,
      },
    },
    {
      // The storefront with API_BASE_URL: the same build, copied by scripts/e2e.mjs so its page and data
      // caches are its own (two processes writing one cache folder would serve each other's pages).
      name: "remote storefront",
      command: "node scripts/serve.mjs",
      // through the proxy: answers once both halves are up
      url: `http://127.0.0.1:${REMOTE_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(REMOTE_PORT),
        ...FIREBASE,
        NEXT_DIST_DIR: `${DIST_DIR}-remote`,
        NEXT_TELEMETRY_DISABLED: "1",
        API_BASE_URL: `http://127.0.0.1:${API_PORT}`,
      },
    },
    ...(DATABASE_URL
      ? PG_PORTS.map((port, n) => ({
          name: `web process ${n + 1} on PostgreSQL`,
          command: "node scripts/serve.mjs",
          url: `http://127.0.0.1:${port}/api/health`,
          timeout: 120_000,
          reuseExistingServer: false,
          env: {
            PORT: String(port),
            ...FIREBASE,
            NEXT_DIST_DIR: `${DIST_DIR}-pg-${n === 0 ? "one" : "two"}`,
            NEXT_TELEMETRY_DISABLED: "1",
            API_BASE_URL: "",
            DATABASE_URL,
            SHOP_ROLE: "web",
            MAIL_OUTBOX_DIR: `${process.env.MAIL_OUTBOX_DIR ?? ".data/e2e-outbox"}-pg`,
            ADMIN_API_TOKEN: E2E_ADMIN_API_TOKEN,
          },
        }))
      : []),
  ],
});
