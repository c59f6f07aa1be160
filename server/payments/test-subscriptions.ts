/**
 * The test provider's subscriptions: Stripe's life cycle (start, free days, prorated change, renew
 * at period end, cancel at period end) played by our database. The subscription's state is the
 * user_plans row (server/plans/); a charge is the saved test card's outcome (test-cards.ts) taken
 * off-session, so a card that needs 3-D Secure is refused like Stripe refuses it without the shopper.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { PaymentError } from "./errors";
import { randomId } from "./secrets";
import { isExpired, TEST_CARD_MESSAGES, type TestOutcome } from "./test-cards";
import { periodEndOf, type ChangeSubscriptionInput, type ChargeOutcome, type RenewInput, type StartSubscriptionInput, type SubscriptionProvider, type SubscriptionProviders, type SubscriptionState } from "./subscriptions";

/** Stripe's words for an off-session charge that needs the cardholder. */
export const TEST_OFF_SESSION_AUTH = "Your card was declined. This transaction requires authentication.";

const REFUSALS: Record<Exclude<TestOutcome, "succeed">, string> = {
  decline: TEST_CARD_MESSAGES.declined,
  insufficient_funds: TEST_CARD_MESSAGES.insufficientFunds,
  authenticate: TEST_OFF_SESSION_AUTH,
};

class TestSubscriptionProvider implements SubscriptionProvider {
  readonly name = "test" as const;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** Charges the test card now; a refusal is an outcome, not an error. */
  private async charge(paymentMethod: string, amount: number): Promise<ChargeOutcome> {
    const [token] = await this.db.select().from(t.testPaymentTokens).where(eq(t.testPaymentTokens.id, paymentMethod));
    if (!token) return { amount, ref: null, failureMessage: TEST_CARD_MESSAGES.declined };
    if (isExpired(token.expMonth, token.expYear, this.now())) return { amount, ref: null, failureMessage: TEST_CARD_MESSAGES.expired };
    const outcome = token.outcome as TestOutcome;
    if (outcome !== "succeed") return { amount, ref: null, failureMessage: REFUSALS[outcome] ?? TEST_CARD_MESSAGES.declined };
    return { amount, ref: randomId("ch_test"), failureMessage: null };
  }

  /** A first charge the card refused: nothing is kept, the checkout shows the message. */
  private async chargeOrThrow(paymentMethod: string, amount: number): Promise<ChargeOutcome | null> {
    if (amount <= 0) return null;
    const charge = await this.charge(paymentMethod, amount);
    if (charge.failureMessage) throw new PaymentError("card", charge.failureMessage);
    return charge;
  }

  async start(input: StartSubscriptionInput): Promise<SubscriptionState> {
    const subscriptionId = randomId("sub_test");
    if (input.freeUntil) {
      // Like Stripe's trial: no charge now, the first period is paid when the free time ends.
      return { subscriptionId, status: "trialing", periodStart: input.now, periodEnd: input.freeUntil, charge: null };
    }
    const charge = await this.chargeOrThrow(input.paymentMethod, input.price.amount);
    return { subscriptionId, status: "active", periodStart: input.now, periodEnd: periodEndOf(input.now, input.price.pay), charge };
  }

  async change(input: ChangeSubscriptionInput): Promise<SubscriptionState> {
    const charge = await this.chargeOrThrow(input.paymentMethod, input.chargeNow);
    return { subscriptionId: input.subscriptionId, status: "active", periodStart: input.now, periodEnd: periodEndOf(input.now, input.price.pay), charge };
  }

  async cancelAtPeriodEnd(): Promise<void> {
    // The user_plans row is the subscription: server/plans/ clears its next payment.
  }

  async renew(input: RenewInput): Promise<SubscriptionState> {
    const charge = await this.charge(input.paymentMethod, input.price.amount);
    const paid = !charge.failureMessage;
    return {
      subscriptionId: input.subscriptionId,
      status: paid ? "active" : "past_due",
      periodStart: input.periodStart,
      periodEnd: paid ? periodEndOf(input.periodStart, input.price.pay) : input.periodStart,
      charge,
    };
  }
}

export const testSubscriptionProviders = (now: () => Date): SubscriptionProviders => ({
  name: "test",
  open: (db) => new TestSubscriptionProvider(db, now),
});
