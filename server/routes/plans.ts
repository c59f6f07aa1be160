/**
 * Plans (PLAN-01…15, ONB-10, API-11/12, API-73…75, APX-03) and Stripe's webhook for them. The plan
 * list and a plan are public (the plan pages are marketing pages); the rest needs a session. The
 * current plan and My Plan Detail's data are `GET /api/plans/current` (server/routes/order-history.ts).
 * The logic lives in server/plans/.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { IDEMPOTENCY_HEADER } from "../../lib/api/schemas/checkout";
import { PlanCalc, PlanCalcRequest, PlanCancelRequest, PlanCheckoutRequest, PlanInfo, PlanList, PlanListQuery, PlanSettings, VipCodeCheck, VipCodeRequest, WebhookResult } from "../../lib/api/schemas/plan";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { refuseUnlessTakingOrders, type OrderServices } from "../orders/services";
import { calcView, quotePlan } from "../plans/calc";
import { stopRenewal } from "../plans/cancel";
import { listPlans, planByKey, planInfoOf } from "../plans/catalog";
import { checkoutPlan } from "../plans/checkout";
import { PLAN_MESSAGES } from "../plans/messages";
import type { PlanServices } from "../plans/services";
import { applyVipCode, checkVipCode } from "../plans/vip";
import { handleStripeEvent, verifyStripeEvent, WEBHOOK_NOT_CONFIGURED, WEBHOOK_SIGNATURE_INVALID } from "../plans/webhook";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";
import { IdempotencyHeaders } from "./orders";

const tags = ["plans"];
const unauthorized = { 401: errorResponse(SIGN_IN_REQUIRED) };
const notFound = { 404: errorResponse(PLAN_MESSAGES.planNotFound) };

const list = createRoute({
  method: "get",
  path: "/plans",
  tags,
  summary: "The plans (APX-03): every active plan in tier order, or the box plans with type=gb",
  request: { query: PlanListQuery },
  responses: { 200: okResponse(PlanList, "The plans."), ...badRequest },
});

const detail = createRoute({
  method: "get",
  path: "/plan/{plan_id}",
  tags,
  summary: "One plan by key (shopper1, shopper2, seller1, seller2)",
  request: { params: z.object({ plan_id: IdParam }) },
  responses: { 200: okResponse(PlanInfo, "The plan."), ...badRequest, ...notFound },
});

const calc = createRoute({
  method: "post",
  path: "/plan/calc",
  tags,
  summary: "Price a plan (API-73): total due now, refund of the running plan on a change, a coupon's free days, a VIP code's waiver",
  description: "`coupon_result.status` is `fail` for an unknown coupon (the screen says 'Coupon code invalid.'); `mode: change` needs a running plan.",
  request: { body: { required: true, ...json(PlanCalcRequest) } },
  responses: { 200: okResponse(PlanCalc, "The price."), ...badRequest, ...unauthorized, ...notFound, 409: errorResponse(`${PLAN_MESSAGES.noPlan} / ${PLAN_MESSAGES.samePlan}`) },
});

const checkout = createRoute({
  method: "post",
  path: "/plan/checkout",
  tags,
  summary: "Buy or change a plan (API-74): charge the card, start the subscription; answers My Plan Detail's data",
  description: `Idempotent per \`${IDEMPOTENCY_HEADER}\` (per user): a double submit makes one subscription and one charge. One purchase at a time per user, whatever its key: another one under way is a 409 ('${PLAN_MESSAGES.otherPurchase}'). A new purchase of shopper2 or a seller plan needs tier 0-0 (PLAN-11); \`mode: change\` changes the running plan, prorated.`,
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(PlanCheckoutRequest) } },
  responses: {
    200: okResponse(PlanSettings, "The new plan."),
    ...badRequest,
    ...unauthorized,
    402: errorResponse("The card was refused (the provider's words)."),
    403: errorResponse("The shop takes no payments (production without a payment provider)."),
    ...notFound,
    409: errorResponse(`${PLAN_MESSAGES.notEligible} / ${PLAN_MESSAGES.vipInvalidOnOrder} / ${PLAN_MESSAGES.inProgress} / ${PLAN_MESSAGES.otherPurchase} / ${PLAN_MESSAGES.planChanged} / ${PLAN_MESSAGES.keyReused}`),
  },
});

const cancel = createRoute({
  method: "post",
  path: "/plan/cancel",
  tags,
  summary: "Stop auto-renewal (API-75): the plan runs to the end of its period and is not charged again",
  request: { body: { required: true, ...json(PlanCancelRequest) } },
  responses: { 200: okResponse(PlanSettings, "The plan, without a next payment."), ...badRequest, ...unauthorized, 409: errorResponse(`${PLAN_MESSAGES.noPlan} / ${PLAN_MESSAGES.noRenewal}`) },
});

const vipCheck = createRoute({
  method: "get",
  path: "/user/vip_code",
  tags,
  summary: "Check a VIP code (API-11, G-46: query parameters); answers the plans",
  request: { query: VipCodeRequest },
  responses: { 200: okResponse(VipCodeCheck, "Whether the code is valid, and the plans."), ...badRequest, ...unauthorized },
});

const vipApply = createRoute({
  method: "post",
  path: "/user/vip_code",
  tags,
  summary: "Apply a VIP code (API-12): the code's plan is then bought without its fee",
  request: { body: { required: true, ...json(VipCodeRequest) } },
  responses: { 200: okResponse(VipCodeCheck, "The code is applied."), ...badRequest, ...unauthorized },
});

const webhook = createRoute({
  method: "post",
  path: "/payments/stripe/webhook",
  tags,
  summary: "Stripe's events for plan subscriptions (signature verified with STRIPE_WEBHOOK_SECRET; each event id handled once)",
  request: { headers: z.object({ "stripe-signature": z.string().max(2000).optional() }) },
  responses: {
    200: okResponse(WebhookResult, "Received; `duplicate` when the event id was handled before (nothing changed)."),
    400: errorResponse(WEBHOOK_SIGNATURE_INVALID),
    404: errorResponse(WEBHOOK_NOT_CONFIGURED),
  },
});

export function registerPlans(app: OpenAPIHono<AppEnv>, services: PlanServices, orders: OrderServices) {
  const session = async (c: Context<AppEnv>) => {
    const db = await c.var.db();
    const now = services.now();
    const user = await userForToken(db, tokenFrom(c), now);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    return { db, now, user };
  };

  app.openapi(list, async (c) => ok(c, PlanList, { plans: await listPlans(await c.var.db(), c.req.valid("query").type) }));

  app.openapi(detail, async (c) => ok(c, PlanInfo, planInfoOf(await planByKey(await c.var.db(), c.req.valid("param").plan_id))));

  app.openapi(calc, async (c) => {
    const { db, user, now } = await session(c);
    return ok(c, PlanCalc, calcView(await quotePlan(db, user, c.req.valid("json"), now)));
  });

  app.openapi(checkout, async (c) => {
    const { db, user, now } = await session(c);
    refuseUnlessTakingOrders(orders);
    const ctx = { db, now, payments: orders.payments.open(db), subscriptions: services.subscriptions.open(db) };
    return ok(c, PlanSettings, await checkoutPlan(ctx, user, c.req.valid("json"), c.req.valid("header")[IDEMPOTENCY_HEADER]));
  });

  app.openapi(cancel, async (c) => {
    const { db, user, now } = await session(c);
    return ok(c, PlanSettings, await stopRenewal(db, services.subscriptions.open(db), user, c.req.valid("json"), now));
  });

  app.openapi(vipCheck, async (c) => {
    const { db } = await session(c);
    return ok(c, VipCodeCheck, await checkVipCode(db, c.req.valid("query").vip_code));
  });

  app.openapi(vipApply, async (c) => {
    const { db, user } = await session(c);
    return ok(c, VipCodeCheck, await applyVipCode(db, user.id, c.req.valid("json").vip_code));
  });

  app.openapi(webhook, async (c) => {
    const event = await verifyStripeEvent(await c.req.text(), c.req.valid("header")["stripe-signature"], services.webhookSecret);
    const { duplicate } = await handleStripeEvent(await c.var.db(), event, services.now());
    return ok(c, WebhookResult, { received: true, duplicate });
  });
}
