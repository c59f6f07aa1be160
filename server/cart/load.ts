/** Loads everything priceCart needs for one request, in a handful of queries. */
import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";
import { preparedOn } from "../db/prepared";
import * as t from "../db/schema";
import { pricingCache } from "./catalog-cache";
import type { CartCalcInput, PricingContext, PricingCoupon, PricingItem, PricingStore } from "./price-cart";

export interface Shopper {
  userId: string | null;
  email: string | null;
  blings: number;
}

/** Whether this request may learn if `email` (lower-cased) has ordered before; see history-gate.ts. */
export type HistoryGate = (email: string) => Promise<boolean>;

/** The catalogue rows a calc needs beyond variants and coupons; each reader below answers them by key. */
type ItemRow = Omit<PricingItem, "components" | "variants" | "categoryByStore" | "isStarter"> & { isStarter: boolean };
type ShippingRow = NonNullable<PricingContext["shipping"]>;
const pairKey = (itemId: string, storeId: string) => `${itemId}\t${storeId}`;

// The calc's and the order's reads, prepared (server/db/prepared.ts): a list is one array parameter
// (`= any($1)`), so each statement has one shape however many lines a cart has.
const anyOf = (column: AnyPgColumn, list: string) => sql`${column} = any(${sql.placeholder(list)})`;
const componentsOf = preparedOn("cart_components", (db, name) =>
  db.select().from(t.bundleComponents).where(anyOf(t.bundleComponents.bundleItemId, "itemIds")).orderBy(t.bundleComponents.position).prepare(name),
);
const itemsOf = preparedOn("cart_items", (db, name) =>
  db
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
    .where(anyOf(t.items.id, "itemIds"))
    .prepare(name),
);
const soldIn = preparedOn("cart_store_items", (db, name) =>
  db
    .select({
      itemId: t.storeItems.itemId,
      storeId: t.storeItems.storeId,
      category: sql<string | null>`(select c.name from ${t.itemCategories} ic join ${t.storeCategories} c on c.id = ic.category_id
           where ic.item_id = "store_items"."item_id" and c.store_id = "store_items"."store_id" order by c.position limit 1)`,
    })
    .from(t.storeItems)
    .where(and(anyOf(t.storeItems.itemId, "itemIds"), anyOf(t.storeItems.storeId, "storeIds")))
    .prepare(name),
);
const activeStores = preparedOn("cart_stores", (db, name) =>
  db
    .select({ id: t.stores.id, name: t.stores.name, userName: t.users.userName, openId: t.users.openId })
    .from(t.stores)
    .innerJoin(t.users, eq(t.users.id, t.stores.ownerId))
    .where(and(anyOf(t.stores.id, "storeIds"), eq(t.stores.isActive, true)))
    .prepare(name),
);
const activeShipping = preparedOn("cart_shipping", (db, name) =>
  db
    .select({ id: t.shippingOptions.id, name: t.shippingOptions.name, price: t.shippingOptions.price })
    .from(t.shippingOptions)
    .where(and(anyOf(t.shippingOptions.id, "ids"), eq(t.shippingOptions.active, true)))
    .prepare(name),
);
const variantsOf = preparedOn("cart_variants", (db, name) => db.select().from(t.variants).where(anyOf(t.variants.itemId, "itemIds")).orderBy(t.variants.position).prepare(name));

/** Bundle item id → its component item ids, in order (only bundles have an entry). */
async function readComponents(db: Database, itemIds: string[]): Promise<Map<string, string[]>> {
  const rows = itemIds.length
    ? await componentsOf(db).execute({ itemIds })
    : [];
  const components = new Map<string, string[]>();
  for (const row of rows) components.set(row.bundleItemId, [...(components.get(row.bundleItemId) ?? []), row.componentItemId]);
  return components;
}

async function readItems(db: Database, itemIds: string[]): Promise<Map<string, ItemRow>> {
  if (!itemIds.length) return new Map();
  const rows = await itemsOf(db).execute({ itemIds });
  return new Map(rows.map(({ item, brand }) => [item.id, { ...item, brand }]));
}

/** pairKey(item, store) → the item's category name in that store, for every pair where the store sells the item. */
async function readSold(db: Database, itemIds: string[], storeIds: string[]): Promise<Map<string, string | null>> {
  if (!itemIds.length || !storeIds.length) return new Map();
  const rows = await soldIn(db).execute({ itemIds, storeIds });
  return new Map(rows.map((row) => [pairKey(row.itemId, row.storeId), row.category]));
}

/** The active ones of `storeIds`. */
async function readStores(db: Database, storeIds: string[]): Promise<Map<string, PricingStore>> {
  if (!storeIds.length) return new Map();
  const rows = await activeStores(db).execute({ storeIds });
  return new Map(rows.map((row) => [row.id, row]));
}

