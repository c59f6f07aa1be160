/** Loads everything priceCart needs for one request, in a handful of queries. */
import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { CartCalcInput, PricingContext, PricingCoupon, PricingItem, PricingStore } from "./price-cart";

export interface Shopper {
  userId: string | null;
  email: string | null;
  blings: number;
}

/** Whether this request may learn if `email` (lower-cased) has ordered before; see history-gate.ts. */
export type HistoryGate = (email: string) => Promise<boolean>;

export async function loadPricingContext(
  db: Database,
  request: CartCalcInput,
  shopper: Shopper,
  now = new Date(),
  mayCheckHistory: HistoryGate = async () => true,
): Promise<PricingContext> {
  const storeIds = [...new Set(request.items.map((l) => l.store_id))];
  const lineItemIds = new Set(request.items.map((l) => l.item_id));

  // Bundles bring their components in.
  const components = lineItemIds.size
    ? await db.select().from(t.bundleComponents).where(inArray(t.bundleComponents.bundleItemId, [...lineItemIds])).orderBy(t.bundleComponents.position)
    : [];
  const itemIds = [...new Set([...lineItemIds, ...components.map((c) => c.componentItemId)])];

  // Everything else side by side (issue 27: one round trip after the bundles', not three).
  const codes = [...new Set(request.coupon_codes.map((c) => c.coupon_code.trim().toUpperCase()))];
  const [itemRows, variantRows, soldRows, storeRows, couponRows, shippingRows] = await Promise.all([
    itemIds.length
      ? db
          // only what pricing reads: not the description, files and pictures (issue 27)
          .select({
            item: {
              id: t.items.id,
              name: t.items.name,
              code: t.items.code,
              thumb: t.items.thumb,
              isPreorder: t.items.isPreorder,
              offerEnds: t.items.offerEnds,
              isBundle: t.items.isBundle,
              isStarter: t.items.isStarter,
              bundleDiscount: t.items.bundleDiscount,
            },
            brand: t.brands.name,
          })
          .from(t.items)
          .innerJoin(t.brands, eq(t.brands.id, t.items.brandId))
          .where(inArray(t.items.id, itemIds))
      : [],
    itemIds.length ? db.select().from(t.variants).where(inArray(t.variants.itemId, itemIds)).orderBy(t.variants.position) : [],
    itemIds.length && storeIds.length
      ? db
          .select({
            itemId: t.storeItems.itemId,
            storeId: t.storeItems.storeId,
            category: sql<string | null>`(select c.name from ${t.itemCategories} ic join ${t.storeCategories} c on c.id = ic.category_id
                 where ic.item_id = "store_items"."item_id" and c.store_id = "store_items"."store_id" order by c.position limit 1)`,
          })
          .from(t.storeItems)
          .where(and(inArray(t.storeItems.itemId, itemIds), inArray(t.storeItems.storeId, storeIds)))
      : [],
    storeIds.length
      ? db
          .select({ id: t.stores.id, name: t.stores.name, userName: t.users.userName, openId: t.users.openId })
          .from(t.stores)
          .innerJoin(t.users, eq(t.users.id, t.stores.ownerId))
          .where(and(inArray(t.stores.id, storeIds), eq(t.stores.isActive, true)))
      : [],
    codes.length ? db.select().from(t.coupons).where(inArray(t.coupons.code, codes)) : [],
    request.shipping_method_id
      ? db
          .select({ id: t.shippingOptions.id, name: t.shippingOptions.name, price: t.shippingOptions.price })
          .from(t.shippingOptions)
          .where(and(eq(t.shippingOptions.id, request.shipping_method_id), eq(t.shippingOptions.active, true)))
          .limit(1)
      : [],
  ]);

  const items = new Map<string, PricingItem>();
  for (const { item, brand } of itemRows) {
    items.set(item.id, {
      id: item.id,
      name: item.name,
      code: item.code,
      brand,
      thumb: item.thumb,
      isPreorder: item.isPreorder,
      offerEnds: item.offerEnds,
      isBundle: item.isBundle,
      isStarter: item.isStarter,
      bundleDiscount: item.bundleDiscount,
      components: components.filter((c) => c.bundleItemId === item.id).map((c) => c.componentItemId),
      variants: [],
      categoryByStore: new Map(),
    });
  }
  for (const v of variantRows) {
    items.get(v.itemId)?.variants.push({
      id: v.id,
      options: v.options,
      sku: v.sku,
      price: v.price,
      retailPrice: v.retailPrice,
      compareAtPrice: v.compareAtPrice,
      stock: v.stock,
      image: v.image,
    });
  }
  const activeStores = new Set(storeRows.map((s) => s.id));
  for (const row of soldRows) if (activeStores.has(row.storeId)) items.get(row.itemId)?.categoryByStore.set(row.storeId, row.category);

  const stores = new Map<string, PricingStore>(storeRows.map((s) => [s.id, s]));

  const coupons = new Map<string, PricingCoupon>(couponRows.map((c) => [c.code, c]));
  const shipping: PricingContext["shipping"] = shippingRows[0] ?? null;

  // A first-order coupon needs to know whether this shopper has ordered before (by account or email).
  let hasPreviousOrder = false;
  let historyWithheld = false;
  const needsHistory = couponRows.some((c) => c.firstOrderOnly);
  const email = shopper.email?.toLowerCase() ?? null;
  if (needsHistory && email && !(await mayCheckHistory(email))) historyWithheld = true;
  else if (needsHistory && (shopper.userId || email)) {
    const who = [shopper.userId ? eq(t.orders.userId, shopper.userId) : undefined, email ? eq(t.orders.email, email) : undefined].filter(
      (c): c is NonNullable<typeof c> => c !== undefined,
    );
    const [previous] = await db
      .select({ id: t.orders.id })
      .from(t.orders)
      .where(and(or(...who), eq(t.orders.isCanceled, false), notInArray(t.orders.status, ["pending_payment", "failed", "canceled"])))
      .limit(1);
    hasPreviousOrder = Boolean(previous);
  }

  return { now, stores, items, coupons, shipping, hasPreviousOrder, historyWithheld, blingsBalance: shopper.blings };
}
