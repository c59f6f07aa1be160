/**
 * One charge of a saved card without the shopper at the keyboard (off-session), beside the payment
 * provider's intent flow (provider.ts): the gift-box purchase charges its package this way, and the
 * same seam serves later months. Stripe: a PaymentIntent created with `confirm` and `off_session` on
 * the customer's saved payment method; a card that needs 3-D Secure is refused, as Stripe does
 * off-session. The test provider: the saved test card's outcome (test-cards.ts), recorded as a test
 * payment intent so that every charge is visible. The same idempotency key never charges twice.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as t from "../db/schema";
import { PaymentError } from "./errors";
import type { PaymentProviders } from "./provider";
import { newClientSecret, randomId } from "./secrets";
import { call, type StripeClient } from "./stripe-provider";
import { isExpired, TEST_CARD_MESSAGES, type TestOutcome } from "./test-cards";
import { TEST_OFF_SESSION_AUTH } from "./test-subscriptions";
import { serverConfig } from "../../lib/config/server";

export interface OffSessionChargeInput {
  amount: number;
  /** the saved card's provider token */
  paymentMethod: string;
  customerId: string | null;
  idempotencyKey: string;
  /** what the charge pays for (metadata) */
  reference: string;
}

export interface OffSessionCharger {
  /** Charges the card now; a refusal throws PaymentError("card") with the provider's words. Answers the charge's id. */
  charge(input: OffSessionChargeInput): Promise<{ ref: string }>;
}

const REFUSALS: Record<Exclude<TestOutcome, "succeed">, string> = {
  decline: TEST_CARD_MESSAGES.declined,
  insufficient_funds: TEST_CARD_MESSAGES.insufficientFunds,
  authenticate: TEST_OFF_SESSION_AUTH,
};

function testCharger(db: Database, now: () => Date): OffSessionCharger {
  return {
    async charge(input) {
      const [again] = await db.select().from(t.testPaymentIntents).where(eq(t.testPaymentIntents.idempotencyKey, input.idempotencyKey));
      const row =
        again ??
        (await (async () => {
          const [token] = await db.select().from(t.testPaymentTokens).where(eq(t.testPaymentTokens.id, input.paymentMethod));
          if (!token) throw new PaymentError("card", TEST_CARD_MESSAGES.declined);
          const outcome = token.outcome as TestOutcome;
          const refusal = isExpired(token.expMonth, token.expYear, now()) ? TEST_CARD_MESSAGES.expired : outcome === "succeed" ? null : (REFUSALS[outcome] ?? TEST_CARD_MESSAGES.declined);
          const id = randomId("pi_test");
          await db
            .insert(t.testPaymentIntents)
            .values({ id, clientSecret: newClientSecret(id), amount: input.amount, currency: "usd", tokenId: token.id, status: refusal ? "failed" : "succeeded", failureMessage: refusal, orderId: input.reference, idempotencyKey: input.idempotencyKey })
            .onConflictDoNothing({ target: t.testPaymentIntents.idempotencyKey });
          const [stored] = await db.select().from(t.testPaymentIntents).where(eq(t.testPaymentIntents.idempotencyKey, input.idempotencyKey));
          return stored!;
        })());
      if (row.status !== "succeeded") throw new PaymentError("card", row.failureMessage ?? TEST_CARD_MESSAGES.declined);
      return { ref: row.id };
    },
  };
}

function stripeCharger(load: () => Promise<Pick<StripeClient, "paymentIntents">>): OffSessionCharger {
  return {
    async charge(input) {
      const stripe = await load();
      const intent = await call("paymentIntents.create", () =>
        stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: "usd",
            payment_method: input.paymentMethod,
            ...(input.customerId ? { customer: input.customerId } : {}),
            confirm: true,
            off_session: true,
            metadata: { reference: input.reference },
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (intent.status !== "succeeded") throw new PaymentError("card", intent.last_payment_error?.message ?? "Your card was declined.");
      return { ref: intent.id };
    },
  };
}

let stripeClient: Promise<Pick<StripeClient, "paymentIntents">> | null = null;

/** The charger of the app's payment provider; Stripe's SDK loads on the first charge. */
export function offSessionChargerFor(providers: PaymentProviders, db: Database, now: () => Date, env = serverConfig().env): OffSessionCharger {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (providers.name === "stripe" && key) {
    return stripeCharger(() => (stripeClient ??= import("stripe").then(({ default: StripeSdk }) => new StripeSdk(key, { maxNetworkRetries: 2, timeout: 20_000 }))));
  }
  return testCharger(db, now);
}
