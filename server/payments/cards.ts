/**
 * Saved cards (API-16…19). Only what the provider tells us is kept: brand, last four, expiry and
 * its reusable token, never a number. Every query is scoped to the session's user, so one shopper
 * can neither see nor touch another's cards (another user's card id is simply "not found").
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { CreditCard } from "../../lib/api/schemas/checkout";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { ApiError } from "../http";
import type { PaymentProvider } from "./provider";
import { isExpired } from "./test-cards";
import { log } from "../../lib/log";

export const CARD_NOT_FOUND = "Credit card not found.";

type CardRow = typeof t.creditCards.$inferSelect;
type UserRow = typeof t.users.$inferSelect;

/** Expired or flagged cards are listed but can never pay (BR-VAL-20). */
export const cardIsInvalid = (card: Pick<CardRow, "isInvalid" | "expMonth" | "expYear">, now: Date) => card.isInvalid || isExpired(card.expMonth, card.expYear, now);

const view = (card: CardRow, now: Date): CreditCard => ({
  _id: card.id,
  last_four: card.lastFour,
  exp_month: card.expMonth,
  exp_year: card.expYear,
  brand: card.brand,
  is_default: card.isDefault,
  is_invalid: cardIsInvalid(card, now),
});

/** The default card first, then in the order they were saved. */
export async function listCards(db: Database, userId: string, now: Date): Promise<CreditCard[]> {
  const rows = await db
    .select()
    .from(t.creditCards)
    .where(eq(t.creditCards.userId, userId))
    .orderBy(desc(t.creditCards.isDefault), asc(t.creditCards.createdAt), asc(t.creditCards.id));
  return rows.map((row) => view(row, now));
}

/** A card of this user that can pay now, or null. */
export async function usableCard(db: Database, userId: string, cardId: string, now: Date): Promise<CardRow | null> {
  const [card] = await db.select().from(t.creditCards).where(and(eq(t.creditCards.id, cardId), eq(t.creditCards.userId, userId)));
  return card && !cardIsInvalid(card, now) ? card : null;
}

/**
 * Saves a card: the provider describes it and makes it reusable (a Stripe customer is created for
 * the user on the first card). The first card becomes the default; so does one saved with
 * `is_default`. Saving the same provider token again only updates the default flag.
 */
export async function addCard(db: Database, provider: PaymentProvider, user: UserRow, token: string, makeDefault: boolean): Promise<void> {
  const saved = await provider.saveCard({ token, user: { id: user.id, email: user.email, paymentCustomerId: user.paymentCustomerId } });
  await db.transaction(async (tx) => {
    // Serialise one user's card changes, so two first cards cannot both become the default.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, user.id)).for("update");
    if (saved.customerId && saved.customerId !== user.paymentCustomerId) {
      await tx.update(t.users).set({ paymentCustomerId: saved.customerId }).where(and(eq(t.users.id, user.id), isNull(t.users.paymentCustomerId)));
    }
    const existing = await tx.select({ id: t.creditCards.id, providerToken: t.creditCards.providerToken }).from(t.creditCards).where(eq(t.creditCards.userId, user.id));
    const same = existing.find((c) => c.providerToken === saved.card.providerToken);
    const isDefault = makeDefault || existing.length === 0;
    const id = same?.id ?? randomUUID();
    if (!same) {
      await tx.insert(t.creditCards).values({
        id,
        userId: user.id,
        providerToken: saved.card.providerToken,
        brand: saved.card.brand,
        lastFour: saved.card.lastFour,
        expMonth: saved.card.expMonth,
        expYear: saved.card.expYear,
        isDefault: false,
      });
    }
    if (isDefault) await setDefaultIn(tx, user.id, id);
  });
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const setDefaultIn = (tx: Tx | Database, userId: string, cardId: string) =>
  tx.update(t.creditCards).set({ isDefault: sql`${t.creditCards.id} = ${cardId}` }).where(eq(t.creditCards.userId, userId));

export async function setDefaultCard(db: Database, userId: string, cardId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [card] = await tx.select({ id: t.creditCards.id }).from(t.creditCards).where(and(eq(t.creditCards.id, cardId), eq(t.creditCards.userId, userId)));
    if (!card) throw new ApiError(404, CARD_NOT_FOUND);
    await setDefaultIn(tx, userId, cardId);
  });
}

/** Deletes a card; when it was the default, the oldest remaining card takes over. */
export async function deleteCard(db: Database, provider: PaymentProvider, userId: string, cardId: string): Promise<void> {
  const removed = await db.transaction(async (tx) => {
    const [card] = await tx.delete(t.creditCards).where(and(eq(t.creditCards.id, cardId), eq(t.creditCards.userId, userId))).returning();
    if (!card) throw new ApiError(404, CARD_NOT_FOUND);
    if (card.isDefault) {
      const [next] = await tx.select({ id: t.creditCards.id }).from(t.creditCards).where(eq(t.creditCards.userId, userId)).orderBy(asc(t.creditCards.createdAt), asc(t.creditCards.id)).limit(1);
      if (next) await setDefaultIn(tx, userId, next.id);
    }
    return card;
  });
  // Our row is gone either way; a provider that cannot detach now keeps a card nobody can pick.
  await provider.removeCard(removed.providerToken).catch((error: unknown) => log.error({ err: error }, "could not remove a card at the provider"));
}
