/**
 * Stripe in the browser, with the Payment Element and deferred intent creation: the Elements group
 * is created without an intent (`mode`, `amount`, `currency`, `paymentMethodCreation: "manual"`);
 * `elements.submit()` checks what the shopper entered, `createPaymentMethod({ elements })` turns it
 * into a PaymentMethod (`pm_…`, sent as `credit_card_token`), the server creates the order's
 * PaymentIntent with it, and `confirmPayment` confirms that intent with its client secret, opening
 * 3-D Secure itself when the bank asks for it. Stripe's client and the Elements group are taken as
 * arguments so tests can hand in fakes.
 */
import type { PaymentIntent, PaymentMethod, Stripe, StripeElements, StripeError } from "@stripe/stripe-js";
import {
  cardFailure,
  PAYMENT_DECLINED_MESSAGE,
  unavailable,
  type PaymentAdapter,
  type PaymentFailure,
  type PaymentStep,
} from "./adapter";

export type StripeCalls = Pick<Stripe, "createPaymentMethod" | "confirmPayment">;

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

/** What the shopper entered in this Elements group (the Payment Element, or the wallet's sheet) as a PaymentMethod id. */
export const tokenizeElements = (stripe: StripeCalls, elements: StripeElements): Promise<PaymentStep<string>> =>
  guarded(async () => {
    // Validates the fields (or the wallet sheet's answer) and collects what the element still needs.
    const submitted = await elements.submit();
    if (submitted.error) return stripeFailure(submitted.error);
    const result: { paymentMethod?: PaymentMethod; error?: StripeError } = await stripe.createPaymentMethod({ elements });
    if (result.error || !result.paymentMethod) return result.error ? stripeFailure(result.error) : unavailable();
    return { ok: true, value: result.paymentMethod.id };
  });

/**
 * Confirms the order's intent. It already carries the payment method (the server created it with
 * the new card's or the saved card's), so the client secret is all Stripe needs; `if_required`
 * keeps the shopper on the page (cards never redirect; 3-D Secure opens in Stripe's own modal).
 */
export const confirmIntent = (stripe: StripeCalls, clientSecret: string): Promise<PaymentStep<void>> =>
  guarded(async () => {
    const { paymentIntent, error } = await stripe.confirmPayment({ clientSecret, redirect: "if_required" });
    return error ? stripeFailure(error) : intentOutcome(paymentIntent);
  });

/** New cards from the Payment Element in this Elements group, and saved cards (confirmed only). */
export function createStripePaymentAdapter(stripe: StripeCalls, elements: StripeElements): PaymentAdapter {
  return {
    provider: "stripe",
    tokenizeCard: () => tokenizeElements(stripe, elements),
    confirmPayment: (clientSecret) => confirmIntent(stripe, clientSecret),
  };
}
