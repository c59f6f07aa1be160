/**
 * The signed-in shopper's cart (BR-AUTH-05). Every change loads the cart's lines, applies the same
 * pure rules as the guest cart (lib/cart/cart-lines.ts: an identical choice raises units; units 0
 * removes; an option change folds into an identical line; units stay within the stock, at most MAX_UNITS (10),
 * lib/cart/quantity.ts) and writes back the difference, in one transaction with the cart row
 * locked, so concurrent changes serialise.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { AddCartLineRequest, MergedCart, NotKeptLine, ServerCart, ServerCartLine, UpdateCartLineRequest } from "../../lib/api/schemas/user";
import { addLine, newLocalId, unitsInCart, updateLine, type LocalCartLine, type NewLine } from "../../lib/cart/cart-lines";
import { cappedAddMessage, nothingAddedMessage, planAdd } from "../../lib/cart/quantity";
import { STARTER_NOT_REMOVABLE } from "../../lib/cart/starter-pack";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";

export const CART_LINE_NOT_FOUND = "Cart item not found.";
export const CART_ITEM_UNAVAILABLE = "This item is no longer available.";
export const CART_OPTION_INVALID = "This option does not belong to this item.";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Tx;

const fromRow = (row: typeof t.cartLines.$inferSelect): LocalCartLine => ({
  local_id: row.id,
  item_id: row.itemId,
  store_id: row.storeId,
  variant_id: row.variantId,
  units: row.units,
  ...(row.seenPrice === null ? {} : { seen_price: row.seenPrice }),
  ...(row.bundle ? { bundle: row.bundle } : {}),
});

const toWire = ({ local_id, ...rest }: LocalCartLine): ServerCartLine => ({ cart_item_id: local_id, ...rest });

/** The columns a change can touch. */
const fieldsOf = (line: LocalCartLine) => ({
  itemId: line.item_id,
  storeId: line.store_id,
  variantId: line.variant_id,
  units: line.units,
  seenPrice: line.seen_price ?? null,
  bundle: line.bundle ?? null,
});

/** Lines sorted by id, which is the order they were added in (BR-CHK-10). */
async function linesOf(db: Reader, cartId: string): Promise<LocalCartLine[]> {
  const rows = await db.select().from(t.cartLines).where(eq(t.cartLines.cartId, cartId));
  return rows.map(fromRow).sort((a, b) => (a.local_id < b.local_id ? -1 : a.local_id > b.local_id ? 1 : 0));
}

export async function readCart(db: Database, userId: string): Promise<ServerCart> {
  const [cart] = await db.select({ id: t.carts.id }).from(t.carts).where(eq(t.carts.userId, userId));
  return { items: cart ? (await linesOf(db, cart.id)).map(toWire) : [] };
}

/** The user's cart id, creating the cart on first use, and locks it for this transaction. */
async function lockCart(tx: Tx, userId: string): Promise<string> {
  await tx.insert(t.carts).values({ id: crypto.randomUUID(), userId }).onConflictDoNothing({ target: t.carts.userId });
  const [cart] = await tx.select({ id: t.carts.id }).from(t.carts).where(eq(t.carts.userId, userId)).for("update");
  return cart!.id;
}

const same = (a: LocalCartLine, b: LocalCartLine) => JSON.stringify(fieldsOf(a)) === JSON.stringify(fieldsOf(b));

/** Writes the difference between two line lists. */
async function save(tx: Tx, cartId: string, before: LocalCartLine[], after: LocalCartLine[]) {
  const kept = new Map(after.map((l) => [l.local_id, l]));
  const gone = before.filter((l) => !kept.has(l.local_id)).map((l) => l.local_id);
  if (gone.length) await tx.delete(t.cartLines).where(and(eq(t.cartLines.cartId, cartId), inArray(t.cartLines.id, gone)));
  const old = new Map(before.map((l) => [l.local_id, l]));
  for (const line of after) {
    const previous = old.get(line.local_id);
    if (!previous) await tx.insert(t.cartLines).values({ id: line.local_id, cartId, ...fieldsOf(line) });
    else if (!same(previous, line)) await tx.update(t.cartLines).set(fieldsOf(line)).where(eq(t.cartLines.id, line.local_id));
  }
}

