/**
 * Opening a store (API-39, ONB-06): one per user, at the owner's user name, open at once with the
 * starter items picked (in that order). The store's categories are the catalogue's: each item joins
 * the category it has in the stores that list it (by name), and the categories follow the order of
 * the picks. A shopper who opens a store becomes a seller (ONB-03 sends any signed-in user without a
 * store to create_store). The cached store pages learn of it through `catalogChanged()`.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { CreatedStore, CreateStoreFields } from "../../lib/api/schemas/store";
import { STORE_MESSAGES } from "../../lib/stylist/store";
import type { UserRow } from "../auth/accounts";
import { isUniqueViolation } from "../auth/accounts";
import { catalogChanged } from "../catalog/changes";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { storeAddressRefusal } from "./address";
import { saveStorePicture, type CheckedPicture } from "./picture";
import { recommendableIds } from "./recommendations";

/** 400 with the spec's or our message at `items.{i}` for the first starter item that cannot be taken. */
async function checkStarterItems(db: Database, items: string[], now: Date): Promise<void> {
  const seen = new Set<string>();
  items.forEach((id, i) => {
    if (seen.has(id)) throw new ApiError(400, STORE_MESSAGES.duplicateItem, [{ path: `items.${i}`, message: STORE_MESSAGES.duplicateItem }]);
    seen.add(id);
  });
  const allowed = await recommendableIds(db, items, now);
  const bad = items.findIndex((id) => !allowed.has(id));
  if (bad >= 0) throw new ApiError(400, STORE_MESSAGES.itemNotRecommended, [{ path: `items.${bad}`, message: STORE_MESSAGES.itemNotRecommended }]);
}

/** Each item's category name elsewhere in the catalogue (its first, in the listing store's order), with the category's look. */
async function sourceCategories(db: Database, items: string[]) {
  if (!items.length) return new Map<string, { name: string; cover: string | null; icon: string | null; exclusive: boolean }>();
  const rows = await db
    .select({ itemId: t.itemCategories.itemId, name: t.storeCategories.name, cover: t.storeCategories.cover, icon: t.storeCategories.icon, exclusive: t.storeCategories.exclusive })
    .from(t.itemCategories)
    .innerJoin(t.storeCategories, eq(t.storeCategories.id, t.itemCategories.categoryId))
    .innerJoin(t.stores, and(eq(t.stores.id, t.storeCategories.storeId), eq(t.stores.isActive, true)))
    .where(and(inArray(t.itemCategories.itemId, items), eq(t.storeCategories.active, true)))
    .orderBy(asc(t.stores.createdAt), asc(t.stores.id), asc(t.storeCategories.position));
  const byItem = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!byItem.has(row.itemId)) byItem.set(row.itemId, row);
  return byItem;
}

export async function createStore(db: Database, user: UserRow, fields: CreateStoreFields, picture: CheckedPicture | null, now: Date): Promise<CreatedStore> {
  const [owned] = await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.ownerId, user.id)).limit(1);
  if (owned) throw new ApiError(409, STORE_MESSAGES.alreadyOpen);
  // Finding N23: no reserved word and no look-alike of another store's address.
  const refusal = await storeAddressRefusal(db, user.userName, user.id);
  if (refusal) throw new ApiError(409, refusal.kind === "reserved" ? STORE_MESSAGES.addressTaken : STORE_MESSAGES.addressLookalike(refusal.address));
  await checkStarterItems(db, fields.items, now);
  const categories = await sourceCategories(db, fields.items);

  const storeId = randomUUID();
  // Stored before the rows (a bucket is not waited on inside a transaction); a create that then loses
  // a race leaves the picture unreferenced, and nothing serves a picture its store does not name.
  const banner = picture ? await saveStorePicture(storeId, picture) : null;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(t.stores).values({
        id: storeId,
        slug: user.userName,
        ownerId: user.id,
        name: fields.name,
        description: fields.description,
        paletteNumber: fields.palette_number,
        banner,
        cover: user.avatar,
        isActive: true,
        createdAt: now,
      });
      const categoryIds = new Map<string, string>();
      for (const item of fields.items) {
        const source = categories.get(item);
        if (!source || categoryIds.has(source.name)) continue;
        const id = randomUUID();
        categoryIds.set(source.name, id);
        await tx.insert(t.storeCategories).values({ id, storeId, name: source.name, cover: source.cover, icon: source.icon, exclusive: source.exclusive, position: categoryIds.size - 1 });
      }
      if (fields.items.length) {
        await tx.insert(t.storeItems).values(fields.items.map((itemId, position) => ({ storeId, itemId, position, addedAt: now })));
        const links = fields.items.flatMap((itemId) => {
          const name = categories.get(itemId)?.name;
          return name ? [{ itemId, categoryId: categoryIds.get(name)! }] : [];
        });
        if (links.length) await tx.insert(t.itemCategories).values(links);
      }
      await tx.update(t.users).set({ accountType: "seller", storeOpened: true }).where(eq(t.users.id, user.id));
    });
  } catch (error) {
    // Two creates at once (stores_owner_unique), or a store already at this address (stores_slug_unique).
    if (!isUniqueViolation(error)) throw error;
    const [mine] = await db.select({ id: t.stores.id }).from(t.stores).where(eq(t.stores.ownerId, user.id)).limit(1);
    throw new ApiError(409, mine ? STORE_MESSAGES.alreadyOpen : STORE_MESSAGES.addressTaken);
  }
  // The store's address may have served a cached 'Stylist Store Not Found' until now.
  catalogChanged();
  return {
    id: storeId,
    user_name: user.userName,
    name: fields.name,
    description: fields.description,
    palette_number: fields.palette_number,
    banner,
    items: fields.items,
    store_opened: true,
  };
}
