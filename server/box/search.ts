/**
 * The box builder's item search (ONB-17, API-46): one page of the box catalogue's items in the requested
 * stages that are in stock, filtered, searched and sorted in the database.
 *
 * - Listed: an item with at least one variant in stock. Its price (shown, filtered, sorted) is the range
 *   over its variants in stock.
 * - keyword: full-text over `box_items.search` (name, brand, category, colours; GIN-indexed). Each word
 *   counts as a prefix ("flor" finds Floral) and every word must match; words are stemmed in English, so
 *   "dresses" finds Dress. Only letters and digits reach `to_tsquery`, never its operators.
 * - sizes / colors: some variant in stock has one of the sizes and one of the colours.
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
  brand_id: string;
  brand: string;
  category_id: string;
  category: string;
  stage: number;
  min_price: number;
  max_price: number;
  compare_at_price: number | null;
  price_type: string;
  total: number;
};

/** `flor dress` → `flor:* & dress:*`; null when the keyword holds no word at all. */
export function prefixQuery(keyword: string): string | null {
  const words = keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  return words ? words.map((word) => `${word}:*`).join(" & ") : null;
}

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** A variant's option (`Color`, `Size`) is one of `values`: jsonb containment, one test per value. */
function optionIn(name: string, values: readonly string[]): SQL {
  return sql`(${sql.join(
    values.map((option) => sql`v.options @> ${JSON.stringify([{ name, option }])}::jsonb`),
    sql` or `,
  )})`;
}

const ORDER: Record<BoxSearchFilter["sort"], SQL> = {
  newest: sql`m.added_at desc, m.item_id asc`,
  "low-high-price": sql`m.min_price asc, m.item_id asc`,
  "high-low-price": sql`m.min_price desc, m.item_id asc`,
};

export async function searchBoxItems(db: Database, stages: BoxStage[], filter: BoxSearchFilter): Promise<BoxSearchPage> {
  const { page, limit } = filter;
  const empty = { datas: [], has_more: false, total: 0 };
  const items: SQL[] = [sql`bi.stage in (${sql.join(stages.map((stage) => sql`${stage}`), sql`, `)})`];
  if (filter.keyword) {
    const query = prefixQuery(filter.keyword);
    if (!query) return empty;
    items.push(sql`bi.search @@ to_tsquery('english', ${query})`);
  }
  if (filter.must_categories.length) items.push(sql`bi.category_id in (${list(filter.must_categories)})`);
  if (filter.must_brands.length) {
    items.push(sql`exists (select 1 from items i where i.id = bi.item_id and i.brand_id in (${list(filter.must_brands)}))`);
  }

  const variantMatch: SQL[] = [];
  if (filter.sizes.length) variantMatch.push(optionIn("Size", filter.sizes));
  if (filter.colors.length) variantMatch.push(optionIn("Color", filter.colors));
  const groups: SQL[] = [];
  if (filter.min > BOX_PRICE.min) groups.push(sql`min(v.price) >= ${filter.min}`);
  if (filter.max < BOX_PRICE.max) groups.push(sql`min(v.price) <= ${filter.max}`);
  if (variantMatch.length) groups.push(sql`bool_or(${sql.join(variantMatch, sql` and `)})`);

  const rows = await queryRows<Row>(
    db,
    sql`with m as (
        select bi.item_id, bi.stage, bi.category_id, bi.added_at,
               min(v.price) as min_price, max(v.price) as max_price, max(v.compare_at_price) as compare_at_price
          from box_items bi
          join variants v on v.item_id = bi.item_id and v.stock > 0
         where ${sql.join(items, sql` and `)}
         group by bi.item_id
        ${groups.length ? sql`having ${sql.join(groups, sql` and `)}` : sql``}
      )
      select i.id, i.name, i.code, i.description, i.thumb, i.files, i.price_type, b.id as brand_id, b.name as brand,
             c.id as category_id, c.name as category, m.stage,
             m.min_price::integer as min_price, m.max_price::integer as max_price, m.compare_at_price::integer as compare_at_price,
             count(*) over ()::integer as total
        from m
        join items i on i.id = m.item_id
        join brands b on b.id = i.brand_id
        join box_categories c on c.id = m.category_id
       order by ${ORDER[filter.sort]}
       limit ${limit} offset ${(page - 1) * limit}`,
  );
  // Past the last page the window has no row to count on: count on its own (rare, cheap).
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? await countPastEnd(db, stages, filter) : 0;
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

async function countPastEnd(db: Database, stages: BoxStage[], filter: BoxSearchFilter): Promise<number> {
  const first = await searchBoxItems(db, stages, { ...filter, page: 1, limit: 1 });
  return first.total;
}
