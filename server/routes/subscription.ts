/**
 * The gift-box purchase path (GIFT-01…12, CHK-20; API-66…70): the sub-brand's gift store, a package's
 * price, the stylist's suggestion and the piece list, and the purchase. The info, the price, the
 * suggestion and the list are public (a session, when sent, prices first-order coupons for its user);
 * the purchase needs a session. The logic lives in server/gift; docs/api.md "Gift boxes" has the rules.
 */
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { IDEMPOTENCY_HEADER } from "../../lib/api/schemas/checkout";
import { Id } from "../../lib/api/schemas/common";
import {
  AutoPick,
  AutoPickRequest,
  GiftItemsPage,
  GiftItemsQuery,
  GiftItemsRequest,
  SubscriptionCalc,
  SubscriptionCalcQuery,
  SubscriptionInfo,
  SubscriptionInfoQuery,
  SubscriptionPurchase,
  SubscriptionPreselect,
  SubscriptionPreselectRequest,
  SubscriptionPurchaseRequest,
  SubscriptionUpdateOrder,
  SubscriptionValidateRequest,
} from "../../lib/api/schemas/subscription";
import { BOX_UPDATE_TEXT } from "../../lib/gift/box-update";
import { clientKey, enforce, TOO_MANY_ATTEMPTS } from "../auth/limits";
import { preselect, subscriptionForToken, updateOrderView } from "../gift/box-update";
import { GIFT_MESSAGES } from "../../lib/gift/messages";
import { SIGN_IN_REQUIRED, tokenFrom, userForToken } from "../auth/session";
import { calcView, quoteGift, soldPackage } from "../gift/calc";
import { giftBrandOf, giftStyleOf } from "../gift/catalog";
import { giftInfo } from "../gift/info";
import { autoPick, giftItemsPage } from "../gift/picks";
import { PURCHASE_MESSAGES, purchaseGift } from "../gift/purchase";
import { ApiError, ok, type AppEnv } from "../http";
import { publicCatalogueCache } from "../http-cache";
import { refuseUnlessTakingOrders, type OrderServices } from "../orders/services";
import { offSessionChargerFor } from "../payments/off-session";
import { badRequest, errorResponse, json, okResponse } from "./common";
import { IdempotencyHeaders } from "./orders";

const tags = ["gift boxes"];
const notFound = { 404: errorResponse(GIFT_MESSAGES.notFound) };

const info = createRoute({
  method: "get",
  path: "/subscription/info",
  middleware: [publicCatalogueCache()],
  tags,
  summary: "A sub-brand's gift store (API-66): buffer_days, current_datetime, the types with their packages, the styles",
  description: "`subscription_code` matches whatever its case (C-45). With `store` (a store's user name) the store must promote the sub-brand; `storeId` and `subscription_brands` are then the store's.",
  request: { query: SubscriptionInfoQuery.extend({ store: z.string().max(64).optional() }) },
  responses: { 200: okResponse(SubscriptionInfo, "The gift store."), ...badRequest, ...notFound },
});

const calculate = createRoute({
  method: "get",
  path: "/subscription/calculate",
  tags,
  summary: "A package's price now (API-67, G-46: query parameters): items_total, coupon_discount, tax, grand_total, coupon_results",
  request: { query: SubscriptionCalcQuery.extend({ store_id: Id.optional() }) },
  responses: { 200: okResponse(SubscriptionCalc, "The price."), ...badRequest, ...notFound },
});

const pick = createRoute({
  method: "post",
  path: "/subscription/auto_pick",
  tags,
  summary: "The stylist's suggestion for a style (API-68): as many pieces as the package holds; no earrings without pierced ears",
  request: { body: { required: true, ...json(AutoPickRequest) } },
  responses: { 200: okResponse(AutoPick, "The suggestion."), ...badRequest, ...notFound },
});

const items = createRoute({
  method: "post",
  path: "/subscription/items/{subId}/{styleId}",
  tags,
  summary: "The pieces a box may hold, for manual picking (API-69; `datas` at the top, C-12; at most 60 a page)",
  request: { params: z.object({ subId: Id, styleId: Id }), query: GiftItemsQuery, body: { required: false, ...json(GiftItemsRequest) } },
  responses: { 200: okResponse(GiftItemsPage, "One page."), ...badRequest, ...notFound },
});

const purchase = createRoute({
  method: "post",
  path: "/subscription",
  tags,
  summary: "Buy a gift-box package (API-70, GIFT-12): one charge of the calculate's grand_total; answers the subscription",
  description:
    `Idempotent per \`${IDEMPOTENCY_HEADER}\` (per user): a double submit makes one subscription and one charge; while the first is charging the second is a 409 ('${PURCHASE_MESSAGES.inProgress}'). ` +
    "400 lists every problem of the form in `issues`. 402: the card was refused (the provider's words); nothing is written.",
  request: { headers: IdempotencyHeaders, body: { required: true, ...json(SubscriptionPurchaseRequest) } },
  responses: {
    200: okResponse(SubscriptionPurchase, "The subscription and its occasions."),
    ...badRequest,
    401: errorResponse(SIGN_IN_REQUIRED),
    402: errorResponse("The card was refused."),
    403: errorResponse("The shop takes no payments (production without a payment provider)."),
    ...notFound,
    409: errorResponse(`${PURCHASE_MESSAGES.inProgress} / ${PURCHASE_MESSAGES.keyReused}`),
  },
});

