/**
 * The browser's side of a card payment, one interface for both providers (Stripe with its keys, the
 * built-in test provider without): turn what the shopper typed into the provider's token, then
 * confirm the order's payment with the client secret the server answered, 3-D Secure included.
 * The checkout's orchestration (lib/checkout/place-order.ts) only ever sees this interface.
 */
import type { PaymentProviderName } from "@/lib/api/schemas/checkout";

/**
 * Why a provider step failed:
 * - `card`: the provider refused what was typed or the payment itself; `message` is its own words,
 *   shown as-is under the card field (BR-VAL-20)
 * - `unavailable`: the provider could not be reached; whether the payment happened is unknown
 */
export type PaymentFailure = { ok: false; kind: "card" | "unavailable"; message: string };
export type PaymentStep<T> = { ok: true; value: T } | PaymentFailure;

export interface PaymentAdapter {
  readonly provider: PaymentProviderName;
  /** The card the shopper typed as the provider's token (`pm_…` with Stripe, `tok_test_…` in test mode). */
  tokenizeCard(): Promise<PaymentStep<string>>;
  /** Confirms the order's payment (`stripe.confirmPayment`), asking the shopper to authenticate when the card needs it. */
  confirmPayment(clientSecret: string): Promise<PaymentStep<void>>;
}

/** BR-VAL-20: a new card must be complete (step 2 checks first; the adapters guard again). */
export const INCOMPLETE_CARD_MESSAGE = "Please enter a valid credit card.";
/** Ours: the provider failed a payment without saying why. */
export const PAYMENT_DECLINED_MESSAGE = "Your card was declined.";
/** Shown when the provider could not be reached (ours; the spec names no text). */
export const PROVIDER_UNAVAILABLE_MESSAGE = "The payment service could not be reached, please try again.";

export const cardFailure = (message: string): PaymentFailure => ({ ok: false, kind: "card", message });
export const unavailable = (): PaymentFailure => ({ ok: false, kind: "unavailable", message: PROVIDER_UNAVAILABLE_MESSAGE });

/** Stripe's convention, which the test provider keeps: a client secret is `<intent id>_secret_<random>`. */
export function intentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf("_secret_");
  return at > 0 ? clientSecret.slice(0, at) : null;
}
