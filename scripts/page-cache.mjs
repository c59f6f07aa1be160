// The front door's page cache (issue 11): a short-lived, in-memory copy of the public pages Next
// itself already serves from its cache, so that a burst of visitors (a stylist's share going out to
// thousands of followers) is answered without entering Next's request pipeline for every request:
// what a CDN or nginx "microcaching" would do in front of the shop, built in so `npm start` has it.
//
// What is kept is deliberately narrow, so that a copy can never be something per-visitor:
// - only GET answers with status 200 that Next marks `x-nextjs-cache: HIT` (a whole page, or its RSC
//   payload, from Next's full-route cache: the same bytes for everyone by construction);
// - never an answer with Set-Cookie, a private/no-store/no-cache Cache-Control, or `Vary: *`/Cookie;
// - never for a request that carries a server action, a draft-mode cookie, or any other method.
// It is a reverse proxy: Next listens on a private socket and this works on the HTTP answers it gets
// from there (caching rules of a shared cache by http-cache-semantics), never on Next's objects.
// Copies live FRONT_DOOR_CACHE_SECONDS (default 1 s, 0 turns the cache off; an expired copy answers for
// one more lifetime while a single request fetches its successor) and are keyed by the URL
// and the request headers the answer's Vary names (RSC, router state, Accept-Encoding…). A catalogue
// write drops them all at once: the embedded API announces it on the process-wide listener set of
// server/catalog/changes.ts, which this module joins, so a sold-out item never looks buyable here
// longer than in Next's own cache.

import { randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import CachePolicy from "http-cache-semantics";

const DEFAULT_SECONDS = 1;
const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
/** Headers a copy must not repeat: the connection's own, and the length we set from the body. */
const HOP_HEADERS = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date", "x-request-id"]);
/** The request id (lib/log/request-id.ts has the same rule): the caller's when well-formed, else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** FRONT_DOOR_CACHE_SECONDS: whole seconds 0…60; unset or blank is the default, anything else null (invalid). */
export function parseCacheSeconds(raw) {
  const value = raw?.trim();
  if (!value) return DEFAULT_SECONDS;
  return /^\d{1,2}$/.test(value) && Number(value) <= 60 ? Number(value) : null;
}

/** Whether a request may be answered from, or fill, the cache. */
function cacheableRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (req.headers["next-action"]) return false;
  return !/(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? "");
}

/** The Vary header's names, lower-cased; null when the answer varies on something we must not key (`*`, cookies). */
function varyNames(vary) {
  const names = String(vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return names.some((name) => name === "*" || name === "cookie" || name === "authorization") ? null : names.sort();
}

const keyOf = (url, names, headers) => `${url}\n${names.map((name) => `${name}=${headers[name] ?? ""}`).join("\n")}`;

/**
 * The HTTP caching rules of a shared cache (RFC 9111, by http-cache-semantics) for this request and
 * answer: what may be stored (not private, no-store, an Authorization'd request…) and for how long
 * (s-maxage, max-age; no-cache is 0).
 */
const policyOf = (req, status, headers) => new CachePolicy({ method: req.method, url: req.url, headers: req.headers }, { status, headers }, { shared: true });

/**
 * How long the answer may be kept (ms), at most `maxMs`; 0 when it must not be. On top of the HTTP
 * rules, only a whole page Next served from its own cache (x-nextjs-cache: HIT: the same bytes for
 * everyone) and never one that sets a cookie.
 */
function lifetime(policy, status, headers, maxMs) {
  if (status !== 200 || headers["x-nextjs-cache"] !== "HIT" || headers["set-cookie"] !== undefined) return 0;
  if (!policy.storable()) return 0;
  return Math.min(maxMs, policy.timeToLive());
}

/**
 * A cache of answers keyed by URL and varied request headers, each copy kept `seconds`, least
 * recently used dropped first beyond MAX_ENTRIES or MAX_BYTES. `now` is for tests.
 */
function createPageCache({ seconds = DEFAULT_SECONDS, now = Date.now } = {}) {
  /** key → { status, headers, body, expires } ; a Map keeps insertion order, refreshed on every hit */
  const entries = new Map();
  /** url → the Vary names its last cached answer had, to build the key before asking Next */
  const varies = new Map();
  let bytes = 0;

  const drop = (key) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  return {
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      varies.clear();
      bytes = 0;
    },
    lookup(req) {
      const names = varies.get(req.url);
      if (!names) return null;
      const key = keyOf(req.url, names, req.headers);
      const entry = entries.get(key);
      // The HTTP rules too: a request's own no-cache, or Vary headers that differ, go on to Next.
      // A HEAD is answered from a GET's copy (RFC 9111 4.3.5), so it is matched as the GET it mirrors.
      if (!entry || !entry.policy.satisfiesWithoutRevalidation({ method: "GET", url: req.url, headers: req.headers })) return null;
      const at = now();
      if (entry.expires <= at) {
        // Past its time, one request goes on to Next for a fresh copy while the others get this one,
        // for at most another lifetime: an expiry never sends a whole burst to Next at once.
        if (at >= entry.expires + entry.ttl) {
          drop(key);
          return null;
        }
        if (!entry.refreshing) {
          entry.refreshing = true;
          return null;
        }
        return { ...entry, stale: true };
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    store(req, status, headers, body) {
      const policy = policyOf(req, status, headers);
      const ttl = lifetime(policy, status, headers, seconds * 1000);
      const names = ttl > 0 ? varyNames(headers.vary) : null;
      if (!names || body.length > MAX_BYTES / 8) return false;
      const key = keyOf(req.url, names, req.headers);
      drop(key);
      const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_HEADERS.has(name)));
      entries.set(key, { status, headers: kept, body, ttl, policy, expires: now() + ttl, stored: now(), refreshing: false });
      varies.set(req.url, names);
      bytes += body.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
        drop(oldest);
      }
      if (varies.size > MAX_ENTRIES * 2) varies.clear();
      return true;
    },
  };
}

