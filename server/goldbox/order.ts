/**
 * POST /api/goldbox/order (API-78, ONB-18): the box builder's checkout. One order of type 1 (a
 * try-on box) for the box cart, on the regular orders' rails (server/orders):
 *
 * 1. Idempotency first, as `POST /api/order`: the attempt's key finds its order and answers it
 *    again; a new attempt after a refused card takes over the open order (refused.ts).
 * 2. A stylist whose box is in progress (ONB-07: paid, not yet confirmed) is refused with a 409, and so
 *    is one whose other box order waits for payment (finding S3): one open box per stylist, checked
 *    again in step 3 under the user's row lock (server/stores/onboarding.ts `otherOpenBox`) and when a
 *    box is paid (server/orders/settle.ts: a later one is refunded and voided). A refused box order is
 *    taken over by the next attempt instead (refused.ts).
 *    Everything is checked before anything is created, and every form problem is answered in one
 *    400 (BR-VAL-35), the builder's pick rules among them; an invalid VIP code stops the order
 *    (ONB-10); a user without an open store is a 403 (the lines ship under it: box items are in no
 *    store); a style that cannot be boxed any more is a 409.
 * 3. One transaction: the order (its grand total is the Style Myself Box Fee), its lines (price 0:
 *    the styles are tried on, not sold; docs/decisions.md "Box checkout"), the stock taken with the
 *    conditional decrements of regular orders, the cap on open unpaid orders, the one-box check, and the box row
 *    saying which plan the checkout buys.
 * 4. The plan, once, through the plans module's checkout (a subscription on the same card; no charge
 *    with a VIP code or free days), keyed by the order so a retry never buys it twice. A refusal
 *    voids the order (its stock goes back) and nothing is left held.
 * 5. The box fee: an intent at the provider as regular orders pay (create.ts `pay`); the browser
 *    confirms it and `POST /api/order/confirm` settles the order and mails the confirmation.
 */
import { and, count, eq } from "drizzle-orm";
import { OUT_OF_STOCK_ERROR_CODE } from "../../lib/api/schemas/checkout";
import { Address } from "../../lib/api/schemas/common";
import type { BoxOrder, BoxOrderRequest } from "../../lib/api/schemas/goldbox";
import type { z } from "zod";
import { missingSizeCategories } from "../../lib/account/surveys";
import { SHARE_BOX_MESSAGES, SHARE_BOX_PLAN } from "../../lib/stylist/share-box";
import { readFigure } from "../account/figure";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError, type Issue } from "../http";
import { usableCard } from "../payments/cards";
import type { PaymentProvider } from "../payments/provider";
import type { SubscriptionProvider } from "../payments/subscriptions";
import { checkoutPlan } from "../plans/checkout";
import { PLAN_MESSAGES } from "../plans/messages";
import { planSettings } from "../plans/user-plan";
import { pay, type PayWith } from "../orders/create";
import { UNPAID_HOLD_MS, type OpenOrderCaps } from "../orders/limits";
import { attemptFingerprint, insertOrder, orderByKey, replayable } from "../orders/insert";
import { sendOrderConfirmation } from "../orders/mail";
import { ORDER_MESSAGES } from "../orders/messages";
import { adoptOrder, refusedOrderFor, releaseRefusedOrders } from "../orders/refused";
import { OPEN_PAYMENT, paymentOf, voidOrder, type OrderRow } from "../orders/settle";
import { BOX_ORDER_TYPE } from "../returns/rules";
import { boxOrderInProgress, otherOpenBox } from "../stores/onboarding";
import { boxStoreOf, checkBoxPicks, readBoxPicks, type BoxLine, type CartPick } from "./box-cart";
import { choosePlan, type BoxPlanChoice } from "./box-plan";
import { BOX_MESSAGES as MSG } from "./messages";
import { boxPickIssue } from "./picks";
import { targetBoxFee, targetRefusal, type StylistTarget } from "./share-box";

type Input = z.output<typeof BoxOrderRequest>;
type BoxRow = typeof t.boxOrders.$inferSelect;

export interface BoxOrderContext {
  db: Database;
  payments: PaymentProvider;
  subscriptions: SubscriptionProvider;
  /** the client's address: the cap on open unpaid orders counts it (server/orders/open-orders.ts) */
  client: string;
  openOrderCaps: OpenOrderCaps;
  now: Date;
  /** for the link in the confirmation mail */
  origin: string;
}

/**
 * The attempt's fingerprint (server/orders/insert.ts): the request without its card, its buyer and the
 * box it orders, then the card. The same box and form with another card is the next try after a refusal.
 */
