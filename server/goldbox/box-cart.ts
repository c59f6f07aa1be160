/**
 * The box cart (API-79, ONB-18): the styles a signed-in user picked in the box builder, kept in
 * `box_cart_lines` (a table of its own: a box is not a shopping cart, it has no units, coupons or
 * stores to check out, and the regular cart must not change while a stylist builds a box).
 * `POST /api/goldcart/bulk` replaces it whole after checking every style; the box checkout reads it
 * and checks it again (stock may have gone since).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { BoxCart, BoxCartRequest } from "../../lib/api/schemas/goldbox";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError, type Issue } from "../http";
import { OUT_OF_STOCK_ERROR_CODE } from "../../lib/api/schemas/checkout";
import { BOX_MESSAGES as MSG } from "./messages";
import { boxPickIssue, BOX_MIN_PICK, isBoxEligible } from "./picks";
import type { PlanRow } from "../plans/catalog";

export type BoxPick = BoxCartRequest["items"][number];

/** One style of a box, as the order snapshots it. */
export interface BoxLine {
  itemId: string;
  variantId: string;
  storeId: string;
  name: string;
  brand: string;
  code: string;
  thumb: string;
  options: t.VariantOptionValue[];
  /** what keeping it costs */
  price: number;
  compareAtPrice: number | null;
}

/** The user's box cart as stored, in the order picked. */
export async function readBoxPicks(db: Database, userId: string): Promise<BoxPick[]> {
  const rows = await db.select().from(t.boxCartLines).where(eq(t.boxCartLines.userId, userId)).orderBy(asc(t.boxCartLines.position));
  return rows.map((r) => ({ id: r.itemId, variant_id: r.variantId }));
}

/**
 * The store a style ships from: the user's own store when it lists the item (a stylist boxes what
 * their store sells), else the first store that lists it.
 */
async function storesOf(db: Database, userId: string, itemIds: string[]): Promise<Map<string, string>> {
  if (!itemIds.length) return new Map();
  const rows = await db
    .select({ itemId: t.storeItems.itemId, storeId: t.storeItems.storeId, ownerId: t.stores.ownerId })
    .from(t.storeItems)
    .innerJoin(t.stores, eq(t.stores.id, t.storeItems.storeId))
    .where(inArray(t.storeItems.itemId, itemIds))
    .orderBy(asc(t.storeItems.storeId));
  const chosen = new Map<string, string>();
  for (const row of rows) {
    if (!chosen.has(row.itemId) || row.ownerId === userId) chosen.set(row.itemId, row.storeId);
  }
  return chosen;
}

/**
 * Every pick checked: the item and its variant exist and belong together, the item may go in a box,
 * a unit is in stock, a store sells it, no style twice. Answers the lines that pass and an issue per
 * pick that does not (`items.{i}`), so the screen can say all of them at once.
 */
export async function boxLinesOf(db: Database, userId: string, picks: BoxPick[]): Promise<{ lines: BoxLine[]; issues: Issue[] }> {
  const variantIds = [...new Set(picks.map((p) => p.variant_id))];
  const rows = variantIds.length
    ? await db
        .select({ variant: t.variants, item: t.items, brand: t.brands.name })
        .from(t.variants)
        .innerJoin(t.items, eq(t.items.id, t.variants.itemId))
        .innerJoin(t.brands, eq(t.brands.id, t.items.brandId))
        .where(inArray(t.variants.id, variantIds))
    : [];
  const stores = await storesOf(db, userId, [...new Set(rows.map((r) => r.item.id))]);
  const lines: BoxLine[] = [];
  const issues: Issue[] = [];
  const seen = new Set<string>();
  picks.forEach((pick, i) => {
    const path = `items.${i}`;
    const row = rows.find((r) => r.variant.id === pick.variant_id && r.item.id === pick.id);
    const storeId = row ? stores.get(row.item.id) : undefined;
    if (!row || !storeId) return issues.push({ path, message: MSG.unavailable });
    const { item, variant } = row;
    if (!isBoxEligible(item)) return issues.push({ path, message: MSG.notForBox(item.name) });
    if (seen.has(item.id)) return issues.push({ path, message: MSG.duplicate(item.name) });
    seen.add(item.id);
    if (variant.stock < 1) return issues.push({ path, message: MSG.outOfStock(item.name) });
    lines.push({
      itemId: item.id,
      variantId: variant.id,
      storeId,
      name: item.name,
      brand: row.brand,
      code: item.code,
      thumb: variant.image ?? item.thumb,
      options: variant.options,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
    });
  });
  return { lines, issues };
}

export const boxCartView = (lines: BoxLine[], plan: PlanRow): BoxCart => ({
  items: lines.map((l) => ({
    id: l.itemId,
    variant_id: l.variantId,
    name: l.name,
    brand: l.brand,
    code: l.code,
    thumb: l.thumb,
    options: l.options,
    optionStr: l.options.map((o) => `${o.name}: ${o.option}`).join(" / "),
    price: l.price,
    compare_at_price: l.compareAtPrice,
    store_id: l.storeId,
  })),
  count: lines.length,
  min_pick: BOX_MIN_PICK,
  max_pick: plan.maxCount,
  items_value: lines.reduce((sum, l) => sum + l.price, 0),
  box_fee: plan.handlingFee,
});

/**
 * API-79: checks the picks and replaces the user's box cart with them. Too few or too many styles
 * is a 400 with the spec's words; a style that cannot be boxed (gone, sold out, not for a box) a 409
 * listing each one; nothing is stored then.
 */
export async function replaceBoxCart(db: Database, user: SessionUser, picks: BoxPick[], plan: PlanRow): Promise<BoxCart> {
  const pickIssue = boxPickIssue(picks.length, plan.maxCount);
  if (pickIssue) throw new ApiError(400, pickIssue, [{ path: "items", message: pickIssue }]);
  const { lines, issues } = await boxLinesOf(db, user.id, picks);
  if (issues.length) throw new ApiError(409, issues[0]!.message, issues, OUT_OF_STOCK_ERROR_CODE);
  await db.transaction(async (tx) => {
    await tx.delete(t.boxCartLines).where(eq(t.boxCartLines.userId, user.id));
    await tx.insert(t.boxCartLines).values(lines.map((l, position) => ({ userId: user.id, position, itemId: l.itemId, variantId: l.variantId })));
  });
  return boxCartView(lines, plan);
}

