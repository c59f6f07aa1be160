/**
 * What the sitemap lists: active stores and, per store, the items its catalogue shows (an item
 * with variants, or a bundle with components: the same rule as the store's items page), each with
 * the time its page last changed as far as the data records it. Stores and items carry no
 * updated_at: an item page's time is the later of the item's creation and its listing in the store
 * (store_items.added_at), a store home's the later of the store's creation and its newest listing.
 */
import { sql } from "drizzle-orm";
import type { SitemapIndex, SitemapStore } from "../../lib/api/schemas/sitemap";
import { queryRows, type Database } from "../db/client";

type Row = { slug: string; store_id: string; store_created_at: Date | string; item_id: string | null; item_changed_at: Date | string | null };

const iso = (value: Date | string) => new Date(value).toISOString();

export async function sitemapIndex(db: Database): Promise<SitemapIndex> {
  const rows = await queryRows<Row>(
    db,
    sql`select s.slug, s.id as store_id, s.created_at as store_created_at, listed.item_id, listed.changed_at as item_changed_at
          from stores s
          left join lateral (
            select si.item_id, si.position, greatest(i.created_at, si.added_at) as changed_at
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
    const store = stores.get(row.store_id) ?? { slug: row.slug, id: row.store_id, updated_at: iso(row.store_created_at), items: [] };
    if (row.item_id && row.item_changed_at) {
      const changedAt = iso(row.item_changed_at);
      store.items.push({ id: row.item_id, updated_at: changedAt });
      if (changedAt > store.updated_at) store.updated_at = changedAt;
    }
    stores.set(row.store_id, store);
  }
  return { stores: [...stores.values()] };
}