async function change(db: Database, userId: string, apply: (lines: LocalCartLine[], tx: Tx, cartId: string) => Promise<LocalCartLine[]> | LocalCartLine[]) {
  const after = await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId);
    const before = await linesOf(tx, cartId);
    const next = await apply(before, tx, cartId);
    await save(tx, cartId, before, next);
    return next;
  });
  return { items: after.map(toWire) };
}

type Choice = Pick<NewLine, "item_id" | "store_id" | "variant_id" | "bundle">;

/**
 * Why a choice cannot be kept in a cart, or null: the item must be sold by that (active) store, the
 * variant must be the item's, and a bundle's choices must name its components and their variants.
 */
export async function choiceProblem(db: Reader, choice: Choice): Promise<{ status: 400 | 404; message: string } | null> {
  const [sold] = await db
    .select({ itemId: t.storeItems.itemId })
    .from(t.storeItems)
    .innerJoin(t.stores, eq(t.stores.id, t.storeItems.storeId))
    .where(and(eq(t.storeItems.itemId, choice.item_id), eq(t.storeItems.storeId, choice.store_id), eq(t.stores.isActive, true)));
  if (!sold) return { status: 404, message: CART_ITEM_UNAVAILABLE };

  const parts = choice.bundle ?? [];
  const components = parts.length
    ? new Set((await db.select().from(t.bundleComponents).where(eq(t.bundleComponents.bundleItemId, choice.item_id))).map((c) => c.componentItemId))
    : new Set<string>();
  if (parts.some((p) => !components.has(p.item_id))) return { status: 400, message: CART_OPTION_INVALID };

  const wanted = [...(choice.variant_id ? [{ item_id: choice.item_id, variant_id: choice.variant_id }] : []), ...parts.filter((p) => p.variant_id)];
  if (!wanted.length) return null;
  const rows = await db.select({ id: t.variants.id, itemId: t.variants.itemId }).from(t.variants).where(inArray(t.variants.id, wanted.map((w) => w.variant_id!)));
  const owner = new Map(rows.map((r) => [r.id, r.itemId]));
  return wanted.every((w) => owner.get(w.variant_id!) === w.item_id) ? null : { status: 400, message: CART_OPTION_INVALID };
}

async function assertChoice(db: Reader, choice: Choice) {
  const problem = await choiceProblem(db, choice);
  if (problem) throw new ApiError(problem.status, problem.message);
}

/** The stock of what a choice stands for: its variant's, or a bundle's scarcest chosen part; null when no option is chosen. */
async function stockOf(db: Reader, choice: Choice): Promise<number | null> {
  const ids = [choice.variant_id, ...(choice.bundle ?? []).map((part) => part.variant_id)].filter((id): id is string => id !== null);
  if (!ids.length) return null;
  const rows = await db.select({ stock: t.variants.stock }).from(t.variants).where(inArray(t.variants.id, ids));
  return rows.length ? Math.min(...rows.map((r) => r.stock)) : null;
}

/** Adds what the stock allows (finding 15.1); 409 with the reason when that is nothing. */
export async function addCartLine(db: Database, userId: string, line: AddCartLineRequest): Promise<ServerCart> {
  await assertChoice(db, line);
  const stock = await stockOf(db, line);
  return change(db, userId, (lines) => {
    const plan = planAdd(unitsInCart(lines, line), line.units, stock);
    if (plan.units === 0) throw new ApiError(409, nothingAddedMessage(stock));
    return addLine(lines, { ...line, units: plan.units }, () => newLocalId(), stock);
  });
}

