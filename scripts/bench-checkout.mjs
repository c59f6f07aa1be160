// Benchmark (not a test): concurrent checkouts against the production build, on PGlite and on PostgreSQL.
// Builds into its own folder (unless BENCH_SKIP_BUILD=1), serves it through the front door (scripts/serve.mjs)
// (or, with BENCH_API_ONLY=1, the API alone: server/api-main.ts, no build) with the test payment
// provider, on each database in turn: a fresh PGlite data dir, then PostgreSQL (BENCH_DATABASE_URL, else
// a throwaway cluster of scripts/postgres.mjs, skipped with a note where none can run). It runs BENCH_SHOPPERS
// shoppers at once, each from an address of its own (X-Forwarded-For, which the front door honours with
// TRUSTED_PROXIES=1: the per-client limits on placing orders see 50 shoppers, not one), each:
//   POST /api/cart/calc → POST /api/payments/test/tokens → POST /api/order (idempotency key, expected
//   total) → confirm the intent with the test provider → POST /api/order/confirm.
// Some shoppers also want the contested Canvas Market Tote (seeded stock 8), so some are refused; some
// pay with a declined card; some double-submit their order. It prints throughput and p50/p95/p99
// latencies, then stops the server, opens its database and checks that every accepted order exists
// once, stock adds up (initial − sold = final) and no payment succeeded without a paid order.
// Both databases' numbers are printed side by side at the end. Exits non-zero when a check fails.
//   npm run bench:checkout
//   env: BENCH_PORT (3600), BENCH_DIST_DIR (.next-bench-checkout), BENCH_DATA_DIR (.data/bench-checkout),
//        BENCH_SHOPPERS (50), BENCH_SKIP_BUILD, BENCH_API_ONLY, BENCH_CPU_PROF (a folder for the server's CPU profile),
//        BENCH_SERVER_LOG (the server's log lines on this output),
//        BENCH_SEQUENTIAL (the shoppers one after another, not at once: each request's CPU, the server's and
//        PostgreSQL's, from the threads' exact run times in /proc; the burst's numbers then mean nothing),
//        BENCH_DATABASES (pglite,postgres): which to run, in order,
//        BENCH_DATABASE_URL: the PostgreSQL database to use instead of a throwaway cluster. The script
//        EMPTIES it first (drops the public and drizzle schemas): give it a throwaway database.
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { nextBuild } from "./next-build.mjs";
import { startBenchServer } from "./bench-server.mjs";
import { ensurePostgres, startCluster } from "./postgres.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3600);
const BASE = `http://127.0.0.1:${PORT}`;
const DIST_DIR = process.env.BENCH_DIST_DIR ?? ".next-bench-checkout";
const DATA_DIR = process.env.BENCH_DATA_DIR ?? ".data/bench-checkout";
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 50);
const STORE_ID = "store-demo";
const CONTESTED = { item_id: "itm-037", variant_id: "itm-037-cream", name: "Canvas Market Tote" };
/** Items whose variants the shoppers pick from (no pre-orders, no bundles); only variants with MIN_STOCK or more. */
const POOL = ["itm-003", "itm-004", "itm-006", "itm-010", "itm-013", "itm-014", "itm-015", "itm-018", "itm-019", "itm-021", "itm-024", "itm-031", "itm-032", "itm-034", "itm-035", "itm-043"];
const MIN_STOCK = 8;
const CARDS = { good: "4242 4242 4242 4242", declined: "4000 0000 0000 0002" };
const ADDRESS = { name: "Bench Shopper", address: "1 Load St", address2: "", city: "Springfield", state: "IL", zip_code: "62701", phone: "2175550100" };
const OUT_OF_STOCK_ERROR_CODE = 102002;

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NEXT_DIST_DIR: DIST_DIR,
  PGLITE_DATA_DIR: DATA_DIR,
  MAIL_OUTBOX_DIR: `${DATA_DIR}-outbox`,
  API_BASE_URL: "",
  // the built-in test provider: no card network to reach
  STRIPE_SECRET_KEY: "",
  PORT: String(PORT),
  // the benchmark plays a proxy: each shopper's address comes in X-Forwarded-For
  TRUSTED_PROXIES: "1",
};
const API_ONLY = Boolean(process.env.BENCH_API_ONLY);
const SEQUENTIAL = Boolean(process.env.BENCH_SEQUENTIAL);
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").map((name) => name.trim()).filter(Boolean);