/** Answers `req` from a cached copy; a 304 when the client holds the same version (its ETag). */
function replay(req, res, entry, nowMs) {
  const headers = {
    ...entry.headers,
    age: String(Math.floor((nowMs - entry.stored) / 1000)),
    "x-request-id": req.headers["x-request-id"],
    "x-front-door-cache": entry.stale ? "STALE" : "HIT",
  };
  const etag = entry.headers.etag;
  if (etag && req.headers["if-none-match"]?.split(/\s*,\s*/).includes(etag)) {
    res.writeHead(304, headers);
    return res.end();
  }
  res.writeHead(entry.status, { ...headers, "content-length": String(entry.body.length) });
  res.end(req.method === "HEAD" ? undefined : entry.body);
}

/** How long the front door keeps an idle connection to Next open, and how long Next keeps one (longer). */
export const FRONT_DOOR_IDLE_MS = 30_000;
export const NEXT_KEEP_ALIVE_MS = 65_000;

/** Hop-by-hop headers (RFC 9110 7.6.1): they belong to one connection and are not passed on. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]);

const passable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/**
 * An HTTP reverse proxy to Next listening at `upstream` (node:http request options: a `socketPath`, or
 * `host` and `port`): the request goes on as it came, and the answer comes back as Next sent it, each
 * chunk passed on as it arrives (streaming stays). `observe(status, headers, body)` gets the whole
 * answer once it ended: the HTTP response as any cache in front of Next would see it, with no hook
 * into Next's or node's response objects.
 */
export function proxyTo(upstream, { idleMs = FRONT_DOOR_IDLE_MS } = {}) {
  // Idle connections to Next are closed from this side, before Next's keep-alive timeout would close them
  // (serve.mjs gives Next NEXT_KEEP_ALIVE_MS): when both ends timed out together, Next's close could cross a
  // request just written on the pooled socket, which then failed as a 502 (a PUT to the cart, CI 2026-11-28).
  const agent = new Agent({ keepAlive: true, timeout: idleMs });
  return (req, res, observe) =>
    new Promise((resolve) => {
      const forward = request({ ...upstream, agent, method: req.method, path: req.url, headers: passable(req.headers) }, (answer) => {
        const chunks = [];
        res.writeHead(answer.statusCode ?? 502, passable(answer.headers));
        answer.on("data", (chunk) => {
          if (observe) chunks.push(chunk);
          res.write(chunk);
        });
        answer.on("end", () => {
          res.end();
          observe?.(answer.statusCode, answer.headers, Buffer.concat(chunks));
          resolve();
        });
        answer.on("error", () => {
          res.destroy();
          resolve();
        });
      });
      forward.on("error", () => {
        if (!res.headersSent) {
          res.writeHead(502, { "content-type": "text/plain", "cache-control": "no-store" });
          res.end("Bad gateway");
        } else res.destroy();
        resolve();
      });
      res.on("close", () => forward.destroy());
      req.pipe(forward);
    });
}

/** The process-wide catalogue-change listeners (server/catalog/changes.ts keeps them on globalThis). */
function onCatalogChange(listener) {
  const listeners = (globalThis.__storefrontCatalogListeners ??= new Set());
  listeners.add(listener);
}

/**
 * The page cache in front of `forward` (a `proxyTo` to Next): it answers from a copy when it may, and
 * otherwise keeps a copy of the HTTP answer the proxy saw. `seconds` 0 is never asked for (serve.mjs
 * then hands requests straight to Next).
 */
export function withPageCache(forward, { seconds = DEFAULT_SECONDS, now = Date.now } = {}) {
  const cache = createPageCache({ seconds, now });
  onCatalogChange(() => cache.clear());
  return (req, res) => {
    // One id per request from here on: Next's proxy and the API keep it (lib/log).
    if (!REQUEST_ID.test(req.headers["x-request-id"] ?? "")) req.headers["x-request-id"] = randomUUID();
    if (!cacheableRequest(req)) return forward(req, res);
    const hit = cache.lookup(req);
    if (hit) return Promise.resolve(replay(req, res, hit, now()));
    return forward(req, res, req.method === "GET" ? (status, headers, body) => cache.store(req, status, headers, body) : undefined);
  };
}