/** 404 unless the line is in this user's cart: one shopper can never touch another's lines. Units stay within the stock. */
export async function updateCartLine(db: Database, userId: string, lineId: string, patch: UpdateCartLineRequest): Promise<ServerCart> {
  return change(db, userId, async (lines, tx) => {
    const line = lines.find((l) => l.local_id === lineId);
    if (!line) throw new ApiError(404, CART_LINE_NOT_FOUND);
    // BR-CHK-10: a starter-pack line stays (units 0 and DELETE are refused, not only hidden by the cart page)
    if (patch.units === 0) {
      const [item] = await tx.select({ isStarter: t.items.isStarter }).from(t.items).where(eq(t.items.id, line.item_id));
      if (item?.isStarter) throw new ApiError(409, STARTER_NOT_REMOVABLE);
    }
    const next: Choice = { ...line, ...(patch.variant_id === undefined ? {} : { variant_id: patch.variant_id }), ...(patch.bundle ? { bundle: patch.bundle } : {}) };
    if (patch.variant_id !== undefined || patch.bundle !== undefined) await assertChoice(tx, next);
    return updateLine(lines, lineId, patch, await stockOf(tx, next));
  });
}

export async function removeCartLine(db: Database, userId: string, lineId: string): Promise<ServerCart> {
  return updateCartLine(db, userId, lineId, { units: 0 });
}

/**
 * Adds the guest cart's lines (their browser ids as cart_item_id) like POST /api/cart, whatever the
 * account's cart holds already. Ids merged before are skipped, so a retried merge changes nothing. A
 * guest line the shop no longer sells (or with a foreign option) is dropped: it could never be
 * bought, and keeping it would block the merge forever. Units beyond the stock are not added. Both
 * are answered in `not_kept`, so the shopper can be told (finding 15.2).
 */
export async function mergeCart(db: Database, userId: string, guestLines: ServerCartLine[]): Promise<MergedCart> {
  const checked: { line: ServerCartLine; problem: Awaited<ReturnType<typeof choiceProblem>>; stock: number | null }[] = [];
  for (const line of guestLines) checked.push({ line, problem: await choiceProblem(db, line), stock: await stockOf(db, line) });
  const sourceIds = [...new Set(guestLines.map((l) => l.cart_item_id))];
  const itemIds = [...new Set(guestLines.map((l) => l.item_id))];
  const names = new Map(
    itemIds.length ? (await db.select({ id: t.items.id, name: t.items.name }).from(t.items).where(inArray(t.items.id, itemIds))).map((r) => [r.id, r.name]) : [],
  );
  const notKept: NotKeptLine[] = [];

  const cart = await change(db, userId, async (lines, tx, cartId) => {
    const done = sourceIds.length
      ? new Set(
          (await tx.select({ id: t.cartMergedLines.sourceId }).from(t.cartMergedLines).where(and(eq(t.cartMergedLines.cartId, cartId), inArray(t.cartMergedLines.sourceId, sourceIds)))).map(
            (r) => r.id,
          ),
        )
      : new Set<string>();
    let next = lines;
    for (const { line: { cart_item_id, ...line }, problem, stock } of checked) {
      if (done.has(cart_item_id)) continue;
      done.add(cart_item_id);
      const tell = (message: string) => notKept.push({ cart_item_id, name: names.get(line.item_id) ?? "", message });
      if (problem) {
        tell(problem.message);
        continue;
      }
      const plan = planAdd(unitsInCart(next, line), line.units, stock);
      if (plan.capped) tell(plan.units === 0 ? nothingAddedMessage(stock) : cappedAddMessage(stock));
      if (plan.units > 0) next = addLine(next, { ...line, units: plan.units }, () => newLocalId(), stock);
    }
    if (sourceIds.length) await tx.insert(t.cartMergedLines).values(sourceIds.map((sourceId) => ({ cartId, sourceId }))).onConflictDoNothing();
    return next;
  });
  return { ...cart, not_kept: notKept };
}
