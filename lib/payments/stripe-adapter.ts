/**
 * Stripe in the browser: Stripe.js turns the Card Element into a PaymentMethod (`pm_…`, sent as
 * `credit_card_token`), and `confirmCardPayment` confirms the order's PaymentIntent with its client
 * secret, opening 3-D Secure itself when the bank asks for it. Stripe's client takes what we call
 * as a narrow interface so tests can hand in a fake.
 */
import type { PaymentIntent, PaymentMethod, Stripe, StripeCardElement, StripeError } from "@stripe/stripe-js";
import {
  cardFailure,
  INCOMPLETE_CARD_MESSAGE,
  PAYMENT_DECLINED_MESSAGE,
  unavailable,
  type PaymentAdapter,
  type PaymentFailure,
  type PaymentStep,
} from "./adapter";

export type StripeCalls = Pick<Stripe, "createPaymentMethod" | "confirmCardPayment">;

/**
 * Stripe's own words for what the shopper can fix (a refused or mistyped card, failed
 * authentication); anything else means Stripe could not be reached or failed itself.
 */
export function stripeFailure(error: Pick<StripeError, "type" | "message">): PaymentFailure {
  const shopperCanFix = error.type === "card_error" || error.type === "validation_error" || error.type === "invalid_request_error";
  return shopperCanFix ? cardFailure(error.message ?? PAYMENT_DECLINED_MESSAGE) : unavailable();
}

/** An intent that went through (or is still settling, which the server's confirm decides) is paid from here. */
export function intentOutcome(intent: Pick<PaymentIntent, "status"> | undefined): PaymentStep<void> {
  const through = intent && (intent.status === "succeeded" || intent.status === "processing" || intent.status === "requires_capture");
  return through ? { ok: true, value: undefined } : cardFailure(PAYMENT_DECLINED_MESSAGE);
}

/** Stripe.js throws only when it cannot run at all (the script failed to load, the network dropped). */
async function guarded<T>(run: () => Promise<PaymentStep<T>>): Promise<PaymentStep<T>> {
  try {
    return await run();
  } catch {
    return unavailable();
  }
}

export function createStripePaymentAdapter(stripe: StripeCalls, getCard: () => StripeCardElement | null): PaymentAdapter {
  return {
    provider: "stripe",

    tokenizeCard: () =>
      guarded(async () => {
        const card = getCard();
        if (!card) return cardFailure(INCOMPLETE_CARD_MESSAGE);
        const result: { paymentMethod?: PaymentMethod; error?: StripeError } = await stripe.createPaymentMethod({ type: "card", card });
        if (result.error || !result.paymentMethod) return result.error ? stripeFailure(result.error) : unavailable();
        return { ok: true, value: result.paymentMethod.id };
      }),

    confirmPayment: (clientSecret) =>
      guarded(async () => {
        const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret);
        return error ? stripeFailure(error) : intentOutcome(paymentIntent);
      }),
  };
}
