/**
 * What a gift box may hold (GIFT-10, API-68/69): the jewelry of the shop's active stores, in stock,
 * never a bundle or a gift package itself. The demo's jewelry carries no style tags, so a style does
 * not narrow the list; it orders it (each style starts the list at its own place), and the stylist
 * reads the style on the subscription. Without pierced ears, earrings are left out (BR-GIFT-11).
 */
import { sql } from "drizzle-orm";
import type { GiftPickItem } from "../../lib/api/schemas/subscription";
import { queryRows, type Database } from "../db/client";
import { GIFT_STYLES } from "./catalog";

interface Row {
  id: string;
  code: string;
  name: string;
  thumb: string;
  price: number;
  variant_ids: string[];
}

async function jewelry(db: Database, earPierced: boolean): Promise<GiftPickItem[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
    select i.id, i.code, i.name, i.thumb, min(v.price)::integer as price,
           array_agg(v.id order by v.position, v.id) as variant_ids
      from items i
      join variants v on v.item_id = i.id and v.stock > 0
     where not i.is_bundle and not i.is_subscription
       and (${earPierced} or i.name not ilike '%earring%')
       and exists (select 1 from item_categories ic join store_categories c on c.id = ic.category_id
                    join stores s on s.id = c.store_id and s.is_active
                   where ic.item_id = i.id and c.active and lower(c.name) = 'jewelry')
     group by i.id
     order by i.code`,
  );
  return rows.map((r) => ({ _id: r.id, code: r.code, name: r.name, thumb: r.thumb, price: r.price, variants: r.variant_ids.map((id) => ({ id })) }));
}

/** The list in the style's order: it starts at the style's place (its index × a third of the list). */
function inStyleOrder(list: GiftPickItem[], styleId: string): GiftPickItem[] {
  const index = Math.max(0, GIFT_STYLES.findIndex((s) => s.id === styleId));
  const start = list.length ? Math.floor((index * list.length) / GIFT_STYLES.length) : 0;
  return [...list.slice(start), ...list.slice(0, start)];
}

/** API-69: one page of the pieces for a style. */
export async function giftItemsPage(db: Database, styleId: string, limit: number, page: number): Promise<{ datas: GiftPickItem[]; has_more: boolean }> {
  const list = inStyleOrder(await jewelry(db, true), styleId);
  const from = (page - 1) * limit;
  return { datas: list.slice(from, from + limit), has_more: list.length > from + limit };
}

/** API-68: the stylist's suggestion, the package's piece count from the style's list. */
export async function autoPick(db: Database, styleId: string, count: number, earPierced: boolean): Promise<GiftPickItem[]> {
  return inStyleOrder(await jewelry(db, earPierced), styleId).slice(0, count);
}

/** The picks that are pieces a box may hold (any style); answers the ids that are not. */
export async function unknownPicks(db: Database, itemIds: string[]): Promise<string[]> {
  const known = new Set((await jewelry(db, true)).map((i) => i._id));
  return itemIds.filter((id) => !known.has(id));
}

/** True when a pick is not a piece a box may hold, or its variant is not one of that piece's in stock. */
export async function picksOutsideCatalogue(db: Database, picks: readonly { item_id: string; variant_id: string | null }[]): Promise<boolean> {
  const list = new Map((await jewelry(db, true)).map((i) => [i._id, new Set(i.variants.map((v) => v.id))]));
  return picks.some((p) => {
    const variants = list.get(p.item_id);
    return !variants || (p.variant_id !== null && !variants.has(p.variant_id));
  });
}

/** The picked pieces as the list shows them, whatever their stock now (a box made earlier shows what it held). */
export async function pickedItems(db: Database, itemIds: readonly string[]): Promise<GiftPickItem[]> {
  if (!itemIds.length) return [];
  const rows = await queryRows<Row>(
    db,
    sql`
    select i.id, i.code, i.name, i.thumb, coalesce(min(v.price), 0)::integer as price,
           coalesce(array_agg(v.id order by v.position, v.id) filter (where v.id is not null), '{}') as variant_ids
      from items i
      left join variants v on v.item_id = i.id
     where i.id in (${sql.join(itemIds.map((id) => sql`${id}`), sql`, `)})
     group by i.id`,
  );
  const byId = new Map(rows.map((r) => [r.id, { _id: r.id, code: r.code, name: r.name, thumb: r.thumb, price: r.price, variants: r.variant_ids.map((id) => ({ id })) }]));
  return itemIds.flatMap((id) => byId.get(id) ?? []);
}
