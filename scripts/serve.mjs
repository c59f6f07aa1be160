// The front door: serves the production build as `next start` does (PORT, default 3000; the build
// in NEXT_DIST_DIR or .next; every interface, or `-H <hostname>`), but every request first passes
// scripts/front-door.mjs, which sets X-Forwarded-For to the real client (the socket's peer, or the
// hop TRUSTED_PROXIES reverse proxies vouch for) and drops the forwarding headers a client could
// forge. `npm start`, the browser tests and the Lighthouse benchmark serve through it.
//   node scripts/serve.mjs [-H hostname]
//
// Stopping (SIGTERM, SIGINT, or the parent process going away): it stops accepting connections at
// once (a balancer moves on), lets the requests in flight finish for up to SHUTDOWN_GRACE_SECONDS
// (default 20), closes Next, then what the app opened (server/lifecycle.ts: the job runner, the LISTEN
// client, the database pool or PGlite) and exits 0.
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { parseTrustedProxies, wrapRequestHandler } from "./front-door.mjs";
import { parseCacheSeconds, withPageCache } from "./page-cache.mjs";
import { onParentGone } from "./parent-watch.mjs";

const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
if (trustedProxies === null) {
  console.error(`TRUSTED_PROXIES=${process.env.TRUSTED_PROXIES} is not a number of proxy hops: set it to 0 when clients connect directly, or to how many reverse proxies append to X-Forwarded-For.`);
  process.exit(1);
}
const cacheSeconds = parseCacheSeconds(process.env.FRONT_DOOR_CACHE_SECONDS);
if (cacheSeconds === null) {
  console.error(`FRONT_DOOR_CACHE_SECONDS=${process.env.FRONT_DOOR_CACHE_SECONDS} is not a number of seconds from 0 to 60.`);
  process.exit(1);
}
const graceSeconds = Number(process.env.SHUTDOWN_GRACE_SECONDS?.trim() || 20);
if (!Number.isFinite(graceSeconds) || graceSeconds < 0 || graceSeconds > 600) {
  console.error(`SHUTDOWN_GRACE_SECONDS=${process.env.SHUTDOWN_GRACE_SECONDS} is not a number of seconds from 0 to 600.`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port number.`);
  process.exit(1);
}
const { hostname } = parseArgs({ options: { hostname: { type: "string", short: "H" } } }).values;

// As `next start` does, before Next and React load.
process.env.NODE_ENV ||= "production";
const { default: next } = await import("next");

const server = createServer();
// Next builds request URLs from hostname and port (http://localhost:PORT when listening everywhere, as `next start`).
const app = next({ dev: false, hostname: hostname ?? "localhost", port, httpServer: server });
await app.prepare();
// The page cache sits behind the front door's rules (a refused method never reaches it) and in
// front of Next (scripts/page-cache.mjs).
// In production, a forwarded request the settings ignore is worth a warning (finding N27).
const warnForwarded = process.env.SHOP_ENV?.trim().toLowerCase() === "production";
const handle = wrapRequestHandler(withPageCache(app.getRequestHandler(), { seconds: cacheSeconds }), { trustedProxies, warnForwarded });

let stopping = false;
const inFlight = new Set();
let drained = () => {};

server.on("request", (req, res) => {
  inFlight.add(res);
  res.on("close", () => {
    inFlight.delete(res);
    if (inFlight.size === 0) drained();
  });
  // While stopping, a kept-alive connection carries no further request.
  if (stopping) res.setHeader("connection", "close");
  handle(req, res).catch((error) => {
    console.error("[serve] request failed", error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => {
  console.log(`Serving on http://${hostname ?? "localhost"}:${server.address().port} (trusted proxies: ${trustedProxies})`);
});

/** The app's own closers (server/lifecycle.ts registers them under this key); none before its first use. */
const closeApp = () => globalThis[Symbol.for("storefront.shutdown")]?.shutdown() ?? Promise.resolve();

async function shutDown(reason) {
  if (stopping) return;
  stopping = true;
  console.log(`[serve] ${reason}: no new connections; finishing ${inFlight.size} request(s) in flight`);
  server.close();
  server.closeIdleConnections();
  if (inFlight.size > 0) {
    const allDone = new Promise((resolve) => (drained = resolve));
    const deadline = new Promise((resolve) => setTimeout(resolve, graceSeconds * 1000).unref());
    await Promise.race([allDone, deadline]);
    if (inFlight.size > 0) console.error(`[serve] ${inFlight.size} request(s) still open after ${graceSeconds} s: closing them`);
  }
  server.closeAllConnections();
  let code = 0;
  try {
    await app.close();
    await closeApp();
  } catch (error) {
    console.error("[serve] could not close cleanly", error);
    code = 1;
  }
  process.exit(code);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutDown(signal));
onParentGone(() => void shutDown("the parent process is gone"));