/** A query function on the database the server used: PostgreSQL at DATABASE_URL, else its PGlite folder. */
async function openChecks(DATABASE_URL) {
  if (DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    return { query: (sql, params) => client.query(sql, params), close: () => client.end() };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  return PGlite.create(DATA_DIR);
}

/** CPU ms a process has used (user + system, its reaped children's too); null where /proc cannot say. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // utime, stime, cutime, cstime, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}

/** CPU ms every thread of a process has run, exactly (the scheduler's nanoseconds); 0 where /proc cannot say. */
function runMsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce((ms, task) => ms + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, "utf8").split(" ")[0]) / 1e6, 0);
  } catch {
    return 0;
  }
}

/**
 * A function answering the CPU ms PostgreSQL's processes have used so far, when they run on this host
 * and the role may read its data directory's setting (a throwaway cluster's superuser may); else null.
 */
async function postgresCpu(DATABASE_URL, exact = false) {
  if (!DATABASE_URL) return null;
  const db = await openChecks(DATABASE_URL);
  try {
    const [{ data_directory: dir }] = (await db.query("show data_directory")).rows;
    const postmaster = Number(readFileSync(`${dir}/postmaster.pid`, "utf8").split("\n")[0]);
    if (cpuMsOf(postmaster) === null) return null;
    const parentOf = (pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      } catch {
        return null;
      }
    };
    const children = () => readdirSync("/proc").filter((p) => /^\d+$/.test(p) && parentOf(p) === postmaster);
    // Exactly: this database's backends (their process titles name it, so two runs on one cluster keep
    // apart), each counted from when first seen (a backend that appears later, from its start).
    if (exact) {
      const database = new URL(DATABASE_URL).pathname.slice(1);
      const ours = () => children().filter((p) => {
        try {
          return readFileSync(`/proc/${p}/cmdline`, "utf8").includes(` ${database} `);
        } catch {
          return false;
        }
      });
      const seen = new Map(ours().map((p) => [p, runMsOf(p)]));
      let total = 0;
      return () => {
        for (const p of ours()) {
          const ms = runMsOf(p);
          total += ms - (seen.get(p) ?? 0);
          seen.set(p, ms);
        }
        return total;
      };
    }
    // the postmaster (with its ended backends) and every backend and helper it runs now
    return () => readdirSync("/proc").filter((p) => /^\d+$/.test(p) && parentOf(p) === postmaster).reduce((ms, p) => ms + (cpuMsOf(p) ?? 0), cpuMsOf(postmaster));
  } catch {
    return null;
  } finally {
    await db.close();
  }
}

