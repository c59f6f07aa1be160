/**
 * Seeds the Get Styled Box catalogue (server/seed/box-catalogue.ts): its categories, the brands the demo
 * catalogue lacks, the items, their variants and their box rows.
 *
 * Every API test opens a freshly seeded database, so this must be quick: the few thousand rows go in one
 * `INSERT … SELECT … FROM jsonb_to_recordset($1)` per table, a single JSON parameter. On PGlite that is
 * about five times faster than drizzle's multi-row VALUES insert with one bind parameter per cell.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { BOX_BRANDS, boxCatalogue, boxCategoryRows } from "./box-catalogue";
import { brandId } from "./catalog";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Inserts plain rows into `table`; `columns` maps each column to its SQL type. */
async function insertRecordset(tx: Tx, table: string, columns: Record<string, string>, rows: Record<string, unknown>[]) {
  const names = Object.keys(columns);
  const list = sql.raw(names.map((name) => `"${name}"`).join(", "));
  const types = sql.raw(names.map((name) => `"${name}" ${columns[name]}`).join(", "));
  await tx.execute(sql`insert into ${sql.identifier(table)} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${types})`);
}

export async function seedBoxCatalogue(tx: Tx, now: Date): Promise<void> {
  // half of the box brands are the demo catalogue's too
  const names = [...BOX_BRANDS[1], ...BOX_BRANDS[2]];
  await tx.insert(t.brands).values(names.map((name) => ({ id: brandId(name), name }))).onConflictDoNothing();
  await tx.insert(t.boxCategories).values(boxCategoryRows());

  const items = boxCatalogue(now);
  await insertRecordset(
    tx,
    "items",
    { id: "text", code: "text", name: "text", brand_id: "text", description: "text", thumb: "text", files: "jsonb", created_at: "timestamptz" },
    items.map((item) => ({
      id: item.id,
      code: item.code,
      name: item.name,
      brand_id: brandId(item.brand),
      description: item.description,
      thumb: item.thumb,
      files: item.files,
      created_at: item.addedAt.toISOString(),
    })),
  );
  await insertRecordset(
    tx,
    "variants",
    { id: "text", item_id: "text", options: "jsonb", sku: "text", price: "integer", retail_price: "integer", compare_at_price: "integer", stock: "integer", image: "text", position: "integer" },
    items.flatMap((item) =>
      item.variants.map((v, position) => ({
        id: v.id,
        item_id: item.id,
        options: v.size ? [{ name: "Color", option: v.colour }, { name: "Size", option: v.size }] : [{ name: "Color", option: v.colour }],
        sku: v.sku,
        price: v.price,
        retail_price: v.price,
        compare_at_price: v.compareAt,
        stock: v.stock,
        image: v.image,
        position,
      })),
    ),
  );
  await insertRecordset(
    tx,
    "box_items",
    { item_id: "text", stage: "integer", category_id: "text", added_at: "timestamptz", search_text: "text" },
    items.map((item) => ({ item_id: item.id, stage: item.stage, category_id: item.categoryId, added_at: item.addedAt.toISOString(), search_text: item.searchText })),
  );
}
