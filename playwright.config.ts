import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN } from "./e2e/admin-token";

const PORT = Number(process.env.E2E_PORT ?? 3100);
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

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  webServer: {
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
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? "127.0.0.1:9099",
      FIREBASE_PROJECT_ID: process.env.FIREBASE_PROJECT_ID ?? "demo-storefront",
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
    },
  },
});