/** One run on one database: answers its numbers and the checks that failed. */
async function run(DATABASE_URL) {
const runEnv = { ...env };
if (DATABASE_URL) runEnv.DATABASE_URL = DATABASE_URL;
else delete runEnv.DATABASE_URL;
rmSync(DATA_DIR, { recursive: true, force: true });
rmSync(`${DATA_DIR}-outbox`, { recursive: true, force: true });
if (DATABASE_URL) {
  // A fresh database, so the server migrates and seeds it as it does an empty PGlite folder.
  const fresh = await openChecks(DATABASE_URL);
  await fresh.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
  await fresh.close();
}

// BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (Chrome DevTools opens it).
const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
const { pid, exited, stop, ready } = startBenchServer(runEnv, BASE, process.env.BENCH_SERVER_LOG ? ["ignore", "inherit", "inherit"] : undefined, [...profile, ...(API_ONLY ? ["--import", "tsx", "server/api-main.ts"] : ["scripts/serve.mjs"])]);

/** BENCH_SEQUENTIAL: CPU ms per kind of request, the server's and PostgreSQL's. */
const perRequest = new Map();
let exactDatabaseCpu = null;
async function measured(label, send) {
  if (!SEQUENTIAL) return send();
  const before = { server: runMsOf(pid), database: exactDatabaseCpu?.() ?? 0 };
  const result = await send();
  const entry = perRequest.get(label) ?? { n: 0, server: 0, database: 0 };
  perRequest.set(label, { n: entry.n + 1, server: entry.server + runMsOf(pid) - before.server, database: entry.database + (exactDatabaseCpu?.() ?? 0) - before.database });
  return result;
}

async function call(method, path, body, headers = {}) {
  const started = performance.now();
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => null);
  return { status: res.status, json, ms: performance.now() - started };
}

// ───────────── set-up: what the shoppers can buy, and its stock before the run ─────────────

await ready();
const initialStock = new Map();
const choices = [];
for (const itemId of [...POOL, CONTESTED.item_id]) {
  const { status, json } = await call("GET", `/api/items/${itemId}/${STORE_ID}/details`);
  if (status !== 200) throw new Error(`item ${itemId}: ${status}`);
  for (const v of json.data.variants) {
    initialStock.set(v.id, v.stock);
    if (itemId !== CONTESTED.item_id && v.stock >= MIN_STOCK) choices.push({ item_id: itemId, variant_id: v.id });
  }
}
if (choices.length < 10) throw new Error("not enough stocked variants to shop from");
// Warm-up: one cart calculation (JIT, prepared plans), not measured.
await call("POST", "/api/cart/calc", { items: [{ cart_item_id: "1", store_id: STORE_ID, units: 1, ...choices[0] }], shipping_method_id: "basic-shipping" });

// ───────────── the shoppers ─────────────

/** A deterministic mix: who wants the tote, who pays with a declined card, who double-clicks. */
function plan(i) {
  const lines = [0, 1].slice(0, 1 + (i % 2)).map((n) => ({ cart_item_id: String(n + 1), store_id: STORE_ID, units: 1 + ((i + n) % 2), ...choices[(i * 7 + n * 3) % choices.length] }));
  if (i % 5 < 2) lines.push({ cart_item_id: "9", store_id: STORE_ID, units: 1, item_id: CONTESTED.item_id, variant_id: CONTESTED.variant_id });
  return { lines, card: i % 10 === 9 ? CARDS.declined : CARDS.good, doubleSubmit: i % 8 === 3 };
}

