/**
 * Guards every API request passes before its route (registered in server/app.ts): a cap on the
 * body's size (finding M4) and a safety net for NUL characters, which PostgreSQL text cannot hold
 * (finding M6). The request schemas refuse NUL field by field (`textInput` in
 * lib/api/schemas/common.ts); this net answers the same 400 where a schema forgets, or for a part
 * of the request no schema reads.
 */
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "./http";

/** JSON bodies; an upload route names its own, larger, cap in `uploads`. */
export const MAX_BODY_BYTES = 1024 * 1024;

const MIB = 1024 * 1024;

/**
 * 413 past the cap, by Content-Length or, for a chunked body, by counting as it streams in. The cap is
 * MAX_BODY_BYTES for every request but the upload routes given as `{ "POST /api/replacement": bytes }`,
 * which get theirs instead (one check per request: the larger cap does not stack on the global one).
 */
export const limitBodySize = (uploads: Record<string, number> = {}): MiddlewareHandler => {
  const limit = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => c.json(errorBody(`Request body too large: the limit is ${Math.round((maxSize / MIB) * 10) / 10} MiB.`), 413) });
  const global = limit(MAX_BODY_BYTES);
  const perRoute = new Map(Object.entries(uploads).map(([route, bytes]) => [route, limit(bytes)]));
  return (c, next) => (perRoute.get(`${c.req.method} ${c.req.path.replace(/\/$/, "")}`) ?? global)(c, next);
};

export const NUL_MESSAGE = "The request contains a NUL character, which is not allowed.";

/** A NUL in a URL is `%00`; a literal one cannot survive URL parsing. */
const NUL_IN_URL = /%00/;
/** A NUL in JSON text: a raw one, or the escape `\u0000` whose backslash is not itself escaped. */
const NUL_IN_JSON = /\u0000|(?<!\\)(?:\\\\)*\\u0000/;
const JSON_TYPE = /json/i;

export const refuseNul = (): MiddlewareHandler => async (c, next) => {
  let found = NUL_IN_URL.test(c.req.url);
  if (!found && c.req.raw.body && JSON_TYPE.test(c.req.header("content-type") ?? "")) {
    // Hono keeps the text: the route's validator parses it from there.
    found = NUL_IN_JSON.test(await c.req.text());
  }
  if (found) return c.json(errorBody(NUL_MESSAGE), 400);
  await next();
};
