/**
 * The built-in test payment provider: Stripe's test mode, played by our own database. The browser
 * tokenises a test card (`POST /api/payments/test/tokens`, like Stripe.js) and confirms the intent
 * (`POST /api/payments/test/intents/{id}/confirm`, like `stripe.confirmCardPayment`); the server
 * side is the PaymentProvider below. Outcomes follow Stripe's test numbers (test-cards.ts).
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { TestCardRequest, TestCardToken, TestIntent } from "../../lib/api/schemas/checkout";
import type { Database } from "../db/client";
import { preparedOn } from "../db/prepared";
import * as t from "../db/schema";
import { ApiError } from "../http";
import { PaymentError } from "./errors";
import type { CreateIntentInput, IntentState, IntentStatus, PaymentProvider, PaymentProviders, RefundInput, SaveCardInput, SavedCard, SetUpCardInput } from "./provider";
import { newClientSecret, randomId, secretsEqual } from "./secrets";
import { checkTestCard, isExpired, TEST_CARD_MESSAGES, type TestOutcome } from "./test-cards";
import { TEST_OFF_SESSION_AUTH } from "./test-subscriptions";

type IntentRow = typeof t.testPaymentIntents.$inferSelect;

// The checkout's statements, prepared (issue 27; server/db/prepared.ts).
const insertToken = preparedOn("test_token_insert", (db, name) =>
  db
    .insert(t.testPaymentTokens)
    .values({
      id: sql.placeholder("id"),
      brand: sql.placeholder("brand"),
      lastFour: sql.placeholder("lastFour"),
      expMonth: sql.placeholder("expMonth"),
      expYear: sql.placeholder("expYear"),
      outcome: sql.placeholder("outcome"),
      userId: sql.placeholder("userId"),
    })
    .prepare(name),
);
/** The token, and whether it paid for another order already, in one statement (issue 27). */
const tokenForOrder = preparedOn("test_token_for_order", (db, name) =>
  db
    .select({
      token: t.testPaymentTokens,
      // only a guest's token is for one order (asked of it alone: the lookup scans the intents)
      usedElsewhere: sql<boolean>`${t.testPaymentTokens.userId} is null and exists (select 1 from ${t.testPaymentIntents} where ${and(eq(t.testPaymentIntents.tokenId, t.testPaymentTokens.id), ne(t.testPaymentIntents.orderId, sql.placeholder("orderId")))})`,
    })
    .from(t.testPaymentTokens)
    .where(eq(t.testPaymentTokens.id, sql.placeholder("tokenId")))
    .prepare(name),
);
/** A new intent, left out when the key has one (a retry): the insert answers only a new one. */
const insertIntent = preparedOn("test_intent_insert", (db, name) =>
  db
    .insert(t.testPaymentIntents)
    .values({
      id: sql.placeholder("id"),
      clientSecret: sql.placeholder("clientSecret"),
      amount: sql.placeholder("amount"),
      currency: sql.placeholder("currency"),
      tokenId: sql.placeholder("tokenId"),
      status: "requires_confirmation",
      orderId: sql.placeholder("orderId"),
      idempotencyKey: sql.placeholder("idempotencyKey"),
    })
    .onConflictDoNothing({ target: t.testPaymentIntents.idempotencyKey })
    .returning({ id: t.testPaymentIntents.id, clientSecret: t.testPaymentIntents.clientSecret })
    .prepare(name),
);
const intentById = preparedOn("test_intent_by_id", (db, name) =>
  db
    .select()
    .from(t.testPaymentIntents)
    .where(eq(t.testPaymentIntents.id, sql.placeholder("intentId")))
    .prepare(name),
);
/** The intent with its card, in one statement (issue 27). */
const intentWithToken = preparedOn("test_intent_with_token", (db, name) =>
  db
    .select({ row: t.testPaymentIntents, token: t.testPaymentTokens })
    .from(t.testPaymentIntents)
    .leftJoin(t.testPaymentTokens, eq(t.testPaymentTokens.id, t.testPaymentIntents.tokenId))
    .where(eq(t.testPaymentIntents.id, sql.placeholder("intentId")))
    .prepare(name),
);
type TestIntentView = { id: string; status: TestIntent["status"]; message: string | null };

export const TEST_INTENT_NOT_FOUND = "No such payment intent.";
export const TEST_REFUND_REFUSED = "Only a succeeded payment can be refunded, and at most its amount.";
export const TEST_INTENT_CANCELED = "You cannot confirm this PaymentIntent because it has a status of canceled.";
const noSuchPaymentMethod = (id: string) => `No such payment method: '${id}'`;
/** Stripe's words for an unattached payment method used a second time. */
const USED_ONCE =
  "The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment. It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.";
