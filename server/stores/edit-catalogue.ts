/**
 * The catalogue a store owner picks from (TOOLS-03/04, API-44 `type=edit`, API-47): every item an
 * active store lists that a store can take today, by the rule of a new store's starter items
 * (server/stores/recommendations.ts): neither a bundle (its parts must be in the store too) nor a
 * subscription item, a pre-order whose offer has not ended, some variant in stock. Newest first.
 *
 * - Each item comes with a store that sells it (the oldest active one), so the picker's detail dialog
 *   can read `GET /api/items/{item}/{store}/details`, and with its category there: the picker's tabs are
 *   those categories by name, their id the name as a slug (`Dresses` → `dresses`); a store that takes
 *   the item files it under a category of that name (server/stores/edit-items.ts).
 * - keyword: full-text as the box search (server/box/search.ts, `prefixQuery`): every word a prefix of a
 *   word of the name, brand or category, English stems. The catalogue is computed per call, not indexed:
 *   it is the few hundred items the stores list, not the box catalogue's kept summary.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Category } from "../../lib/api/schemas/shop";
import type { EditCatalogueItem, EditCataloguePage } from "../../lib/api/schemas/store-tools";
import { prefixQuery } from "../box/search";
import { tileView, type TileRow } from "../catalog/queries";
import { queryRows, type Database } from "../db/client";

const list = (values: readonly string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/** The pickable items with what a tile shows, as a CTE named `pickable`. */
const pickable = (now: Date): SQL => sql`
  pickable as (
    select i.id, i.name, i.thumb, i.price_type, i.is_preorder, i.created_at, false as out_of_stock, false as is_bundle,
           floor(extract(epoch from i.offer_ends))::integer as offer_ends, b.name as brand,
           st.min_price::integer as min_price, st.max_price::integer as max_price, st.compare_at_price::integer as compare_at_price,
           src.store_id, cat.name as category, cat.cover as category_cover, cat.icon as category_icon, cat.exclusive as category_exclusive,
           trim(both '-' from regexp_replace(lower(cat.name), '[^a-z0-9]+', '-', 'g')) as category_id
      from items i
      join brands b on b.id = i.brand_id
      join (select v.item_id, min(v.price) as min_price, max(v.price) as max_price, max(v.compare_at_price) as compare_at_price, sum(v.stock) as stock
              from variants v group by v.item_id) st on st.item_id = i.id
      join lateral (select si.store_id from store_items si join stores s on s.id = si.store_id and s.is_active
                     where si.item_id = i.id order by s.created_at, s.id limit 1) src on true
      left join lateral (select sc.name, sc.cover, sc.icon, sc.exclusive
                           from item_categories ic
                           join store_categories sc on sc.id = ic.category_id and sc.active
                           join stores s on s.id = sc.store_id and s.is_active
                          where ic.item_id = i.id order by s.created_at, s.id, sc.position limit 1) cat on true
     where not i.is_bundle and not i.is_subscription and st.stock > 0
       and (i.offer_ends is null or i.offer_ends > ${now.toISOString()})
  )`;

/** A tile (every pickable item is in stock and no bundle, by the rule above) with its store, category and the page's total. */
type Row = TileRow & {
  store_id: string;
  category: string | null;
  category_id: string | null;
  total: number;
};

export interface EditCatalogueFilter {
  keyword: string;
  must_categories: string[];
}

/** One page of the picker's catalogue; an empty page when the keyword holds no word. */
export async function editCatalogue(db: Database, filter: EditCatalogueFilter, page: number, limit: number, now: Date): Promise<EditCataloguePage> {
  const where: SQL[] = [sql`true`];
  if (filter.keyword) {
    const query = prefixQuery(filter.keyword);
    if (!query) return { datas: [], has_more: false, total: 0 };
    where.push(sql`to_tsvector('english', p.name || ' ' || p.brand || ' ' || coalesce(p.category, '')) @@ to_tsquery('english', ${query})`);
  }
  if (filter.must_categories.length) where.push(sql`p.category_id in (${list(filter.must_categories)})`);
  const rows = await queryRows<Row>(
    db,
    sql`with ${pickable(now)}
      select p.*, count(*) over ()::integer as total
        from pickable p
       where ${sql.join(where, sql` and `)}
       order by p.created_at desc, p.id asc
       limit ${limit} offset ${(page - 1) * limit}`,
  );
  // Past the last page the window has no row to count on.
  const total = rows.length ? Number(rows[0]!.total) : page > 1 ? (await editCatalogue(db, filter, 1, 1, now)).total : 0;
  return {
    datas: rows.map(
      (r): EditCatalogueItem => ({
        ...tileView(r),
        store_id: r.store_id,
        category: r.category && r.category_id ? { id: r.category_id, name: r.category } : null,
      }),
    ),
    has_more: page * limit < total,
    total,
  };
}

/** The picker's category tabs (API-44 `type=edit`): the categories of the pickable items, by name. */
export async function editCategories(db: Database, now: Date): Promise<Category[]> {
  const rows = await queryRows<{ id: string; name: string; cover: string | null; icon: string | null; exclusive: boolean }>(
    db,
    sql`with ${pickable(now)}
      select p.category_id as id, min(p.category) as name, min(p.category_cover) as cover, min(p.category_icon) as icon,
             bool_or(p.category_exclusive) as exclusive
        from pickable p
       where p.category_id is not null and p.category_id <> ''
       group by p.category_id
       order by min(p.category) asc`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name, cover: r.cover, icon: r.icon, exclusive: Boolean(r.exclusive), active: true }));
}

/** The source category of each pickable item among `ids` (its name and look), by item id; a missing id is not pickable. */
export async function pickableItems(db: Database, ids: readonly string[], now: Date) {
  const found = new Map<string, { name: string; cover: string | null; icon: string | null; exclusive: boolean } | null>();
  if (!ids.length) return found;
  const rows = await queryRows<{ id: string; category: string | null; category_cover: string | null; category_icon: string | null; category_exclusive: boolean | null }>(
    db,
    sql`with ${pickable(now)} select p.id, p.category, p.category_cover, p.category_icon, p.category_exclusive from pickable p where p.id in (${list(ids)})`,
  );
  for (const r of rows) {
    found.set(r.id, r.category ? { name: r.category, cover: r.category_cover, icon: r.category_icon, exclusive: Boolean(r.category_exclusive) } : null);
  }
  return found;
}