/** Shopper i's own address, in 198.18.0.0/15 (set aside for benchmarks). */
const addressOf = (i) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function shopper(i) {
  const { lines, card, doubleSubmit } = plan(i);
  const email = `bench${i}@example.com`;
  const from = { "x-forwarded-for": addressOf(i) };
  const result = { i, lines, key: `bench-${randomUUID()}`, calcMs: 0, createMs: 0, confirmMs: 0, placeMs: 0, outcome: "", orderId: null, sameOrder: true };

  const calc = await measured("POST /api/cart/calc", () => call("POST", "/api/cart/calc", { items: lines, email, shipping_method_id: "basic-shipping" }, from));
  result.calcMs = calc.ms;
  if (calc.status !== 200) return { ...result, outcome: `calc failed (${calc.status})` };
  // The cart already shows the tote sold out: the shopper never gets to place the order.
  if (calc.json.data.has_errors) return { ...result, outcome: "refused at cart: sold out" };

  const token = await measured("POST /api/payments/test/tokens", () => call("POST", "/api/payments/test/tokens", { number: card, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: "123" }, from));
  if (token.status !== 200) return { ...result, outcome: `token refused (${token.status})` };

  const started = performance.now();
  const body = { items: lines, email, shipping_address: ADDRESS, shipping_method_id: "basic-shipping", credit_card_token: token.json.data.id, expected_total: calc.json.data.grand_total };
  const headers = { ...from, "idempotency-key": result.key };
  const creates = await measured(doubleSubmit ? "POST /api/order ×2 (a double submit)" : `POST /api/order (${lines.length} lines)`, () =>
    Promise.all((doubleSubmit ? [0, 1] : [0]).map(() => call("POST", "/api/order", body, headers))),
  );
  const created = creates[0];
  result.createMs = created.ms;
  if (created.status !== 200) {
    result.placeMs = performance.now() - started;
    const soldOut = created.status === 409 && created.json?.error_code === OUT_OF_STOCK_ERROR_CODE;
    return { ...result, outcome: soldOut ? "refused: sold out" : `create failed (${created.status}: ${created.json?.message})` };
  }
  const order = created.json.data;
  result.orderId = order.id;
  result.sameOrder = creates.every((c) => c.status === 200 && c.json.data.id === order.id && c.json.data.client_secret === order.client_secret);

  const intentId = order.client_secret.split("_secret_")[0];
  await measured("intent confirm (test provider)", () => call("POST", `/api/payments/test/intents/${intentId}/confirm`, { client_secret: order.client_secret }, from));
  const confirmed = await measured(`POST /api/order/confirm${card === CARDS.declined ? " (declined)" : ""}`, () => call("POST", "/api/order/confirm", { id: order.id, client_secret: order.client_secret }, from));
  result.confirmMs = confirmed.ms;
  result.placeMs = performance.now() - started;
  result.outcome = confirmed.status === 200 ? "paid" : confirmed.status === 402 ? "payment failed" : `confirm failed (${confirmed.status})`;
  return result;
}

const databaseCpu = await postgresCpu(DATABASE_URL);
const cpuBefore = { server: cpuMsOf(pid), database: databaseCpu?.(), client: process.cpuUsage() };
const runStarted = performance.now();
let results;
if (SEQUENTIAL) {
  exactDatabaseCpu = await postgresCpu(DATABASE_URL, true);
  results = [];
  for (let i = 0; i < SHOPPERS; i++) results.push(await shopper(i));
} else results = await Promise.all(Array.from({ length: SHOPPERS }, (_, i) => shopper(i)));
const wallMs = performance.now() - runStarted;
const clientCpu = process.cpuUsage(cpuBefore.client);
// Where the two cores went during the burst: the one server process, the database's processes, this client.
const cpu = {
  server: cpuBefore.server === null ? null : cpuMsOf(pid) - cpuBefore.server,
  database: databaseCpu ? databaseCpu() - cpuBefore.database : null,
  client: (clientCpu.user + clientCpu.system) / 1000,
};

// ───────────── numbers ─────────────

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const row = (name, values) => ({
  measure: name,
  n: values.length,
  "p50 ms": Math.round(percentile(values, 50)),
  "p95 ms": Math.round(percentile(values, 95)),
  "p99 ms": Math.round(percentile(values, 99)),
  "max ms": Math.round(Math.max(...values)),
});
const tally = results.reduce((acc, r) => ({ ...acc, [r.outcome]: (acc[r.outcome] ?? 0) + 1 }), {});
const placed = results.filter((r) => r.orderId);

