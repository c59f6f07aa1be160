/**
 * The demo shared cart (CART-09): what a share link from the `demo` stylist opens, at
 * `/demo/sharecart/share-demo-weekend`. One line has its option chosen, one leaves it to the
 * recipient (variant null: 'select all options' until chosen), one is a single-variant item.
 * docs/seed.md lists it; the e2e journey opens it.
 */
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { itemImageUrl } from "../images/names";
import { COLOURS } from "./catalog";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export const DEMO_SHARE_CART = {
  id: "share-demo-weekend",
  storeId: "store-demo",
  sharerUserId: "user-stylist-demo",
  message: "Hi! I picked these for your weekend away: the wrap dress in navy, our everyday tee (choose your colour and size) and the market tote. Love, Dana",
} as const;

export async function seedShareCarts(tx: Tx, createdAt: Date): Promise<void> {
  await tx.insert(t.shareCarts).values({
    ...DEMO_SHARE_CART,
    cover: itemImageUrl("dress", "floral", COLOURS.Rose, "styled"),
    createdAt,
  });
  await tx.insert(t.shareCartItems).values([
    // Rosewood Wrap Dress, Navy / M: stock 7
    { id: "share-demo-weekend-1", shareCartId: DEMO_SHARE_CART.id, itemId: "itm-001", variantId: "itm-001-navy-m", units: 1, position: 0 },
    // Everyday Cotton Tee: the recipient picks colour and size
    { id: "share-demo-weekend-2", shareCartId: DEMO_SHARE_CART.id, itemId: "itm-014", variantId: null, units: 2, position: 1 },
    // Canvas Market Tote: one variant, stock 8
    { id: "share-demo-weekend-3", shareCartId: DEMO_SHARE_CART.id, itemId: "itm-037", variantId: "itm-037-cream", units: 1, position: 2 },
  ]);
}
