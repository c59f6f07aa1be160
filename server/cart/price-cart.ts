/**
 * Cart pricing: a pure function from (request, catalogue snapshot, context) to the CartCalcResponse
 * of POST /api/cart/calc. No I/O, no clock (the caller passes `now`), integer cents throughout.
 * docs/api.md §"Cart calculation" states the rules; tests/server/price-cart.test.ts pins them.
 */
import type { z } from "zod";
import type { CartCalcRequest, CartCalcResponse, CartItem, CartStore, CouponResult, LineResult } from "../../lib/api/schemas/cart";
import type { Variant, VariantOption } from "../../lib/api/schemas/item";
import { limitMessage, MAX_UNITS, OUT_OF_STOCK, unitLimit } from "../../lib/cart/quantity";
import { formatMoney, percentOf } from "../../lib/money";
import { TOO_MANY_ATTEMPTS } from "../auth/limits";

/** Sales tax on the discounted items total, in basis points (8.25 %). */
export const TAX_RATE_BASIS_POINTS = 825;
/** The name that marks a shipping option as store pick-up (spec BR-CHK-03). */
export const PICK_UP_NAME = "pick up";

export const MESSAGES = {
  notChosen: "please select item option",
  notChosenShare: "select all options",
  unavailable: "This item is no longer available.",
  outOfStock: OUT_OF_STOCK,
  offerEnded: "offer ended",
  onlyLeft: (n: number) => `Only ${n} left in stock.`,
  perLine: `${limitMessage(null)}.`,
  priceChanged: (from: number, to: number) => `Price changed from ${formatMoney(from)} to ${formatMoney(to)}.`,
  couponInvalid: (code: string) => `Coupon code "${code}" is not valid.`,
  couponFirstOrder: (code: string) => `${code} is only valid on your first order.`,
  couponHistoryWithheld: TOO_MANY_ATTEMPTS,
  couponOnePerStore: "Only one coupon code can be used per store.",
  couponApplied: (code: string, percent: number) => `${code} applied: ${percent}% off.`,
} as const;

export type CartCalcInput = z.output<typeof CartCalcRequest>;

export interface PricingVariant {
  id: string;
  options: VariantOption[];
  sku: string;
  price: number;
  retailPrice: number;
  compareAtPrice: number | null;
  stock: number;
  image: string | null;
}

export interface PricingItem {
  id: string;
  name: string;
  code: string;
  brand: string;
  thumb: string;
  isPreorder: boolean;
  offerEnds: Date | null;
  isBundle: boolean;
  /** the starter pack (CART-10): its line cannot be removed; absent means false */
  isStarter?: boolean;
  bundleDiscount: number;
  /** component item ids of a bundle, in order */
  components: string[];
  variants: PricingVariant[];
  /** store id → the item's category name there; an item is sold by exactly the stores listed */
  categoryByStore: Map<string, string | null>;
}

export interface PricingStore {
  id: string;
  name: string;
  userName: string;
  openId: string;
}

export interface PricingCoupon {
  code: string;
  percent: number;
  firstOrderOnly: boolean;
  active: boolean;
  storeId: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
}

export interface PricingContext {
  now: Date;
  stores: Map<string, PricingStore>;
  items: Map<string, PricingItem>;
  /** coupons by upper-case code */
  coupons: Map<string, PricingCoupon>;
  /** the chosen shipping option, null when none was chosen or it does not exist */
  shipping: { id: string; name: string; price: number } | null;
  /** whether the shopper (signed-in user or email) has placed an order before */
  hasPreviousOrder: boolean;
  /** true when this client may not learn the email's order history now (finding L2, cart/history-gate.ts) */
  historyWithheld?: boolean;
  /** blings the shopper may spend (0 for guests), cents */
  blingsBalance: number;
}

const variantView = (v: PricingVariant): Variant => ({
  id: v.id,
  options: v.options,
  stock: v.stock,
  retail_stock: v.stock,
  price: v.price,
  compare_at_price: v.compareAtPrice,
  image: v.image,
  sku: v.sku,
});

/** What one line contributes once checked; `counted` false for failed lines. */
interface PricedLine {
  item: CartItem;
  counted: boolean;
  retail: number;
  price: number;
  bundleDiscount: number;
}

const byCartItemId = (a: { cart_item_id: string }, b: { cart_item_id: string }) =>
  a.cart_item_id.localeCompare(b.cart_item_id, "en", { numeric: true });