function fingerprintOf(request: Input, userId: string, picks: CartPick[], target: StylistTarget | null): string {
  const { credit_card_token: token, credit_card_id: cardId, ...order } = request;
  return attemptFingerprint({ box: "goldbox", user: userId, order, picks, stylist: target?.storeId ?? null }, { token, cardId });
}

/** The plans module's idempotency key of the plan an order's checkout buys: one per order, whatever the attempt. */
const planKeyOf = (orderId: string) => `box-${orderId}`;

const conflict = (message: string, code?: number) => new ApiError(409, message, undefined, code);

const addressValue = (input: unknown): t.AddressValue | null => {
  const parsed = Address.safeParse(input);
  return parsed.success ? parsed.data : null;
};

interface Draft {
  shippingAddress: t.AddressValue;
  billingAddress: t.AddressValue;
  lines: BoxLine[];
  /** the user's open store: every line ships under it (box items are in no store) */
  storeId: string;
  choice: BoxPlanChoice;
  /** a shopper's Get Styled Box: who styles it (share-box.ts); null for the stylist's own box */
  target: StylistTarget | null;
}

/** The shipping address: a saved one of this user (another user's id is simply not valid), or a new one. */
async function shippingAddressOf(ctx: BoxOrderContext, user: SessionUser, request: Input): Promise<t.AddressValue | null> {
  if (request.shipping_address_id) {
    const [row] = await ctx.db.select().from(t.addresses).where(and(eq(t.addresses.id, request.shipping_address_id), eq(t.addresses.userId, user.id)));
    return row ? { name: row.name, address: row.address, address2: row.address2, city: row.city, state: row.state, zip_code: row.zipCode, phone: row.phone, country: row.country } : null;
  }
  return request.shipping_address ? addressValue(request.shipping_address) : null;
}

/** A saved card of this user that can pay, or a new card's token: exactly one. */
async function paymentIsValid(ctx: BoxOrderContext, user: SessionUser, request: Input): Promise<boolean> {
  const { credit_card_id: cardId, credit_card_token: token } = request;
  if (Boolean(cardId) === Boolean(token)) return false;
  return cardId ? Boolean(await usableCard(ctx.db, user.id, cardId, ctx.now)) : true;
}

/**
 * Checks the whole checkout; throws, before anything is created: an invalid VIP code (ONB-10), the
 * form's problems in one 400 (BR-VAL-35: addresses, payment, terms, the pick rules, the coupon), a user
 * without an open store (403), then the styles that cannot be boxed any more (409).
 */
async function draftBoxOrder(ctx: BoxOrderContext, user: SessionUser, request: Input, picks: CartPick[], target: StylistTarget | null): Promise<Draft> {
  if (target) return draftTargetOrder(ctx, user, request, target);
  const shippingAddress = await shippingAddressOf(ctx, user, request);
  const billingAddress = request.billing_address ? addressValue(request.billing_address) : null;
  const choice = await choosePlan(ctx.db, user, request, ctx.now);
  const issues: Issue[] = [];
  if (!shippingAddress) issues.push({ path: request.shipping_address_id ? "shipping_address_id" : "shipping_address", message: MSG.shippingAddress });
  if (!billingAddress) issues.push({ path: "billing_address", message: MSG.billingAddress });
  if (!(await paymentIsValid(ctx, user, request))) issues.push({ path: request.credit_card_id ? "credit_card_id" : "credit_card_token", message: MSG.payment });
  if (!request.agree_terms) issues.push({ path: "agree_terms", message: MSG.terms });
  const checked = await checkBoxPicks(ctx.db, picks);
  const pickIssue = boxPickIssue(checked.staged, choice.plan);
  if (pickIssue) issues.push({ path: "items", message: pickIssue });
  if (choice.couponInvalid) issues.push({ path: "coupon_code", message: MSG.couponInvalid });
  if (issues.length) throw new ApiError(400, issues[0]!.message, issues);

  const storeId = await boxStoreOf(ctx.db, user);
  if (checked.issues.length) throw new ApiError(409, checked.issues[0]!.message, checked.issues, OUT_OF_STOCK_ERROR_CODE);
  return { shippingAddress: shippingAddress!, billingAddress: billingAddress!, lines: checked.lines, storeId, choice, target: null };
}

/** BR-VAL-32: the stylist styles from the size chart, so a Get Styled Box needs one saved, complete for its gender. */
async function sizesAreValid(db: Database, userId: string): Promise<boolean> {
  const figure = await readFigure(db, userId);
  if (!figure.gender) return false;
  return missingSizeCategories(figure.gender, figure).length === 0;
}

