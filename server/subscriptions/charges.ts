/**
 * The off-session charge a monthly gift subscription (M) takes each month from its saved card: no
 * shopper is there to confirm, so a card that needs 3-D Secure is refused. Two implementations chosen
 * with the payment provider: Stripe (a PaymentIntent confirmed off-session, with an idempotency key so
 * a retried call never charges twice) and the test provider (the saved test card's outcome, as the
 * plan renewals take it). A refusal is an outcome; an unreachable provider throws.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import type { OrderServices } from "../orders/services";
import { randomId } from "../payments/secrets";
import { log } from "../../lib/log";
import { paymentErrorOf } from "../payments/stripe-provider";
import type { ChargeOutcome } from "../payments/subscriptions";
import { isExpired, TEST_CARD_MESSAGES, type TestOutcome } from "../payments/test-cards";
import { TEST_OFF_SESSION_AUTH } from "../payments/test-subscriptions";
import { serverConfig } from "../../lib/config/server";

export interface OffSessionChargeInput {
  amount: number;
  /** the saved card's provider token */
  paymentMethod: string;
  /** the provider customer the card is attached to (Stripe) */
  customerId: string | null;
  /** the same key again answers the same charge, never a second one */
  idempotencyKey: string;
  description: string;
}

export type OffSessionCharger = (db: Database, input: OffSessionChargeInput) => Promise<ChargeOutcome>;

const TEST_REFUSALS: Record<Exclude<TestOutcome, "succeed">, string> = {
  decline: TEST_CARD_MESSAGES.declined,
  insufficient_funds: TEST_CARD_MESSAGES.insufficientFunds,
  authenticate: TEST_OFF_SESSION_AUTH,
};

export const testOffSessionCharger =
  (now: () => Date): OffSessionCharger =>
  async (db, input) => {
    const [token] = await db.select().from(t.testPaymentTokens).where(eq(t.testPaymentTokens.id, input.paymentMethod));
    if (!token) return { amount: input.amount, ref: null, failureMessage: TEST_CARD_MESSAGES.declined };
    if (isExpired(token.expMonth, token.expYear, now())) return { amount: input.amount, ref: null, failureMessage: TEST_CARD_MESSAGES.expired };
    const outcome = token.outcome as TestOutcome;
    if (outcome !== "succeed") return { amount: input.amount, ref: null, failureMessage: TEST_REFUSALS[outcome] ?? TEST_CARD_MESSAGES.declined };
    return { amount: input.amount, ref: randomId("ch_test"), failureMessage: null };
  };

function stripeOffSessionCharger(secretKey: string): OffSessionCharger {
  let loaded: Promise<Pick<Stripe, "paymentIntents">> | null = null;
  const load = () => (loaded ??= import("stripe").then(({ default: StripeSdk }) => new StripeSdk(secretKey, { maxNetworkRetries: 2, timeout: 20_000 })));
  return async (_db, input) => {
    const stripe = await load();
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: "usd",
          customer: input.customerId ?? undefined,
          payment_method: input.paymentMethod,
          off_session: true,
          confirm: true,
          description: input.description,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (intent.status === "succeeded") return { amount: intent.amount, ref: intent.id, failureMessage: null };
      return { amount: input.amount, ref: intent.id, failureMessage: intent.last_payment_error?.message ?? TEST_CARD_MESSAGES.declined };
    } catch (error) {
      const mapped = paymentErrorOf(error);
      // A refused card, or a payment method Stripe will not take (detached, another customer's): this card cannot pay.
      if (mapped.kind !== "unavailable") return { amount: input.amount, ref: null, failureMessage: mapped.message };
      // Unreachable: nothing was charged (the idempotency key covers a charge whose answer was lost); a later run tries again.
      log.error({ err: error }, "Stripe paymentIntents.create failed for a subscription");
      throw mapped;
    }
  };
}

/** The charger the served app uses: Stripe when orders are paid through Stripe, else the test cards. */
export function offSessionChargerFor(orders: OrderServices, env = serverConfig().env): OffSessionCharger {
  const key = env.STRIPE_SECRET_KEY?.trim();
  return key && orders.payments.name === "stripe" ? stripeOffSessionCharger(key) : testOffSessionCharger(orders.now);
}
