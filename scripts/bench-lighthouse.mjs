// Benchmark (not a test): Lighthouse, mobile preset, on the production build of the store home, an
// item page, the share-cart page, checkout step 1 and the order lookup. Builds into its own folder,
// serves it on a fresh embedded database, prints scores.
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
const pages = {
  "store home": `/${STORE}`,
  "item detail": await firstItemPath(),
  // the seeded share link (docs/seed.md) and the checkout as a first visit finds it (an empty cart)
  "share cart": `/${STORE}/sharecart/share-demo-weekend`,
  "checkout step 1": `/${STORE}/checkout/step1`,
  "order lookup": `/${STORE}/orders/lookup`,
};

const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
mkdirSync("bench-results", { recursive: true });
const rows = [];
async function audit(path) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    return (await lighthouse(`${BASE}${path}`, { port: chrome.port, output: "json", logLevel: "error" })).lhr;
  } finally {
    await chrome.kill();
  }
}
for (const [name, path] of Object.entries(pages)) {
  // A first pass warms the server's caches (next/image resizes each picture once, then serves it
  // from disk), which is the state a running shop is in; Lighthouse starts each pass with an empty
  // browser cache, so the measured pass still downloads everything.
  await audit(path);
  const lhr = await audit(path);
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
  });
  writeFileSync(`bench-results/lighthouse-${name.replace(/\s+/g, "-")}.json`, JSON.stringify(lhr, null, 2));
}
console.table(rows);
stop();
process.exit(0);
