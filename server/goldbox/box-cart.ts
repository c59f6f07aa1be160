/**
 * The box cart (API-79, ONB-18): the styles a signed-in user picked in the box builder, kept in
 * `box_cart_lines` (a table of its own: a box is not a shopping cart, it has no units, coupons or
 * stores to check out, and the regular cart must not change while a stylist builds a box).
 * `POST /api/goldcart/bulk` replaces it whole after checking every style; the box checkout reads it
 * and checks it again (stock may have gone since).
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { BoxCart, BoxCartRequest } from "../../lib/api/schemas/goldbox";
import type { BoxPick } from "../../lib/box/picks";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError, type Issue } from "../http";
import { OUT_OF_STOCK_ERROR_CODE } from "../../lib/api/schemas/checkout";
import type { PlanRow } from "../plans/catalog";
import { openStoreOf } from "../stores/onboarding";
import { BOX_MESSAGES as MSG } from "./messages";
import { boxPickIssue, boxPickLimits, isBoxEligible } from "./picks";

/** A style as the box cart holds it. */
export type CartPick = BoxCartRequest["items"][number];

/** One style of a box, as the order snapshots it. */
export interface BoxLine {
  itemId: string;
  variantId: string;
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
export async function readBoxPicks(db: Database, userId: string): Promise<CartPick[]> {
  const rows = await db.select().from(t.boxCartLines).where(eq(t.boxCartLines.userId, userId)).orderBy(asc(t.boxCartLines.position));
  return rows.map((r) => ({ id: r.itemId, variant_id: r.variantId }));
}

/**
 * The store a box ships under: the user's open store. Box items are in no store (the box catalogue is its
 * own), and a stylist buys a box for their store (ONB-14: `can_buy_box` needs an open store); without one
 * the box is refused (403).
 */
export async function boxStoreOf(db: Database, user: SessionUser): Promise<string> {
  const storeId = await openStoreOf(db, user);
  if (!storeId) throw new ApiError(403, MSG.noStore);
  return storeId;
}

export interface CheckedPicks {
  lines: BoxLine[];
  /** one per pick that cannot be boxed (`items.{i}`) */
  issues: Issue[];
  /**
   * Every pick by the stage the box catalogue gives its item, for the pick rules. A style the box
   * catalogue does not hold counts as a pick but never as an Essentials one (it is refused in `issues`).
   */
  staged: BoxPick[];
}

/**
 * Every pick checked: the item and its variant exist and belong together, the item is in the box
 * catalogue and may go in a box, a unit is in stock, no style twice. Answers the lines that pass and
 * an issue per pick that does not, so the screen can say all of them at once. Reads only.
 */
export async function checkBoxPicks(db: Database, picks: CartPick[]): Promise<CheckedPicks> {
  const variantIds = [...new Set(picks.map((p) => p.variant_id))];
  const rows = variantIds.length
    ? await db
        .select({ variant: t.variants, item: t.items, brand: t.brands.name, stage: t.boxItems.stage })
        .from(t.variants)
        .innerJoin(t.items, eq(t.items.id, t.variants.itemId))
        .innerJoin(t.brands, eq(t.brands.id, t.items.brandId))
        .leftJoin(t.boxItems, eq(t.boxItems.itemId, t.items.id))
        .where(inArray(t.variants.id, variantIds))
    : [];
  const lines: BoxLine[] = [];
  const issues: Issue[] = [];
  const staged: BoxPick[] = [];
  const seen = new Set<string>();
  picks.forEach((pick, i) => {
    const path = `items.${i}`;
    const row = rows.find((r) => r.variant.id === pick.variant_id && r.item.id === pick.id);
    staged.push({ stage: row?.stage === 1 ? 1 : 2 });
    if (!row) return issues.push({ path, message: MSG.unavailable });
    const { item, variant } = row;
    if (!isBoxEligible(item, row.stage)) return issues.push({ path, message: MSG.notForBox(item.name) });
    if (seen.has(item.id)) return issues.push({ path, message: MSG.duplicate(item.name) });
    seen.add(item.id);
    if (variant.stock < 1) return issues.push({ path, message: MSG.outOfStock(item.name) });
    lines.push({
      itemId: item.id,
      variantId: variant.id,
      name: item.name,
      brand: row.brand,
      code: item.code,
      thumb: variant.image ?? item.thumb,
      options: variant.options,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
    });
  });
  return { lines, issues, staged };
}

const boxCartView = (lines: BoxLine[], storeId: string, plan: PlanRow): BoxCart => {
  const limits = boxPickLimits(plan);
  return {
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
      store_id: storeId,
    })),
    count: lines.length,
    min_pick: limits.minPick,
    max_pick: limits.maxPick,
    items_value: lines.reduce((sum, l) => sum + l.price, 0),
    box_fee: plan.handlingFee,
  };
};

/**
 * API-79: checks the picks and replaces the user's box cart with them. Picks the builder's checkout guard
 * refuses are a 400 with its words; a user without an open store a 403; a style that cannot be boxed
 * (gone, sold out, not in the box catalogue) a 409 listing each one; nothing is stored then.
 */
export async function replaceBoxCart(db: Database, user: SessionUser, picks: CartPick[], plan: PlanRow): Promise<BoxCart> {
  const { lines, issues, staged } = await checkBoxPicks(db, picks);
  const pickIssue = boxPickIssue(staged, plan);
  if (pickIssue) throw new ApiError(400, pickIssue, [{ path: "items", message: pickIssue }]);
  const storeId = await boxStoreOf(db, user);
  if (issues.length) throw new ApiError(409, issues[0]!.message, issues, OUT_OF_STOCK_ERROR_CODE);
  await db.transaction(async (tx) => {
    await tx.delete(t.boxCartLines).where(eq(t.boxCartLines.userId, user.id));
    await tx.insert(t.boxCartLines).values(lines.map((l, position) => ({ userId: user.id, position, itemId: l.itemId, variantId: l.variantId })));
  });
  return boxCartView(lines, storeId, plan);
}
