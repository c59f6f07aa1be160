/**
 * Wallet payments through Stripe's Express Checkout Element (CHK-14, BR-CHK-06). The wallet's own
 * button opens its sheet; when the shopper approves, the element's `confirm` event hands over, the
 * wallet's payment method is created from the Elements group as a new card's is, the order is
 * created with it, and its intent is confirmed (Stripe finishes any 3-D Secure itself). A payment
 * that fails, or never gets to confirm (the order was refused), closes the sheet as failed.
 */
import type {
  AvailablePaymentMethods,
  StripeElements,
  StripeExpressCheckoutElementClickEvent,
  StripeExpressCheckoutElementConfirmEvent,
  StripeExpressCheckoutElementOptions,
} from "@stripe/stripe-js";
import type { PaymentAdapter } from "./adapter";
import { confirmIntent, tokenizeElements, type StripeCalls } from "./stripe-adapter";

export type WalletName = "Apple Pay" | "Google Pay";

/**
 * BR-CHK-06: whether the wallet is offered is checked with a placeholder total of 100 minor units in
 * usd (the country, US, is the Stripe account's); the order's total replaces it when the shopper pays.
 */
export const WALLET_CHECK_AMOUNT = 100;
export const WALLET_CURRENCY = "usd";

/** CHK-14 */
export const WALLET_FAILED_MESSAGE = "Error processing order, please try again.";
export const walletPrompt = (wallet: WalletName) => `Please click on the ${wallet} button to confirm the payment.`;

/** BR-CHK-06: Apple Pay on Mac and iOS-like platforms, Google Pay otherwise. */
export function walletNameFor(platform: string, userAgent: string): WalletName {
  return /Mac|iPhone|iPad|iPod/i.test(platform) || /Macintosh|iPhone|iPad|iPod/i.test(userAgent) ? "Apple Pay" : "Google Pay";
}

/** The Express Checkout Element shows only the wallet named for this platform, nothing that redirects. */
export function expressCheckoutOptions(wallet: WalletName): StripeExpressCheckoutElementOptions {
  return {
    paymentMethods: {
      applePay: wallet === "Apple Pay" ? "auto" : "never",
      googlePay: wallet === "Google Pay" ? "auto" : "never",
      link: "never",
      paypal: "never",
      amazonPay: "never",
      klarna: "never",
    },
    buttonHeight: 48,
  };
}

/** The element's `ready` answer: can this browser pay with the wallet named for its platform? */
export function walletAvailable(wallet: WalletName, available: AvailablePaymentMethods | undefined): boolean {
  return Boolean(available && (wallet === "Apple Pay" ? available.applePay : available.googlePay));
}

export interface WalletPayment {
  adapter: PaymentAdapter;
  /** Closes the wallet sheet as failed unless the payment went through. */
  abandon(): void;
}

/** One wallet payment, from the Express Checkout Element's `confirm` event to the intent's confirmation. */
export function createWalletPayment(stripe: StripeCalls, elements: StripeElements, event: Pick<StripeExpressCheckoutElementConfirmEvent, "paymentFailed">): WalletPayment {
  let settled = false;
  const fail = () => {
    if (settled) return;
    settled = true;
    event.paymentFailed({ reason: "fail" });
  };
  const adapter: PaymentAdapter = {
    provider: "stripe",
    tokenizeCard: () => tokenizeElements(stripe, elements),
    async confirmPayment(clientSecret) {
      const outcome = await confirmIntent(stripe, clientSecret);
      if (outcome.ok) settled = true;
      else fail();
      return outcome;
    },
  };
  return { adapter, abandon: fail };
}

/**
 * The wallet button's click (the Express Checkout Element waits up to 1 s for an answer): the
 * sheet opens for the order's total, which replaces the availability check's placeholder.
 */
export async function showWalletSheet(
  elements: Pick<StripeElements, "update">,
  click: Pick<StripeExpressCheckoutElementClickEvent, "resolve" | "reject">,
  total: number,
): Promise<void> {
  try {
    await elements.update({ amount: total });
    click.resolve();
  } catch {
    click.reject();
  }
}

type PlaceOrder = (adapter: PaymentAdapter) => Promise<boolean>;

/**
 * One wallet button's life: its click waits while the step calls `open` (which opens the sheet for
 * the order's total and keeps what to do with the payment), the sheet's `confirm` places the order
 * with the wallet's payment, and closing the sheet cancels.
 */
export function createWalletSession(stripe: StripeCalls, elements: StripeElements) {
  let click: Pick<StripeExpressCheckoutElementClickEvent, "resolve" | "reject"> | null = null;
  let armed: { place: PlaceOrder; onCancel: () => void } | null = null;

  return {
    /** The button's click event: `onClick` (the step) must call `open` before it returns. */
    clicked(event: Pick<StripeExpressCheckoutElementClickEvent, "resolve" | "reject">, onClick: () => void) {
      click = event;
      try {
        onClick();
      } finally {
        click = null;
      }
    },
    /** Opens the sheet for this total; only while a click waits (a browser opens wallet sheets from clicks only). */
    open(total: number, place: PlaceOrder, onCancel: () => void) {
      if (!click) return;
      armed = { place, onCancel };
      void showWalletSheet(elements, click, total);
    },
    /** The sheet's `confirm` event: the order is placed with the wallet's payment; the sheet fails if it is not. */
    async confirm(event: Pick<StripeExpressCheckoutElementConfirmEvent, "paymentFailed">) {
      if (!armed) return event.paymentFailed({ reason: "fail" });
      const payment = createWalletPayment(stripe, elements, event);
      if (!(await armed.place(payment.adapter))) payment.abandon();
    },
    cancel() {
      armed?.onCancel();
    },
  };
}

export type WalletSession = ReturnType<typeof createWalletSession>;
