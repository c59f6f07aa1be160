/**
 * `is_update_shipping`: a signed-in shopper's order also saves its shipping address to the account,
 * unless an identical one is there. The address book's own rules apply (server/addresses); a full
 * book skips the save rather than refusing the order.
 */
import { eq } from "drizzle-orm";
import { insertAddress, MAX_ADDRESSES } from "../addresses/address-book";
import * as t from "../db/schema";
import type { AddressValue } from "../db/schema";
import type { Tx } from "./stock";

const same = (row: typeof t.addresses.$inferSelect, a: AddressValue) =>
  row.name === a.name &&
  row.address === a.address &&
  row.address2 === a.address2 &&
  row.city === a.city &&
  row.state === a.state &&
  row.zipCode === a.zip_code &&
  row.phone === a.phone &&
  row.country === a.country;

export async function saveShippingAddress(tx: Tx, userId: string, address: AddressValue, now: Date): Promise<void> {
  const saved = await tx.select().from(t.addresses).where(eq(t.addresses.userId, userId));
  if (saved.some((row) => same(row, address)) || saved.length >= MAX_ADDRESSES) return;
  await insertAddress(tx, userId, { ...address, is_default: false }, now);
}