const boxUpdateRefusals = {
  ...badRequest,
  404: errorResponse(BOX_UPDATE_TEXT.notFound),
  429: errorResponse(`${TOO_MANY_ATTEMPTS} Checks that opened nothing, per client, as the order lookup; \`Retry-After\` says when to try again.`),
};

const validate = createRoute({
  method: "post",
  path: "/subscription/validate",
  tags,
  summary: "Open a gift box for its item update (API-71, GIFT-17): the subscription's email and its box-update token, no sign-in",
  description: "Both must match one subscription (the token alone opens nothing). `editable` says whether a box is left that has not shipped.",
  request: { body: { required: true, ...json(SubscriptionValidateRequest) } },
  responses: { 200: okResponse(SubscriptionUpdateOrder, "The order."), ...boxUpdateRefusals },
});

const preselectRoute = createRoute({
  method: "post",
  path: "/subscription/preselect",
  tags,
  summary: "Change the picks of the boxes not shipped yet (API-72, GIFT-17): email and token as validate",
  description: `Exactly the box's pieces (\`per_box\` units, each piece once), every one a piece a box may hold with a variant of its own; checked before anything is written. 409 when every box has shipped ('${BOX_UPDATE_TEXT.shipped}').`,
  request: { body: { required: true, ...json(SubscriptionPreselectRequest) } },
  responses: { 200: okResponse(SubscriptionPreselect, `'${BOX_UPDATE_TEXT.updated}' and the order now.`), ...boxUpdateRefusals, 409: errorResponse(BOX_UPDATE_TEXT.shipped) },
});

export function registerSubscription(app: OpenAPIHono<AppEnv>, orders: OrderServices) {
  const optionalUser = async (c: Context<AppEnv>) => {
    const db = await c.var.db();
    const now = orders.now();
    return { db, now, user: await userForToken(db, tokenFrom(c), now) };
  };

  app.openapi(info, async (c) => {
    const { subscription_code: code, store } = c.req.valid("query");
    return ok(c, SubscriptionInfo, await giftInfo(await c.var.db(), code, store, orders.now()));
  });

  app.openapi(calculate, async (c) => {
    const { db, now, user } = await optionalUser(c);
    const query = c.req.valid("query");
    return ok(c, SubscriptionCalc, calcView(await quoteGift(db, { itemId: query.item_id, couponCode: query.coupon_code, storeId: query.store_id ?? null, user, now })));
  });

  app.openapi(pick, async (c) => {
    const db = await c.var.db();
    const body = c.req.valid("json");
    const pkg = await soldPackage(db, body.item_id);
    if (!giftStyleOf(body.style_id)) throw new ApiError(400, GIFT_MESSAGES.style, [{ path: "style_id", message: GIFT_MESSAGES.style }]);
    return ok(c, AutoPick, { items: await autoPick(db, body.style_id, pkg.itemCount, body.ear_pierced) });
  });

  app.openapi(items, async (c) => {
    const { subId, styleId } = c.req.valid("param");
    if (!giftBrandOf(subId) || !giftStyleOf(styleId)) throw new ApiError(404, GIFT_MESSAGES.notFound);
    const { limit, pageno } = c.req.valid("query");
    return ok(c, GiftItemsPage, await giftItemsPage(await c.var.db(), styleId, limit, pageno));
  });

  /** The subscription the body's email and token open; a miss counts against the client (as the order lookup). */
  const openBox = async (c: Context<AppEnv>, email: string, token: string) => {
    const client = clientKey(c);
    await enforce(c, orders.boxUpdateMisses, client);
    const db = await c.var.db();
    const sub = await subscriptionForToken(db, email, token);
    if (!sub) {
      await orders.boxUpdateMisses.hit(client);
      throw new ApiError(404, BOX_UPDATE_TEXT.notFound);
    }
    return { db, sub };
  };

  app.openapi(validate, async (c) => {
    const { email, token } = c.req.valid("json");
    const { db, sub } = await openBox(c, email, token);
    return ok(c, SubscriptionUpdateOrder, await updateOrderView(db, sub, orders.now()));
  });

  app.openapi(preselectRoute, async (c) => {
    const { email, token, preselect_items } = c.req.valid("json");
    const { db, sub } = await openBox(c, email, token);
    return ok(c, SubscriptionPreselect, { message: BOX_UPDATE_TEXT.updated, order: await preselect(db, sub, preselect_items, orders.now()) });
  });

  app.openapi(purchase, async (c) => {
    const { db, now, user } = await optionalUser(c);
    if (!user) throw new ApiError(401, SIGN_IN_REQUIRED);
    refuseUnlessTakingOrders(orders);
    const ctx = { db, now, payments: orders.payments.open(db), charger: offSessionChargerFor(orders.payments, db, orders.now) };
    return ok(c, SubscriptionPurchase, await purchaseGift(ctx, user, c.req.valid("json"), c.req.valid("header")[IDEMPOTENCY_HEADER]));
  });
}
