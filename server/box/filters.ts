/**
 * The box builder's filter lists (API-44/45): the categories and brands that hold at least one listed item
 * (in stock) of the requested stages, so a filter never offers an empty choice.
 */
import { sql } from "drizzle-orm";
import type { BoxBrandList } from "../../lib/api/schemas/box";
import type { Category } from "../../lib/api/schemas/shop";
import { queryRows, type Database } from "../db/client";
import type { BoxStage } from "./stages";

/** In stock: the stock summary's lowest price is set (server/box/search.ts). */
const listed = (stages: BoxStage[]) => sql`bi.stage in (${sql.join(stages.map((stage) => sql`${stage}`), sql`, `)}) and bi.min_price is not null`;

/** In the box catalogue's order. */
export async function boxCategories(db: Database, stages: BoxStage[]): Promise<Category[]> {
  const rows = await queryRows<{ id: string; name: string; cover: string | null; icon: string | null }>(
    db,
    sql`select c.id, c.name, c.cover, c.icon from box_categories c
         where exists (select 1 from box_items bi where bi.category_id = c.id and ${listed(stages)})
         order by c.position, c.id`,
  );
  return rows.map((r) => ({ ...r, exclusive: false, active: true }));
}

/** By name. */
export async function boxBrands(db: Database, stages: BoxStage[]): Promise<BoxBrandList> {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select b.id, b.name from brands b
         where exists (select 1 from box_items bi join items i on i.id = bi.item_id where i.brand_id = b.id and ${listed(stages)})
         order by b.name, b.id`,
  );
}
