/**
 * A signed-in shopper's gift subscriptions after the purchase (ACCT-13, API-64, API-65, API-20):
 * the paged list, one subscription with its occasions, cancelling a scheduled occasion, and the card
 * the next charges use. Only the caller's: another user's subscription, occasion or card answers the
 * same 404 as an unknown one.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import {
  OCCASION_STATUS,
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_STATUS,
  SUBSCRIPTION_TYPE_TITLES,
  type SubscriptionDetail,
  type SubscriptionMessage,
  type SubscriptionOccasion,
  type SubscriptionsPage,
} from "../../lib/api/schemas/subscription-account";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { publicOrigin } from "../../lib/config/deployment";
import { boxTypeTitle, newBoxUpdateToken } from "../gift/box-update";
import { boxUpdateMail } from "../gift/mail";
import { sendMail } from "../mail/outbox";
import { CARD_NOT_FOUND, usableCard } from "../payments/cards";
import { ORDER_MESSAGES } from "../orders/messages";
import { DAY_MS } from "../payments/subscriptions";
import { isoDate } from "./context";
import { settleSubscriptionStatus } from "./status";

export const SUBSCRIPTIONS_PAGE_SIZE = 10;
export const OCCASION_NOT_FOUND = "subscription occasion not found";
/** Ours: only a scheduled occasion can be canceled (one already made or canceled cannot). */
export const OCCASION_NOT_CANCELABLE = "Only a scheduled occasion can be canceled.";
/** Ours: a canceled subscription charges nothing more, so it has no card to update (GIFT-16). */
export const SUBSCRIPTION_CANCELED = "This subscription is canceled.";

type SubscriptionRow = typeof t.subscriptions.$inferSelect;
type OccasionRow = typeof t.subscriptionOccasions.$inferSelect;

const typeTitle = (type: string) => SUBSCRIPTION_TYPE_TITLES[type] ?? type;

/** When a scheduled occasion's box is made: buffer_days before its date (the scheduler's rule), not before today. */
function createDateOf(row: OccasionRow, bufferDays: number, now: Date): string | null {
  if (row.status === OCCASION_STATUS.created) return row.shippedDate;
  if (row.status !== OCCASION_STATUS.scheduled) return null;
  const planned = isoDate(new Date(new Date(`${row.date}T00:00:00Z`).getTime() - bufferDays * DAY_MS));
  const today = isoDate(now);
  return planned < today ? today : planned;
}

const occasionView = (row: OccasionRow, bufferDays: number, now: Date): SubscriptionOccasion => ({
  id: row.id,
  status: row.status,
  shipped_date: row.shippedDate,
  event_type: row.eventType,
  date: row.date,
  price: row.price,
  discount_price: row.discountPrice,
  order_id: row.orderId,
  create_date: createDateOf(row, bufferDays, now),
});

const base = (row: SubscriptionRow) => ({
  id: row.id,
  date: row.createdAt.toISOString(),
  status: row.status,
  type: row.type,
  type_title: typeTitle(row.type),
  cover: row.cover,
  recipient_name: row.recipientName,
});

const occasionsOf = (db: Database, ids: string[]) =>
  ids.length ? db.select().from(t.subscriptionOccasions).where(inArray(t.subscriptionOccasions.subscriptionId, ids)).orderBy(asc(t.subscriptionOccasions.date), asc(t.subscriptionOccasions.id)) : Promise.resolve([]);

export async function listSubscriptions(db: Database, userId: string, pageNo: number): Promise<SubscriptionsPage> {
  const rows = await db
    .select()
    .from(t.subscriptions)
    .where(eq(t.subscriptions.userId, userId))
    .orderBy(desc(t.subscriptions.createdAt), desc(t.subscriptions.id))
    .limit(SUBSCRIPTIONS_PAGE_SIZE + 1)
    .offset((pageNo - 1) * SUBSCRIPTIONS_PAGE_SIZE);
  const page = rows.slice(0, SUBSCRIPTIONS_PAGE_SIZE);
  const occasions = await occasionsOf(
    db,
    page.map((r) => r.id),
  );
  const datas = page.map((row) => {
    const own = occasions.filter((o) => o.subscriptionId === row.id);
    return {
      ...base(row),
      occasions_count: own.length,
      next_date: own.find((o) => o.status === OCCASION_STATUS.scheduled)?.date ?? null,
    };
  });
  return { datas, current_page: pageNo, has_more: rows.length > SUBSCRIPTIONS_PAGE_SIZE };
}