/** The active one of the shipping options `ids` (a calc asks for one). */
async function readShipping(db: Database, ids: string[]): Promise<Map<string, ShippingRow>> {
  if (!ids.length) return new Map();
  const rows = await activeShipping(db).execute({ ids });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Where the catalogue rows come from: the database, or the calc's cache of them (catalog-cache.ts). */
interface CatalogSource {
  components(itemIds: string[]): Promise<Map<string, string[]>>;
  items(itemIds: string[]): Promise<Map<string, ItemRow | null>>;
  sold(itemIds: string[], storeIds: string[]): Promise<Map<string, string | null>>;
  stores(storeIds: string[]): Promise<Map<string, PricingStore | null>>;
  shipping(id: string): Promise<ShippingRow | null>;
}

const fromDatabase = (db: Database): CatalogSource => ({
  components: (itemIds) => readComponents(db, itemIds),
  items: (itemIds) => readItems(db, itemIds),
  sold: (itemIds, storeIds) => readSold(db, itemIds, storeIds),
  stores: (storeIds) => readStores(db, storeIds),
  shipping: async (id) => (await readShipping(db, [id])).get(id) ?? null,
});

const fromCache = (db: Database): CatalogSource => ({
  components: (itemIds) => pricingCache<string[]>(db, "components").get(itemIds, (missing) => readComponents(db, missing), []),
  items: (itemIds) => pricingCache<ItemRow | null>(db, "items").get(itemIds, (missing) => readItems(db, missing), null),
  sold: async (itemIds, storeIds) => {
    const pairs = itemIds.flatMap((itemId) => storeIds.map((storeId) => pairKey(itemId, storeId)));
    const load = (missing: string[]) => {
      const split = missing.map((key) => key.split("\t") as [string, string]);
      return readSold(db, [...new Set(split.map(([itemId]) => itemId))], [...new Set(split.map(([, storeId]) => storeId))]);
    };
    // undefined: the store does not sell the item (null is a sold item without a category)
    const found = await pricingCache<string | null | undefined>(db, "sold").get(pairs, load, undefined);
    return new Map([...found].filter((entry): entry is [string, string | null] => entry[1] !== undefined));
  },
  stores: (storeIds) => pricingCache<PricingStore | null>(db, "stores").get(storeIds, (missing) => readStores(db, missing), null),
  shipping: async (id) => (await pricingCache<ShippingRow | null>(db, "shipping").get([id], (missing) => readShipping(db, missing), null)).get(id) ?? null,
});

export interface LoadOptions {
  /**
   * The cart calc's cache of the catalogue rows (catalog-cache.ts) instead of the database. Variants
   * (prices, stock) and coupons are read from the database either way. Never for an order.
   */
  cached?: boolean;
}

export async function loadPricingContext(
  db: Database,
  request: CartCalcInput,
  shopper: Shopper,
  now = new Date(),
  mayCheckHistory: HistoryGate = async () => true,
  options: LoadOptions = {},
): Promise<PricingContext> {
  const source = options.cached ? fromCache(db) : fromDatabase(db);
  const storeIds = [...new Set(request.items.map((l) => l.store_id))];
  const lineItemIds = [...new Set(request.items.map((l) => l.item_id))];
  const codes = [...new Set(request.coupon_codes.map((c) => c.coupon_code.trim().toUpperCase()))];

  // Bundles bring their components in; the stores, shipping and coupons go out beside them (issue 27:
  // two round trips, not three; from the cache, only the variants and coupons are queries).
  const [components, storeRows, shippingRow, couponRows] = await Promise.all([
    source.components(lineItemIds),
    source.stores(storeIds),
    request.shipping_method_id ? source.shipping(request.shipping_method_id) : null,
    codes.length ? db.select().from(t.coupons).where(inArray(t.coupons.code, codes)) : [],
  ]);
  const itemIds = [...new Set([...lineItemIds, ...[...components.values()].flat()])];
  const [itemRows, variantRows, sold] = await Promise.all([
    source.items(itemIds),
    itemIds.length ? variantsOf(db).execute({ itemIds }) : [],
    source.sold(itemIds, storeIds),
  ]);

  const items = new Map<string, PricingItem>();
  for (const item of itemRows.values()) {
    if (!item) continue;
    items.set(item.id, { ...item, components: components.get(item.id) ?? [], variants: [], categoryByStore: new Map() });
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
  const stores = new Map<string, PricingStore>();
  for (const [id, store] of storeRows) if (store) stores.set(id, store);
  for (const [key, category] of sold) {
    const [itemId, storeId] = key.split("\t") as [string, string];
    if (stores.has(storeId)) items.get(itemId)?.categoryByStore.set(storeId, category);
  }

  const coupons = new Map<string, PricingCoupon>(couponRows.map((c) => [c.code, c]));
  const shipping: PricingContext["shipping"] = shippingRow;

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