function priceLine(line: CartCalcInput["items"][number], ctx: PricingContext, sharecart: boolean): PricedLine {
  const item = ctx.items.get(line.item_id);
  const sold = item?.categoryByStore.has(line.store_id) ?? false;
  const base: CartItem = {
    cart_item_id: line.cart_item_id,
    item_id: line.item_id,
    variant_id: line.variant_id,
    store_id: line.store_id,
    units: line.units,
    name: item?.name ?? "",
    code: item?.code ?? "",
    brand: item?.brand ?? "",
    category: (sold && item?.categoryByStore.get(line.store_id)) || null,
    thumb: item?.thumb ?? "",
    price: 0,
    compare_at_price: null,
    options: [],
    variants: item && !item.isBundle ? item.variants.map(variantView) : [],
    results: [],
    out_of_stock: false,
    is_offer_ended: false,
    is_bundle: item?.isBundle ?? false,
    is_starter: item?.isStarter ?? false,
    bundle: null,
  };
  const fail = (message: string, patch: Partial<CartItem> = {}): PricedLine => ({
    item: { ...base, ...patch, results: [{ status: "fail", message }] },
    counted: false,
    retail: 0,
    price: 0,
    bundleDiscount: 0,
  });
  if (!item || !sold) return fail(MESSAGES.unavailable);

  const notChosen = sharecart ? MESSAGES.notChosenShare : MESSAGES.notChosen;
  const ended = (i: PricingItem) => i.isPreorder && i.offerEnds !== null && i.offerEnds.getTime() <= ctx.now.getTime();

  // Resolve the variant(s) the line stands for.
  let parts: { item: PricingItem; variant: PricingVariant | null }[];
  if (item.isBundle) {
    parts = item.components.map((componentId) => {
      const component = ctx.items.get(componentId);
      const choice = line.bundle?.find((b) => b.item_id === componentId);
      const variant = component && choice?.variant_id ? (component.variants.find((v) => v.id === choice.variant_id) ?? null) : null;
      return { item: component!, variant };
    });
    const bundleParts = parts.map(({ item: component, variant }, i) => ({
      item_id: item.components[i]!,
      variant_id: variant?.id ?? null,
      name: component?.name ?? "",
      thumb: component?.thumb ?? "",
      options: variant?.options ?? [],
      price: variant?.price ?? 0,
    }));
    base.bundle = { discount: item.bundleDiscount, items: bundleParts };
    if (!parts.length || parts.some((p) => !p.item)) return fail(MESSAGES.unavailable);
    for (let i = 0; i < parts.length; i++) {
      const choice = line.bundle?.find((b) => b.item_id === item.components[i]);
      if (!choice?.variant_id) return fail(notChosen);
      if (!parts[i]!.variant) return fail(MESSAGES.unavailable);
    }
  } else {
    if (!line.variant_id) return fail(notChosen);
    const variant = item.variants.find((v) => v.id === line.variant_id);
    if (!variant) return fail(MESSAGES.unavailable);
    parts = [{ item, variant }];
    base.options = variant.options;
    base.compare_at_price = variant.compareAtPrice;
  }

  const chosen = parts as { item: PricingItem; variant: PricingVariant }[];
  const price = chosen.reduce((sum, p) => sum + p.variant.price, 0);
  const retail = chosen.reduce((sum, p) => sum + p.variant.retailPrice, 0);
  base.price = price;

  if (ended(item) || chosen.some((p) => ended(p.item))) return fail(MESSAGES.offerEnded, { is_offer_ended: true });
  const stock = Math.min(...chosen.map((p) => p.variant.stock));
  if (stock <= 0) return fail(MESSAGES.outOfStock, { out_of_stock: true });

  const results: LineResult[] = [];
  // the cart quantity rule (lib/cart/quantity.ts): never more than the stock
  const units = Math.min(line.units, unitLimit(stock));
  if (units < line.units) results.push({ status: "warning", message: stock <= MAX_UNITS ? MESSAGES.onlyLeft(stock) : MESSAGES.perLine });
  if (line.seen_price !== undefined && line.seen_price !== price) {
    results.push({ status: "warning", message: MESSAGES.priceChanged(line.seen_price, price) });
  }
  if (!results.length) results.push({ status: "success", message: "" });

  return {
    item: { ...base, units, results },
    counted: true,
    retail: retail * units,
    price: price * units,
    bundleDiscount: item.isBundle ? percentOf(price * units, item.bundleDiscount) : 0,
  };
}

