/**
 * POST /api/subscription (API-70, GIFT-12): buy a gift-box package. A signed-in buyer; the package's
 * price now (API-67's grand_total: SO the five-box pack, M the first month, OT one box) is charged
 * once, off-session, to a saved card or a new card (server/payments/off-session.ts); a new card is
 * kept, and recorded on the subscription for later months, only once that charge succeeded. Writes one `subscriptions` row and its
 * `subscription_occasions` (SO: five; M: the first month; OT: one), each with its share of the price
 * (SO's first box 0: 'First Box Free'), status 0 (scheduled), the picks as `preselect_items`. Making
 * the box orders when an occasion is due, and later months' charges, is the scheduler's job.
 *
 * Idempotent per idempotency key and user (as the plan checkout, server/plans/checkout.ts): the
 * attempt is claimed `incomplete` before the charge, so a double submit finds it and never charges
 * twice; a refused card removes the claim and writes nothing, and the key may be retried.
 */
import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { Address } from "../../lib/api/schemas/common";
import type { SubscriptionPurchase, SubscriptionPurchaseRequest } from "../../lib/api/schemas/subscription";
import { occasionDateAllowed } from "../../lib/gift/dates";
import { GIFT_MESSAGES as MSG, greetingIssue } from "../../lib/gift/messages";
import { boxesOf, boxShares, type GiftType } from "../../lib/gift/pricing";
import type { SessionUser } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError, type Issue } from "../http";
import { attachCard, keepCard, releaseCard, usableCard } from "../payments/cards";
import { isPaymentError } from "../payments/errors";
import type { OffSessionCharger } from "../payments/off-session";
import type { CardDetails, PaymentProvider } from "../payments/provider";
import { publicOrigin } from "../../lib/config/deployment";
import { sendMail } from "../mail/outbox";
import { newBoxUpdateToken } from "./box-update";
import { quoteGift, type GiftQuote } from "./calc";
import { giftStyleOf } from "./catalog";
import { boxUpdateMail } from "./mail";
import { unknownPicks } from "./picks";

type Input = z.output<typeof SubscriptionPurchaseRequest>;

export const PURCHASE_MESSAGES = {
  payment: "please provide vaild payment information.",
  shippingAddress: "Please enter a valid shipping address.",
  billingAddress: "Please enter a valid billing address.",
  store: "This store does not sell this gift box.",
  picks: "A picked item is not available for this box.",
  inProgress: "Your gift box purchase is being processed.",
  keyReused: "This idempotency key was used for another gift box purchase.",
} as const;

export interface PurchaseContext {
  db: Database;
  payments: PaymentProvider;
  charger: OffSessionCharger;
  now: Date;
}

/** The request without its card: the same purchase with another card is the retry after a refusal. */
const fingerprintOf = (request: Input) =>
  createHash("sha256")
    .update(JSON.stringify({ ...request, credit_card_id: undefined, credit_card_token: undefined }))
    .digest("hex");

const addressOf = (input: unknown): t.AddressValue | null => {
  const parsed = Address.safeParse(input);
  return parsed.success ? parsed.data : null;
};

async function shippingAddressOf(db: Database, user: SessionUser, request: Input): Promise<t.AddressValue | null> {
  if (request.shipping_address_id) {
    const [row] = await db.select().from(t.addresses).where(and(eq(t.addresses.id, request.shipping_address_id), eq(t.addresses.userId, user.id)));
    return row ? { name: row.name, address: row.address, address2: row.address2, city: row.city, state: row.state, zip_code: row.zipCode, phone: row.phone, country: row.country } : null;
  }
  return addressOf(request.shipping_address);
}

/** The occasions' problem for the package's type (BR-VAL-27), or null. */
function occasionsIssue(type: GiftType, occasions: Input["occasions"], now: Date, bufferDays: number): Issue | null {
  if (occasions.length !== boxesOf(type)) return { path: "occasions", message: type === "SO" ? MSG.allOccasions : MSG.occasion };
  if (type === "SO" && new Set(occasions.map((o) => o.event_type.toLowerCase())).size !== 5) return { path: "occasions", message: MSG.allOccasions };
  const late = occasions.findIndex((o) => !occasionDateAllowed(o.date, now, bufferDays));
  return late >= 0 ? { path: `occasions.${late}.date`, message: MSG.date } : null;
}

interface Checked {
  quote: GiftQuote;
  shipping: t.AddressValue;
  billing: t.AddressValue;
}

