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
import type { CardDetails, PaymentProvider, SavedCard } from "./provider";
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

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const setDefaultIn = (tx: Tx | Database, userId: string, cardId: string) =>
  tx.update(t.creditCards).set({ isDefault: sql`${t.creditCards.id} = ${cardId}` }).where(eq(t.creditCards.userId, userId));

/**
 * Makes a new card's token reusable at the provider (Stripe: attaches it to the user's customer,
 * created on the first card, and recorded on the user). The card itself is not kept yet: it is kept
 * (keepCard) only once a charge or an off-session set-up with it has succeeded (finding 1).
 */
export async function attachCard(db: Database, provider: PaymentProvider, user: UserRow, token: string): Promise<SavedCard> {
  const saved = await provider.saveCard({ token, user: { id: user.id, email: user.email, paymentCustomerId: user.paymentCustomerId } });
  if (saved.customerId && saved.customerId !== user.paymentCustomerId) {
    await db.update(t.users).set({ paymentCustomerId: saved.customerId }).where(and(eq(t.users.id, user.id), isNull(t.users.paymentCustomerId)));
  }
  return saved;
}

/**
 * Lets go of a new card the provider refused: nothing of it is kept, and Stripe detaches it. A token
 * that is already one of the user's saved cards stays as it is.
 */
export async function releaseCard(db: Database, provider: PaymentProvider, userId: string, providerToken: string): Promise<void> {
  const [kept] = await db.select({ id: t.creditCards.id }).from(t.creditCards).where(and(eq(t.creditCards.userId, userId), eq(t.creditCards.providerToken, providerToken)));
  if (kept) return;
  await provider.removeCard(providerToken).catch((error: unknown) => log.error({ err: error }, "could not remove a refused card at the provider"));
}

/**
 * Keeps a card that has just paid or been set up. It becomes the default when asked to, or when the
 * user has no default that can pay (none yet, or one expired or flagged). Keeping the same provider
 * token again only updates the default flag. Answers the card's row.
 */
export async function keepCard(db: Database, userId: string, card: CardDetails, makeDefault: boolean, now: Date): Promise<CardRow> {
  return db.transaction(async (tx) => {
    // Serialise one user's card changes, so two first cards cannot both become the default.
    await tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.id, userId)).for("update");
    const existing = await tx.select().from(t.creditCards).where(eq(t.creditCards.userId, userId));
    const same = existing.find((c) => c.providerToken === card.providerToken);
    const id = same?.id ?? randomUUID();
    if (!same) {
      await tx.insert(t.creditCards).values({ id, userId, providerToken: card.providerToken, brand: card.brand, lastFour: card.lastFour, expMonth: card.expMonth, expYear: card.expYear, isDefault: false });
    }
    const goodDefault = existing.some((c) => c.isDefault && c.id !== id && !cardIsInvalid(c, now));
    if (makeDefault || !goodDefault) await setDefaultIn(tx, userId, id);
    const [row] = await tx.select().from(t.creditCards).where(eq(t.creditCards.id, id));
    return row!;
  });
}

/**
 * Saves a card from the account (API-17): attached, then set up off-session, and kept only when the
 * set-up succeeded, so a card that is refused is never saved, let alone made the default (finding 1).
 * The first card becomes the default; so does one saved with `is_default`.
 */
export async function addCard(db: Database, provider: PaymentProvider, user: UserRow, token: string, makeDefault: boolean, now: Date): Promise<void> {
  const saved = await attachCard(db, provider, user, token);
  try {
    await provider.setUpCard({ paymentMethod: saved.card.providerToken, customerId: saved.customerId, userId: user.id, idempotencyKey: `setup-${user.id}-${saved.card.providerToken}`, offSession: false });
  } catch (error) {
    await releaseCard(db, provider, user.id, saved.card.providerToken);
    throw error;
  }
  await keepCard(db, user.id, saved.card, makeDefault, now);
}

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
