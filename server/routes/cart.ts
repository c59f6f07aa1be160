import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { CartCalcRequest, CartCalcResponse } from "../../lib/api/schemas/cart";
import { clientKey, type AuthLimits } from "../auth/limits";
import { userForToken, tokenFrom } from "../auth/session";
import { firstOrderHistoryGate } from "../cart/history-gate";
import { loadPricingContext } from "../cart/load";
import { priceCart } from "../cart/price-cart";
import { ok, type AppEnv } from "../http";
import { badRequest, json, okResponse } from "./common";

const calc = createRoute({
  method: "post",
  path: "/cart/calc",
  tags: ["cart"],
  summary: "Price a cart: per-line checks, member/bundle/coupon discounts, shipping, tax, blings",
  description:
    "The token (`x-access-token` or the `sf_session` cookie) is optional: guests price without one. " +
    "Lines are grouped by store (first-seen order) and sorted by cart_item_id; failed lines count in no total. " +
    "A first-order coupon checks the email's order history for at most a few distinct emails per client and hour; " +
    "past that it fails with `Too many attempts, please try again later.` for a new email.",
  request: { body: { required: true, ...json(CartCalcRequest) } },
  responses: { 200: okResponse(CartCalcResponse, "The priced cart."), ...badRequest },
});

export function registerCart(app: OpenAPIHono<AppEnv>, limits: AuthLimits) {
  app.openapi(calc, async (c) => {
    const request = c.req.valid("json");
    const db = await c.var.db();
    const user = await userForToken(db, tokenFrom(c));
    const shopper = user
      ? { userId: user.id, email: request.email ?? user.email, blings: user.blings }
      : { userId: null, email: request.email ?? null, blings: 0 };
    const gate = firstOrderHistoryGate(limits.firstOrderEmailsPerClient, clientKey(c), user?.email ?? null);
    // The catalogue rows from this process's copy (server/cart/catalog-cache.ts); the order reads them afresh.
    const context = await loadPricingContext(db, request, shopper, new Date(), gate, { cached: true });
    return ok(c, CartCalcResponse, priceCart(request, context));
  });
}
