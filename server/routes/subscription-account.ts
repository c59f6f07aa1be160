/**
 * A signed-in shopper's gift subscriptions after the purchase (ACCT-13, API-64, API-65, API-20). Auth
 * required; another user's subscription, occasion or card is a 404. The logic lives in
 * server/subscriptions/account.ts; the boxes and monthly charges in server/subscriptions/scheduler.ts.
 *
 * Registered after the purchase routes (server/app.ts): `/subscription/{id}` must not shadow
 * `/subscription/info` and the other fixed paths.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { PageQuery } from "../../lib/api/schemas/order-history";
import {
  CancelOccasionQuery,
  SUBSCRIPTION_NOT_FOUND,
  SubscriptionCardRequest,
  SubscriptionDetail,
  SubscriptionMessage,
  SubscriptionsPage,
  SubscriptionUpdateLinkRequest,
} from "../../lib/api/schemas/subscription-account";
import { countClientRequest, refuseIfLimited, TOO_MANY_ATTEMPTS } from "../auth/limits";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { ApiError, ok, type AppEnv } from "../http";
import { CARD_NOT_FOUND } from "../payments/cards";
import type { OrderServices } from "../orders/services";
import {
  cancelOccasion,
  listSubscriptions,
  OCCASION_NOT_CANCELABLE,
  OCCASION_NOT_FOUND,
  resendBoxUpdateLink,
  SUBSCRIPTION_CANCELED,
  subscriptionDetail,
  updateSubscriptionCard,
} from "../subscriptions/account";
import { badRequest, errorResponse, IdParam, json, okResponse } from "./common";

const tags = ["subscriptions"];
const unauthorized = { 401: errorResponse(SIGN_IN_REQUIRED) };

const list = createRoute({
  method: "get",
  path: "/subscription/all",
  tags,
  summary: "The shopper's gift subscriptions, newest first, 10 a page",
  request: { query: PageQuery },
  responses: { 200: okResponse(SubscriptionsPage, "A page of subscriptions; `has_more` says whether another follows."), ...badRequest, ...unauthorized },
});

const detail = createRoute({
  method: "get",
  path: "/subscription/{id}",
  tags,
  summary: "One of the shopper's subscriptions with its occasions",
  request: { params: z.object({ id: IdParam }) },
  responses: { 200: okResponse(SubscriptionDetail, "The subscription."), ...badRequest, ...unauthorized, 404: errorResponse(SUBSCRIPTION_NOT_FOUND) },
});

const cancel = createRoute({
  method: "put",
  path: "/subscription/cancel_occasion",
  tags,
  summary: "Cancel one scheduled occasion of the shopper's subscription (its box is not made)",
  request: { query: CancelOccasionQuery },
  responses: {
    200: okResponse(SubscriptionMessage, "Canceled; an empty message lets the screen say 'subscription canceled.'."),
    ...badRequest,
    ...unauthorized,
    404: errorResponse(OCCASION_NOT_FOUND),
    409: errorResponse(OCCASION_NOT_CANCELABLE),
  },
});

const card = createRoute({
  method: "put",
  path: "/subscription/credit_card",
  tags,
  summary: "The saved card the subscription's next charges use; clears is_credit_card_invalid",
  request: { body: { required: true, ...json(SubscriptionCardRequest) } },
  responses: {
    200: okResponse(SubscriptionMessage, "Updated; the next scheduled run charges the new card (C-30)."),
    ...badRequest,
    ...unauthorized,
    404: errorResponse(`${SUBSCRIPTION_NOT_FOUND} or ${CARD_NOT_FOUND}`),
    409: errorResponse(SUBSCRIPTION_CANCELED),
  },
});

const updateLink = createRoute({
  method: "post",
  path: "/subscription/update_link",
  tags,
  summary: "Mail the box-update link again (GIFT-17) with a NEW token: the one sent before stops working",
  description: "Only the token's hash is kept, so the link is never sent as it was: a new token replaces it and the purchase's `gift-box-update` mail carries it to the subscription's email.",
  request: { body: { required: true, ...json(SubscriptionUpdateLinkRequest) } },
  responses: {
    200: okResponse(SubscriptionMessage, "Sent; the message says where to."),
    ...badRequest,
    ...unauthorized,
    404: errorResponse(SUBSCRIPTION_NOT_FOUND),
    409: errorResponse(SUBSCRIPTION_CANCELED),
    429: errorResponse(`${TOO_MANY_ATTEMPTS} Per user and per client; \`Retry-After\` says when to try again.`),
  },
});

/** `bufferDays`: the scheduler's (server/subscriptions/scheduler.ts), so the detail says when each box is made. */
export function registerSubscriptionAccount(app: OpenAPIHono<AppEnv>, orders: Pick<OrderServices, "now" | "boxUpdateResends">, bufferDays: number) {
  const { now } = orders;
  const session = async (c: Context<AppEnv>) => {
    const db = await c.var.db();
    const user = await userForToken(db, tokenFrom(c), now());
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    return { db, user };
  };

  app.openapi(list, async (c) => {
    const { db, user } = await session(c);
    return ok(c, SubscriptionsPage, await listSubscriptions(db, user.id, c.req.valid("query").pageNo));
  });

  app.openapi(cancel, async (c) => {
    const { db, user } = await session(c);
    return ok(c, SubscriptionMessage, await cancelOccasion(db, user.id, c.req.valid("query").id));
  });

  app.openapi(card, async (c) => {
    const { db, user } = await session(c);
    const body = c.req.valid("json");
    return ok(c, SubscriptionMessage, await updateSubscriptionCard(db, user.id, body.id, body.credit_card_id, now()));
  });

  app.openapi(updateLink, async (c) => {
    const { db, user } = await session(c);
    await countClientRequest(c, orders.boxUpdateResends.perClient);
    refuseIfLimited(c, await orders.boxUpdateResends.perUser.hit(user.id));
    return ok(c, SubscriptionMessage, await resendBoxUpdateLink(db, user.id, c.req.valid("json").id, now()));
  });

  app.openapi(detail, async (c) => {
    const { db, user } = await session(c);
    return ok(c, SubscriptionDetail, await subscriptionDetail(db, user.id, c.req.valid("param").id, bufferDays, now()));
  });
}
