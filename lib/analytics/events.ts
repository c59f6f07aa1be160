/**
 * The GA4 event parameters of AN-01…04 as plain functions. The app keeps money in integer cents; GA4
 * wants a currency and decimal amounts, so every value and price here is dollars (cents / 100). Types
 * only from lib/api/schemas: nothing of zod reaches the bundle through this file.
 */
import type { CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";
import type { BoxOrder } from "@/lib/api/schemas/goldbox";
import type { PlanInfo, UserPlan } from "@/lib/api/schemas/plan";

/** The shop sells in US dollars only (PLAN-04). */
export const CURRENCY = "USD";

/** AN-01's methods: the Get Styled Box (stylist) sign-up, the plan sign-up, the shop's own form or a social provider. */
export type SignUpMethod = "gsb" | "plan" | "email" | "google" | "facebook" | "apple";

export interface GaItem {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_brand?: string;
  item_category?: string;
  item_variant?: string;
  affiliation?: string;
}

/** Integer cents → dollars, exact to the cent (0.1 + 0.2 never shows up: one division of an integer). */
export const dollars = (cents: number): number => Math.round(cents) / 100;

/** AN-01: the social provider's id (`google.com`) becomes its name; the email form is `email`. */
export function signUpMethod(context: "gsb" | "plan" | "shop", providerId?: string | null): SignUpMethod {
  if (context !== "shop") return context;
  const provider = providerId?.replace(/\.com$/, "");
  return provider === "google" || provider === "facebook" || provider === "apple" ? provider : "email";
}

type ItemLine = Pick<CartItem, "item_id" | "name" | "brand" | "category" | "price" | "units" | "options">;

/** A cart or checkout line as a GA4 item; `store` is the store it is bought from. */
export function gaItem(line: ItemLine, store?: string): GaItem {
  const variant = line.options.map((o) => o.option).join(" / ");
  return {
    item_id: line.item_id,
    item_name: line.name,
    price: dollars(line.price),
    quantity: line.units,
    ...(line.brand ? { item_brand: line.brand } : {}),
    ...(line.category ? { item_category: line.category } : {}),
    ...(variant ? { item_variant: variant } : {}),
    ...(store ? { affiliation: store } : {}),
  };
}

const itemsValue = (items: GaItem[]) => Math.round(items.reduce((sum, i) => sum + i.price * 100 * i.quantity, 0)) / 100;

/** AN-02: the removed line, its value the units it had at their price. */
export function removeFromCartParams(line: ItemLine, store?: string) {
  const item = gaItem(line, store);
  return { currency: CURRENCY, value: itemsValue([item]), items: [item] };
}

type Calc = Pick<CartCalcResponse, "items_total" | "total_discount" | "shipping" | "tax" | "grand_total"> & {
  stores: { name: string; items: ItemLine[]; coupon_results: { coupon_code: string; status: "success" | "fail" }[] }[];
};

/** The lines still bought (units above 0) of every store. */
const calcItems = (calc: Calc) => calc.stores.flatMap((s) => s.items.filter((i) => i.units > 0).map((i) => gaItem(i, s.name)));

const appliedCoupons = (calc: Calc) =>
  calc.stores.flatMap((s) => s.coupon_results.filter((c) => c.status === "success").map((c) => c.coupon_code)).join(",");

/** AN-03: what the checkout starts with; the value is the goods after discounts (no shipping or tax yet). */
export function beginCheckoutParams(calc: Calc) {
  const coupon = appliedCoupons(calc);
  return { currency: CURRENCY, value: dollars(calc.items_total - calc.total_discount), items: calcItems(calc), ...(coupon ? { coupon } : {}) };
}

/** AN-04, a regular or share-cart order: the order number is the transaction id, the value what was charged. */
export function orderPurchaseParams(orderNumber: string, calc: Calc) {
  const coupon = appliedCoupons(calc);
  return {
    transaction_id: orderNumber,
    currency: CURRENCY,
    value: dollars(calc.grand_total),
    shipping: dollars(calc.shipping),
    tax: dollars(calc.tax),
    items: calcItems(calc),
    ...(coupon ? { coupon } : {}),
  };
}

/** The plan as a GA4 item: one period of it, its billing in `item_variant` (month | year). */
function planItem(plan: Pick<PlanInfo, "plan_id" | "name">, pay: UserPlan["pay"], priceCents: number): GaItem {
  return { item_id: plan.plan_id, item_name: plan.name, item_category: "plan", item_variant: pay, price: dollars(priceCents), quantity: 1 };
}

/**
 * AN-04 / PLAN-09, the plan checkout, with the plan details: the plan as the item and as parameters.
 * A plan purchase has no order number; the plan, its billing and the start of the period it bought
 * name the transaction (the same purchase keeps it, a later one starts a new period).
 */
export function planPurchaseParams(plan: Pick<PlanInfo, "plan_id" | "name">, pay: UserPlan["pay"], chargedCents: number, periodStart: string, coupon?: string) {
  return {
    transaction_id: `plan-${plan.plan_id}-${pay}-${periodStart}`,
    currency: CURRENCY,
    value: dollars(chargedCents),
    plan_id: plan.plan_id,
    plan_name: plan.name,
    plan_pay: pay,
    items: [planItem(plan, pay, chargedCents)],
    ...(coupon ? { coupon } : {}),
  };
}

/** The box fee's line as it is labelled at the box checkout (ONB-18). */
export const BOX_FEE_ITEM = { item_id: "style-myself-box-fee", item_name: "Style Myself Box Fee" } as const;

/**
 * AN-04 / ONB-18, the box checkout: the Style Myself Box Fee, and the plan when this checkout charged
 * one (with its details); the styles in the box are tried on, not bought, so they are a count only.
 */
export function boxPurchaseParams(order: Pick<BoxOrder, "order_number" | "box_fee" | "plan_fee" | "grand_total" | "items_count" | "plan">) {
  const items: GaItem[] = [{ ...BOX_FEE_ITEM, item_category: "box", price: dollars(order.box_fee), quantity: 1 }];
  const plan = order.plan;
  if (plan && order.plan_fee > 0) items.push(planItem(plan, plan.pay, order.plan_fee));
  return {
    transaction_id: order.order_number,
    currency: CURRENCY,
    value: dollars(order.grand_total),
    box_items: order.items_count,
    ...(plan ? { plan_id: plan.plan_id, plan_name: plan.name, plan_pay: plan.pay } : {}),
    items,
  };
}