const IDEMPOTENCY_MISMATCH = "Keys for idempotent requests can only be used with the same parameters they were first used with.";

const STATE_OF: Record<string, IntentStatus> = {
  requires_confirmation: "pending",
  requires_action: "requires_action",
  succeeded: "succeeded",
  failed: "failed",
  canceled: "canceled",
};

const stateOf = (row: IntentRow): IntentState => ({
  status: STATE_OF[row.status] ?? "pending",
  amount: row.amount,
  currency: row.currency,
  failureMessage: row.failureMessage,
});

/**
 * Tokenises a test card; a refused card is a 402 with Stripe's text, as Stripe.js would report it.
 * The token belongs to `userId`, the signed-in user who made it (null for a guest): see who may
 * use it in the provider's createIntent and saveCard.
 */
export async function createTestToken(db: Database, card: TestCardRequest, now: Date, userId: string | null): Promise<TestCardToken> {
  const check = checkTestCard(card, now);
  if (!check.ok) throw new ApiError(402, check.message);
  const id = randomId("tok_test");
  await insertToken(db).execute({ id, brand: check.brand, lastFour: check.lastFour, expMonth: card.exp_month, expYear: card.exp_year, outcome: check.outcome, userId });
  return { id, card: { brand: check.brand, last_four: check.lastFour, exp_month: card.exp_month, exp_year: card.exp_year } };
}

/** What confirming with this card does right now (a saved card may have expired since it was saved). */
function confirmOutcome(token: typeof t.testPaymentTokens.$inferSelect, now: Date): { status: IntentRow["status"]; message: string | null } {
  if (isExpired(token.expMonth, token.expYear, now)) return { status: "failed", message: TEST_CARD_MESSAGES.expired };
  const outcomes: Record<TestOutcome, { status: IntentRow["status"]; message: string | null }> = {
    succeed: { status: "succeeded", message: null },
    decline: { status: "failed", message: TEST_CARD_MESSAGES.declined },
    insufficient_funds: { status: "failed", message: TEST_CARD_MESSAGES.insufficientFunds },
    authenticate: { status: "requires_action", message: null },
  };
  return outcomes[token.outcome as TestOutcome] ?? outcomes.decline;
}

/**
 * The browser's confirm. A card that needs authentication first answers `requires_action`; the
 * shopper's answer comes as a second confirm with `action`. Each step is a conditional update on the
 * status it started from, so two confirms racing settle the intent once.
 */
export async function confirmTestIntent(db: Database, intentId: string, clientSecret: string, action: "approve" | "deny" | undefined, now: Date): Promise<TestIntentView> {
  for (;;) {
    const [found] = await intentWithToken(db).execute({ intentId });
    const row = found?.row;
    if (!row || !secretsEqual(row.clientSecret, clientSecret)) throw new ApiError(404, TEST_INTENT_NOT_FOUND);

    let next: { status: IntentRow["status"]; message: string | null } | null = null;
    if (row.status === "canceled") throw new ApiError(409, TEST_INTENT_CANCELED);
    if (row.status === "requires_confirmation") {
      next = confirmOutcome(found.token!, now);
    } else if (row.status === "requires_action" && action) {
      next = action === "approve" ? { status: "succeeded", message: null } : { status: "failed", message: TEST_CARD_MESSAGES.authenticationFailed };
    }
    if (!next) return viewOf(row);

    const [updated] = await db
      .update(t.testPaymentIntents)
      .set({ status: next.status, failureMessage: next.message })
      .where(and(eq(t.testPaymentIntents.id, row.id), eq(t.testPaymentIntents.status, row.status)))
      .returning();
    if (updated) return viewOf(updated);
    // Another confirm moved it first: read it again.
  }
}

const viewOf = (row: IntentRow): TestIntentView => ({
  id: row.id,
  status: row.status as TestIntentView["status"],
  message: row.failureMessage,
});

type TokenRow = typeof t.testPaymentTokens.$inferSelect;

/** `token` (the row for `id`), if `userId` (null: a guest) may use it; another user's token does not exist for them. */
function usableBy(token: TokenRow | undefined, id: string, userId: string | null): TokenRow {
  if (!token || (token.userId !== null && token.userId !== userId)) throw new PaymentError("request", noSuchPaymentMethod(id));
  return token;
}

class TestPaymentProvider implements PaymentProvider {
  readonly name = "test" as const;

  constructor(private readonly db: Database) {}

