/**
 * Stock moves with orders, inside the caller's transaction. Taking is a conditional decrement
 * (`stock = stock - n WHERE stock >= n`), so two orders for the last units can never both win:
 * the database decides, and the loser's transaction rolls back whole. Variants are updated in id
 * order so concurrent orders lock rows in the same order (no deadlocks on PostgreSQL).
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { BundlePartSnapshot, StockNeed } from "./lines";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Takes every need or throws `onShort(need)` for the first (in variant id order) that cannot be met. Answers
 * whether a variant's last unit went: the catalogue pages show it sold out, so they must be revalidated.
 *
 * One statement for all the needs (issue 27: one round trip, not one per line): it locks the variants
 * in id order first (ORDER BY, then the lock, takes them in that order), then decrements those that
 * have enough. The lock is FOR NO KEY UPDATE, an UPDATE's own: FOR UPDATE would also wait for the
 * KEY SHARE locks other orders' order_items foreign keys hold on the same variants, and deadlock. A short need leaves the others decremented: the caller's transaction rolls them back with
 * the rest when onShort's error is thrown.
 */
export async function takeStock(tx: Tx, needs: StockNeed[], onShort: (need: StockNeed) => Error): Promise<boolean> {
  if (!needs.length) return false;
  const sorted = [...needs].sort((a, b) => (a.variantId < b.variantId ? -1 : 1));
  const list = (values: (string | number)[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);
  const result = await tx.execute(sql`
    with need as (select * from unnest(array[${list(sorted.map((n) => n.variantId))}]::text[], array[${list(sorted.map((n) => n.units))}]::int[]) as n(id, units)),
    locked as materialized (select v.id from ${t.variants} v join need on need.id = v.id order by v.id for no key update of v)
    update ${t.variants} v set stock = v.stock - need.units from need
     where v.id = need.id and v.id in (select id from locked) and v.stock >= need.units
     returning v.id, v.stock`);
  const left = new Map((result as unknown as { rows: { id: string; stock: number }[] }).rows.map((row) => [row.id, Number(row.stock)]));
  const short = sorted.find((need) => !left.has(need.variantId));
  if (short) throw onShort(short);
  return [...left.values()].some((stock) => stock === 0);
}

/** Puts back what an order (or only `lineIds` of it, a pre-sale cancel) took: its plain lines' variants and each bundle part's variant. */
export async function returnStock(tx: Tx, orderId: string, lineIds?: string[]): Promise<void> {
  const items = await tx
    .select({ variantId: t.orderItems.variantId, units: t.orderItems.units, bundle: t.orderItems.bundle })
    .from(t.orderItems)
    .where(and(eq(t.orderItems.orderId, orderId), lineIds ? inArray(t.orderItems.id, lineIds) : undefined));
  const back = new Map<string, number>();
  for (const item of items) {
    const variants = item.variantId ? [item.variantId] : ((item.bundle as { items?: BundlePartSnapshot[] } | null)?.items ?? []).map((p) => p.variant_id);
    for (const id of variants) back.set(id, (back.get(id) ?? 0) + item.units);
  }
  for (const [variantId, units] of [...back].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx.update(t.variants).set({ stock: sql`${t.variants.stock} + ${units}` }).where(eq(t.variants.id, variantId));
  }
}
