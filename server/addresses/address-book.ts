/**
 * A signed-in shopper's saved shipping addresses (API-22…25, ACCT-18, CHK-06). Rules:
 * - while the shopper has any address, exactly one is the default: the first one becomes it,
 *   `is_default: true` moves it, and deleting the default promotes the oldest remaining address;
 *   `is_default: false` on the current default leaves it the default (another one must take over);
 * - at most MAX_ADDRESSES per shopper;
 * - every call takes the user from the session: another user's address id is simply not found.
 * Changes run in a transaction holding the user's row lock, so two concurrent first addresses
 * cannot both become the default.
 */
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { SaveAddressRequest, SavedAddress } from "../../lib/api/schemas/checkout";
import { newLocalId } from "../../lib/cart/cart-lines";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";

export const MAX_ADDRESSES = 20;
export const ADDRESS_NOT_FOUND = "Address not found.";
export const TOO_MANY_ADDRESSES = `You can save up to ${MAX_ADDRESSES} addresses. Delete one to add another.`;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Reader = Database | Tx;
/** The request after schema parsing: defaults applied. */
export type AddressInput = z.output<typeof SaveAddressRequest>;

const toWire = (row: typeof t.addresses.$inferSelect): SavedAddress => ({
  _id: row.id,
  name: row.name,
  address: row.address,
  address2: row.address2,
  zip_code: row.zipCode,
  state: row.state,
  city: row.city,
  phone: row.phone,
  country: row.country,
  is_default: row.isDefault,
});

const columnsOf = (input: AddressInput) => ({
  name: input.name,
  address: input.address,
  address2: input.address2,
  city: input.city,
  state: input.state,
  zipCode: input.zip_code,
  phone: input.phone,
  country: input.country,
});

/** The list every call answers: the default first, then oldest first. */
export async function listAddresses(db: Reader, userId: string): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(t.addresses)
    .where(eq(t.addresses.userId, userId))
    .orderBy(desc(t.addresses.isDefault), asc(t.addresses.createdAt), asc(t.addresses.id));
  return rows.map(toWire);
}

async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for("update");
}

async function ownAddress(tx: Tx, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(t.addresses)
    .where(and(eq(t.addresses.id, id), eq(t.addresses.userId, userId)));
  if (!row) throw new ApiError(404, ADDRESS_NOT_FOUND);
  return row;
}

async function clearOtherDefaults(tx: Tx, userId: string, keepId: string): Promise<void> {
  await tx
    .update(t.addresses)
    .set({ isDefault: false })
    .where(and(eq(t.addresses.userId, userId), ne(t.addresses.id, keepId), eq(t.addresses.isDefault, true)));
}

/**
 * Adds an address inside the caller's transaction (also for an order that saves its shipping
 * address, `is_update_shipping`) and returns its id.
 */
export async function insertAddress(tx: Tx, userId: string, input: AddressInput, now = new Date()): Promise<string> {
  await lockUser(tx, userId);
  const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(t.addresses).where(eq(t.addresses.userId, userId));
  const count = counted?.n ?? 0;
  if (count >= MAX_ADDRESSES) throw new ApiError(409, TOO_MANY_ADDRESSES);
  // time-ordered ids break created_at ties, so "oldest first" holds within one millisecond too
  const id = newLocalId(now.getTime());
  const isDefault = input.is_default || count === 0;
  await tx.insert(t.addresses).values({ id, userId, ...columnsOf(input), isDefault, createdAt: now });
  if (isDefault) await clearOtherDefaults(tx, userId, id);
  return id;
}

export async function addAddress(db: Database, userId: string, input: AddressInput): Promise<SavedAddress[]> {
  return db.transaction(async (tx) => {
    await insertAddress(tx, userId, input);
    return listAddresses(tx, userId);
  });
}

export async function updateAddress(db: Database, userId: string, id: string, input: AddressInput): Promise<SavedAddress[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownAddress(tx, userId, id);
    // the default stays the default until another address takes over
    const isDefault = input.is_default || current.isDefault;
    await tx.update(t.addresses).set({ ...columnsOf(input), isDefault }).where(eq(t.addresses.id, id));
    if (isDefault) await clearOtherDefaults(tx, userId, id);
    return listAddresses(tx, userId);
  });
}

export async function deleteAddress(db: Database, userId: string, id: string): Promise<SavedAddress[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const current = await ownAddress(tx, userId, id);
    await tx.delete(t.addresses).where(eq(t.addresses.id, id));
    if (current.isDefault) {
      const [oldest] = await tx
        .select({ id: t.addresses.id })
        .from(t.addresses)
        .where(eq(t.addresses.userId, userId))
        .orderBy(asc(t.addresses.createdAt), asc(t.addresses.id))
        .limit(1);
      if (oldest) await tx.update(t.addresses).set({ isDefault: true }).where(eq(t.addresses.id, oldest.id));
    }
    return listAddresses(tx, userId);
  });
}
