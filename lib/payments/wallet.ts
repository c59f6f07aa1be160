/**
 * Wallet payments through Stripe's payment request (CHK-14, BR-CHK-06). The browser's wallet sheet
 * hands us a PaymentMethod; the order is created with it, the payment is confirmed without Stripe's
 * own action handling so the sheet can close first, and a card that needs authentication is then
 * confirmed again with Stripe's 3-D Secure.
 */
import type { PaymentRequestOptions, PaymentRequestPaymentMethodEvent } from "@stripe/stripe-js";
import { unavailable, type PaymentAdapter } from "./adapter";
import { intentOutcome, stripeFailure, type StripeCalls } from "./stripe-adapter";

export type WalletName = "Apple Pay" | "Google Pay";

/** BR-CHK-06: the availability check uses a placeholder total of 100 minor units, usd, US. */
export const WALLET_CHECK_REQUEST: PaymentRequestOptions = {
  country: "US",
  currency: "usd",
  total: { label: "Order total", amount: 100 },
  requestPayerName: true,
  requestPayerEmail: false,
};

/** CHK-14 */
export const WALLET_FAILED_MESSAGE = "Error processing order, please try again.";
export const walletPrompt = (wallet: WalletName) => `Please click on the ${wallet} button to confirm the payment.`;

/** BR-CHK-06: Apple Pay on Mac and iOS-like platforms, Google Pay otherwise. */
export function walletNameFor(platform: string, userAgent: string): WalletName {
  return /Mac|iPhone|iPad|iPod/i.test(platform) || /Macintosh|iPhone|iPad|iPod/i.test(userAgent) ? "Apple Pay" : "Google Pay";
}

export interface WalletPayment {
  adapter: PaymentAdapter;
  /** Closes the wallet sheet as failed if the payment never got to confirm it (the order was refused). */
  abandon(): void;
}

/**
 * One wallet payment from the sheet's `paymentmethod` event. `tokenizeCard` answers the wallet's
 * PaymentMethod; `confirmPayment` completes the sheet (success or fail) and finishes any 3-D Secure.
 */
export function createWalletPayment(stripe: StripeCalls, event: Pick<PaymentRequestPaymentMethodEvent, "paymentMethod" | "complete">): WalletPayment {
  let completed = false;
  const complete = (status: "success" | "fail") => {
    if (completed) return;
    completed = true;
    event.complete(status);
  };

  const adapter: PaymentAdapter = {
    provider: "stripe",
    tokenizeCard: async () => ({ ok: true, value: event.paymentMethod.id }),
    async confirmPayment(clientSecret) {
      try {
        const first = await stripe.confirmCardPayment(clientSecret, { payment_method: event.paymentMethod.id }, { handleActions: false });
        if (first.error) {
          complete("fail");
          return stripeFailure(first.error);
        }
        complete("success");
        if (first.paymentIntent.status !== "requires_action") return intentOutcome(first.paymentIntent);
        const second = await stripe.confirmCardPayment(clientSecret);
        return second.error ? stripeFailure(second.error) : intentOutcome(second.paymentIntent);
      } catch {
        complete("fail");
        return unavailable();
      }
    },
  };
  return { adapter, abandon: () => complete("fail") };
}