function couponValid(coupon: PricingCoupon | undefined, storeId: string, now: Date): coupon is PricingCoupon {
  if (!coupon || !coupon.active) return false;
  if (coupon.storeId !== null && coupon.storeId !== storeId) return false;
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return false;
  if (coupon.endsAt && coupon.endsAt.getTime() <= now.getTime()) return false;
  return true;
}

export function priceCart(request: CartCalcInput, ctx: PricingContext): z.input<typeof CartCalcResponse> {
  // Group by store, stores in first-seen order.
  const groups = new Map<string, CartCalcInput["items"]>();
  for (const line of request.items) {
    const list = groups.get(line.store_id) ?? [];
    list.push(line);
    groups.set(line.store_id, list);
  }

  let hasErrors = false;
  let countedUnits = 0;
  const stores: CartStore[] = [];
  for (const [storeId, lines] of groups) {
    const priced = [...lines].sort(byCartItemId).map((line) => priceLine(line, ctx, request.sharecart));
    let itemsTotal = 0;
    let memberDiscount = 0;
    let bundleDiscount = 0;
    for (const p of priced) {
      if (p.item.results.some((r) => r.status === "fail")) hasErrors = true;
      if (!p.counted) continue;
      countedUnits += p.item.units;
      itemsTotal += p.retail;
      memberDiscount += p.retail - p.price;
      bundleDiscount += p.bundleDiscount;
    }

    const couponResults: CouponResult[] = [];
    let couponDiscount = 0;
    let applied = false;
    for (const entry of request.coupon_codes.filter((c) => c.store_id === storeId)) {
      const code = entry.coupon_code.trim().toUpperCase();
      const coupon = ctx.coupons.get(code);
      let result: CouponResult;
      if (applied) result = { coupon_code: entry.coupon_code, status: "fail", message: MESSAGES.couponOnePerStore };
      else if (!couponValid(coupon, storeId, ctx.now)) result = { coupon_code: entry.coupon_code, status: "fail", message: MESSAGES.couponInvalid(entry.coupon_code) };
      else if (coupon.firstOrderOnly && ctx.historyWithheld) result = { coupon_code: entry.coupon_code, status: "fail", message: MESSAGES.couponHistoryWithheld };
      else if (coupon.firstOrderOnly && ctx.hasPreviousOrder) result = { coupon_code: entry.coupon_code, status: "fail", message: MESSAGES.couponFirstOrder(code) };
      else {
        applied = true;
        couponDiscount = percentOf(itemsTotal - memberDiscount - bundleDiscount, coupon.percent);
        // the code as the shop names it, however it was typed (finding 15.18)
        result = { coupon_code: coupon.code, status: "success", message: MESSAGES.couponApplied(coupon.code, coupon.percent) };
      }
      if (result.status === "fail") hasErrors = true;
      couponResults.push(result);
    }

    const store = ctx.stores.get(storeId);
    stores.push({
      id: storeId,
      name: store?.name ?? "",
      user_name: store?.userName ?? "",
      open_id: store?.openId ?? "",
      items: priced.map((p) => p.item),
      coupon_results: couponResults,
      items_total: itemsTotal,
      member_discount: memberDiscount,
      bundle_discount: bundleDiscount,
      coupon_discount: couponDiscount,
      total_discount: memberDiscount + bundleDiscount + couponDiscount,
    });
  }

  const itemsTotal = stores.reduce((sum, s) => sum + s.items_total, 0);
  const totalDiscount = stores.reduce((sum, s) => sum + s.total_discount, 0);
  const option = ctx.shipping;
  const isPickUp = option?.name.trim().toLowerCase() === PICK_UP_NAME;
  const shipping = option && !isPickUp && countedUnits > 0 ? option.price : 0;
  const taxable = itemsTotal - totalDiscount;
  const tax = Math.round((taxable * TAX_RATE_BASIS_POINTS) / 10_000);
  const beforeBlings = taxable + shipping + tax;
  const blings = Math.max(0, Math.min(request.blings, ctx.blingsBalance, beforeBlings));

  return {
    stores,
    items_total: itemsTotal,
    total_discount: totalDiscount,
    shipping,
    tax,
    blings,
    grand_total: Math.max(0, beforeBlings - blings),
    shipping_method_id: option?.id ?? null,
    has_errors: hasErrors,
  };
}
