/**
 * Reads of stores, categories and items, shaped for the REST contract (lib/api/schemas). Prices are
 * derived from variants: a plain item's min/max price is over its variants; a bundle's is the sum of
 * its components' min/max. An item is out of stock when every variant has stock 0 (a bundle: when
 * any component is). Items with no variants at all are never listed.
 */
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { BundleItem, ItemDetail, ItemSummary, StoreItemsRequest, Variant } from "../../lib/api/schemas/item";
import type { Category, ShopCheck, Store } from "../../lib/api/schemas/shop";
import { queryRows, type Database } from "../db/client";
import * as t from "../db/schema";

export type StoreItemsFilter = z.output<typeof StoreItemsRequest>;

type VariantRow = typeof t.variants.$inferSelect;

export async function findStoreBySlug(db: Database, slug: string) {
  const [row] = await db
    .select({ store: t.stores, ownerOpenId: t.users.openId, ownerUserName: t.users.userName })
    .from(t.stores)
    .innerJoin(t.users, eq(t.users.id, t.stores.ownerId))
    .where(and(eq(t.stores.slug, slug.toLowerCase()), eq(t.stores.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function findStoreById(db: Database, id: string) {
  const [row] = await db
    .select({ store: t.stores, ownerOpenId: t.users.openId, ownerUserName: t.users.userName })
    .from(t.stores)
    .innerJoin(t.users, eq(t.users.id, t.stores.ownerId))
    .where(and(eq(t.stores.id, id), eq(t.stores.isActive, true)))
    .limit(1);
  return row ?? null;
}

export async function shopCheck(db: Database, slug: string): Promise<ShopCheck> {
  const found = await findStoreBySlug(db, slug);
  if (!found) return { is_find: false, id: null, owner: null, subscription_brands: [] };
  const brands = await db
    .select({ code: t.storeSubscriptionBrands.code, name: t.storeSubscriptionBrands.name })
    .from(t.storeSubscriptionBrands)
    .where(eq(t.storeSubscriptionBrands.storeId, found.store.id))
    .orderBy(asc(t.storeSubscriptionBrands.position));
  return { is_find: true, id: found.store.id, owner: { open_id: found.ownerOpenId }, subscription_brands: brands };
}

export function storeView(found: NonNullable<Awaited<ReturnType<typeof findStoreBySlug>>>): Store {
  const { store } = found;
  return {
    id: store.id,
    name: store.name,
    description: store.description,
    banner: store.banner,
    store_link: store.storeLink,
    owner: { open_id: found.ownerOpenId, cover: store.cover, user_name: found.ownerUserName, can_share_box: store.canShareBox },
  };
}

/** Active categories of a store that hold at least one listed item, in the store's order. */
export async function storeCategories(db: Database, storeId: string): Promise<Category[]> {
  const rows = await db
    .select()
    .from(t.storeCategories)
    .where(
      and(
        eq(t.storeCategories.storeId, storeId),
        eq(t.storeCategories.active, true),
        sql`exists (select 1 from ${t.itemCategories} ic join ${t.storeItems} si on si.item_id = ic.item_id and si.store_id = ${storeId} where ic.category_id = "store_categories"."id")`,
      ),
    )
    .orderBy(asc(t.storeCategories.position), asc(t.storeCategories.id));
  return rows.map((r) => ({ id: r.id, name: r.name, cover: r.cover, icon: r.icon, exclusive: r.exclusive, active: r.active }));
}

/** Per-item price and stock figures (bundles from their components), as a CTE named `stats`. */
const STATS_CTE = sql`
  item_stats as (
    select v.item_id,
           min(v.price) as min_price, max(v.price) as max_price,
           min(v.retail_price) as min_retail, max(v.retail_price) as max_retail,
           max(v.compare_at_price) as compare_at_price,
           bool_and(v.stock = 0) as out_of_stock
      from variants v group by v.item_id
  ),
  bundle_stats as (
    select bc.bundle_item_id as item_id,
           sum(s.min_price) as min_price, sum(s.max_price) as max_price,
           sum(s.min_retail) as min_retail, sum(s.max_retail) as max_retail,
           null::integer as compare_at_price,
           bool_or(coalesce(s.out_of_stock, true)) or bool_or(s.item_id is null) as out_of_stock
      from bundle_components bc left join item_stats s on s.item_id = bc.component_item_id
     group by bc.bundle_item_id
  ),
  stats as (
    select s.* from item_stats s join items i on i.id = s.item_id where not i.is_bundle
    union all
    select b.* from bundle_stats b join items i on i.id = b.item_id where i.is_bundle
  )`;

/**
 * The columns of an item tile (the store grid's, the starter items'), over `items i`, `brands b` and a
 * per-item figure `st` with min_price, max_price, compare_at_price and out_of_stock.
 */
export const TILE_COLUMNS = sql`i.id, i.name, i.thumb, b.name as brand,
  st.min_price::integer as min_price, st.max_price::integer as max_price, st.compare_at_price::integer as compare_at_price,
  i.price_type, st.out_of_stock, i.is_preorder, i.is_bundle, floor(extract(epoch from i.offer_ends))::integer as offer_ends`;

export type TileRow = {
  id: string;
  name: string;
  thumb: string;
  brand: string;
  min_price: number;
  max_price: number;
  compare_at_price: number | null;
  price_type: "regular" | "member";
  out_of_stock: boolean;
  is_preorder: boolean;
  offer_ends: number | null;
  is_bundle: boolean;
};

/** A row of TILE_COLUMNS as the contract's tile (without the store, which the caller knows). */
export function tileView(r: TileRow): Omit<ItemSummary, "store_id"> {
  return {
    _id: r.id,
    name: r.name,
    thumb: r.thumb,
    brand: { name: r.brand },
    min_price: Number(r.min_price),
    max_price: Number(r.max_price),
    compare_at_price: r.compare_at_price === null ? null : Number(r.compare_at_price),
    price_type: r.price_type,
    out_of_stock: Boolean(r.out_of_stock),
    is_preorder: Boolean(r.is_preorder),
    offer_ends: r.offer_ends === null ? null : Number(r.offer_ends),
    is_bundle: Boolean(r.is_bundle),
  };
}

export async function storeItemsPage(
  db: Database,
  storeId: string,
  filter: StoreItemsFilter,
  page: number,
  limit: number,
): Promise<{ datas: ItemSummary[]; length: number; has_more: boolean }> {
  const conditions: SQL[] = [sql`si.store_id = ${storeId}`];
  if (filter.must_in_stock) conditions.push(sql`st.out_of_stock = false`);
  const categories = filter.must_categories ?? [];
  if (categories.length) {
    conditions.push(
      sql`exists (select 1 from item_categories ic where ic.item_id = i.id and ic.category_id in (${sql.join(
        categories.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const dir = filter.sort_dir === "desc" ? sql.raw("desc") : sql.raw("asc");
  // `newest` ranks by newness: asc = newest first.
  const newestDir = filter.sort_dir === "desc" ? sql.raw("asc") : sql.raw("desc");
  const order =
    filter.sort === "price"
      ? sql`st.min_price ${dir}, si.position asc, i.id asc`
      : filter.sort === "newest"
        ? sql`si.added_at ${newestDir}, i.created_at ${newestDir}, i.id asc`
        : sql`si.position ${dir}, i.id ${dir}`;
  const from = sql`store_items si join items i on i.id = si.item_id join brands b on b.id = i.brand_id join stats st on st.item_id = i.id`;

  const [countRow] = await queryRows<{ total: number }>(db, sql`with ${STATS_CTE} select count(*)::integer as total from ${from} where ${where}`);
  const total = Number(countRow?.total ?? 0);
  const rows = await queryRows<TileRow>(
    db,
    sql`with ${STATS_CTE}
      select ${TILE_COLUMNS}
        from ${from}
       where ${where}
       order by ${order}
       limit ${limit} offset ${(page - 1) * limit}`,
  );
  return {
    datas: rows.map((r) => ({ ...tileView(r), store_id: storeId })),
    length: total,
    has_more: page * limit < total,
  };
}

export function variantView(v: VariantRow): Variant {
  return {
    id: v.id,
    options: v.options,
    stock: v.stock,
    retail_stock: v.stock,
    price: v.price,
    compare_at_price: v.compareAtPrice,
    image: v.image,
    sku: v.sku,
  };
}

export async function variantsByItem(db: Database, itemIds: string[]): Promise<Map<string, VariantRow[]>> {
  const map = new Map<string, VariantRow[]>();
  if (!itemIds.length) return map;
  const rows = await db.select().from(t.variants).where(inArray(t.variants.itemId, itemIds)).orderBy(asc(t.variants.position), asc(t.variants.id));
  for (const row of rows) {
    const list = map.get(row.itemId) ?? [];
    list.push(row);
    map.set(row.itemId, list);
  }
  return map;
}

/** The category each item has in one store (the first by position), by item id. */
async function categoriesInStore(db: Database, storeId: string, itemIds: string[]): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  if (!itemIds.length) return map;
  const rows = await db
    .select({ itemId: t.itemCategories.itemId, name: t.storeCategories.name })
    .from(t.itemCategories)
    .innerJoin(t.storeCategories, eq(t.storeCategories.id, t.itemCategories.categoryId))
    .where(and(eq(t.storeCategories.storeId, storeId), inArray(t.itemCategories.itemId, itemIds)))
    .orderBy(asc(t.storeCategories.position));
  for (const row of rows) if (!map.has(row.itemId)) map.set(row.itemId, row.name);
  return map;
}

const epochSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

/** Item detail as a store sells it, or null when that store does not sell the item. */
export async function itemDetail(db: Database, itemId: string, storeId: string): Promise<ItemDetail | null> {
  const [row] = await db
    .select({ item: t.items, brand: t.brands.name, store: t.stores, owner: t.users })
    .from(t.storeItems)
    .innerJoin(t.items, eq(t.items.id, t.storeItems.itemId))
    .innerJoin(t.brands, eq(t.brands.id, t.items.brandId))
    .innerJoin(t.stores, eq(t.stores.id, t.storeItems.storeId))
    .innerJoin(t.users, eq(t.users.id, t.stores.ownerId))
    .where(and(eq(t.storeItems.itemId, itemId), eq(t.storeItems.storeId, storeId), eq(t.stores.isActive, true)))
    .limit(1);
  if (!row) return null;
  const { item } = row;

  const components = item.isBundle
    ? await db
        .select({ item: t.items, brand: t.brands.name })
        .from(t.bundleComponents)
        .innerJoin(t.items, eq(t.items.id, t.bundleComponents.componentItemId))
        .innerJoin(t.brands, eq(t.brands.id, t.items.brandId))
        .where(eq(t.bundleComponents.bundleItemId, item.id))
        .orderBy(asc(t.bundleComponents.position))
    : [];
  const ids = [item.id, ...components.map((c) => c.item.id)];
  const [variants, categories] = await Promise.all([variantsByItem(db, ids), categoriesInStore(db, storeId, ids)]);

  const own = variants.get(item.id) ?? [];
  let minPrice: number, maxPrice: number, minRetail: number, maxRetail: number, outOfStock: boolean, compareAt: number | null;
  let bundle: ItemDetail["bundle"] = null;
  if (item.isBundle) {
    const parts = components.map((c) => variants.get(c.item.id) ?? []);
    const sum = (pick: (vs: VariantRow[]) => number) => parts.reduce((total, vs) => total + (vs.length ? pick(vs) : 0), 0);
    minPrice = sum((vs) => Math.min(...vs.map((v) => v.price)));
    maxPrice = sum((vs) => Math.max(...vs.map((v) => v.price)));
    minRetail = sum((vs) => Math.min(...vs.map((v) => v.retailPrice)));
    maxRetail = sum((vs) => Math.max(...vs.map((v) => v.retailPrice)));
    outOfStock = parts.length === 0 || parts.some((vs) => vs.every((v) => v.stock === 0));
    compareAt = null;
    const bundleItems: BundleItem[] = components.map((c) => ({
      id: c.item.id,
      name: c.item.name,
      code: c.item.code,
      thumb: c.item.thumb,
      brand: { name: c.brand },
      category: categories.has(c.item.id) ? { name: categories.get(c.item.id)! } : null,
      variants: (variants.get(c.item.id) ?? []).map(variantView),
    }));
    bundle = { groups: [{ discount: item.bundleDiscount, count: bundleItems.length, items: bundleItems }] };
  } else {
    const prices = own.map((v) => v.price);
    const retail = own.map((v) => v.retailPrice);
    const compares = own.map((v) => v.compareAtPrice).filter((v): v is number => v !== null);
    minPrice = prices.length ? Math.min(...prices) : 0;
    maxPrice = prices.length ? Math.max(...prices) : 0;
    minRetail = retail.length ? Math.min(...retail) : 0;
    maxRetail = retail.length ? Math.max(...retail) : 0;
    compareAt = compares.length ? Math.max(...compares) : null;
    outOfStock = own.every((v) => v.stock === 0);
  }

  return {
    _id: item.id,
    item_src_id: item.id,
    name: item.name,
    code: item.code,
    brand: { name: row.brand },
    category: categories.has(item.id) ? { name: categories.get(item.id)! } : null,
    description: item.description,
    store: { id: row.store.id, name: row.store.name, open_id: row.owner.openId, user_name: row.owner.userName, user_id: row.owner.id },
    thumb: item.thumb,
    files: item.files,
    influencer_images: item.influencerImages,
    min_price: minPrice,
    max_price: maxPrice,
    compare_at_price: compareAt,
    min_retail_price: minRetail,
    max_retail_price: maxRetail,
    price_type: item.priceType === "member" ? "member" : "regular",
    is_preorder: item.isPreorder,
    drop_date: item.dropDate,
    offer_ends: epochSeconds(item.offerEnds),
    is_bundle: item.isBundle,
    bundle,
    is_starter: item.isStarter,
    out_of_stock: outOfStock,
    variants: own.map(variantView),
  };
}

