/**
 * API-67: a gift package's price now (CHK-20). items_total is the package's price (SO: the five-box
 * pack; M: the first month; OT: one box); a percent coupon as the cart's (server/cart/price-cart.ts:
 * active, in its window, of this store or of every store; first-order coupons only without an earlier
 * order); sales tax at the cart's rate on the discounted total; no shipping (BR-GIFT-02: free).
 */
import { and, eq, notInArray, or } from "drizzle-orm";
import type { SubscriptionCalc } from "../../lib/api/schemas/subscription";
import { GIFT_MESSAGES } from "../../lib/gift/messages";
import { percentOf } from "../../lib/money";
import type { SessionUser } from "../auth/session";
import { MESSAGES as CART_MESSAGES, TAX_RATE_BASIS_POINTS } from "../cart/price-cart";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { giftPackageOf, type GiftPackage } from "./catalog";

/** A package that is sold: in the catalogue and an `is_subscription` items row of its sub-brand. */
export async function soldPackage(db: Database, itemId: string): Promise<GiftPackage> {
  const pkg = giftPackageOf(itemId);
  if (!pkg) throw new ApiError(404, GIFT_MESSAGES.notFound);
  const [row] = await db
    .select({ id: t.items.id })
    .from(t.items)
    .where(and(eq(t.items.id, itemId), eq(t.items.isSubscription, true), eq(t.items.subscriptionCode, pkg.brand.code)));
  if (!row) throw new ApiError(404, GIFT_MESSAGES.notFound);
  return pkg;
}

async function hasPreviousOrder(db: Database, user: SessionUser): Promise<boolean> {
  const [previous] = await db
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(or(eq(t.orders.userId, user.id), eq(t.orders.email, user.email.toLowerCase())), eq(t.orders.isCanceled, false), notInArray(t.orders.status, ["pending_payment", "failed", "canceled"])))
    .limit(1);
  const [subscription] = await db.select({ id: t.subscriptions.id }).from(t.subscriptions).where(eq(t.subscriptions.userId, user.id)).limit(1);
  return Boolean(previous || subscription);
}

export interface GiftQuote extends SubscriptionCalc {
  package: GiftPackage;
}

/** The price of `itemId` with `couponCode` for this buyer (null: not signed in) in `storeId` (null: any store). */
export async function quoteGift(db: Database, input: { itemId: string; couponCode?: string; storeId: string | null; user: SessionUser | null; now: Date }): Promise<GiftQuote> {
  const pkg = await soldPackage(db, input.itemId);
  const itemsTotal = pkg.price;
  const code = input.couponCode?.trim() ?? "";
  let couponDiscount = 0;
  const couponResults: SubscriptionCalc["coupon_results"] = [];
  if (code) {
    const [coupon] = await db.select().from(t.coupons).where(eq(t.coupons.code, code.toUpperCase()));
    const now = input.now.getTime();
    const valid =
      coupon &&
      coupon.active &&
      (coupon.storeId === null || input.storeId === null || coupon.storeId === input.storeId) &&
      (!coupon.startsAt || coupon.startsAt.getTime() <= now) &&
      (!coupon.endsAt || coupon.endsAt.getTime() > now);
    if (!valid) couponResults.push({ coupon_code: code, status: "fail", message: CART_MESSAGES.couponInvalid(code) });
    else if (coupon.firstOrderOnly && input.user && (await hasPreviousOrder(db, input.user))) couponResults.push({ coupon_code: code, status: "fail", message: CART_MESSAGES.couponFirstOrder(coupon.code) });
    else {
      couponDiscount = percentOf(itemsTotal, coupon.percent);
      couponResults.push({ coupon_code: coupon.code, status: "success", message: CART_MESSAGES.couponApplied(coupon.code, coupon.percent) });
    }
  }
  const taxable = itemsTotal - couponDiscount;
  const tax = Math.round((taxable * TAX_RATE_BASIS_POINTS) / 10_000);
  return { package: pkg, item_id: pkg.id, items_total: itemsTotal, coupon_discount: couponDiscount, tax, grand_total: taxable + tax, coupon_results: couponResults };
}

export const calcView = (quote: GiftQuote): SubscriptionCalc => ({
  item_id: quote.item_id,
  items_total: quote.items_total,
  coupon_discount: quote.coupon_discount,
  tax: quote.tax,
  grand_total: quote.grand_total,
  coupon_results: quote.coupon_results,
});
