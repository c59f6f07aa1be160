/**
 * What a provider call can fail with. `card` errors carry the provider's own words for the shopper
 * ("Your card was declined."); `request` errors are a bad payment method from the client; anything
 * else (`unavailable`) is the provider being unreachable or broken, and the shopper sees our
 * generic text while the details go to the log.
 */
export type PaymentErrorKind = "card" | "request" | "unavailable";

export class PaymentError extends Error {
  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "PaymentError";
  }
}

export const isPaymentError = (error: unknown): error is PaymentError => error instanceof PaymentError;