/**
 * A shopper's Get Styled Box (SHARE-10/13): no picks and no terms box; the sizes, the addresses and the
 * payment checked in one 400; a stylist who does not offer the box is a 403.
 */
async function draftTargetOrder(ctx: BoxOrderContext, user: SessionUser, request: Input, target: StylistTarget): Promise<Draft> {
  const refusal = targetRefusal(target);
  if (refusal) throw new ApiError(403, refusal);
  const shippingAddress = await shippingAddressOf(ctx, user, request);
  const billingAddress = request.billing_address ? addressValue(request.billing_address) : null;
  const choice = await choosePlan(ctx.db, user, { ...request, plan_id: request.plan_id ?? SHARE_BOX_PLAN }, ctx.now);
  const issues: Issue[] = [];
  if (!(await sizesAreValid(ctx.db, user.id))) issues.push({ path: "size", message: SHARE_BOX_MESSAGES.invalidSizes });
  if (!shippingAddress) issues.push({ path: request.shipping_address_id ? "shipping_address_id" : "shipping_address", message: MSG.shippingAddress });
  if (!billingAddress) issues.push({ path: "billing_address", message: MSG.billingAddress });
  if (!(await paymentIsValid(ctx, user, request))) issues.push({ path: request.credit_card_id ? "credit_card_id" : "credit_card_token", message: MSG.payment });
  if (choice.couponInvalid) issues.push({ path: "coupon_code", message: MSG.couponInvalid });
  if (issues.length) throw new ApiError(400, issues[0]!.message, issues);
  return { shippingAddress: shippingAddress!, billingAddress: billingAddress!, lines: [], storeId: target.storeId, choice, target };
}

/** The order, its lines, the stock, the cap on open orders and the box row, as regular orders (server/orders/insert.ts). */
async function insertBoxOrder(ctx: BoxOrderContext, user: SessionUser, draft: Draft, key: string, fingerprint: string): Promise<OrderRow | "exists"> {
  const [method] = await ctx.db.select({ name: t.shippingOptions.name }).from(t.shippingOptions).where(eq(t.shippingOptions.id, "basic-shipping"));
  const value = draft.lines.reduce((sum, l) => sum + l.price, 0);
  const { choice, target } = draft;
  const boxFee = target ? targetBoxFee(choice.plan, target) : choice.plan.handlingFee;
  return insertOrder(ctx.db, { key, fingerprint }, {
    order: {
      userId: user.id,
      email: user.email,
      type: BOX_ORDER_TYPE,
      status: "pending_payment",
      clientAddress: ctx.client,
      shippingMethodId: "basic-shipping",
      shippingMethodName: method?.name ?? "basic-shipping",
      shippingAddress: draft.shippingAddress,
      billingAddress: draft.billingAddress,
      // The styles are tried on, not sold: their value shows, and is all discounted (docs/decisions.md).
      itemsTotal: value,
      totalDiscount: value,
      shipping: 0,
      tax: 0,
      blings: 0,
      grandTotal: boxFee,
      shareCartId: target?.shareCartId ?? null,
      createdAt: ctx.now,
    },
    lines: draft.lines.map((line) => ({
      storeId: draft.storeId,
      itemId: line.itemId,
      variantId: line.variantId,
      name: line.name,
      code: line.code,
      thumb: line.thumb,
      options: line.options,
      units: 1,
      price: 0,
      originalPrice: line.price,
      compareAtPrice: line.compareAtPrice,
    })),
    stock: draft.lines.map((l) => ({ variantId: l.variantId, units: 1, name: l.name })),
    openOrders: { holder: { client: ctx.client, email: user.email }, caps: ctx.openOrderCaps, now: ctx.now },
    also: async (tx, orderId) => {
      // Finding S3: one open box per stylist, decided under the user's row lock (as plan purchases are).
      if (!target) {
        const other = await otherOpenBox(tx, user.id, orderId, ctx.now, UNPAID_HOLD_MS);
        if (other) throw conflict(other === "in-progress" ? MSG.inProgress : MSG.otherBoxWaiting);
      }
      await tx.insert(t.boxOrders).values({
        orderId,
        boxFee,
        stylistStoreId: target?.storeId ?? null,
        planId: choice.buys ? choice.plan.id : null,
        planPay: choice.buys ? choice.pay : null,
        planFee: choice.planFee,
        vipCode: choice.vipCode,
        couponCode: choice.couponCode,
        createdAt: ctx.now,
      });
    },
  });
}

