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

/** JSON bodies only; uploads, when they exist, get their own limit on their route. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** 413 past MAX_BODY_BYTES, by Content-Length or, for a chunked body, by counting as it streams in. */
export const limitBodySize = (): MiddlewareHandler =>
  bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody("Request body too large: the limit is 1 MiB."), 413),
  });

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
