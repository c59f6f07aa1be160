/**
 * The gift subscriptions of `shopper@example.com` (ACCT-13, GIFT-13…16), as the purchase and the
 * occasion scheduler would have left them: a special-occasions pack (SO) with an occasion in each state
 * (made, with its box order; canceled; three scheduled), and a monthly box (M) whose next month's charge
 * was refused, so its card-update form shows (GIFT-16). Dates are relative to the seed's `now`; the
 * scheduled ones lie beyond the scheduler's buffer, so a demo server makes nothing on its own. The box
 * orders (SF2100nn) are reached from the subscription (ACCT-14) and stay out of My Orders. docs/seed.md
 * lists them.
 */
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { itemImageUrl } from "../images/names";
import { boxUpdateTokenHash } from "../gift/box-update";
import { COLOURS, ITEMS, itemCode, itemId } from "./catalog";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Colour = keyof typeof COLOURS;

const SHOPPER = { id: "user-shopper", email: "shopper@example.com" };
const DEMO_STORE = "store-demo";
const DAY = 24 * 60 * 60 * 1000;
const ADDRESS: t.AddressValue = { name: "Jamie Rivers", address: "77 Elm Street", address2: "", city: "Berkeley", state: "CA", zip_code: "94704", phone: "5105550177", country: "US" };

export const SEED_SUBSCRIPTIONS = { pack: "sub-seed-pack", monthly: "sub-seed-monthly", update: "sub-seed-update" } as const;

/** The one-box gift of `repeat@example.com` whose items the update page (GIFT-17) opens with this token (docs/seed.md). */
export const SEED_BOX_UPDATE = { email: "repeat@example.com", token: "DEMO-GIFT-BOX-0001" } as const;

const day = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const pick = (n: number, colour: Colour) => ({ item_id: itemId(n), variant_id: `${itemId(n)}-${slug(colour)}`, units: 1 });

/** A made box's order: type 2, paid with the package, the picks as its lines. */
async function boxOrder(tx: Tx, id: string, number: string, createdAt: Date, occasion: { price: number; discountPrice: number }, picks: [number, Colour][]) {
  const lines = picks.map(([n, colour], index) => {
    const item = ITEMS.find((i) => i.n === n)!;
    return {
      id: `${id}-item-${index + 1}`,
      orderId: id,
      storeId: DEMO_STORE,
      itemId: itemId(n),
      variantId: `${itemId(n)}-${slug(colour)}`,
      name: item.name,
      code: itemCode(n),
      thumb: itemImageUrl(item.garment, item.pattern, COLOURS[colour], "front"),
      options: [{ name: "Color", option: colour }],
      units: 1,
      price: item.price,
      originalPrice: item.price,
      compareAtPrice: item.compareAt ?? null,
    };
  });
  await tx.insert(t.orders).values({
    id,
    orderNumber: number,
    userId: SHOPPER.id,
    email: SHOPPER.email,
    type: 2,
    status: "paid",
    paidAt: createdAt,
    shippingMethodName: "Standard Shipping",
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    itemsTotal: occasion.price,
    totalDiscount: occasion.discountPrice,
    grandTotal: occasion.price - occasion.discountPrice,
    createdAt,
  });
  await tx.insert(t.orderItems).values(lines);
}

export async function seedSubscriptions(tx: Tx, now: Date): Promise<void> {
  const packPicks = [pick(42, "Gold"), pick(41, "Gold")];
  await tx.insert(t.subscriptions).values({
    id: SEED_SUBSCRIPTIONS.pack,
    userId: SHOPPER.id,
    email: SHOPPER.email,
    type: "SO",
    subscriptionCode: "gfb",
    storeId: DEMO_STORE,
    senderName: "Sam",
    recipientName: "Jamie",
    notes: "Five little surprises for my sister this year.",
    cover: itemImageUrl("earrings", "metal", COLOURS.Gold, "front"),
    createdAt: new Date(now.getTime() - 45 * DAY),
  });
  await boxOrder(tx, "order-seed-gift-1", "SF210001", new Date(now.getTime() - 37 * DAY), { price: 0, discountPrice: 0 }, [
    [42, "Gold"],
    [41, "Gold"],
  ]);
  const box = { subscriptionId: SEED_SUBSCRIPTIONS.pack, price: 2999, discountPrice: 600, preselectItems: packPicks };
  await tx.insert(t.subscriptionOccasions).values([
    // The first box is the free one (BR-GIFT-08), already made.
    { ...box, id: "occ-seed-pack-1", eventType: "va", date: day(now, -30), status: 1, shippedDate: day(now, -37), price: 0, discountPrice: 0, orderId: "order-seed-gift-1" },
    { ...box, id: "occ-seed-pack-2", eventType: "mo", date: day(now, -10), status: 2 },
    { ...box, id: "occ-seed-pack-3", eventType: "bi", date: day(now, 30), status: 0 },
    { ...box, id: "occ-seed-pack-4", eventType: "an", date: day(now, 90), status: 0 },
    { ...box, id: "occ-seed-pack-5", eventType: "ch", date: day(now, 150), status: 0 },
  ]);

  // The monthly box: its first month made; the next month's charge refused, so no month is scheduled.
  await tx.insert(t.subscriptions).values({
    id: SEED_SUBSCRIPTIONS.monthly,
    userId: SHOPPER.id,
    email: SHOPPER.email,
    type: "M",
    subscriptionCode: "rcb",
    storeId: DEMO_STORE,
    recipientName: "Sam",
    cover: itemImageUrl("bracelet", "metal", COLOURS.Silver, "front"),
    isCreditCardInvalid: true,
    createdAt: new Date(now.getTime() - 25 * DAY),
  });
  await boxOrder(tx, "order-seed-gift-2", "SF210002", new Date(now.getTime() - 24 * DAY), { price: 2499, discountPrice: 375 }, [
    [45, "Silver"],
    [44, "Ivory"],
  ]);
  await tx.insert(t.subscriptionOccasions).values({
    id: "occ-seed-monthly-1",
    subscriptionId: SEED_SUBSCRIPTIONS.monthly,
    eventType: "Monthly box",
    date: day(now, -17),
    status: 1,
    shippedDate: day(now, -24),
    price: 2499,
    discountPrice: 375,
    preselectItems: [pick(45, "Silver"), pick(44, "Ivory")],
    orderId: "order-seed-gift-2",
  });

  // GIFT-17: a one-box gift of another shopper whose box has not shipped, with a known update token.
  await tx.insert(t.subscriptions).values({
    id: SEED_SUBSCRIPTIONS.update,
    userId: "user-repeat",
    email: SEED_BOX_UPDATE.email,
    type: "OT",
    subscriptionCode: "gfb",
    storeId: DEMO_STORE,
    styleId: "classic",
    senderName: "Riley",
    recipientName: "Alex",
    cover: itemImageUrl("necklace", "metal", COLOURS.Gold, "front"),
    updateTokenHash: boxUpdateTokenHash(SEED_BOX_UPDATE.token),
    createdAt: new Date(now.getTime() - 5 * DAY),
  });
  await tx.insert(t.subscriptionOccasions).values({
    id: "occ-seed-update-1",
    subscriptionId: SEED_SUBSCRIPTIONS.update,
    eventType: "bi",
    date: day(now, 60),
    status: 0,
    price: 2999,
    discountPrice: 0,
    preselectItems: [pick(42, "Gold"), pick(41, "Gold")],
  });
}
