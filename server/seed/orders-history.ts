/**
 * The order history of `shopper@example.com` (issue 12): one order in every state the account
 * screens tell apart. Order numbers SF2000xx, returns RT2000xx; docs/seed.md lists them. Lines are
 * snapshots of catalogue items (ITEMS), as an order takes them.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { itemImageUrl } from "../images/names";
import { REPLACEMENT_REQUESTED } from "../orders/replacement";
import { COLOURS, ITEMS, STORES, itemCode, itemId, type StoreKey } from "./catalog";
import { DEMO_SHARE_CART } from "./share-carts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Colour = keyof typeof COLOURS;
type OrderItemRow = typeof t.orderItems.$inferInsert;

const SHOPPER = { id: "user-shopper", email: "shopper@example.com" };
const DAY = 24 * 60 * 60 * 1000;
const TAX_RATE = 0.0875;
const ADDRESS: t.AddressValue = { name: "Sam Shopper", address: "500 Howard St", address2: "Apt 12", city: "San Francisco", state: "CA", zip_code: "94105", phone: "4155550142", country: "US" };

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const storeId = (key: StoreKey) => STORES.find((s) => s.key === key)!.id;

interface LineSpec {
  n: number;
  colour: Colour;
  size?: string;
  units?: number;
  store?: StoreKey;
  tracking?: string;
  canceled?: string;
}

function line(orderId: string, index: number, spec: LineSpec): OrderItemRow {
  const item = ITEMS.find((i) => i.n === spec.n)!;
  return {
    id: `${orderId}-item-${index + 1}`,
    orderId,
    storeId: storeId(spec.store ?? "demo"),
    itemId: itemId(spec.n),
    variantId: `${itemId(spec.n)}-${slug(spec.colour)}${spec.size ? `-${slug(spec.size)}` : ""}`,
    name: item.name,
    code: itemCode(spec.n),
    thumb: itemImageUrl(item.garment, item.pattern, COLOURS[spec.colour], "front"),
    options: [{ name: "Color", option: spec.colour }, ...(spec.size ? [{ name: "Size", option: spec.size }] : [])],
    units: spec.units ?? 1,
    price: item.price,
    originalPrice: item.price,
    compareAtPrice: item.compareAt ?? null,
    type: item.preorder ? 3 : 0,
    trackingNumber: spec.tracking ?? null,
    trackingUrl: spec.tracking ? `https://tools.usps.com/go/TrackConfirmAction?tLabels=${spec.tracking}` : null,
    isCanceled: Boolean(spec.canceled),
    cancelReason: spec.canceled ?? null,
  };
}

interface OrderSpec {
  n: number;
  daysAgo: number;
  lines: LineSpec[];
  type?: number;
  confirmed?: boolean;
  canceled?: boolean;
  shareCartId?: string;
  remark?: string;
}

/** SF2000nn: fixed ids, totals from the lines (standard shipping, 8.75% tax), paid by the test provider. */
async function seedOrder(tx: Tx, now: Date, spec: OrderSpec) {
  const id = `order-history-${spec.n}`;
  const lines = spec.lines.map((l, i) => line(id, i, l));
  const itemsTotal = lines.reduce((sum, l) => sum + l.price * l.units, 0);
  const shipping = 800;
  const tax = Math.round(itemsTotal * TAX_RATE);
  const createdAt = new Date(now.getTime() - spec.daysAgo * DAY);
  const grandTotal = itemsTotal + shipping + tax;
  await tx.insert(t.orders).values({
    id,
    orderNumber: `SF2000${String(spec.n).padStart(2, "0")}`,
    userId: SHOPPER.id,
    email: SHOPPER.email,
    type: spec.type ?? 0,
    status: "paid",
    paidAt: createdAt,
    shippingMethodId: "basic-shipping",
    shippingMethodName: "Standard Shipping",
    shippingAddress: ADDRESS,
    billingAddress: ADDRESS,
    itemsTotal,
    shipping,
    tax,
    grandTotal,
    isConfirmed: spec.confirmed ?? true,
    isCanceled: spec.canceled ?? false,
    shareCartId: spec.shareCartId ?? null,
    remark: spec.remark ?? "",
    createdAt,
  });
  await tx.insert(t.orderItems).values(lines);
  await tx.insert(t.payments).values({ id: `payment-${id}`, orderId: id, provider: "test", intentId: `pi_seed_history_${spec.n}`, amount: grandTotal, status: "succeeded", createdAt });
  return { id, lines, createdAt, grandTotal, tax, itemsTotal };
}

