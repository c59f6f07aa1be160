/**
 * Starter items for a new store (API-43, ONB-06): what the catalogue can put in a store that opens
 * today. An item qualifies when an active store lists it, it is neither a bundle (its parts must be in
 * the store too) nor a subscription item, a pre-order's offer has not ended, and some variant has
 * stock. Ordered by how many stores list it (what stylists pick most), then newest first; 24 a page.
 * `POST /api/store/create` accepts only such items.
 */
import { sql, type SQL } from "drizzle-orm";
import type { RecommendedItemsPage } from "../../lib/api/schemas/store";
import { TILE_COLUMNS, tileView, type TileRow } from "../catalog/queries";
import { queryRows, type Database } from "../db/client";

const FROM = sql`
  items i
  join brands b on b.id = i.brand_id
  join (select v.item_id, min(v.price) as min_price, max(v.price) as max_price, max(v.compare_at_price) as compare_at_price,
               sum(v.stock) as stock, bool_and(v.stock = 0) as out_of_stock
          from variants v group by v.item_id) st on st.item_id = i.id
  join (select si.item_id, count(*) as stores
          from store_items si join stores s on s.id = si.store_id and s.is_active group by si.item_id) listed on listed.item_id = i.id`;

const recommendable = (now: Date): SQL =>
  sql`not i.is_bundle and not i.is_subscription and st.stock > 0 and (i.offer_ends is null or i.offer_ends > ${now.toISOString()})`;

export async function recommendedItems(db: Database, page: number, limit: number, now: Date): Promise<RecommendedItemsPage> {
  const where = recommendable(now);
  const [count] = await queryRows<{ total: number }>(db, sql`select count(*)::integer as total from ${FROM} where ${where}`);
  const total = Number(count?.total ?? 0);
  const rows = await queryRows<TileRow>(
    db,
    sql`select ${TILE_COLUMNS}
          from ${FROM}
         where ${where}
         order by listed.stores desc, i.created_at desc, i.id asc
         limit ${limit} offset ${(page - 1) * limit}`,
  );
  const datas = rows.map(tileView);
  return { datas, has_more: page * limit < total, total };
}

/** The ids among `ids` that a new store may take (the same rule as the list). */
export async function recommendableIds(db: Database, ids: string[], now: Date): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select i.id from ${FROM} where ${recommendable(now)} and i.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((r) => r.id));
}