async function ownSubscription(db: Database, userId: string, id: string): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(t.subscriptions)
    .where(and(eq(t.subscriptions.id, id), eq(t.subscriptions.userId, userId)));
  if (!row) throw new ApiError(404, SUBSCRIPTION_NOT_FOUND);
  return row;
}

export async function subscriptionDetail(db: Database, userId: string, id: string, bufferDays: number, now: Date): Promise<SubscriptionDetail> {
  const row = await ownSubscription(db, userId, id);
  const occasions = await occasionsOf(db, [row.id]);
  return { ...base(row), notes: row.notes, is_credit_card_invalid: row.isCreditCardInvalid, is_manual_pick: row.isManualPick, occasions: occasions.map((o) => occasionView(o, bufferDays, now)) };
}

/**
 * GIFT-15. The update is conditional on the occasion still being scheduled, so a cancel racing the
 * scheduler either cancels it before its order is made or is refused after. A canceled box of a
 * prepaid pack is not refunded (the spec names no refund); a monthly subscription whose scheduled
 * month is canceled ends there: nothing more is charged.
 */
export async function cancelOccasion(db: Database, userId: string, occasionId: string): Promise<SubscriptionMessage> {
  const [found] = await db
    .select({ occasion: t.subscriptionOccasions })
    .from(t.subscriptionOccasions)
    .innerJoin(t.subscriptions, eq(t.subscriptions.id, t.subscriptionOccasions.subscriptionId))
    .where(and(eq(t.subscriptionOccasions.id, occasionId), eq(t.subscriptions.userId, userId)));
  if (!found) throw new ApiError(404, OCCASION_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(t.subscriptionOccasions)
      .set({ status: OCCASION_STATUS.canceled, claimedUntil: null })
      .where(and(eq(t.subscriptionOccasions.id, occasionId), eq(t.subscriptionOccasions.status, OCCASION_STATUS.scheduled)))
      .returning({ id: t.subscriptionOccasions.id });
    if (!canceled) throw new ApiError(409, OCCASION_NOT_CANCELABLE);
    await settleSubscriptionStatus(tx, found.occasion.subscriptionId);
  });
  return { message: "" };
}

/**
 * GIFT-16 / API-20: the card the next charges use. It must be one of the caller's cards that can pay;
 * the invalid-card flag clears, so the scheduler tries the month that was refused again on its next
 * run, once with this card (C-30: 'we'll process on next scheduled time').
 */
export async function updateSubscriptionCard(db: Database, userId: string, id: string, cardId: string, now: Date): Promise<SubscriptionMessage> {
  const row = await ownSubscription(db, userId, id);
  const [owned] = await db.select({ id: t.creditCards.id }).from(t.creditCards).where(and(eq(t.creditCards.id, cardId), eq(t.creditCards.userId, userId)));
  if (!owned) throw new ApiError(404, CARD_NOT_FOUND);
  if (!(await usableCard(db, userId, cardId, now))) throw new ApiError(400, ORDER_MESSAGES.invalidCard);
  if (row.status === SUBSCRIPTION_STATUS.canceled) throw new ApiError(409, SUBSCRIPTION_CANCELED);
  await db.update(t.subscriptions).set({ creditCardId: cardId, isCreditCardInvalid: false }).where(eq(t.subscriptions.id, row.id));
  return { message: "" };
}

/** What the re-send answers: the toast says where the link went and that the old one is gone. */
const boxUpdateLinkSent = (email: string) => `We've sent a new link to ${email}. The link sent before no longer works.`;

/**
 * GIFT-17's re-send: only the hash of the box-update token is kept, so the link cannot be sent again as
 * it was. A new token replaces it (the old one stops opening the box) and goes in the purchase mail's
 * template to the subscription's email, the one the update page asks for. Rotation and mail are one
 * transaction: a token is never replaced without its mail in the outbox.
 */
export async function resendBoxUpdateLink(db: Database, userId: string, id: string, now: Date): Promise<SubscriptionMessage> {
  const row = await ownSubscription(db, userId, id);
  if (row.status === SUBSCRIPTION_STATUS.canceled) throw new ApiError(409, SUBSCRIPTION_CANCELED);
  const update = newBoxUpdateToken();
  const mail = boxUpdateMail({ to: row.email, origin: publicOrigin(), token: update.token, typeTitle: boxTypeTitle(row), resent: true });
  await db.transaction(async (tx) => {
    await tx.update(t.subscriptions).set({ updateTokenHash: update.hash }).where(eq(t.subscriptions.id, row.id));
    await sendMail(tx, mail, now);
  });
  return { message: boxUpdateLinkSent(row.email) };
}
