/**
 * Caching of API answers (finding L6): whatever is answered to a signed-in request, or to any
 * write, is personal or a one-off, so no browser or shared cache may keep it. Public catalogue GETs
 * without a session keep the headers their routes give them.
 */
import type { MiddlewareHandler } from "hono";
import { tokenFrom } from "./auth/session";

const READS = new Set(["GET", "HEAD"]);

export const noStoreForSessions = (): MiddlewareHandler => async (c, next) => {
  await next();
  const personal = !READS.has(c.req.method) || tokenFrom(c) !== null || c.res.headers.has("set-cookie");
  if (personal) c.header("Cache-Control", "no-store");
};
