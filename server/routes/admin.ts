/**
 * The operator's catalogue API (issue 11): not in the spec, where catalogue items come from the
 * backend; the embedded backend needs a way to change a price that the cached pages then show.
 *
 * Authorised by `Authorization: Bearer <ADMIN_API_TOKEN>` (compared in constant time, never logged).
 * Without a configured token every admin route answers 404 exactly like a route that does not exist,
 * before its input is even read. Wrong tokens are counted per client (429 past the limit), so a short
 * demo token cannot be guessed by trying either.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import { VariantUpdate } from "../../lib/api/schemas/admin";
import { Variant } from "../../lib/api/schemas/item";
import { clientKey, refuseIfLimited, TOO_MANY_ATTEMPTS } from "../auth/limits";
import { RateLimiter, type LimitDatabase, type RateLimitRule } from "../auth/rate-limit";
import { variantView } from "../catalog/queries";
import { updateVariant, VARIANT_UPDATE_MESSAGES } from "../catalog/variant-update";
import { errorBody, notFound, ok, type AppEnv } from "../http";
import { secretsEqual } from "../payments/secrets";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";

export const ADMIN_TOKEN_REQUIRED = "A valid admin token is required (Authorization: Bearer …).";

/** Wrong or missing tokens from one client before it must wait. */
export const DEFAULT_ADMIN_FAILURE_LIMIT: RateLimitRule = { max: 20, windowMs: 15 * 60_000 };

export interface AdminOptions {
  /** the bearer token; null turns the admin API off (404); undefined reads ADMIN_API_TOKEN */
  adminApiToken?: string | null;
  adminFailureLimit?: RateLimitRule;
}

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;

/** Runs before the route's validation, so a shop without a token answers 404 whatever the request. */
function adminOnly(token: string | null, failures: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!token) return notFound(c);
    const client = clientKey(c);
    refuseIfLimited(c, await failures.check(client));
    const given = BEARER.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
    if (!secretsEqual(token, given)) {
      await failures.hit(client);
      return c.json(errorBody(ADMIN_TOKEN_REQUIRED), 401, { "WWW-Authenticate": 'Bearer realm="admin"' });
    }
    await next();
  };
}

const updateVariantRoute = (guard: MiddlewareHandler<AppEnv>) =>
  createRoute({
    method: "patch",
    path: "/admin/items/{item_id}/variants/{variant_id}",
    middleware: [guard],
    tags: ["admin"],
    summary: "Change a variant's price, compare-at price or stock (operator only; not in the spec)",
    description:
      "Bearer `ADMIN_API_TOKEN`; without one configured the route answers 404. Send any of `price`, `retail_price` (member-priced items " +
      "only; a regular item's follows `price`), `compare_at_price` (above the price, or null) and `stock`, in cents and units. The cached " +
      "store and item pages and the catalogue's ETags show the change at once. Answers the variant as it now is; `no-store`.",
    request: { params: z.object({ item_id: IdParam, variant_id: IdParam }), body: { required: true, ...json(VariantUpdate) } },
    responses: {
      200: okResponse(Variant, "The variant after the change."),
      ...badRequest,
      401: errorResponse(ADMIN_TOKEN_REQUIRED),
      404: errorResponse(`${VARIANT_UPDATE_MESSAGES.itemNotFound} / ${VARIANT_UPDATE_MESSAGES.variantNotFound}, or no admin token is configured`),
      429: errorResponse(TOO_MANY_ATTEMPTS),
    },
  });

export function registerAdmin(app: OpenAPIHono<AppEnv>, db: LimitDatabase, token: string | null, failureLimit: RateLimitRule = DEFAULT_ADMIN_FAILURE_LIMIT) {
  const guard = adminOnly(token, new RateLimiter("admin-failure-client", failureLimit, db));

  app.openapi(updateVariantRoute(guard), async (c) => {
    const { item_id, variant_id } = c.req.valid("param");
    const row = await updateVariant(await c.var.db(), item_id, variant_id, c.req.valid("json"));
    return ok(c, Variant, variantView(row));
  });
}
