// The front door: serves the production build as `next start` does (PORT, default 3000; the build
// in NEXT_DIST_DIR or .next; every interface, or `-H <hostname>`), but every request first passes
// scripts/front-door.mjs, which sets X-Forwarded-For to the real client (the socket's peer, or the
// hop TRUSTED_PROXIES reverse proxies vouch for) and drops the forwarding headers a client could
// forge. `npm start`, the browser tests and the Lighthouse benchmark serve through it.
//   node scripts/serve.mjs [-H hostname]
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parseTrustedProxies, wrapRequestHandler } from "./front-door.mjs";
import { parseCacheSeconds, proxyTo, withPageCache } from "./page-cache.mjs";

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
// With the page cache, Next serves a private Unix socket and the front door is a reverse proxy to it
// that caches what it sees (scripts/page-cache.mjs). Without it (FRONT_DOOR_CACHE_SECONDS=0, behind
// a CDN), the front door hands requests straight to Next: nothing else changes.
const inner = cacheSeconds > 0 ? createServer() : null;
// Next builds request URLs from hostname and port (http://localhost:PORT when listening everywhere, as `next start`).
const app = next({ dev: false, hostname: hostname ?? "localhost", port, httpServer: inner ?? server });
await app.prepare();
const nextHandler = (req, res) =>
  app.getRequestHandler()(req, res).catch((error) => {
    console.error("[serve] request failed", error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
let handle;
if (inner) {
  const socketPath = join(tmpdir(), `storefront-next-${process.pid}-${randomUUID().slice(0, 8)}.sock`);
  inner.on("request", nextHandler);
  await new Promise((resolve) => inner.listen(socketPath, resolve));
  handle = wrapRequestHandler(withPageCache(proxyTo({ socketPath }), { seconds: cacheSeconds }), { trustedProxies });
} else {
  handle = wrapRequestHandler(nextHandler, { trustedProxies });
}

server.on("request", (req, res) => void handle(req, res));
server.listen(port, hostname, () => {
  console.log(`Serving on http://${hostname ?? "localhost"}:${port} (trusted proxies: ${trustedProxies})`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    inner?.close();
    app.close().finally(() => process.exit(0));
  });
}
