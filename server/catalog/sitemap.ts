/**
 * What the sitemap lists: active stores and, per store, the items its catalogue shows (an item
 * with variants, or a bundle with components: the same rule as the store's items page).
 */
import { sql } from "drizzle-orm";
import type { SitemapIndex, SitemapStore } from "../../lib/api/schemas/sitemap";
import { queryRows, type Database } from "../db/client";

type Row = { slug: string; store_id: string; item_id: string | null };

export async function sitemapIndex(db: Database): Promise<SitemapIndex> {
  const rows = await queryRows<Row>(
    db,
    sql`select s.slug, s.id as store_id, listed.item_id
          from stores s
          left join lateral (
            select si.item_id, si.position
              from store_items si join items i on i.id = si.item_id
             where si.store_id = s.id
               and case when i.is_bundle
                        then exists (select 1 from bundle_components bc where bc.bundle_item_id = i.id)
                        else exists (select 1 from variants v where v.item_id = i.id) end
          ) listed on true
         where s.is_active
         order by s.slug, listed.position, listed.item_id`,
  );
  const stores = new Map<string, SitemapStore>();
  for (const row of rows) {
    const store = stores.get(row.store_id) ?? { slug: row.slug, id: row.store_id, item_ids: [] };
    if (row.item_id) store.item_ids.push(row.item_id);
    stores.set(row.store_id, store);
  }
  return { stores: [...stores.values()] };
}
