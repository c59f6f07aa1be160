/**
 * The signed-in shopper's order history (API-55…57, 59…61, 63): orders, returns, pre-sale cancels
 * and the plan's return cost. Auth required; another user's order or return is a 404. The logic
 * lives in server/orders/history.ts, server/orders/presale-cancel.ts and server/returns/.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { IDEMPOTENCY_HEADER } from "../../lib/api/schemas/checkout";
import {
  AccountOrderDetail,
  CurrentPlan,
  OrdersPage,
  PageQuery,
  PresaleCancelRequest,
  PresaleCancelResult,
  ReturnDetail,
  ReturnRequest,
  ReturnsPage,
} from "../../lib/api/schemas/order-history";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { listOrders, ownOrderDetail } from "../orders/history";
import { ORDER_MESSAGES } from "../orders/messages";
import { cancelPresale, NOT_CANCELABLE } from "../orders/presale-cancel";
import type { OrderServices } from "../orders/services";
import { planSettings } from "../plans/user-plan";
import { currentPlan } from "../returns/plan";
import { RETURN_MESSAGES, requestReturn } from "../returns/request";
import { listReturns, ownReturnDetail, RETURN_NOT_FOUND } from "../returns/returns";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";
import { IdempotencyHeaders } from "./orders";

const tags = ["order history"];
const unauthorized = { 401: errorResponse(SIGN_IN_REQUIRED) };
const idParam = { params: z.object({ id: IdParam }) };
const page = { query: PageQuery };

const orders = createRoute({
  method: "get",
  path: "/orders",
  tags,
  summary: "The shopper's orders, newest first, 10 a page",
  request: page,
  responses: { 200: okResponse(OrdersPage, "A page of orders; `has_more` says whether another follows."), ...badRequest, ...unauthorized },
});

const order = createRoute({
  method: "get",
  path: "/order/{id}",
  tags,
  summary: "One of the shopper's orders, with what may still be returned or canceled",
  request: idParam,
  responses: { 200: okResponse(AccountOrderDetail, "The order."), ...badRequest, ...unauthorized, 404: errorResponse(ORDER_MESSAGES.orderNotFound) },
});

const returns = createRoute({
  method: "get",
  path: "/return/all",
  tags,
  summary: "The shopper's returns, newest first, 10 a page",
  request: page,
  responses: { 200: okResponse(ReturnsPage, "A page of returns and their count."), ...badRequest, ...unauthorized },
});

const returnDetail = createRoute({
  method: "get",
  path: "/return/{id}",
  tags,
  summary: "One of the shopper's returns; refund_amount and refund_blings are null while it is in progress",
  request: idParam,
  responses: { 200: okResponse(ReturnDetail, "The return."), ...badRequest, ...unauthorized, 404: errorResponse(RETURN_NOT_FOUND) },
});

const createReturn = createRoute({
  method: "post",
  path: "/return",
  tags,
  summary: "Return units of an order's lines; the plan's return_cost is deducted; the instructions are mailed",
  description: `Idempotent per \`${IDEMPOTENCY_HEADER}\` (per user): the same key answers the return it made. Lines must be \`is_allowed_to_return\`, units 1 to what is left.`,
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(ReturnRequest) } },
  responses: {
    200: okResponse(ReturnDetail, "The return, in progress."),
    ...badRequest,
    ...unauthorized,
    404: errorResponse(ORDER_MESSAGES.orderNotFound),
    409: errorResponse(`${RETURN_MESSAGES.pastWindow}, a line that cannot be returned, or ${RETURN_MESSAGES.keyReused}`),
  },
});

const cancel = createRoute({
  method: "put",
  path: "/preorder/cancel",
  tags,
  summary: "Cancel the order's pre-sale lines not canceled or shipped yet: stock back, refund through the provider",
  description: "Idempotent: once canceled, the same request answers an empty cancel.",
  request: { body: { required: true, ...json(PresaleCancelRequest) } },
  responses: {
    200: okResponse(PresaleCancelResult, "What this call canceled and refunded."),
    ...badRequest,
    ...unauthorized,
    404: errorResponse(ORDER_MESSAGES.orderNotFound),
    409: errorResponse(NOT_CANCELABLE),
  },
});

const plan = createRoute({
  method: "get",
  path: "/plans/current",
  tags,
  summary: "The shopper's current plan and its return_cost (the return shipping fee), with My Plan Detail's data",
  description: "`plan` is the running subscription (null without one; a stopped renewal runs to its period end), `is_show_buy_plan` whether a plan may be bought (PLAN-11), `tier` the `level-sublevel` (PLAN-15).",
  responses: { 200: okResponse(CurrentPlan, "The plan."), ...unauthorized },
});

export function registerOrderHistory(app: OpenAPIHono<AppEnv>, services: OrderServices) {
  const session = async (c: Context<AppEnv>) => {
    const db = await c.var.db();
    const now = services.now();
    const user = await userForToken(db, tokenFrom(c), now);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    return { db, now, user };
  };

  app.openapi(orders, async (c) => {
    const { db, user } = await session(c);
    return ok(c, OrdersPage, await listOrders(db, user.id, c.req.valid("query").pageNo));
  });

  app.openapi(order, async (c) => {
    const { db, user, now } = await session(c);
    return ok(c, AccountOrderDetail, await ownOrderDetail(db, user.id, c.req.valid("param").id, now));
  });

  app.openapi(returns, async (c) => {
    const { db, user } = await session(c);
    return ok(c, ReturnsPage, await listReturns(db, user.id, c.req.valid("query").pageNo));
  });

  app.openapi(returnDetail, async (c) => {
    const { db, user } = await session(c);
    return ok(c, ReturnDetail, await ownReturnDetail(db, user.id, c.req.valid("param").id));
  });

  app.openapi(createReturn, async (c) => {
    const { db, user, now } = await session(c);
    return ok(c, ReturnDetail, await requestReturn(db, user, c.req.valid("json"), c.req.valid("header")[IDEMPOTENCY_HEADER], now));
  });

  app.openapi(cancel, async (c) => {
    const { db, user, now } = await session(c);
    return ok(c, PresaleCancelResult, await cancelPresale({ db, now, provider: services.payments.open(db) }, user.id, c.req.valid("json")));
  });

  app.openapi(plan, async (c) => {
    const { db, user, now } = await session(c);
    return ok(c, CurrentPlan, { ...(await currentPlan(db, user, now)), ...(await planSettings(db, user, now)) });
  });
}
