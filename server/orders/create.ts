/**
 * POST /api/order (API-52): one order per checkout attempt, priced by the server, stock taken
 * atomically, then a payment intent at the provider.
 *
 * 1. Idempotency first: the attempt's key finds an earlier order → the same answer (same client
 *    secret), never a second order, stock decrement or intent. The key is claimed by the unique
 *    index on orders.idempotency_key, so two racing requests cannot both insert (insert.ts). After a refused
 *    card the next card pays the same order, whether it comes with the same key or a new attempt's
 *    (refused.ts, finding 15.10): one order per checkout, however many cards it takes.
 * 2. Everything is recomputed with the cart pricing (server/cart): prices in the request are not
 *    read, a failed line or coupon refuses the order, and `expected_total` must equal the new total.
 *    Without `expected_total`, a line the pricing clamped to the stock left is refused: the buyer
 *    never saw the smaller order (finding L3).
 * 3. One transaction (insert.ts, as the box checkout's): the order, the caps on open unpaid orders
 *    and the units they hold (open-orders.ts; a line holds MAX_UNITS_PER_LINE at most, finding S1), its item snapshot, the stock (conditional decrements), the blings it spends
 *    (held now, given back if the order is voided or expires) and, when asked, the shipping address
 *    saved to the account. Any shortfall rolls it all back.
 * 4. Outside the transaction (a network call must not hold the database): the provider's intent,
 *    with an idempotency key derived from the order and its payment count, and its payments row. A
 *    provider failure on the order's first payment voids it, which returns the stock.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";
import { OUT_OF_STOCK_ERROR_CODE, PAYMENT_FAILED_ERROR_CODE, TOTAL_CHANGED_ERROR_CODE, type CreatedOrder, type CreateOrderRequest } from "../../lib/api/schemas/checkout";
import type { SessionUser } from "../auth/session";
import { loadPricingContext, type HistoryGate } from "../cart/load";
import { PICK_UP_NAME, priceCart, type CartCalcInput } from "../cart/price-cart";
import { queryRows, type Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { usableCard } from "../payments/cards";
import { isPaymentError } from "../payments/errors";
import type { PaymentProvider, PaymentProviderName } from "../payments/provider";
import { attemptFingerprint, insertOrder, orderByKey, replayable } from "./insert";
import { orderLinesOf } from "./lines";
import { sendOrderConfirmation } from "./mail";
import { ORDER_MESSAGES as MSG } from "./messages";
import { MAX_UNITS_PER_LINE, PAYMENT_START_HOLD_MS, type OpenOrderCaps } from "./limits";
import { adoptOrder, attemptOrders, releaseRefusedOrders } from "./refused";
import { saveShippingAddress } from "./save-address";
import { OPEN_PAYMENT, paymentOf, removeOrderedCartLines, voidOrder, type OrderRow, type PaymentRow } from "./settle";
import { log } from "../../lib/log";

export type CreateOrderInput = z.output<typeof CreateOrderRequest>;

export interface OrderContext {
  db: Database;
  provider: PaymentProvider;
  user: SessionUser | null;
  /** the client's address (the rate limits' key), kept on the order for the cap on open unpaid orders */
  client: string;
  openOrderCaps: OpenOrderCaps;
  /** whether the first-order coupon may look up an email's order history (finding L2, server/cart/history-gate.ts) */
  mayCheckHistory: HistoryGate;
  now: Date;
  origin: string;
}

export interface PayWith {
  token: string;
  customerId: string | null;
}

/** What paying an order needs of its context (the box checkout, server/goldbox, pays its orders here too). */
type PayContext = Pick<OrderContext, "db" | "provider" | "user" | "now">;

/** The attempt's fingerprint (insert.ts): the request without its card and who sent it, then the card. */
export function requestFingerprint(request: CreateOrderInput, userId: string | null): string {
  const { credit_card_token: token, credit_card_id: cardId, ...order } = request;
  return attemptFingerprint({ user: userId, order }, { token, cardId });
}