  /** The token, if `userId` (null: a guest) may use it; another user's token does not exist for them. */
  private async token(id: string, userId: string | null) {
    const [token] = await this.db.select().from(t.testPaymentTokens).where(eq(t.testPaymentTokens.id, id));
    return usableBy(token, id, userId);
  }

  /** Only its owner saves a card (finding L8): a guest's token, or another user's, cannot become anyone's card. */
  async saveCard({ token, user }: SaveCardInput): Promise<SavedCard> {
    const row = await this.token(token, user.id);
    if (row.userId !== user.id) throw new PaymentError("request", noSuchPaymentMethod(token));
    // Test tokens are reusable as they are; no customer is needed to hold them.
    return {
      card: { providerToken: row.id, brand: row.brand, lastFour: row.lastFour, expMonth: row.expMonth, expYear: row.expYear },
      customerId: user.paymentCustomerId,
    };
  }

  /**
   * Stripe's SetupIntent, played with the token's test outcome: a declined card is refused with a charge's
   * words; one that needs 3-D Secure is refused when it will be charged off-session; a card short of
   * funds sets up (Stripe checks funds only when it charges).
   */
  async setUpCard({ paymentMethod, userId, offSession }: SetUpCardInput): Promise<void> {
    const token = await this.token(paymentMethod, userId);
    const outcome = token.outcome as TestOutcome;
    if (outcome === "decline") throw new PaymentError("card", TEST_CARD_MESSAGES.declined);
    if (outcome === "authenticate" && offSession) throw new PaymentError("card", TEST_OFF_SESSION_AUTH);
  }

  async removeCard(): Promise<void> {
    // Nothing is attached anywhere: forgetting our row is all there is.
  }

  /**
   * Tokens are bound like Stripe's payment methods (finding L8): a signed-in user's token (a new card
   * or a saved one) pays only for that user's orders; a guest's token is unattached and pays for one
   * order only (its retries included), so a token seen once cannot pay for anybody else's order.
   */
  async createIntent(input: CreateIntentInput) {
    const [row] = await tokenForOrder(this.db).execute({ tokenId: input.paymentMethod, orderId: input.orderId });
    const token = usableBy(row?.token, input.paymentMethod, input.buyerUserId ?? null);
    if (token.userId === null && row!.usedElsewhere) throw new PaymentError("request", USED_ONCE);
    const id = randomId("pi_test");
    // The new intent comes back from its insert; an earlier one for the key (a retry) is read.
    const [inserted] = await insertIntent(this.db).execute({
      id,
      clientSecret: newClientSecret(id),
      amount: input.amount,
      currency: input.currency,
      tokenId: token.id,
      orderId: input.orderId,
      idempotencyKey: input.idempotencyKey,
    });
    if (inserted) return { intentId: inserted.id, clientSecret: inserted.clientSecret };
    const [intent] = await this.db.select().from(t.testPaymentIntents).where(eq(t.testPaymentIntents.idempotencyKey, input.idempotencyKey));
    if (!intent || intent.amount !== input.amount || intent.currency !== input.currency || intent.tokenId !== token.id) {
      throw new PaymentError("request", IDEMPOTENCY_MISMATCH);
    }
    return { intentId: intent.id, clientSecret: intent.clientSecret };
  }

  async retrieveIntent(intentId: string) {
    const [row] = await intentById(this.db).execute({ intentId });
    if (!row) throw new PaymentError("request", TEST_INTENT_NOT_FOUND);
    return stateOf(row);
  }

  async cancelIntent(intentId: string) {
    const [canceled] = await this.db
      .update(t.testPaymentIntents)
      .set({ status: "canceled" })
      .where(and(eq(t.testPaymentIntents.id, intentId), inArray(t.testPaymentIntents.status, ["requires_confirmation", "requires_action"])))
      .returning();
    // Not cancelable (settled already, or unknown): what it is now.
    return canceled ? stateOf(canceled) : this.retrieveIntent(intentId);
  }

  /** Like Stripe: only a succeeded intent, never more than it took (the caller counts earlier refunds). */
  async refund({ intentId, amount }: RefundInput) {
    const [row] = await this.db.select().from(t.testPaymentIntents).where(eq(t.testPaymentIntents.id, intentId));
    if (!row) throw new PaymentError("request", TEST_INTENT_NOT_FOUND);
    if (row.status !== "succeeded" || amount > row.amount) throw new PaymentError("request", TEST_REFUND_REFUSED);
    return { refundId: randomId("re_test") };
  }
}

export const testPaymentProviders: PaymentProviders = {
  name: "test",
  open: (db) => new TestPaymentProvider(db),
};