async function boxRowOf(db: Database, orderId: string): Promise<BoxRow> {
  const [box] = await db.select().from(t.boxOrders).where(eq(t.boxOrders.orderId, orderId));
  if (!box) throw conflict(ORDER_MESSAGES.keyReused);
  return box;
}

const freshUser = async (db: Database, userId: string) => (await db.select().from(t.users).where(eq(t.users.id, userId)))[0]!;

/**
 * Step 4: the plan the checkout buys, through the plans module, once per order (its key is the
 * order's). While another request of this order is charging it, the plans module answers 409 and
 * the order stays as it is; any other refusal voids the order, which returns its stock.
 */
async function startPlanOnce(ctx: BoxOrderContext, user: SessionUser, order: OrderRow, box: BoxRow, request: Input): Promise<void> {
  if (!box.planId || box.userPlanId) return;
  const [plan] = await ctx.db.select().from(t.plans).where(eq(t.plans.id, box.planId));
  const billing = order.billingAddress!;
  const planKey = planKeyOf(order.id);
  try {
    await checkoutPlan(
      { db: ctx.db, payments: ctx.payments, subscriptions: ctx.subscriptions, now: ctx.now },
      // The code this checkout uses, typed or held (box-plan.ts checked it); the plans module uses it up.
      { ...(await freshUser(ctx.db, user.id)), vipCode: box.vipCode },
      {
        plan_id: plan!.key,
        pay: box.planPay === "year" ? "year" : "month",
        billing_address: { name: billing.name, address: billing.address, address2: billing.address2, city: billing.city, state: billing.state, zip_code: billing.zip_code, phone: billing.phone },
        ...(request.credit_card_id ? { credit_card_id: request.credit_card_id } : { token: request.credit_card_token! }),
        coupon: box.couponCode ?? undefined,
        agree_terms: true,
      },
      planKey,
    );
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409 && error.message === PLAN_MESSAGES.inProgress)) {
      const message = error instanceof ApiError ? error.message : ORDER_MESSAGES.processingError;
      await voidOrder(ctx.db, order.id, "failed", message);
    }
    throw error;
  }
  const [started] = await ctx.db.select({ id: t.userPlans.id }).from(t.userPlans).where(and(eq(t.userPlans.userId, user.id), eq(t.userPlans.idempotencyKey, planKey)));
  await ctx.db.update(t.boxOrders).set({ userPlanId: started!.id }).where(eq(t.boxOrders.orderId, order.id));
}

/** What pays the box fee: a saved card of this user, or the new card's token (saved by the plan step if it ran). */
async function payWithOf(ctx: BoxOrderContext, user: SessionUser, request: Input): Promise<PayWith> {
  const { paymentCustomerId } = await freshUser(ctx.db, user.id);
  if (request.credit_card_id) {
    const card = await usableCard(ctx.db, user.id, request.credit_card_id, ctx.now);
    if (!card) throw new ApiError(400, MSG.payment, [{ path: "credit_card_id", message: MSG.payment }]);
    return { token: card.providerToken, customerId: paymentCustomerId };
  }
  const token = request.credit_card_token;
  if (!token) throw new ApiError(400, MSG.payment, [{ path: "credit_card_token", message: MSG.payment }]);
  const [saved] = await ctx.db.select({ id: t.creditCards.id }).from(t.creditCards).where(and(eq(t.creditCards.userId, user.id), eq(t.creditCards.providerToken, token)));
  // A card the plan step saved belongs to the user's provider customer now (Stripe); a new one to nobody yet.
  return { token, customerId: saved ? paymentCustomerId : null };
}

/** A box fee of 0 (a plan without one): the order is paid once its plan step is done. */
async function markFreeBoxPaid(ctx: BoxOrderContext, order: OrderRow): Promise<OrderRow> {
  const [paid] = await ctx.db
    .update(t.orders)
    .set({ status: "paid", paidAt: ctx.now })
    .where(and(eq(t.orders.id, order.id), eq(t.orders.status, "pending_payment")))
    .returning();
  if (!paid) return order;
  await sendOrderConfirmation(ctx.db, paid, ctx.origin);
  return paid;
}