const conflict = (message: string, code?: number) => new ApiError(409, message, undefined, code);
const paymentFailed = (status: 402 | 409, message: string) => new ApiError(status, message, undefined, PAYMENT_FAILED_ERROR_CODE);

function view(order: OrderRow, payment: Pick<PaymentRow, "clientSecret" | "provider"> | null): CreatedOrder {
  return {
    id: order.id,
    order_number: order.orderNumber,
    client_secret: payment?.clientSecret ?? null,
    amount: order.grandTotal,
    status: order.status === "paid" ? "paid" : "pending_payment",
    provider: payment ? (payment.provider as PaymentProviderName) : null,
  };
}

/** What the order pays with: a new card's token, or a saved card of the signed-in owner. */
async function payWithOf(ctx: OrderContext, request: CreateOrderInput): Promise<PayWith> {
  const { credit_card_token: token, credit_card_id: cardId } = request;
  if ((token && cardId) || (!token && !cardId)) throw new ApiError(400, MSG.paymentMethodRequired);
  if (token) return { token, customerId: null };
  const card = ctx.user ? await usableCard(ctx.db, ctx.user.id, cardId!, ctx.now) : null;
  if (!card) throw new ApiError(400, MSG.invalidCard);
  return { token: card.providerToken, customerId: ctx.user!.paymentCustomerId };
}

/** Prices the request and checks it can be ordered as it is; throws the reason it cannot. */
async function draftOrder(ctx: OrderContext, request: CreateOrderInput) {
  if (request.share_cart_id) {
    const [share] = await ctx.db.select({ id: t.shareCarts.id }).from(t.shareCarts).where(eq(t.shareCarts.id, request.share_cart_id));
    if (!share) throw new ApiError(404, MSG.shareCartNotFound);
  }
  const calc: CartCalcInput = {
    items: request.items,
    coupon_codes: request.coupon_codes,
    // Blings are a signed-in shopper's balance; a guest has none to spend.
    blings: ctx.user ? request.blings : 0,
    email: request.email,
    shipping_address: request.shipping_address ?? null,
    shipping_method_id: request.shipping_method_id,
    sharecart: Boolean(request.share_cart_id),
  };
  const shopper = ctx.user ? { userId: ctx.user.id, email: request.email, blings: ctx.user.blings } : { userId: null, email: request.email, blings: 0 };
  const context = await loadPricingContext(ctx.db, calc, shopper, ctx.now, ctx.mayCheckHistory);
  const priced = priceCart(calc, context);

  const shipping = context.shipping;
  if (!shipping) throw new ApiError(400, MSG.shippingOptionRequired);
  const pickUp = shipping.name.trim().toLowerCase() === PICK_UP_NAME;
  // BR-CHK-03: pick-up drops the shipping address.
  const shippingAddress = pickUp ? null : (request.shipping_address ?? null);
  if (!pickUp && !shippingAddress) throw new ApiError(400, MSG.shippingAddressRequired);

  for (const store of priced.stores) {
    for (const item of store.items) {
      const failure = item.results.find((r) => r.status === "fail");
      if (!failure) continue;
      if (item.out_of_stock) throw conflict(MSG.soldOut(item.name), OUT_OF_STOCK_ERROR_CODE);
      throw conflict(failure.message || MSG.checkCart);
    }
    const coupon = store.coupon_results.find((r) => r.status === "fail");
    if (coupon) throw conflict(coupon.message || MSG.checkCart);
  }
  if (priced.has_errors) throw conflict(MSG.checkCart);
  if (request.expected_total !== undefined && request.expected_total !== priced.grand_total) {
    throw conflict(MSG.totalChanged(priced.grand_total), TOTAL_CHANGED_ERROR_CODE);
  }
  // CHK-15: a free order bills nothing, so it needs no billing address; with something to pay, billing is
  // the address sent or (BR-CHK-09) the shipping address, which pick-up does not have.
  const billingAddress = request.billing_address ?? shippingAddress;
  if (!billingAddress && priced.grand_total > 0) throw new ApiError(400, MSG.billingAddressRequired);
  if (request.expected_total === undefined) refuseClampedLines(request, priced);
  refuseLargeLines(request, priced);

  const { lines, stock } = orderLinesOf(priced, context);
  const sum = (pick: (s: (typeof priced.stores)[number]) => number) => priced.stores.reduce((total, s) => total + pick(s), 0);
  return {
    priced,
    lines,
    stock,
    shipping,
    shippingAddress,
    billingAddress,
    appliedCoupons: priced.stores.flatMap((s) => s.coupon_results.filter((r) => r.status === "success").map((r) => ({ store_id: s.id, coupon_code: r.coupon_code }))),
    memberDiscount: sum((s) => s.member_discount),
    bundleDiscount: sum((s) => s.bundle_discount),
    couponDiscount: sum((s) => s.coupon_discount),
  };
}