/** Every problem of the form in one 400 (as the box checkout, BR-VAL-35); an unknown package is a 404. */
async function check(ctx: PurchaseContext, user: SessionUser, request: Input): Promise<Checked> {
  const { db, now } = ctx;
  const quote = await quoteGift(db, { itemId: request.item_id, couponCode: request.coupon_code, storeId: request.store_id, user, now });
  const { brand, type } = quote.package;
  const [promotes] = await db
    .select({ code: t.storeSubscriptionBrands.code })
    .from(t.storeSubscriptionBrands)
    .innerJoin(t.stores, and(eq(t.stores.id, t.storeSubscriptionBrands.storeId), eq(t.stores.isActive, true)))
    .where(and(eq(t.storeSubscriptionBrands.storeId, request.store_id), eq(t.storeSubscriptionBrands.code, brand.code)));
  const shipping = await shippingAddressOf(db, user, request);
  const billing = addressOf(request.billing_address);
  const issues: Issue[] = [];
  if (!promotes) issues.push({ path: "store_id", message: PURCHASE_MESSAGES.store });
  if (!giftStyleOf(request.style_id)) issues.push({ path: "style_id", message: MSG.style });
  const greeting = greetingIssue(request.sender_name, request.recipient_name);
  if (greeting) issues.push({ path: greeting.field === "senderName" ? "sender_name" : "recipient_name", message: greeting.message });
  const occasions = occasionsIssue(type, request.occasions, now, brand.bufferDays);
  if (occasions) issues.push(occasions);
  if ((await unknownPicks(db, request.preselect_items.map((p) => p.item_id))).length) issues.push({ path: "preselect_items", message: PURCHASE_MESSAGES.picks });
  if (!shipping) issues.push({ path: request.shipping_address_id ? "shipping_address_id" : "shipping_address", message: PURCHASE_MESSAGES.shippingAddress });
  if (!billing) issues.push({ path: "billing_address", message: PURCHASE_MESSAGES.billingAddress });
  const { credit_card_id: cardId, credit_card_token: token } = request;
  if (Boolean(cardId) === Boolean(token) || (cardId && !(await usableCard(db, user.id, cardId, now)))) issues.push({ path: cardId ? "credit_card_id" : "credit_card_token", message: PURCHASE_MESSAGES.payment });
  const coupon = quote.coupon_results[0];
  if (coupon?.status === "fail") issues.push({ path: "coupon_code", message: coupon.message });
  if (issues.length) throw new ApiError(400, issues[0]!.message, issues);
  return { quote, shipping: shipping!, billing: billing! };
}

/**
 * The card that pays: a saved one of this user, or the new token attached at the provider but not
 * kept until its charge (or set-up) succeeded (finding 1), as the plan checkout.
 */
type PayingCard = { providerToken: string; id: string | null; details: CardDetails | null };

