/**
 * The box checkout of stylist onboarding (ONB-18/19, API-78/79): the box cart and the box order.
 * Both need a session. The logic lives in server/goldbox; docs/api.md "Box checkout" has the rules.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { IDEMPOTENCY_HEADER, OUT_OF_STOCK_ERROR_CODE, PAYMENT_FAILED_ERROR_CODE } from "../../lib/api/schemas/checkout";
import { z } from "zod";
import { BookingAvailability, BookingRequest, BoxCart, BoxCartRequest, BoxOrder, BoxOrderRequest, GoldboxAvailability } from "../../lib/api/schemas/goldbox";
import { SHARE_BOX_MESSAGES } from "../../lib/stylist/share-box";
import { BOX_PICK_MESSAGES } from "../../lib/box/picks";
import { publicOrigin } from "../../lib/config/deployment";
import { clientKey, refuseIfLimited, TOO_MANY_ATTEMPTS } from "../auth/limits";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { replaceBoxCart } from "../goldbox/box-cart";
import { boxPlanForCart } from "../goldbox/box-plan";
import { BOX_MESSAGES } from "../goldbox/messages";
import { placeBoxOrder } from "../goldbox/order";
import { bookingAvailability, bookingTarget, shareAvailability, shareTarget, type StylistTarget } from "../goldbox/share-box";
import { ApiError, ok, type AppEnv } from "../http";
import { ORDER_MESSAGES } from "../orders/messages";
import { TooManyOpenOrders } from "../orders/open-orders";
import { refuseUnlessTakingOrders, type OrderServices } from "../orders/services";
import { sweepOnOrder } from "../orders/sweep";
import { PLAN_MESSAGES } from "../plans/messages";
import type { PlanServices } from "../plans/services";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";
import { IdempotencyHeaders } from "./orders";

const tags = ["goldbox"];
const unauthorized = { 401: errorResponse(SIGN_IN_REQUIRED) };

const bulk = createRoute({
  method: "post",
  path: "/goldcart/bulk",
  tags,
  summary: "Replace the box cart with the styles picked (API-79): checked, then answered with lines and prices",
  description:
    `400: the builder's checkout guard: no Essentials (stage 1) style ('${BOX_PICK_MESSAGES.stageOne}'), or not between the box plan's min and max count ('${BOX_PICK_MESSAGES.checkout}'). ` +
    `403: '${BOX_MESSAGES.noStore}' (a box ships under the stylist's open store). ` +
    `409 (error_code ${OUT_OF_STOCK_ERROR_CODE}): a style that is gone, sold out, not in the box catalogue or picked twice; \`issues\` names each (\`items.{i}\`). Nothing is stored then.`,
  request: { body: { required: true, ...json(BoxCartRequest) } },
  responses: {
    200: okResponse(BoxCart, "The box cart."),
    ...badRequest,
    ...unauthorized,
    403: errorResponse(BOX_MESSAGES.noStore),
    409: errorResponse("A style cannot be boxed (see `issues`)."),
  },
});

const order = createRoute({
  method: "post",
  path: "/goldbox/order",
  tags,
  summary: "Order the box cart as a try-on box (API-78): the Style Myself Box Fee, and the plan when the user has none",
  description:
    `Idempotent per \`${IDEMPOTENCY_HEADER}\` as \`POST /api/order\`. 400 lists every problem of the form in \`issues\` (BR-VAL-35), or says '${BOX_MESSAGES.vipInvalid}'. ` +
    `Then confirm \`client_secret\` with the provider and call \`POST /api/order/confirm\`, as for an order. ` +
    `409: a style sold out (error_code ${OUT_OF_STOCK_ERROR_CODE}), this key's payment failed (error_code ${PAYMENT_FAILED_ERROR_CODE}), '${BOX_MESSAGES.inProgress}' (a box of the user's is paid and not confirmed yet, ONB-07), '${PLAN_MESSAGES.inProgress}', '${PLAN_MESSAGES.otherPurchase}' (another plan purchase of the user's is under way; the order is void).`,
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(BoxOrderRequest) } },
  responses: {
    200: okResponse(BoxOrder, "The order; `status: paid` when it had nothing to charge."),
    ...badRequest,
    ...unauthorized,
    402: errorResponse("The card was refused (the provider's words); the order is void and nothing is held."),
    403: errorResponse(`${ORDER_MESSAGES.notTakingOrders} / ${BOX_MESSAGES.noStore}`),
    409: errorResponse("A style sold out, the key was used for another request or its payment failed, a box is in progress, or a plan is being charged."),
    429: errorResponse(`${TOO_MANY_ATTEMPTS} / ${ORDER_MESSAGES.tooManyUnpaid} \`Retry-After\` says when to try again.`),
  },
});

const notFound = { 404: errorResponse(`${SHARE_BOX_MESSAGES.notFound} / ${SHARE_BOX_MESSAGES.stylistNotFound}`) };
const storeParam = { params: z.object({ store: IdParam }) };

const availability = createRoute({
  method: "get",
  path: "/goldbox/availability",
  tags,
  summary: "May the signed-in user order this share link's Get Styled Box (API-77, SHARE-08): the plan, the box fee and the stylist's gift",
  description: "`allow_gold_box` false: `message` says why (the stylist's store does not offer the box). 404 for an unknown share id or a stylist whose store is gone or closed.",
  request: { query: z.object({ share_cart_id: IdParam }) },
  responses: { 200: okResponse(GoldboxAvailability, "The offer."), ...badRequest, ...unauthorized, ...notFound },
});

const bookingAvailabilityRoute = createRoute({
  method: "get",
  path: "/sharebox/booking/{store}/availability",
  tags,
  summary: "May the signed-in user book this store's stylist for a Get Styled Box (API-80, SHARE-13)",
  request: storeParam,
  responses: { 200: okResponse(BookingAvailability, "The offer; `available` false with the reason in `message`."), ...badRequest, ...unauthorized, 404: errorResponse(SHARE_BOX_MESSAGES.stylistNotFound) },
});

const booking = createRoute({
  method: "post",
  path: "/sharebox/booking",
  tags,
  summary: "Book a stylist for a Get Styled Box (API-81, SHARE-13): the box order of API-78 without a share link",
  description: "Field shapes are ours (the spec names them only): `addresses.shipping`/`addresses.billing`, `card.id` (saved) or `card.token` (new). Answers, refuses and replays as `POST /api/goldbox/order` with `share_cart_id`.",
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(BookingRequest) } },
  responses: {
    200: okResponse(BoxOrder, "The order; `status: paid` when it had nothing to charge."),
    ...badRequest,
    ...unauthorized,
    402: errorResponse("The card was refused (the provider's words); the order is void and nothing is held."),
    403: errorResponse("The stylist does not offer the Get Styled Box, or the shop is not taking orders."),
    404: errorResponse(SHARE_BOX_MESSAGES.stylistNotFound),
    409: errorResponse("The key was used for another request or its payment failed, or a plan is being charged."),
    429: errorResponse(TOO_MANY_ATTEMPTS),
  },
});

export function registerGoldbox(app: OpenAPIHono<AppEnv>, orders: OrderServices, plans: PlanServices) {
  const session = async (c: Context<AppEnv>) => {
    const db = await c.var.db();
    const now = orders.now();
    const user = await userForToken(db, tokenFrom(c), now);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    return { db, now, user };
  };

  app.openapi(bulk, async (c) => {
    const { db, now, user } = await session(c);
    return ok(c, BoxCart, await replaceBoxCart(db, user, c.req.valid("json").items, await boxPlanForCart(db, user, now)));
  });

  /** API-78 and API-81: one order per attempt key, the plan once per order (server/goldbox/order.ts). */
  const placeOrder = async (c: Context<AppEnv>, request: z.output<typeof BoxOrderRequest>, key: string, target: (db: Awaited<ReturnType<typeof session>>["db"]) => Promise<StylistTarget | null>) => {
    const { db, now, user } = await session(c);
    refuseUnlessTakingOrders(orders);
    const stylist = await target(db);
    const client = clientKey(c);
    // New attempts per client, counted with the regular orders' (a retry of this attempt is not counted again).
    refuseIfLimited(c, await orders.attempts.use(client, key));
    const payments = orders.payments.open(db);
    const origin = publicOrigin();
    await sweepOnOrder({ db, provider: payments, now, origin }, orders.sweep);
    const ctx = { db, now, origin, payments, subscriptions: plans.subscriptions.open(db), client, openOrderCaps: orders.openOrderCaps };
    return placeBoxOrder(ctx, user, request, key, stylist).catch((error: unknown) => {
      if (error instanceof TooManyOpenOrders) c.header("Retry-After", String(error.retryAfterSeconds));
      throw error;
    });
  };

  app.openapi(order, async (c) => {
    const request = c.req.valid("json");
    const shareId = request.share_cart_id;
    return ok(c, BoxOrder, await placeOrder(c, request, c.req.valid("header")[IDEMPOTENCY_HEADER], async (db) => (shareId ? shareTarget(db, shareId) : null)));
  });

  app.openapi(availability, async (c) => {
    const { db, now, user } = await session(c);
    return ok(c, GoldboxAvailability, await shareAvailability(db, user, c.req.valid("query").share_cart_id, now));
  });

  app.openapi(bookingAvailabilityRoute, async (c) => {
    const { db, now, user } = await session(c);
    return ok(c, BookingAvailability, await bookingAvailability(db, user, c.req.valid("param").store, now));
  });

  app.openapi(booking, async (c) => {
    const body = c.req.valid("json");
    // The booking's fields as API-78's: the same checks, the same order.
    const request = BoxOrderRequest.parse({
      shipping_address_id: body.addresses.shipping_id,
      shipping_address: body.addresses.shipping,
      billing_address: body.addresses.billing,
      plan_pay: body.plan_pay,
      credit_card_id: body.card.id,
      credit_card_token: body.card.token,
    });
    return ok(c, BoxOrder, await placeOrder(c, request, c.req.valid("header")[IDEMPOTENCY_HEADER], (db) => bookingTarget(db, body.stylist_user_name)));
  });
}