type Draft = Awaited<ReturnType<typeof draftOrder>>;

/**
 * Finding S1: an order holds its units unpaid until its payment is through, so a line asks for so many
 * at most. The pricing has clamped the line to that limit (the cart keeps to it too), so it is the
 * units asked for that are checked, with the limit's own message rather than a stock one.
 */
function refuseLargeLines(request: CreateOrderInput, priced: ReturnType<typeof priceCart>): void {
  const asked = new Map(request.items.map((line) => [line.cart_item_id, line.units]));
  const large = priced.stores.flatMap((store) => store.items).find((item) => (asked.get(item.cart_item_id) ?? 0) > MAX_UNITS_PER_LINE);
  if (large) throw conflict(MSG.unitsPerLine(large.name, MAX_UNITS_PER_LINE));
}

/**
 * The pricing orders a line at the units in stock when fewer are left than asked. With
 * `expected_total` the buyer saw that smaller total (the cart shows "Only N left"); without it, the
 * order would silently be another than the one asked for, so it is refused.
 */
function refuseClampedLines(request: CreateOrderInput, priced: ReturnType<typeof priceCart>): void {
  const asked = new Map(request.items.map((line) => [line.cart_item_id, line.units]));
  for (const item of priced.stores.flatMap((store) => store.items)) {
    // clamped to the per-line limit rather than the stock: refuseLargeLines says so
    if (item.units < (asked.get(item.cart_item_id) ?? 0) && item.units < MAX_UNITS_PER_LINE) throw conflict(MSG.onlyLeft(item.name, item.units), OUT_OF_STOCK_ERROR_CODE);
  }
}

/** The order, its items, the stock taken, the blings held (insert.ts). A free order is paid here. */
function insertRegularOrder(ctx: OrderContext, request: CreateOrderInput, draft: Draft, key: string, fingerprint: string): Promise<OrderRow | "exists"> {
  const { priced } = draft;
  const free = priced.grand_total === 0;
  return insertOrder(ctx.db, { key, fingerprint }, {
    order: {
      userId: ctx.user?.id ?? null,
      email: request.email,
      status: free ? "paid" : "pending_payment",
      paidAt: free ? ctx.now : null,
      clientAddress: ctx.client,
      shippingMethodId: draft.shipping.id,
      shippingMethodName: draft.shipping.name,
      shippingAddress: draft.shippingAddress,
      billingAddress: draft.billingAddress,
      couponCodes: draft.appliedCoupons,
      itemsTotal: priced.items_total,
      memberDiscount: draft.memberDiscount,
      bundleDiscount: draft.bundleDiscount,
      couponDiscount: draft.couponDiscount,
      totalDiscount: priced.total_discount,
      shipping: priced.shipping,
      tax: priced.tax,
      blings: priced.blings,
      grandTotal: priced.grand_total,
      inviteUserName: request.invite_user_name ?? null,
      shareCartId: request.share_cart_id ?? null,
      createdAt: ctx.now,
    },
    lines: draft.lines,
    stock: draft.stock,
    openOrders: free ? null : { holder: { client: ctx.client, email: request.email }, caps: ctx.openOrderCaps, now: ctx.now },
    also: async (tx, orderId) => {
      if (priced.blings > 0 && ctx.user) {
        const [held] = await tx
          .update(t.users)
          .set({ blings: sql`${t.users.blings} - ${priced.blings}` })
          .where(and(eq(t.users.id, ctx.user.id), gte(t.users.blings, priced.blings)))
          .returning({ id: t.users.id });
        if (!held) throw conflict(MSG.blingsChanged, TOTAL_CHANGED_ERROR_CODE);
      }
      if (request.is_update_shipping && ctx.user && draft.shippingAddress) await saveShippingAddress(tx, ctx.user.id, draft.shippingAddress, ctx.now);
      if (free && ctx.user) await removeOrderedCartLines(tx, ctx.user.id, orderId);
    },
  });
}

