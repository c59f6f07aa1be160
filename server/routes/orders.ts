/**
 * Orders (API-52…54): create (idempotent per checkout attempt), confirm after the browser paid, and
 * the guest lookup. The logic lives in server/orders; docs/api.md "Orders and payments" has the rules.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import {
  ConfirmedOrder,
  ConfirmOrderRequest,
  CreatedOrder,
  CreateOrderRequest,
  IDEMPOTENCY_HEADER,
  OrderDetail,
  OrderDetailRequest,
  OUT_OF_STOCK_ERROR_CODE,
  PAYMENT_FAILED_ERROR_CODE,
  TOTAL_CHANGED_ERROR_CODE,
} from "../../lib/api/schemas/checkout";
import { publicOrigin } from "../../lib/config/deployment";
import { clientKey, enforce, refuseIfLimited, TOO_MANY_ATTEMPTS } from "../auth/limits";
import { firstOrderHistoryGate } from "../cart/history-gate";
import { tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { confirmOrder } from "../orders/confirm";
import { placeOrder } from "../orders/create";
import { setReceiptCookie } from "../orders/receipt";
import { findOrderDetail } from "../orders/detail";
import { ORDER_MESSAGES as MSG } from "../orders/messages";
import { TooManyOpenOrders } from "../orders/open-orders";
import { refuseUnlessTakingOrders, type OrderServices } from "../orders/services";
import type { SettleContext } from "../orders/settle";
import { sweepOnOrder } from "../orders/sweep";
import { badRequest, errorResponse, json, okResponse } from "./common";

const tags = ["orders"];

/** One key per checkout attempt (the browser makes it); printable ASCII, long enough not to collide. */
export const IdempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: z.string().trim().min(8).max(200).regex(/^[\x21-\x7e]+$/, "printable characters only") });

const create = createRoute({
  method: "post",
  path: "/order",
  tags,
  summary: "Place an order: priced by the server, stock taken, a payment intent created",
  description:
    `Token optional (guest checkout). Idempotent per \`${IDEMPOTENCY_HEADER}\`: the same key and request answer the same order and client secret. ` +
    `409 error codes: ${TOTAL_CHANGED_ERROR_CODE} the total is not \`expected_total\` (the message states the new one), ${OUT_OF_STOCK_ERROR_CODE} a line sold out ` +
    `(or, without \`expected_total\`, has fewer units left than asked), ${PAYMENT_FAILED_ERROR_CODE} this key's payment failed or expired (start a new attempt). ` +
    `Nothing is reserved or charged when it refuses. Limits per client: new attempts (each key counts once) and open unpaid orders (also per email).`,
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(CreateOrderRequest) } },
  responses: {
    200: okResponse(CreatedOrder, "The order; confirm `client_secret` with the provider, then call /order/confirm. A free order is paid already."),
    ...badRequest,
    402: errorResponse(`The provider refused the payment method (error_code ${PAYMENT_FAILED_ERROR_CODE}); the order is void.`),
    403: errorResponse(MSG.notTakingOrders),
    404: errorResponse(MSG.shareCartNotFound),
    409: errorResponse("A line, coupon or total changed, a line sold out, or the key was used for another request."),
    429: errorResponse(`${TOO_MANY_ATTEMPTS} / ${MSG.tooManyUnpaid} \`Retry-After\` says when to try again.`),
  },
});

const confirm = createRoute({
  method: "post",
  path: "/order/confirm",
  tags,
  summary: "Settle an order from the provider's view of its payment",
  request: { body: { required: true, ...json(ConfirmOrderRequest) } },
  responses: {
    200: okResponse(ConfirmedOrder, "Paid (again is fine)."),
    ...badRequest,
    402: errorResponse(`The payment failed (error_code ${PAYMENT_FAILED_ERROR_CODE}, the provider's message); the order is void and its stock returned.`),
    404: errorResponse(MSG.orderNotFound),
    409: errorResponse(MSG.notCompleted),
  },
});

const detail = createRoute({
  method: "post",
  path: "/order/detail",
  tags,
  summary: "A guest's order by email and order number (or, from the browser that placed it, its receipt)",
  request: { body: { required: true, ...json(OrderDetailRequest) } },
  responses: {
    200: okResponse(OrderDetail, "The order."),
    ...badRequest,
    404: errorResponse(MSG.lookupNotFound),
    429: errorResponse("Too many lookups that found nothing; `Retry-After` says when to try again."),
  },
});

export function registerOrders(app: OpenAPIHono<AppEnv>, services: OrderServices) {
  const settleContext = async (c: Context<AppEnv>): Promise<SettleContext> => {
    const db = await c.var.db();
    return { db, provider: services.payments.open(db), now: services.now(), origin: publicOrigin() };
  };

  app.openapi(create, async (c) => {
    refuseUnlessTakingOrders(services);
    const client = clientKey(c);
    const key = c.req.valid("header")[IDEMPOTENCY_HEADER];
    // New attempts per client (finding M5); a retry of this attempt (the same key) is not counted again.
    refuseIfLimited(c, await services.attempts.use(client, key));
    const ctx = await settleContext(c);
    await sweepOnOrder(ctx, services.sweep);
    const user = await userForToken(ctx.db, tokenFrom(c), ctx.now);
    const order = await placeOrder(
      { ...ctx, user, client, openOrderCaps: services.openOrderCaps, mayCheckHistory: firstOrderHistoryGate(services.firstOrderEmails, client, user?.email ?? null) }, c.req.valid("json"), key).catch((error: unknown) => {
      if (error instanceof TooManyOpenOrders) c.header("Retry-After", String(error.retryAfterSeconds));
      throw error;
    });
    // A free order is paid now: the done page may show it to this browser (finding 15.7).
    if (order.status === "paid") setReceiptCookie(c, key);
    return ok(c, CreatedOrder, order);
  });

  app.openapi(confirm, async (c) => {
    const { id, client_secret } = c.req.valid("json");
    const { answer, idempotencyKey } = await confirmOrder(await settleContext(c), id, client_secret);
    setReceiptCookie(c, idempotencyKey);
    return ok(c, ConfirmedOrder, answer);
  });

  app.openapi(detail, async (c) => {
    const client = clientKey(c);
    const { email, number, receipt } = c.req.valid("json");
    const db = await c.var.db();
    // The browser that placed the order (its receipt, finding 15.7) is neither limited nor counted.
    const placed = receipt ? await findOrderDetail(db, number, { receipt }) : null;
    if (placed) return ok(c, OrderDetail, placed);
    await enforce(c, services.lookupMisses, client);
    const order = await findOrderDetail(db, number, { email });
    if (!order) {
      await services.lookupMisses.hit(client);
      throw new ApiError(404, MSG.lookupNotFound);
    }
    return ok(c, OrderDetail, order);
  });
}