async function payingCard(ctx: PurchaseContext, user: SessionUser, request: Input): Promise<PayingCard> {
  if (request.credit_card_id) {
    const card = (await usableCard(ctx.db, user.id, request.credit_card_id, ctx.now))!;
    return { providerToken: card.providerToken, id: card.id, details: null };
  }
  try {
    const saved = await attachCard(ctx.db, ctx.payments, user, request.credit_card_token!);
    return { providerToken: saved.card.providerToken, id: null, details: saved.card };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** A provider's refusal as the purchase answers it: the card's own words (402), a bad token (400); an outage as it is. */
function refusalOf(error: unknown): unknown {
  if (!isPaymentError(error) || error.kind === "unavailable") return error;
  return error.kind === "card" ? new ApiError(402, error.message) : new ApiError(400, PURCHASE_MESSAGES.payment);
}

async function answerOf(db: Database, subscriptionId: string, amount: number): Promise<SubscriptionPurchase> {
  const [sub] = await db.select().from(t.subscriptions).where(eq(t.subscriptions.id, subscriptionId));
  const occasions = await db.select().from(t.subscriptionOccasions).where(eq(t.subscriptionOccasions.subscriptionId, subscriptionId)).orderBy(t.subscriptionOccasions.date);
  return {
    id: sub!.id,
    type: sub!.type as GiftType,
    subscription_code: sub!.subscriptionCode,
    grand_total: amount,
    occasions: occasions.map((o) => ({ id: o.id, event_type: o.eventType, date: o.date, price: o.price, discount_price: o.discountPrice })),
  };
}

/** A double submit: the key's purchase of this user, answered again; null when the key is new. */
async function again(db: Database, user: SessionUser, key: string, fingerprint: string): Promise<SubscriptionPurchase | null> {
  const [row] = await db.select().from(t.subscriptionPurchases).where(and(eq(t.subscriptionPurchases.userId, user.id), eq(t.subscriptionPurchases.idempotencyKey, key)));
  if (!row) return null;
  if (row.fingerprint !== fingerprint) throw new ApiError(409, PURCHASE_MESSAGES.keyReused);
  if (row.status !== "paid" || !row.subscriptionId) throw new ApiError(409, PURCHASE_MESSAGES.inProgress);
  return answerOf(db, row.subscriptionId, row.amount);
}

export async function purchaseGift(ctx: PurchaseContext, user: SessionUser, request: Input, key: string): Promise<SubscriptionPurchase> {
  const { db, now } = ctx;
  const fingerprint = fingerprintOf(request);
  const answered = await again(db, user, key, fingerprint);
  if (answered) return answered;

  const { quote, shipping, billing } = await check(ctx, user, request);
  const card = await payingCard(ctx, user, request);
  const [customer] = await db.select({ id: t.users.paymentCustomerId }).from(t.users).where(eq(t.users.id, user.id));

  const purchaseId = randomUUID();
  const claimed = await db
    .insert(t.subscriptionPurchases)
    .values({ id: purchaseId, userId: user.id, idempotencyKey: key, fingerprint, status: "incomplete", amount: quote.grand_total, provider: ctx.payments.name, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: t.subscriptionPurchases.id });
  if (!claimed.length) return (await again(db, user, key, fingerprint))!;

  let ref: string | null = null;
  try {
    if (quote.grand_total > 0) {
      ref = (await ctx.charger.charge({ amount: quote.grand_total, paymentMethod: card.providerToken, customerId: customer?.id ?? null, idempotencyKey: `gift-${purchaseId}`, reference: `subscription-purchase-${purchaseId}` })).ref;
    } else {
      // Nothing today, but the card is kept for later months: it is checked now (finding 3).
      await ctx.payments.setUpCard({ paymentMethod: card.providerToken, customerId: customer?.id ?? null, userId: user.id, idempotencyKey: `gift-setup-${purchaseId}`, offSession: true });
    }
  } catch (error) {
    await db.delete(t.subscriptionPurchases).where(eq(t.subscriptionPurchases.id, purchaseId));
    if (!card.id) await releaseCard(db, ctx.payments, user.id, card.providerToken);
    throw refusalOf(error);
  }
  // Paid (or set up): only now is a new card kept.
  const creditCardId = card.details ? (await keepCard(db, user.id, card.details, false, now)).id : card.id!;

  const { brand, type, id: itemId } = quote.package;
  const subscriptionId = randomUUID();
  const prices = boxShares(type, quote.items_total);
  const discounts = boxShares(type, quote.coupon_discount);
  const picks = request.preselect_items.map((p) => ({ item_id: p.item_id, variant_id: p.variant_id ?? null, units: p.units }));
  const update = newBoxUpdateToken();
  await db.transaction(async (tx) => {
    await tx.insert(t.subscriptions).values({
      id: subscriptionId,
      userId: user.id,
      email: user.email,
      type,
      subscriptionCode: brand.code,
      itemId,
      storeId: request.store_id,
      styleId: request.style_id,
      status: 0,
      senderName: request.sender_name,
      recipientName: request.recipient_name,
      cover: giftStyleOf(request.style_id)?.cover ?? null,
      earPierced: request.ear_pierced,
      creditCardId,
      shippingAddress: shipping,
      billingAddress: billing,
      couponCode: quote.coupon_discount > 0 ? quote.coupon_results[0]!.coupon_code : null,
      isManualPick: request.is_manual_pick,
      updateTokenHash: update.hash,
      createdAt: now,
    });
    await tx.insert(t.subscriptionOccasions).values(
      // By date, so that SO's free box is the first one to ship.
      [...request.occasions].sort((a, b) => a.date.localeCompare(b.date)).map((o, i) => ({ id: randomUUID(), subscriptionId, eventType: o.event_type, date: o.date, status: 0, price: prices[i] ?? 0, discountPrice: discounts[i] ?? 0, preselectItems: picks })),
    );
    await tx.update(t.subscriptionPurchases).set({ status: "paid", paymentRef: ref, subscriptionId }).where(eq(t.subscriptionPurchases.id, purchaseId));
  });
  // The token reaches the buyer only in this mail (GIFT-17): its hash is all the database keeps.
  const typeTitle = brand.types.find((candidate) => candidate.id === type)?.title ?? type;
  await sendMail(db, boxUpdateMail({ to: user.email, origin: publicOrigin(), token: update.token, typeTitle }), now);
  return answerOf(db, subscriptionId, quote.grand_total);
}