async function answerOf(ctx: BoxOrderContext, user: SessionUser, order: OrderRow, box: BoxRow, created: { client_secret: string | null; provider: BoxOrder["provider"] }): Promise<BoxOrder> {
  const [settings, [items], coupon] = await Promise.all([
    planSettings(ctx.db, await freshUser(ctx.db, user.id), ctx.now),
    ctx.db.select({ n: count() }).from(t.orderItems).where(eq(t.orderItems.orderId, order.id)),
    box.couponCode ? ctx.db.select().from(t.planCoupons).where(eq(t.planCoupons.code, box.couponCode)) : Promise.resolve([]),
  ]);
  return {
    id: order.id,
    order_number: order.orderNumber,
    status: order.status === "paid" ? "paid" : "pending_payment",
    client_secret: created.client_secret,
    provider: created.provider,
    amount: order.grandTotal,
    box_fee: box.boxFee,
    plan_fee: box.planFee,
    grand_total: box.planFee + box.boxFee,
    plan_started: Boolean(box.planId),
    vip: Boolean(box.planId && box.vipCode),
    free_days: coupon[0]?.freeDays ?? 0,
    plan: settings.plan,
    items_count: items?.n ?? 0,
  };
}

/** Steps 4 and 5 for an order of this attempt (new, replayed or taken over after a refused card). */
async function proceed(ctx: BoxOrderContext, user: SessionUser, order: OrderRow, request: Input, fingerprint: string): Promise<BoxOrder> {
  const box = await boxRowOf(ctx.db, order.id);
  await startPlanOnce(ctx, user, order, box, request);
  const current = (await ctx.db.select().from(t.orders).where(eq(t.orders.id, order.id)))[0]!;
  if (current.grandTotal === 0) return answerOf(ctx, user, await markFreeBoxPaid(ctx, current), box, { client_secret: null, provider: null });
  const payment = await paymentOf(ctx.db, current.id);
  if (current.status === "paid") return answerOf(ctx, user, current, box, { client_secret: payment?.clientSecret ?? null, provider: (payment?.provider as BoxOrder["provider"]) ?? null });
  if (payment?.status === OPEN_PAYMENT) {
    // The same attempt again; another card while this payment is open would confirm the wrong one.
    if (current.requestFingerprint !== fingerprint) throw conflict(ORDER_MESSAGES.keyReused);
    return answerOf(ctx, user, current, box, { client_secret: payment.clientSecret, provider: payment.provider as BoxOrder["provider"] });
  }
  const created = await pay({ db: ctx.db, provider: ctx.payments, user, now: ctx.now }, current, await payWithOf(ctx, user, request), fingerprint);
  const [after] = await ctx.db.select().from(t.orders).where(eq(t.orders.id, current.id));
  return answerOf(ctx, user, after!, box, created);
}

/** The answer for a key that already has an order (create.ts `replay`, for a box). */
async function replay(ctx: BoxOrderContext, user: SessionUser, order: OrderRow, request: Input, fingerprint: string): Promise<BoxOrder> {
  if (order.userId !== user.id) throw conflict(ORDER_MESSAGES.keyReused);
  replayable(order, fingerprint);
  return proceed(ctx, user, order, request, fingerprint);
}

/**
 * `target`: a shopper's Get Styled Box from a stylist (share-box.ts), which has no box cart and is not
 * held back by a box in progress (ONB-07 is the stylist's own box; availability warns instead).
 */
export async function placeBoxOrder(ctx: BoxOrderContext, user: SessionUser, request: Input, key: string, target: StylistTarget | null = null): Promise<BoxOrder> {
  const picks = target ? [] : await readBoxPicks(ctx.db, user.id);
  const fingerprint = fingerprintOf(request, user.id, picks, target);
  const existing = await orderByKey(ctx.db, key);
  if (existing) return replay(ctx, user, existing, request, fingerprint);
  // ONB-07: one box at a time; a new attempt (or one taking over a refused order) waits for the box in progress.
  if (!target && (await boxOrderInProgress(ctx.db, user.id, ctx.now))) throw conflict(MSG.inProgress);

  // After a refused card, the next attempt with the same box and form pays the same order (refused.ts).
  const refused = await refusedOrderFor(ctx.db, fingerprint, ctx.now);
  if (refused) {
    const adopted = await adoptOrder(ctx.db, refused, key, fingerprint);
    if (adopted) return proceed(ctx, user, adopted, request, fingerprint);
    const raced = await orderByKey(ctx.db, key);
    if (raced) return replay(ctx, user, raced, request, fingerprint);
  }
  await releaseRefusedOrders(ctx.db, { email: user.email, userId: user.id });

  const draft = await draftBoxOrder(ctx, user, request, picks, target);
  const order = await insertBoxOrder(ctx, user, draft, key, fingerprint);
  if (order === "exists") return replay(ctx, user, (await orderByKey(ctx.db, key))!, request, fingerprint);
  return proceed(ctx, user, order, request, fingerprint);
}
