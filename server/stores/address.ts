/**
 * Whether a user name may be a store's address (finding N23, lib/stylist/store-address.ts): not one
 * of the shop's paths, not a reserved word, not a look-alike of another store's address. Checked
 * when a store opens and when its owner renames (the address follows the user name).
 */
import { and, ne, or, sql } from "drizzle-orm";
import { addressSkeleton, isImpersonatingAddress, lookalikeAmong } from "../../lib/stylist/store-address";
import { isReservedStoreAddress } from "../../lib/stylist/user-name";
import type { Database } from "../db/client";
import * as t from "../db/schema";

export type AddressRefusal = { kind: "reserved" } | { kind: "lookalike"; address: string };

export async function storeAddressRefusal(db: Database, name: string, ownerId: string): Promise<AddressRefusal | null> {
  if (isReservedStoreAddress(name) || isImpersonatingAddress(name)) return { kind: "reserved" };
  const length = name.length;
  // Only addresses that can be one edit away (a length within one) or equal without separators.
  const near = await db
    .select({ slug: t.stores.slug })
    .from(t.stores)
    .where(
      and(
        ne(t.stores.ownerId, ownerId),
        or(
          sql`char_length(${t.stores.slug}) between ${length - 1} and ${length + 1}`,
          sql`regexp_replace(lower(${t.stores.slug}), '[_.-]', '', 'g') = ${addressSkeleton(name)}`,
        ),
      ),
    );
  const address = lookalikeAmong(name, near.map((row) => row.slug));
  return address ? { kind: "lookalike", address } : null;
}