/**
 * A payment for the order: an intent at the provider for this card and its payments row, recorded
 * with the request's fingerprint (the card the key now pays with). Safe to run twice (a retry
 * racing the first request): the provider answers the same intent for the same key and the row is
 * written once. A provider refusal voids an order on its first payment; after a refused card the
 * order stays open for the next one.
 */
export async function pay(ctx: PayContext, order: OrderRow, payWith: PayWith, fingerprint: string, paymentsSeen?: 0): Promise<CreatedOrder> {
  // `paymentsSeen` 0: the caller knows the order had no payment (it has just inserted it, or a replay
  // found none): this is the first try, whose intent key a racing request for the same key uses too,
  // so both get the one intent. Counting here instead could see the racing request's payment and
  // open a second intent for one attempt (issue 27's double submits).
  const [{ tries } = { tries: 0 }] = paymentsSeen === 0 ? [] : await ctx.db.select({ tries: count() }).from(t.payments).where(eq(t.payments.orderId, order.id));
  let intent;
  try {
    intent = await ctx.provider.createIntent({
      amount: order.grandTotal,
      currency: "usd",
      paymentMethod: payWith.token,
      customerId: payWith.customerId,
      buyerUserId: ctx.user?.id ?? null,
      idempotencyKey: tries === 0 ? `order-${order.id}` : `order-${order.id}-${tries + 1}`,
      orderId: order.id,
    });
  } catch (error) {
    const message = !isPaymentError(error) || error.kind === "unavailable" ? MSG.processingError : error.kind === "card" ? error.message : MSG.paymentMethodRequired;
    if (tries === 0) await voidOrder(ctx.db, order.id, "failed", message);
    if (!isPaymentError(error)) throw error;
    throw paymentFailed(402, message);
  }

  // One statement, not a five-statement transaction (issue 27): the order's row is updated only while it
  // waits for payment, and the payments row written only then. The UPDATE takes the order's row lock, so
  // this still comes after a racing void or a racing retry's record, and sees what they committed.
  // A payment attempt starts: the order holds its stock a little longer while it is confirmed (finding S1, limits.ts).
  const heldUntil = new Date(ctx.now.getTime() + PAYMENT_START_HOLD_MS).toISOString();
  const [written] = await queryRows<{ open: boolean; client_secret: string | null; provider: string | null }>(
    ctx.db,
    sql`with waiting as (
          update ${t.orders} set request_fingerprint = ${fingerprint}, held_until = ${heldUntil}::timestamptz
           where id = ${order.id} and status = 'pending_payment' returning id),
        inserted as (
          insert into ${t.payments} (id, order_id, provider, intent_id, amount, currency, status, client_secret)
          select ${randomUUID()}, waiting.id, ${ctx.provider.name}, ${intent.intentId}, ${order.grandTotal}::int, 'usd', ${OPEN_PAYMENT}, ${intent.clientSecret} from waiting
          on conflict do nothing returning client_secret, provider)
        select exists (select 1 from waiting) as open, inserted.client_secret, inserted.provider from (select 1) as one left join inserted on true`,
  );
  const recorded = !written?.open ? false : written.client_secret ? { clientSecret: written.client_secret, provider: written.provider! } : true;
  if (!recorded) {
    // The order was voided meanwhile (a racing retry's provider call failed, or it expired): this intent must never be paid.
    await ctx.provider.cancelIntent(intent.intentId).catch((error: unknown) => log.error({ err: error, intent: intent.intentId }, "could not cancel an orphan intent"));
    throw paymentFailed(409, MSG.attemptFailed);
  }
  // The row written here; a racing retry's (the same intent, written first) is read back.
  return view(order, recorded === true ? await paymentOf(ctx.db, order.id) : recorded);
}