export async function seedOrderHistory(tx: Tx, now: Date): Promise<void> {
  await seedOrder(tx, now, { n: 1, daysAgo: 6, lines: [{ n: 1, colour: "Rose", size: "M", tracking: "9400111899223100000001" }, { n: 14, colour: "White", size: "S", units: 2, tracking: "9400111899223100000001" }], remark: "Something for a summer wedding, please!" });
  await seedOrder(tx, now, { n: 2, daysAgo: 60, lines: [{ n: 8, colour: "Sky", size: "M", tracking: "9400111899223100000002" }] });

  // Pre-sale, cancelable: the test provider holds its payment, so a cancel refunds through it.
  const presale = await seedOrder(tx, now, { n: 3, daysAgo: 3, lines: [{ n: 12, colour: "Gold", size: "S" }, { n: 37, colour: "Cream", tracking: "9400111899223100000003" }] });
  await tx.insert(t.testPaymentTokens).values({ id: "tok_seed_history", brand: "visa", lastFour: "4242", expMonth: 12, expYear: now.getFullYear() + 3, outcome: "succeed", userId: SHOPPER.id });
  await tx.insert(t.testPaymentIntents).values({ id: "pi_seed_history_3", clientSecret: "pi_seed_history_3_secret_seed", amount: presale.grandTotal, currency: "usd", tokenId: "tok_seed_history", status: "succeeded", orderId: presale.id, idempotencyKey: "seed-history-3" });

  // Pre-sale, canceled and refunded.
  const canceled = await seedOrder(tx, now, { n: 4, daysAgo: 20, canceled: true, lines: [{ n: 27, colour: "Camel", size: "M", canceled: "Changed My Mind" }] });
  await tx.insert(t.refunds).values({ id: "refund-history-4", orderId: canceled.id, provider: "test", refundId: "re_seed_history_4", amount: canceled.grandTotal - 800, reason: "Changed My Mind", createdAt: new Date(canceled.createdAt.getTime() + DAY) });

  // Shipped from two stores, each with its tracking.
  await seedOrder(tx, now, { n: 5, daysAgo: 2, lines: [{ n: 1, colour: "Navy", size: "S", tracking: "9400111899223100000005" }, { n: 5, colour: "Emerald", size: "M", store: "chloe", tracking: "1Z999AA10123456784" }] });

  // A share box from the demo stylist, waiting for the shopper's confirmation (in the app).
  await seedOrder(tx, now, { n: 6, daysAgo: 1, type: 1, confirmed: false, shareCartId: DEMO_SHARE_CART.id, lines: [{ n: 1, colour: "Navy", size: "M" }, { n: 14, colour: "White", size: "M" }] });

  // A replacement requested for its first line (ACCT-09): that line's return_message says so.
  const replaced = await seedOrder(tx, now, { n: 9, daysAgo: 9, lines: [{ n: 3, colour: "Ivory", size: "M", tracking: "9400111899223100000009" }, { n: 14, colour: "White", size: "M", tracking: "9400111899223100000009" }] });
  const replacedLine = replaced.lines[0]!.id!;
  await tx.update(t.orderItems).set({ returnMessage: REPLACEMENT_REQUESTED }).where(eq(t.orderItems.id, replacedLine));
  await tx.insert(t.replacements).values({
    id: "replacement-history-9",
    orderId: replaced.id,
    userId: SHOPPER.id,
    name: ADDRESS.name,
    email: SHOPPER.email,
    phone: ADDRESS.phone,
    reason: "The zip broke on the first wear.",
    // no photo file in the seed: the row stands for one sent before
    photo: null,
    orderItemIds: [replacedLine],
    createdAt: new Date(replaced.createdAt.getTime() + 3 * DAY),
  });

  // One return in progress, one refunded.
  const inProgress = await seedOrder(tx, now, { n: 7, daysAgo: 12, lines: [{ n: 13, colour: "White", size: "M", tracking: "9400111899223100000007" }, { n: 14, colour: "White", size: "L", tracking: "9400111899223100000007" }] });
  const refunded = await seedOrder(tx, now, { n: 8, daysAgo: 26, lines: [{ n: 2, colour: "Black", size: "S", tracking: "9400111899223100000008" }] });
  for (const [n, order, status] of [[7, inProgress, "requested"], [8, refunded, "refunded"]] as const) {
    const first = order.lines[0]!;
    const tax = Math.round(first.price * TAX_RATE);
    const returnCost = 800;
    await tx.insert(t.returns).values({
      id: `return-history-${n}`,
      number: `RT2000${String(n).padStart(2, "0")}`,
      orderId: order.id,
      userId: SHOPPER.id,
      reason: "Size",
      status,
      itemsTotal: first.price,
      tax,
      shipping: returnCost,
      refundAmount: status === "refunded" ? first.price + tax - returnCost : null,
      refundBlings: status === "refunded" ? 0 : null,
      createdAt: new Date(order.createdAt.getTime() + 5 * DAY),
    });
    await tx.insert(t.returnItems).values({ id: `return-history-${n}-item-1`, returnId: `return-history-${n}`, orderItemId: first.id!, units: 1 });
  }
}