const label = DATABASE_URL ? "PostgreSQL" : "PGlite";
const checkoutsPerSecond = SHOPPERS / (wallMs / 1000);
console.log(`\n── ${label}${API_ONLY ? " (API only)" : ""}: ${SHOPPERS} concurrent shoppers, ${(wallMs / 1000).toFixed(2)} s wall clock`);
console.log(`throughput: ${checkoutsPerSecond.toFixed(1)} checkouts/s, ${(results.reduce((n, r) => n + 2 + (r.orderId ? 3 : 1), 0) / (wallMs / 1000)).toFixed(1)} requests/s`);
console.log("outcomes:", tally);
const perShopper = (ms) => (ms === null ? "?" : `${Math.round(ms)} ms (${(ms / SHOPPERS).toFixed(1)} a shopper)`);
console.log(
  `CPU during the burst: server ${perShopper(cpu.server)}${DATABASE_URL ? `, PostgreSQL ${perShopper(cpu.database)}` : " (PGlite runs in it)"}, this client ${perShopper(cpu.client)}; ` +
    `${Math.round(wallMs)} ms × ${cpus().length} cores = ${Math.round(wallMs * cpus().length)} ms available`,
);
const table = [
  row("cart calc", results.map((r) => r.calcMs).filter(Boolean)),
  row("order create", results.map((r) => r.createMs).filter(Boolean)),
  row("order confirm", placed.map((r) => r.confirmMs)),
  row("placement (create + pay + confirm)", placed.map((r) => r.placeMs)),
];
console.table(table);
if (SEQUENTIAL) {
  console.log(`CPU per request, one shopper at a time (load average ${loadavg().map((n) => n.toFixed(2)).join(" ")}):`);
  console.table(
    [...perRequest].map(([request, { n, server, database }]) => ({
      request,
      n,
      "server ms": Number((server / n).toFixed(2)),
      ...(exactDatabaseCpu ? { "PostgreSQL ms": Number((database / n).toFixed(2)) } : {}),
    })),
  );
}

// ───────────── checks, on the server's own database once it has stopped ─────────────

stop();
await exited;
const db = await openChecks(DATABASE_URL);
const rows = async (sql, params = []) => (await db.query(sql, params)).rows;
const failures = [];
const check = (ok, message) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${message}`);
  if (!ok) failures.push(message);
};

const keys = results.map((r) => r.key);
const orders = await rows("select id, idempotency_key, status from orders where idempotency_key = any($1)", [keys]);
const byKey = new Map();
for (const o of orders) byKey.set(o.idempotency_key, [...(byKey.get(o.idempotency_key) ?? []), o]);
check(
  placed.every((r) => byKey.get(r.key)?.length === 1 && byKey.get(r.key)[0].id === r.orderId),
  `every accepted order exists exactly once (${placed.length} accepted, ${orders.length} orders for the shoppers' keys)`,
);
check(orders.length === placed.length, "no order exists for a refused attempt");
check(
  results.every((r) => r.sameOrder),
  `double submits got one order and one client secret (${results.filter((r) => plan(r.i).doubleSubmit).length} shoppers double-clicked)`,
);
const statusOf = new Map(orders.map((o) => [o.id, o.status]));
// A refused card leaves the order open for another card for a while (finding S1), its payment failed.
const failedPayment = new Set((await rows("select order_id from payments where status = 'failed' and order_id = any($1)", [orders.map((o) => o.id)])).map((p) => p.order_id));
const endedAsTold = (r) =>
  r.outcome === "paid"
    ? statusOf.get(r.orderId) === "paid"
    : r.outcome === "payment failed" && (statusOf.get(r.orderId) === "failed" || (statusOf.get(r.orderId) === "pending_payment" && failedPayment.has(r.orderId)));
check(placed.every(endedAsTold), "every order ended as its shopper was told: paid, or refused (failed, or open for another card with its payment failed)");

