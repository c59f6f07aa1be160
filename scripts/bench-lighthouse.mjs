// Benchmark (not a test): Lighthouse, mobile preset, on the production build of the store home, an
// item page, the share-cart page, checkout step 1 (empty, and signed in with one item), the order
// lookup, sign-in, the signed-in account pages and the plan marketing pages. Builds into its own
// folder, serves it on a fresh embedded database, prints scores. Signed-in pages get the session cookie as a request header, so
// every pass still starts with an empty browser cache.
//   npm run bench:lighthouse            (uses .next-bench, port 3500)
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { CHROMIUM_FLAGS, ensureChromium } from "./chromium.mjs";
import { nextBuild } from "./next-build.mjs";
import { startBenchServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3500);
const BASE = `http://127.0.0.1:${PORT}`;
const STORE = process.env.BENCH_STORE ?? "demo";
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: ".next-bench", PGLITE_DATA_DIR: ".data/bench", API_BASE_URL: "" };
const chromePath = ensureChromium();

if (!process.env.BENCH_SKIP_BUILD) nextBuild(env);
rmSync(".data/bench", { recursive: true, force: true });
const { stop, ready } = startBenchServer({ ...env, PORT: String(PORT) }, BASE, "ignore");

async function firstItemPath() {
  const html = await (await fetch(`${BASE}/${STORE}`)).text();
  const match = html.match(new RegExp(`href="(/${STORE}/item/[^"]+)"`));
  if (!match) throw new Error("no item link on the store page");
  return match[1];
}

await ready();
// Warm up: the first request on a fresh data dir migrates and seeds.
await fetch(`${BASE}/${STORE}`);
/** A session token from the embedded API (the same answer a native app gets). */
async function apiToken(path, body) {
  const response = await fetch(`${BASE}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()).data.token;
}
const sessionCookie = (token) => ({ Cookie: `sf_session=${token}; sf_signed_in=1` });

/** A new shopper whose account cart holds one in-stock item (the tote: one variant, docs/seed.md). */
async function shopperWithOneItem() {
  const id = Date.now().toString(36);
  const token = await apiToken("/api/users", {
    email: `bench-${id}@example.com`, user_name: `bench${id}`, password: "bench12345", birth_year: 1990, code: "",
  });
  const added = await fetch(`${BASE}/api/cart`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-access-token": token },
    body: JSON.stringify({ item_id: "itm-037", store_id: "store-demo", variant_id: "itm-037-cream", units: 1 }),
  });
  if (!added.ok) throw new Error(`add to cart: ${added.status} ${await added.text()}`);
  return sessionCookie(token);
}
const oneItem = await shopperWithOneItem();
const shopper = sessionCookie(await apiToken("/api/users/authenticate", { email: "shopper@example.com", password: "shopper123" }));

/** name → [path, request headers] */
const pages = {
  "store home": [`/${STORE}`],
  // the poster store (TOOLS-09): framed on other sites, cached like the store home
  poster: [`/${STORE}/poster`],
  "item detail": [await firstItemPath()],
  // the seeded share link (docs/seed.md) and the checkout as a first visit finds it (an empty cart)
  "share cart": [`/${STORE}/sharecart/share-demo-weekend`],
  "checkout step 1": [`/${STORE}/checkout/step1`],
  "checkout step 1 (one item)": [`/${STORE}/checkout/step1`, oneItem],
  "order lookup": [`/${STORE}/orders/lookup`],
  // the plan marketing pages (PLAN-02/03), cached like the store home
  "plan stylist": ["/plan/plan_stylist"],
  "plan style": ["/plan/plan_style"],
  "sign-in": [`/auth/sign/signin?store=${STORE}`],
  // the gift boxes (GIFT-01/04) and the Get Styled Box share start (SHARE-02), all cached
  "gift home": [`/${STORE}/sub/gfb/`],
  "gift set-up": [`/${STORE}/sub/gfb/fiveboxes`],
  "share start": ["/share/kol/box-start/share-demo-weekend"],
  "orders list": [`/${STORE}/orders/regular`, shopper],
  "subscriptions": [`/${STORE}/orders/subscription`, shopper],
  "order detail": [`/${STORE}/orders/regular/order-history-5`, shopper],
};

const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
mkdirSync("bench-results", { recursive: true });
const rows = [];
async function audit(path, extraHeaders) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    return (await lighthouse(`${BASE}${path}`, { port: chrome.port, output: "json", logLevel: "error", extraHeaders })).lhr;
  } finally {
    await chrome.kill();
  }
}
const only = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
for (const [name, [path, headers]] of Object.entries(pages)) {
  if (only && !only.includes(name)) continue;
  // A first pass warms the server's caches (next/image resizes each picture once, then serves it
  // from disk), which is the state a running shop is in; Lighthouse starts each pass with an empty
  // browser cache, so the measured pass still downloads everything.
  await audit(path, headers);
  const lhr = await audit(path, headers);
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.displayValue ?? "";
  rows.push({
    page: name,
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    LCP: metric("largest-contentful-paint"),
    TBT: metric("total-blocking-time"),
    CLS: metric("cumulative-layout-shift"),
    // the machine's speed during this pass (Lighthouse's own CPU benchmark): compare runs only at similar values
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
  });
  writeFileSync(`bench-results/lighthouse-${name.replace(/\s+/g, "-")}.json`, JSON.stringify(lhr, null, 2));
}
console.table(rows);
stop();
process.exit(0);
