/**
 * The REST API alone, without Next and without a build: `node --import tsx server/api-main.ts`.
 * The same app (server/app.ts) on the process's database (DATABASE_URL, else PGlite) behind the same
 * front door (scripts/front-door.mjs: X-Forwarded-For from TRUSTED_PROXIES) and the same graceful stop
 * (scripts/graceful.mjs) as `npm start`. It runs no jobs (the `web` role; `npm run worker` runs them).
 * The rolling-restart test (tests/api/postgres-rolling-restart.test.ts) and `BENCH_API_ONLY=1 npm run
 * bench:checkout` start it; a deployment serves the API through `npm start`.
 *   env: PORT (3000), HOST (every interface), TRUSTED_PROXIES (0), SHUTDOWN_GRACE_SECONDS (20)
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { log } from "../lib/log";
import { parseTrustedProxies, wrapRequestHandler } from "../scripts/front-door.mjs";
import { serveUntilStopped } from "../scripts/graceful.mjs";
import { createApp } from "./app";
import { shareCatalogChanges } from "./catalog/channel";
import { getDatabase } from "./db/client";
import { checkDeployment } from "./deployment-check";
import { shutdown } from "./lifecycle";

checkDeployment();
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST || undefined;
const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES) ?? 0;
const graceSeconds = process.env.SHUTDOWN_GRACE_SECONDS?.trim() ? Number(process.env.SHUTDOWN_GRACE_SECONDS) : 20;

try {
  // migrated and seeded (outside production) before the port opens: a balancer sees it only when ready
  await getDatabase();
} catch (error) {
  log.fatal({ err: error }, "the API cannot start");
  process.exit(1);
}
// On PostgreSQL, a catalogue change made here reaches the other processes (their page caches).
shareCatalogChanges();
const app = createApp(getDatabase);

/** Node's request as a fetch Request for the app, and its Response written back. */
async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const headers = new Headers();
    for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
      // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM types do not know it
      duplex: "half",
    });
    const response = await app.fetch(request);
    const out: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") out.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie()) out.push(["set-cookie", cookie]);
    res.writeHead(response.status, out.flat());
    if (response.body) for await (const chunk of response.body) res.write(chunk);
    res.end();
  } catch (error) {
    log.error({ err: error }, "request failed");
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
}

const server = createServer();
serveUntilStopped(server, { handle: wrapRequestHandler(serve, { trustedProxies }), close: shutdown, graceSeconds, log });
server.listen(port, host, () => log.info({ port, trustedProxies }, `the API is serving on http://${host ?? "localhost"}:${port}`));
