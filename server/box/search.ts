/**
 * The box builder's item search (ONB-17, API-46): one page of the box catalogue's items in the requested
 * stages that are in stock, filtered, searched and sorted in the database.
 *
 * - Listed: an item with at least one variant in stock. Its price (shown, filtered, sorted) is the range
 *   over its variants in stock. Both come from the box row's stock summary, which triggers keep in step with
 *   the variants (migration 0010), so a search reads one row per item and aggregates nothing.
 * - keyword: full-text over `box_items.search` (name, brand, category, colours; GIN-indexed). Each word
 *   counts as a prefix ("flor" finds Floral) and every word must match; words are stemmed in English, so
 *   "dresses" finds Dress. Only letters and digits reach `to_tsquery`, never its operators.
 * - sizes / colors: some variant in stock has one of the sizes and one of the colours (`stock_keys` holds
 *   `s:{size}`, `c:{colour}` and `cs:{colour}|{size}` of the variants in stock).
 * - min / max: the item's lowest price in stock lies within them; max 30000 ($300) has no upper bound.
 * - must_brands / must_categories: any of them.
 * - sort: newest (joined the box catalogue last), low-high-price, high-low-price (by the lowest price);
 *   ties by id, so pages never overlap.
 */
import { sql, type SQL } from "drizzle-orm";
import type { BoxItem, BoxSearchFilter, BoxSearchPage } from "../../lib/api/schemas/box";
import { BOX_PRICE } from "../../lib/box/filters";
import { variantsByItem, variantView } from "../catalog/queries";
import { queryRows, type Database } from "../db/client";
import type { BoxStage } from "./stages";

type Row = {
  id: string;
  name: string;
  code: string;
  description: string;
  thumb: string;
  files: string[];
  price_type: string;
  brand_id: string;
  brand: string;
  category_id: string;
  category: string;
  stage: number;
  min_price: number;
  max_price: number;
  compare_at_price: number | null;
  total: number;
};

/** `flor dress` → `flor:* & dress:*`; null when the keyword holds no word at all. */
export function prefixQuery(keyword: string): string | null {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `${word}:*`).join(" & ") : null;
}

const list = (values: readonly (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The `stock_keys` any of which a listed item must hold for the size and colour filters. */
function stockKeys(sizes: readonly string[], colors: readonly string[]): string[] {
  if (sizes.length && colors.length) return colors.flatMap((colour) => sizes.map((size) => `cs:${colour}|${size}`));
  if (sizes.length) return sizes.map((size) => `s:${size}`);
  return colors.map((colour) => `c:${colour}`);
}

const ORDER: Record<BoxSearchFilter["sort"], SQL> = {
  newest: sql`bi.added_at desc, bi.item_id asc`,
  "low-high-price": sql`bi.min_price asc, bi.item_id asc`,
  "high-low-price": sql`bi.min_price desc, bi.item_id asc`,
};

/** The conditions of a search, or null when it cannot match anything (a keyword without a word). */
function conditions(stages: BoxStage[], filter: BoxSearchFilter): SQL | null {
  const where: SQL[] = [sql`bi.min_price is not null`, sql`bi.stage in (${list(stages)})`];
  if (filter.keyword) {
    const query = prefixQuery(filter.keyword);
    if (!query) return null;
    where.push(sql`bi.search @@ to_tsquery('english', ${query})`);
  }
  if (filter.must_categories.length) where.push(sql`bi.category_id in (${list(filter.must_categories)})`);
  if (filter.must_brands.length) where.push(sql`i.brand_id in (${list(filter.must_brands)})`);
  if (filter.sizes.length || filter.colors.length) where.push(sql`bi.stock_keys && array[${list(stockKeys(filter.sizes, filter.colors))}]::text[]`);
  if (filter.min > BOX_PRICE.min) where.push(sql`bi.min_price >= ${filter.min}`);
  if (filter.max < BOX_PRICE.max) where.push(sql`bi.min_price <= ${filter.max}`);
  return sql.join(where, sql` and `);
}

const FROM = sql`box_items bi join items i on i.id = bi.item_id`;

export async function searchBoxItems(db: Database, stages: BoxStage[], filter: BoxSearchFilter): Promise<BoxSearchPage> {
  const { page, limit } = filter;
  const where = conditions(stages, filter);
  if (!where) return { datas: [], has_more: false, total: 0 };
  const rows = await queryRows<Row>(
    db,
    sql`select i.id, i.name, i.code, i.description, i.thumb, i.files, i.price_type, b.id as brand_id, b.name as brand,
               c.id as category_id, c.name as category, bi.stage,
               bi.min_price, bi.max_price, bi.compare_at_price, count(*) over ()::integer as total
          from ${FROM}
          join brands b on b.id = i.brand_id
          join box_categories c on c.id = bi.category_id
         where ${where}
         order by ${ORDER[filter.sort]}
         limit ${limit} offset ${(page - 1) * limit}`,
  );
  // Past the last page the window has no row to count on: count on its own.
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await count(db, where) : 0;
  const variants = await variantsByItem(
    db,
    rows.map((r) => r.id),
  );
  return {
    datas: rows.map((r): BoxItem => ({
      _id: r.id,
      name: r.name,
      code: r.code,
      description: r.description,
      thumb: r.thumb,
      files: r.files,
      brand: { id: r.brand_id, name: r.brand },
      category: { id: r.category_id, name: r.category },
      stage: r.stage === 2 ? 2 : 1,
      min_price: Number(r.min_price),
      max_price: Number(r.max_price),
      compare_at_price: r.compare_at_price === null ? null : Number(r.compare_at_price),
      price_type: r.price_type === "member" ? "member" : "regular",
      variants: (variants.get(r.id) ?? []).map(variantView),
    })),
    has_more: page * limit < total,
    total,
  };
}

async function count(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::integer as n from ${FROM} where ${where}`);
  return Number(row?.n ?? 0);
}
