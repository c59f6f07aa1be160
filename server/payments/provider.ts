/**
 * The payment provider seam. One interface, two implementations chosen at startup
 * (server/payments/select.ts): Stripe when STRIPE_SECRET_KEY is set, else the built-in test provider,
 * which behaves like Stripe's test mode with its state in our database.
 *
 * The flow is Stripe's: the server creates an unconfirmed intent for the order's amount with the
 * shopper's payment method; the browser confirms it with the client secret (3-D Secure included);
 * the server then reads the intent back and settles the order. Amounts are integer cents, usd.
 */
import type { PaymentProviderName } from "../../lib/api/schemas/checkout";
import type { Database } from "../db/client";

export type { PaymentProviderName };

/** A saved card as the provider describes it; `providerToken` is reusable for later payments. */
export interface CardDetails {
  providerToken: string;
  /** Stripe's brand ids: visa, mastercard, amex, discover, … , unknown */
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

export interface SaveCardInput {
  /** what the browser's card form produced (`pm_…` with Stripe, `tok_test_…` with the test provider) */
  token: string;
  user: { id: string; email: string; paymentCustomerId: string | null };
}

export interface SavedCard {
  card: CardDetails;
  /** the provider customer the card now belongs to (created on first use), or null when none is needed */
  customerId: string | null;
}

/** An off-session set-up of a card (Stripe: a confirmed SetupIntent), to know now that it can be charged later. */
export interface SetUpCardInput {
  /** the card's provider token (attached to `customerId` with Stripe) */
  paymentMethod: string;
  customerId: string | null;
  /** the signed-in user the card is for: the test provider sets up only this user's tokens */
  userId: string;
  /** the same key again never sets up twice */
  idempotencyKey: string;
  /**
   * true: the card will be charged without the cardholder (plan renewals), so one that needs their
   * authentication is refused now. false: a card saved for checkouts the shopper confirms (3-D Secure
   * then happens at each payment).
   */
  offSession: boolean;
}

export interface CreateIntentInput {
  amount: number;
  currency: "usd";
  /** a new card's token or a saved card's provider token */
  paymentMethod: string;
  /** the customer a saved card is attached to */
  customerId: string | null;
  /**
   * the signed-in buyer; null or absent for a guest. The test provider pays only with tokens this
   * buyer may use; Stripe binds payment methods to customers itself.
   */
  buyerUserId?: string | null;
  /** the same key again answers the same intent, never a second one */
  idempotencyKey: string;
  orderId: string;
}

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
}

/**
 * An intent as our order logic sees it:
 * - `pending`: not confirmed yet, or still processing
 * - `requires_action`: waiting for the shopper (3-D Secure)
 * - `failed`: the card was refused; `failureMessage` is the provider's text, meant for the shopper
 */
export type IntentStatus = "pending" | "requires_action" | "succeeded" | "failed" | "canceled";

export interface IntentState {
  status: IntentStatus;
  amount: number;
  currency: string;
  failureMessage: string | null;
}

export interface RefundInput {
  /** the intent that took the money */
  intentId: string;
  /** cents, at most what the intent took minus earlier refunds (the caller keeps that count) */
  amount: number;
  /** the same key again never refunds twice */
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Describes a card token and makes it reusable for this user (Stripe: attaches it to the user's customer). */
  saveCard(input: SaveCardInput): Promise<SavedCard>;
  /**
   * Checks that a card can be charged later without the shopper (a checkout charging $0 today but
   * money later, a card saved from the account). A refusal throws PaymentError("card") with the same
   * words a charge gets ("Your card was declined.").
   */
  setUpCard(input: SetUpCardInput): Promise<void>;
  /** Forgets a saved card at the provider (Stripe: detaches it). */
  removeCard(providerToken: string): Promise<void>;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  retrieveIntent(intentId: string): Promise<IntentState>;
  /**
   * Cancels an intent unless it already succeeded, and answers its state afterwards: a payment
   * that won the race against the cancel comes back `succeeded`, and the caller settles it.
   */
  cancelIntent(intentId: string): Promise<IntentState>;
  /** Gives back part or all of a succeeded payment; answers the provider's refund id. */
  refund(input: RefundInput): Promise<{ refundId: string }>;
}

/** The provider chosen at startup; the test provider keeps its state in the request's database. */
export interface PaymentProviders {
  readonly name: PaymentProviderName;
  open(db: Database): PaymentProvider;
}
