// The front door: serves the production build as `next start` does (PORT, default 3000; the build
// in NEXT_DIST_DIR or .next; every interface, or `-H <hostname>`), but every request first passes
// scripts/front-door.mjs, which sets X-Forwarded-For to the real client (the socket's peer, or the
// hop TRUSTED_PROXIES reverse proxies vouch for) and drops the forwarding headers a client could
// forge. `npm start`, the browser tests and the Lighthouse benchmark serve through it.
//   node scripts/serve.mjs [-H hostname]
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { parseTrustedProxies, wrapRequestHandler } from "./front-door.mjs";
import { parseCacheSeconds, withPageCache } from "./page-cache.mjs";

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
// Next builds request URLs from hostname and port (http://localhost:PORT when listening everywhere, as `next start`).
const app = next({ dev: false, hostname: hostname ?? "localhost", port, httpServer: server });
await app.prepare();
// The page cache sits behind the front door's rules (a refused method never reaches it) and in
// front of Next (scripts/page-cache.mjs).
// In production, a forwarded request the settings ignore is worth a warning (finding N27).
const warnForwarded = process.env.SHOP_ENV?.trim().toLowerCase() === "production";
const handle = wrapRequestHandler(withPageCache(app.getRequestHandler(), { seconds: cacheSeconds }), { trustedProxies, warnForwarded });

server.on("request", (req, res) => {
  handle(req, res).catch((error) => {
    console.error("[serve] request failed", error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.listen(port, hostname, () => {
  console.log(`Serving on http://${hostname ?? "localhost"}:${port} (trusted proxies: ${trustedProxies})`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close();
    app.close().finally(() => process.exit(0));
  });
}
