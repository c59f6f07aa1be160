// Benchmark (not a test): how many requests per second the production build serves, issue 11's
// yardstick. Builds into its own folder (unless BENCH_SKIP_BUILD=1), serves it through the front door
// (scripts/serve.mjs) on a fresh PGlite data dir, warms up, then loads each target in turn with
// autocannon (BENCH_CONNECTIONS connections for BENCH_SECONDS seconds):
//   - a static file from the same server (public/custom_data/size_chart.json): the ceiling,
//   - the store home,
//   - an item page (the first one the store home links to).
// Runs twice, the front door's page cache off and on (scripts/page-cache.mjs). Prints requests/s, p50
// and p99 latency, and each page's throughput as a share of the static file's,
// and writes them to bench-results/throughput-<date>.json. Traffic goes only to 127.0.0.1.
//   npm run bench:throughput
//   env: BENCH_PORT (3460), BENCH_DIST_DIR (.next-bench-throughput), BENCH_DATA_DIR (.data/bench-throughput),
//        BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_STORE (demo), BENCH_SKIP_BUILD
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import autocannon from "autocannon";
import { nextBuild } from "./next-build.mjs";
import { startBenchServer } from "./bench-server.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3460);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench-throughput";
const DATA_DIR = process.env.BENCH_DATA_DIR ?? ".data/bench-throughput";
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STORE = process.env.BENCH_STORE ?? "demo";
const STATIC_FILE = "/custom_data/size_chart.json";
/** Requests per target before measuring: compiles nothing (a production build) but fills caches and JIT. */
const WARM_UP_REQUESTS = 20;

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: DIST_DIR,
  PGLITE_DATA_DIR: DATA_DIR,
  MAIL_OUTBOX_DIR: `${DATA_DIR}-outbox`,
  API_BASE_URL: "",
  PORT: String(PORT),
};
delete env.DATABASE_URL;

if (!process.env.BENCH_SKIP_BUILD) nextBuild(env);

async function firstItemPath() {
  const html = await (await fetch(`${BASE}/${STORE}`)).text();
  const match = html.match(new RegExp(`href="(/${STORE}/item/[^"]+)"`));
  if (!match) throw new Error("no item link on the store page");
  return match[1];
}

async function warmUp(path) {
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const response = await fetch(`${BASE}${path}`);
    if (response.status !== 200) throw new Error(`${path} answered ${response.status} while warming up`);
    await response.arrayBuffer();
  }
}

async function load(path) {
  const result = await autocannon({ url: `${BASE}${path}`, connections: CONNECTIONS, duration: SECONDS });
  return {
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    // anything but a 2xx, and sockets that failed or timed out, would flatter or spoil the numbers
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** One server, fresh data, every target in turn; the rows with each page's share of the static file's throughput. */
async function measure(serverEnv) {
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(`${DATA_DIR}-outbox`, { recursive: true, force: true });
  const { stop, ready, exited } = startBenchServer(serverEnv, BASE);
  await ready();
  const targets = { "static file": STATIC_FILE, "store home": `/${STORE}`, "item page": await firstItemPath() };
  for (const path of Object.values(targets)) await warmUp(path);
  const results = {};
  for (const [name, path] of Object.entries(targets)) {
    results[name] = await load(path);
    console.log(`${name}: ${results[name].requestsPerSecond} req/s`);
  }
  stop();
  await exited;
  const ceiling = results["static file"].requestsPerSecond;
  return Object.entries(results).map(([name, r]) => ({
    target: name,
    path: r.path,
    "req/s": r.requestsPerSecond,
    "p50 ms": r.p50Ms,
    "p99 ms": r.p99Ms,
    "vs static": ceiling > 0 ? `${((r.requestsPerSecond / ceiling) * 100).toFixed(1)} %` : "n/a",
    "non-2xx": r.non2xx,
    errors: r.errors,
  }));
}

// Before and after in one run: the front door's page cache off (Next alone), then as configured
// (FRONT_DOOR_CACHE_SECONDS, default 1 s). BENCH_ONLY=cached skips the first.
const runs = [
  ...(process.env.BENCH_ONLY === "cached" ? [] : [["page cache off", { ...env, FRONT_DOOR_CACHE_SECONDS: "0" }]]),
  ["page cache on", env],
];
const report = {};
for (const [name, serverEnv] of runs) {
  console.log(`\n${name}`);
  report[name] = await measure(serverEnv);
  console.table(report[name]);
}

mkdirSync("bench-results", { recursive: true });
const file = `bench-results/throughput-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, seconds: SECONDS, runs: report }, null, 2));
console.log(`written to ${file}`);
const failed = Object.values(report).some((rows) => rows.some((row) => row["non-2xx"] > 0 || row.errors > 0));
process.exit(failed ? 1 : 0);
