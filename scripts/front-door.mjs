// The front door's request rules (findings M1, L10), kept apart from scripts/serve.mjs so tests can
// run them without a Next build. Every request gets exactly one client address in X-Forwarded-For
// before Next sees it, and no forwarding header a client could have made up: the rate limits
// (server/auth/limits.ts `clientKey`) and the same-origin guard trust what is left.
import { isIP } from "node:net";

/**
 * TRUSTED_PROXIES: how many reverse proxies in front of the shop append to X-Forwarded-For; unset
 * or blank is 0, anything but a whole number below 100 is null (invalid). The same rule as
 * `trustedProxyCount` in lib/config/deployment.ts, which this plain-Node script cannot import;
 * tests/unit/front-door.test.ts checks that the two agree.
 */
export function parseTrustedProxies(raw) {
  const value = raw?.trim();
  if (!value) return 0;
  return /^\d{1,2}$/.test(value) ? Number(value) : null;
}

/**
 * One X-Forwarded-For entry or socket address as a plain IP: without brackets or port, an
 * IPv4-mapped IPv6 address as IPv4 (`::ffff:127.0.0.1` → `127.0.0.1`). Null when it is no IP.
 */
export function normalizeAddress(raw) {
  let address = raw?.trim().toLowerCase() ?? "";
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.indexOf(":"));
  if (address.startsWith("::ffff:") && isIP(address.slice(7)) === 4) address = address.slice(7);
  return isIP(address) ? address : null;
}

/**
 * The client's address. The chain is X-Forwarded-For's entries followed by the socket's peer;
 * each trusted proxy appended the address it saw, so the client is `trustedProxies` hops back from
 * the right. With 0 that is the socket itself and the header is ignored. A header shorter than
 * that falls back to its leftmost entry. A malformed entry at that spot is nobody's address: the
 * nearest well-formed one to its right (closer to us, so vouched for) is taken instead, so a client
 * can never choose a key of its own. Null only when the socket has no address (it closed).
 */
export function clientAddress({ forwardedFor, socketAddress, trustedProxies }) {
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...hops, socketAddress].map(normalizeAddress);
  let index = Math.max(0, chain.length - 1 - trustedProxies);
  while (chain[index] === null && index < chain.length - 1) index += 1;
  return chain[index];
}

/** Forwarding headers nobody may hand us: the host and port are our own, X-Real-IP and Forwarded are not read. */
const DROPPED = ["x-real-ip", "forwarded", "x-forwarded-host", "x-forwarded-port"];

/**
 * Rewrites a node:http request's forwarding headers in place: X-Forwarded-For becomes the one
 * client address; X-Forwarded-Proto survives only behind trusted proxies (they set it; a direct
 * client could claim https). Next fills in host, port and proto again from the socket.
 */
export function applyFrontDoor(req, { trustedProxies }) {
  const { headers } = req;
  const client = clientAddress({ forwardedFor: headers["x-forwarded-for"], socketAddress: req.socket.remoteAddress, trustedProxies });
  if (client) headers["x-forwarded-for"] = client;
  else delete headers["x-forwarded-for"];
  for (const name of DROPPED) delete headers[name];
  if (trustedProxies === 0) delete headers["x-forwarded-proto"];
}

/**
 * Methods no route of the shop answers. TRACE echoes a request (its cookies too) back to whoever
 * sent it, and Next fails on it with a 500 before the proxy runs (finding L4); Node itself answers
 * TRACK with 400 and CONNECT by closing the socket.
 */
const REFUSED_METHODS = new Set(["TRACE", "TRACK"]);
export const ALLOWED_METHODS = "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE";

function refuseMethod(res) {
  res.writeHead(405, { allow: ALLOWED_METHODS, "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ success: false, message: "Method not allowed." }));
}

export const FORWARDED_WITHOUT_TRUST =
  "[front-door] WARNING: a request arrived with X-Forwarded-For while TRUSTED_PROXIES is 0, so the header was ignored. If a load balancer or a storefront (API_BASE_URL) forwards to this server, every visitor behind it now shares its address for the rate limits: set TRUSTED_PROXIES to the number of proxies in front (1 behind one storefront). Printed once.";

/**
 * `handler` (Next's request handler in serve.mjs) behind the front door's rules. With
 * `warnForwarded` (SHOP_ENV=production, finding N27), the first request that carries an
 * X-Forwarded-For the settings make us ignore prints FORWARDED_WITHOUT_TRUST through `warn`, once.
 */
export function wrapRequestHandler(handler, { trustedProxies, warnForwarded = false, warn }) {
  let warned = !warnForwarded || trustedProxies > 0;
  return (req, res) => {
    if (REFUSED_METHODS.has(req.method)) return Promise.resolve(refuseMethod(res));
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      warn(FORWARDED_WITHOUT_TRUST);
    }
    applyFrontDoor(req, { trustedProxies });
    return handler(req, res);
  };
}
