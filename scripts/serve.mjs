// The front door: serves the production build as `next start` does (PORT, default 3000; the build
// in NEXT_DIST_DIR or .next; every interface, or `-H <hostname>`), but every request first passes
// scripts/front-door.mjs, which sets X-Forwarded-For to the real client (the socket's peer, or the
// hop TRUSTED_PROXIES reverse proxies vouch for) and drops the forwarding headers a client could
// forge. `npm start`, the browser tests and the Lighthouse benchmark serve through it.
//   node scripts/serve.mjs [-H hostname]
//
// Stopping (SIGTERM, SIGINT, or the parent process going away; scripts/graceful.mjs): it stops
// accepting connections at once (a balancer moves on), answers a kept-alive connection's next request
// with `Connection: close`, lets the requests in flight finish for up to SHUTDOWN_GRACE_SECONDS
// (default 20), closes Next, then what the app opened (server/lifecycle.ts: the job runner, the LISTEN
// client, the database pool or PGlite) and exits 0.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pino } from "pino";
import { parseTrustedProxies, wrapRequestHandler } from "./front-door.mjs";
import { NEXT_KEEP_ALIVE_MS, parseCacheSeconds, proxyTo, withPageCache } from "./page-cache.mjs";
import { serveUntilStopped } from "./graceful.mjs";

// JSON lines with levels, as lib/log writes them (this plain-Node script cannot import TypeScript).
const log = pino({ base: { pid: process.pid } });

// The front door's own settings, checked before Next loads, every problem at once (the same rules
// as lib/config/server.ts, which checks them again with the rest in instrumentation.ts).
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
const cacheSeconds = parseCacheSeconds(process.env.FRONT_DOOR_CACHE_SECONDS);
const graceSeconds = process.env.SHUTDOWN_GRACE_SECONDS?.trim() ? Number(process.env.SHUTDOWN_GRACE_SECONDS) : 20;
const port = process.env.PORT?.trim() ? Number(process.env.PORT) : 3000;
const problems = [
  trustedProxies === null && "TRUSTED_PROXIES is not a number of proxy hops: set it to 0 when clients connect directly, or to how many reverse proxies append to X-Forwarded-For.",
  cacheSeconds === null && "FRONT_DOOR_CACHE_SECONDS is not a number of seconds from 0 to 60.",
  !(Number.isFinite(graceSeconds) && graceSeconds >= 0 && graceSeconds <= 600) && "SHUTDOWN_GRACE_SECONDS is not a number of seconds from 0 to 600.",
  !(Number.isInteger(port) && port > 0 && port <= 65535) && "PORT is not a port number.",
].filter(Boolean);
if (problems.length > 0) {
  for (const problem of problems) log.fatal({ setting: problem.split(" ")[0] }, problem);
  process.exit(1);
}
const { hostname } = parseArgs({ options: { hostname: { type: "string", short: "H" } } }).values;

// As `next start` does, before Next and React load.
process.env.NODE_ENV ||= "production";
const { default: next } = await import("next");

const server = createServer();
// With the page cache, Next serves a private Unix socket and the front door is a reverse proxy to it
// that caches what it sees (scripts/page-cache.mjs). Without it (FRONT_DOOR_CACHE_SECONDS=0, behind
// a CDN), the front door hands requests straight to Next: nothing else changes.
// Next's side keeps an idle connection longer than the front door does (scripts/page-cache.mjs, proxyTo), so the
// front door is always the one to close it.
const inner = cacheSeconds > 0 ? createServer() : null;
if (inner) inner.keepAliveTimeout = NEXT_KEEP_ALIVE_MS;
// Next builds request URLs from hostname and port (http://localhost:PORT when listening everywhere, as `next start`).
const app = next({ dev: false, hostname: hostname ?? "localhost", port, httpServer: inner ?? server });
await app.prepare();
const nextHandler = (req, res) =>
  app.getRequestHandler()(req, res).catch((error) => {
    log.error({ err: { type: error?.name, message: error?.message, stack: error?.stack } }, "request failed");
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
// In production, a forwarded request the settings ignore is worth a warning (finding N27).
const warnForwarded = process.env.SHOP_ENV?.trim().toLowerCase() === "production";
let handle;
if (inner) {
  const socketPath = join(tmpdir(), `storefront-next-${process.pid}-${randomUUID().slice(0, 8)}.sock`);
  inner.on("request", nextHandler);
  await new Promise((resolve) => inner.listen(socketPath, resolve));
  handle = wrapRequestHandler(withPageCache(proxyTo({ socketPath }), { seconds: cacheSeconds }), { trustedProxies, warnForwarded, warn: (message) => log.warn(message) });
} else {
  handle = wrapRequestHandler(nextHandler, { trustedProxies, warnForwarded, warn: (message) => log.warn(message) });
}

/** The app's own closers (server/lifecycle.ts registers them under this key); none before its first use. */
const closeApp = () => globalThis[Symbol.for("storefront.shutdown")]?.shutdown() ?? Promise.resolve();

// SIGTERM, SIGINT or the parent gone: scripts/graceful.mjs stops taking connections, finishes the
// requests in flight, then closes the private socket, Next and the app.
serveUntilStopped(server, {
  handle,
  graceSeconds,
  log,
  async close() {
    inner?.close();
    inner?.closeAllConnections();
    await app.close();
    await closeApp();
  },
});
server.listen(port, hostname, () => {
  log.info({ port, hostname: hostname ?? null, trustedProxies, frontDoorCacheSeconds: cacheSeconds }, `serving on http://${hostname ?? "localhost"}:${port}`);
});
