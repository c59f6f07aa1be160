/**
 * The store owner's writes to their store's items (TOOLS-05…07, API-40…42). Each one is the owner's own
 * store (server/stores/owner.ts decides which), runs in one transaction holding the store's row, so two
 * saves of the same store queue rather than interleave, and announces the change after it committed
 * (`catalogChanged()`): the cached store page shows the new items and order at once.
 *
 * - pick (PUT api/store/items): the list is the store's items from now on, in its order. An item may
 *   stay if the store has it (a bundle, a sold-out item, which the picker cannot offer), or join if the
 *   catalogue offers it (server/stores/edit-catalogue.ts); it joins under the store's category of its
 *   catalogue category's name, made when the store has none yet (as opening a store does).
 * - rearrange (PUT api/store/rearrange): exactly the store's items, each once, in the new order.
 * - delete (DELETE api/store/items/{id}): one item of the store.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { STORE_TOOLS_MESSAGES } from "../../lib/stylist/store-tools";
import type { StoreItemIds } from "../../lib/api/schemas/store-tools";
import { catalogChanged } from "../catalog/changes";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { pickableItems } from "./edit-catalogue";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const itemError = (message: string, index: number) => new ApiError(400, message, [{ path: `items.${index}`, message }]);

/** The store's item ids in its order. */
async function itemIdsOf(tx: Transaction | Database, storeId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: t.storeItems.itemId })
    .from(t.storeItems)
    .where(eq(t.storeItems.storeId, storeId))
    .orderBy(t.storeItems.position, t.storeItems.itemId);
  return rows.map((r) => r.id);
}

/** Runs `write` on the store with its row locked, then announces the change; answers the store's items. */
async function storeWrite(db: Database, storeId: string, write: (tx: Transaction, current: string[]) => Promise<void>): Promise<StoreItemIds> {
  const items = await db.transaction(async (tx) => {
    await tx.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.id, storeId)).for("update");
    await write(tx, await itemIdsOf(tx, storeId));
    return itemIdsOf(tx, storeId);
  });
  catalogChanged();
  return { items };
}

function firstDuplicate(ids: readonly string[]): number {
  const seen = new Set<string>();
  return ids.findIndex((id) => (seen.has(id) ? true : (seen.add(id), false)));
}

/** `position` of each listed item = its place in `ids` (one statement, whatever the count). */
async function setPositions(tx: Transaction, storeId: string, ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(sql`
    update store_items si set position = u.ord - 1
      from unnest(array[${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]) with ordinality as u(item_id, ord)
     where si.store_id = ${storeId} and si.item_id = u.item_id`);
}

/** Drops the items' links to this store's categories (the store's other items keep theirs). */
async function unlinkCategories(tx: Transaction, storeId: string, itemIds: readonly string[]): Promise<void> {
  if (!itemIds.length) return;
  const categories = tx.select({ id: t.storeCategories.id }).from(t.storeCategories).where(eq(t.storeCategories.storeId, storeId));
  await tx.delete(t.itemCategories).where(and(inArray(t.itemCategories.itemId, [...itemIds]), inArray(t.itemCategories.categoryId, categories)));
}

/** API-42: the store's items become `ids`, in that order. */
export async function replaceStoreItems(db: Database, storeId: string, ids: string[], now: Date): Promise<StoreItemIds> {
  const duplicate = firstDuplicate(ids);
  if (duplicate >= 0) throw itemError(STORE_TOOLS_MESSAGES.duplicateItem, duplicate);
  // Read before the transaction: the embedded database serves one statement at a time.
  const offered = await pickableItems(db, ids, now);
  return storeWrite(db, storeId, async (tx, current) => {
    const had = new Set(current);
    const joining = ids.filter((id) => !had.has(id));
    const bad = ids.findIndex((id) => !had.has(id) && !offered.has(id));
    if (bad >= 0) throw itemError(STORE_TOOLS_MESSAGES.itemNotPickable, bad);

    const keep = new Set(ids);
    const leaving = current.filter((id) => !keep.has(id));
    if (leaving.length) {
      await tx.delete(t.storeItems).where(and(eq(t.storeItems.storeId, storeId), inArray(t.storeItems.itemId, leaving)));
      await unlinkCategories(tx, storeId, leaving);
    }
    if (joining.length) {
      await tx.insert(t.storeItems).values(joining.map((itemId) => ({ storeId, itemId, position: 0, addedAt: now })));
      await fileUnderCategories(tx, storeId, joining, offered);
    }
    await setPositions(tx, storeId, ids);
  });
}

type SourceCategory = { name: string; cover: string | null; icon: string | null; exclusive: boolean } | null;

/** Files each joining item under the store's category of its catalogue category's name, made at the end when missing. */
async function fileUnderCategories(tx: Transaction, storeId: string, joining: readonly string[], sources: Map<string, SourceCategory>): Promise<void> {
  const existing = await tx
    .select({ id: t.storeCategories.id, name: t.storeCategories.name, position: t.storeCategories.position })
    .from(t.storeCategories)
    .where(eq(t.storeCategories.storeId, storeId));
  const byName = new Map(existing.map((c) => [c.name, c.id]));
  let position = existing.reduce((max, c) => Math.max(max, c.position), -1);
  const links: { itemId: string; categoryId: string }[] = [];
  for (const itemId of joining) {
    const source = sources.get(itemId);
    if (!source) continue;
    let categoryId = byName.get(source.name);
    if (!categoryId) {
      categoryId = randomUUID();
      byName.set(source.name, categoryId);
      await tx.insert(t.storeCategories).values({ id: categoryId, storeId, name: source.name, cover: source.cover, icon: source.icon, exclusive: source.exclusive, position: ++position });
    }
    links.push({ itemId, categoryId });
  }
  if (links.length) await tx.insert(t.itemCategories).values(links).onConflictDoNothing();
}

/** API-40: the same items, in a new order. */
export async function rearrangeStoreItems(db: Database, storeId: string, ids: string[]): Promise<StoreItemIds> {
  const duplicate = firstDuplicate(ids);
  if (duplicate >= 0) throw itemError(STORE_TOOLS_MESSAGES.duplicateItem, duplicate);
  return storeWrite(db, storeId, async (tx, current) => {
    const had = new Set(current);
    const stranger = ids.findIndex((id) => !had.has(id));
    if (stranger >= 0) throw itemError(STORE_TOOLS_MESSAGES.notInStore, stranger);
    if (ids.length !== current.length) throw new ApiError(400, STORE_TOOLS_MESSAGES.arrangeMismatch, [{ path: "items", message: STORE_TOOLS_MESSAGES.arrangeMismatch }]);
    await setPositions(tx, storeId, ids);
  });
}

/** API-41: one item out of the store; 404 when the store does not have it. */
export async function deleteStoreItem(db: Database, storeId: string, itemId: string): Promise<StoreItemIds> {
  return storeWrite(db, storeId, async (tx, current) => {
    if (!current.includes(itemId)) throw new ApiError(404, STORE_TOOLS_MESSAGES.notInStore);
    await tx.delete(t.storeItems).where(and(eq(t.storeItems.storeId, storeId), eq(t.storeItems.itemId, itemId)));
    await unlinkCategories(tx, storeId, [itemId]);
  });
}
