/**
 * The subscription box item update (GIFT-17, API-71/72): no sign-in; the subscription's email and its
 * box-update token open it. The token is random (130 bits), made at the purchase and mailed to the buyer
 * with the page's link (server/gift/purchase.ts); only its sha256 is kept (subscriptions.update_token_hash).
 * Email and token must both match: one user's token with another's email opens nothing.
 *
 * What may change: the picks of the boxes that have not shipped, that is the occasions still scheduled,
 * with no order made and not held by the occasion scheduler at this moment (the update's own `where`
 * says so, so a box the scheduler is making keeps the picks it read). New picks go to every such box
 * (a monthly subscription's next months copy the last one's, server/subscriptions/renewals.ts), and the
 * subscription is marked a manual pick. docs/decisions.md "Subscription box item update".
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { OCCASION_STATUS } from "../../lib/api/schemas/subscription-account";
import type { PreselectItem, SubscriptionUpdateOrder } from "../../lib/api/schemas/subscription";
import { BOX_UPDATE, BOX_UPDATE_TEXT as TEXT, picksProblem } from "../../lib/gift/box-update";
import { hashToken } from "../auth/session";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { GIFT_BRANDS, GIFT_STYLES, giftPackageOf, giftStyleOf } from "./catalog";
import { pickedItems, picksOutsideCatalogue } from "./picks";

type SubscriptionRow = typeof t.subscriptions.$inferSelect;
type OccasionRow = typeof t.subscriptionOccasions.$inferSelect;

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A new box-update token (26 characters of Crockford base32, 130 bits) and the hash that is kept. */
export function newBoxUpdateToken(): { token: string; hash: string } {
  const bytes = randomBytes(17);
  let bits = 0n;
  for (const b of bytes) bits = (bits << 8n) | BigInt(b);
  let token = "";
  for (let i = 0; i < 26; i++) token += CROCKFORD[Number((bits >> BigInt(i * 5)) & 31n)];
  return { token, hash: boxUpdateTokenHash(token) };
}

/** Tokens are read whatever their case and around spaces (typed from a mail). */
export const boxUpdateTokenHash = (token: string) => hashToken(token.trim().toUpperCase());

/** The subscription this email and token open, or null. */
export async function subscriptionForToken(db: Database, email: string, token: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.updateTokenHash, boxUpdateTokenHash(token)), sql`lower(${t.subscriptions.email}) = ${email.trim().toLowerCase()}`));
  return row ?? null;
}

const editable = (o: OccasionRow, now: Date) => o.status === OCCASION_STATUS.scheduled && !o.orderId && (!o.claimedUntil || o.claimedUntil < now);

/** The package's title as the purchase mail names it (e.g. 'ONE BOX'). */
export const boxTypeTitle = (sub: Pick<SubscriptionRow, "subscriptionCode" | "type">) =>
  GIFT_BRANDS[sub.subscriptionCode]?.types.find((type) => type.id === sub.type)?.title ?? sub.type;

export const perBoxOf = (sub: SubscriptionRow) => (sub.itemId ? giftPackageOf(sub.itemId)?.itemCount : undefined) ?? BOX_UPDATE.picksPerBox;

export async function updateOrderView(db: Database, sub: SubscriptionRow, now: Date): Promise<SubscriptionUpdateOrder> {
  const occasions = await db.select().from(t.subscriptionOccasions).where(eq(t.subscriptionOccasions.subscriptionId, sub.id)).orderBy(asc(t.subscriptionOccasions.date));
  const left = occasions.filter((o) => editable(o, now));
  const made = occasions.filter((o) => o.status === OCCASION_STATUS.created);
  const box = left[0] ?? made.at(-1) ?? occasions[0] ?? null;
  const picks: PreselectItem[] = (box?.preselectItems ?? []).map((p) => ({ item_id: p.item_id, units: p.units, variant_id: p.variant_id ?? null }));
  const style = (sub.styleId ? giftStyleOf(sub.styleId) : null) ?? GIFT_STYLES[0]!;
  return {
    id: sub.id,
    code: sub.subscriptionCode,
    email: sub.email,
    date: box?.date ?? null,
    event_type: box?.eventType ?? null,
    shipped_date: box?.shippedDate ?? null,
    status: box?.status ?? OCCASION_STATUS.scheduled,
    package_set: BOX_UPDATE.packageSet,
    style: style.name,
    style_id: style.id,
    type_title: boxTypeTitle(sub),
    preselect_items: picks,
    items: await pickedItems(db, picks.map((p) => p.item_id)),
    per_box: perBoxOf(sub),
    boxes_left: left.length,
    editable: left.length > 0,
  };
}

/**
 * API-72: checks the picks (exactly the box's pieces, each once, every one in the box catalogue with a
 * variant of its own) before anything is written, then sets them on every box not shipped.
 */
export async function preselect(db: Database, sub: SubscriptionRow, picks: PreselectItem[], now: Date): Promise<SubscriptionUpdateOrder> {
  const problem = picksProblem(picks, perBoxOf(sub));
  if (problem) throw new ApiError(400, problem, [{ path: "preselect_items", message: problem }]);
  if (await picksOutsideCatalogue(db, picks)) throw new ApiError(400, TEXT.notInBox, [{ path: "preselect_items", message: TEXT.notInBox }]);
  const value = picks.map((p) => ({ item_id: p.item_id, variant_id: p.variant_id, units: p.units }));
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(t.subscriptionOccasions)
      .set({ preselectItems: value })
      .where(
        and(
          eq(t.subscriptionOccasions.subscriptionId, sub.id),
          eq(t.subscriptionOccasions.status, OCCASION_STATUS.scheduled),
          isNull(t.subscriptionOccasions.orderId),
          or(isNull(t.subscriptionOccasions.claimedUntil), lt(t.subscriptionOccasions.claimedUntil, now)),
        ),
      )
      .returning({ id: t.subscriptionOccasions.id });
    if (rows.length) await tx.update(t.subscriptions).set({ isManualPick: true }).where(eq(t.subscriptions.id, sub.id));
    return rows.length;
  });
  if (!updated) throw new ApiError(409, TEXT.shipped);
  return updateOrderView(db, sub, now);
}