const sold = new Map();
// This run's orders only (the seed has a paid order of its own, made before the initial stock was read).
for (const s of await rows("select oi.variant_id, sum(oi.units)::int as units from order_items oi join orders o on o.id = oi.order_id where o.idempotency_key = any($1) and o.status in ('paid', 'pending_payment') and oi.variant_id is not null group by oi.variant_id", [keys])) {
  sold.set(s.variant_id, s.units);
}
const finalStock = new Map((await rows("select id, stock from variants where id = any($1)", [[...initialStock.keys()]])).map((v) => [v.id, v.stock]));
const mismatched = [...initialStock].filter(([id, initial]) => initial - (sold.get(id) ?? 0) !== finalStock.get(id));
check(mismatched.length === 0, `stock adds up for ${initialStock.size} variants (initial − sold = final)${mismatched.length ? `: ${mismatched.map(([id]) => id).join(", ")}` : ""}`);
const toteSold = sold.get(CONTESTED.variant_id) ?? 0;
const toteRefused = results.filter((r) => r.outcome.includes("sold out")).length;
check(toteSold <= initialStock.get(CONTESTED.variant_id) && finalStock.get(CONTESTED.variant_id) >= 0, `${CONTESTED.name}: ${toteSold} sold of ${initialStock.get(CONTESTED.variant_id)}, ${toteRefused} shoppers refused, never oversold`);

const chargedWithoutOrder = await rows(
  `select i.id from test_payment_intents i left join payments p on p.intent_id = i.id left join orders o on o.id = p.order_id
    where i.status = 'succeeded' and (o.id is null or o.status <> 'paid' or p.status <> 'succeeded')`,
);
check(chargedWithoutOrder.length === 0, "no payment succeeded without a paid order");
const paidWithoutPayment = await rows(
  `select o.id from orders o left join payments p on p.order_id = o.id left join test_payment_intents i on i.id = p.intent_id
    where o.idempotency_key = any($1) and o.status = 'paid' and o.grand_total > 0 and (i.status is distinct from 'succeeded' or i.amount <> o.grand_total)`,
  [keys],
);
check(paidWithoutPayment.length === 0, "every paid order has a succeeded payment for its exact total");
await db.close();
return { label, checkoutsPerSecond, table, failures, cpu };
}

// ───────────── each database in turn, then both side by side ─────────────

if (!API_ONLY && !process.env.BENCH_SKIP_BUILD) nextBuild(env);
const runs = [];
for (const database of DATABASES) {
  if (database === "pglite") runs.push(await run(""));
  else if (database === "postgres") {
    if (process.env.BENCH_DATABASE_URL) runs.push(await run(process.env.BENCH_DATABASE_URL));
    else if (!ensurePostgres()) console.warn("⚠ No PostgreSQL here and none can be installed: the PostgreSQL run is skipped (or set BENCH_DATABASE_URL).");
    else {
      const cluster = await startCluster();
      try {
        runs.push(await run(cluster.url));
      } finally {
        cluster.destroy();
      }
    }
  } else throw new Error(`BENCH_DATABASES: unknown database ${database} (pglite, postgres)`);
}

// The machine's load with the numbers: a busy host slows every one of them.
console.log(`\n══ summary (${SHOPPERS} shoppers${API_ONLY ? ", API only" : ""}; load average ${loadavg().map((n) => n.toFixed(2)).join(" ")} on ${cpus().length} cores)`);
console.table(
  runs.map(({ label, checkoutsPerSecond, table, failures, cpu }) => ({
    database: label,
    "checkouts/s": Number(checkoutsPerSecond.toFixed(1)),
    "cart calc p50/p95": `${table[0]["p50 ms"]} / ${table[0]["p95 ms"]} ms`,
    "placement p50/p95": `${table[3]["p50 ms"]} / ${table[3]["p95 ms"]} ms`,
    "CPU ms a shopper (server / database / client)": [cpu.server, cpu.database, cpu.client].map((ms) => (ms === null ? "–" : (ms / SHOPPERS).toFixed(1))).join(" / "),
    checks: failures.length ? `${failures.length} FAILED` : "all passed",
  })),
);
const failed = runs.reduce((n, r) => n + r.failures.length, 0);
if (failed) {
  console.error(`\n${failed} check(s) failed`);
  process.exit(1);
}
console.log("\nall checks passed");
process.exit(0);