/** The answer for a key that already has an order. */
async function replay(ctx: OrderContext, order: OrderRow, fingerprint: string, request: CreateOrderInput): Promise<CreatedOrder> {
  replayable(order, fingerprint);
  const payment = await paymentOf(ctx.db, order.id);
  if (order.status === "paid") return view(order, payment);
  if (payment?.status === OPEN_PAYMENT) {
    // The same attempt again; another card while this payment is open would confirm the wrong one.
    if (order.requestFingerprint !== fingerprint) throw conflict(MSG.keyReused);
    return view(order, payment);
  }
  // No payment yet (the first request stopped between its order and its intent, or is still on its
  // way to it: the same first try), or the last card was refused (a new try).
  return pay(ctx, order, await payWithOf(ctx, request), fingerprint, payment ? undefined : 0);
}

/**
 * The buyer's order whose card was just refused (`refused`, found with the key's order), taken over by
 * this new attempt; "raced" when another request took it first and this key has no order.
 */
async function adoptRefused(ctx: OrderContext, request: CreateOrderInput, key: string, fingerprint: string, refused: OrderRow): Promise<CreatedOrder | "raced"> {
  const payWith = await payWithOf(ctx, request);
  const adopted = await adoptOrder(ctx.db, refused, key, fingerprint);
  if (adopted) return pay(ctx, adopted, payWith, fingerprint);
  // Taken by a request racing this one: with this key, it is this attempt's order.
  const raced = await orderByKey(ctx.db, key);
  return raced ? replay(ctx, raced, fingerprint, request) : "raced";
}

export async function placeOrder(ctx: OrderContext, request: CreateOrderInput, key: string): Promise<CreatedOrder> {
  const fingerprint = requestFingerprint(request, ctx.user?.id ?? null);
  const buyer = { email: request.email, userId: ctx.user?.id ?? null };
  const { existing, refused, releasable } = await attemptOrders(ctx.db, key, fingerprint, buyer, ctx.now);
  if (existing) return replay(ctx, existing, fingerprint, request);
  const adopted = refused ? await adoptRefused(ctx, request, key, fingerprint, refused) : null;
  if (adopted && adopted !== "raced") return adopted;
  // After a lost race the buyer's refused orders are read again: the order just taken is no longer theirs to release.
  await releaseRefusedOrders(ctx.db, buyer, adopted === "raced" ? undefined : releasable);

  const draft = await draftOrder(ctx, request);
  const payWith = draft.priced.grand_total > 0 ? await payWithOf(ctx, request) : null;
  const order = await insertRegularOrder(ctx, request, draft, key, fingerprint);
  if (order === "exists") return replay(ctx, (await orderByKey(ctx.db, key))!, fingerprint, request);
  if (!payWith) {
    // A free order (BR-CHK-05) is paid already: nothing to charge, no provider call.
    await sendOrderConfirmation(ctx.db, order, ctx.origin);
    return view(order, null);
  }
  return pay(ctx, order, payWith, fingerprint, 0);
}
