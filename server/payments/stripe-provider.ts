/**
 * Stripe as the PaymentProvider. The browser turns the card into a PaymentMethod (`pm_…`) with
 * Stripe.js; we create the PaymentIntent unconfirmed with that payment method (and, for a saved
 * card, the customer it is attached to), passing our idempotency key so a retried create never
 * makes a second intent; the browser confirms it with the client secret, 3-D Secure included; we
 * read it back to settle the order.
 *
 * The client is the subset of the `stripe` SDK we call, so tests inject a fake (Stripe cannot be
 * reached from here); the real SDK is imported on first use only.
 */
import type Stripe from "stripe";
import { PaymentError } from "./errors";
import type { CreateIntentInput, CreatedIntent, IntentState, PaymentProvider, PaymentProviders, RefundInput, SaveCardInput, SavedCard, SetUpCardInput } from "./provider";
import { log } from "../../lib/log";

type Options = Stripe.RequestOptions;

/** The calls we make; the real `Stripe` instance satisfies it. */
export interface StripeClient {
  customers: { create(params: Stripe.CustomerCreateParams, options?: Options): Promise<Stripe.Customer> };
  paymentMethods: {
    attach(id: string, params: Stripe.PaymentMethodAttachParams, options?: Options): Promise<Stripe.PaymentMethod>;
    detach(id: string): Promise<Stripe.PaymentMethod>;
  };
  paymentIntents: {
    create(params: Stripe.PaymentIntentCreateParams, options?: Options): Promise<Stripe.PaymentIntent>;
    retrieve(id: string): Promise<Stripe.PaymentIntent>;
    cancel(id: string): Promise<Stripe.PaymentIntent>;
  };
  refunds: { create(params: Stripe.RefundCreateParams, options?: Options): Promise<Stripe.Refund> };
  setupIntents: { create(params: Stripe.SetupIntentCreateParams, options?: Options): Promise<Stripe.SetupIntent> };
}

export const STRIPE_NOT_A_CARD = "Please enter a valid credit card.";
/** Stripe's words for an off-session payment that needs the cardholder. */
export const STRIPE_NEEDS_AUTHENTICATION = "Your card was declined. This transaction requires authentication.";
export const STRIPE_UNAVAILABLE = "The payment service is not available right now.";

/** Stripe's errors by their `type`: card refusals keep Stripe's words for the shopper. */
export function paymentErrorOf(error: unknown): PaymentError {
  const type = (error as { type?: unknown } | null)?.type;
  const message = error instanceof Error ? error.message : String(error);
  if (type === "StripeCardError") return new PaymentError("card", message);
  if (type === "StripeInvalidRequestError" || type === "StripeIdempotencyError") return new PaymentError("request", message);
  return new PaymentError("unavailable", STRIPE_UNAVAILABLE);
}

export async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const mapped = paymentErrorOf(error);
    if (mapped.kind === "unavailable") log.error({ err: error, call: what }, "a Stripe call failed");
    throw mapped;
  }
}

/** A PaymentIntent as our order logic sees it. */
export function intentStateOf(intent: Stripe.PaymentIntent): IntentState {
  const base = { amount: intent.amount, currency: intent.currency, failureMessage: null };
  switch (intent.status) {
    case "succeeded":
      return { ...base, status: "succeeded" };
    case "canceled":
      return { ...base, status: "canceled" };
    case "requires_action":
      return { ...base, status: "requires_action" };
    case "requires_payment_method":
      // After a refused confirmation Stripe asks for another payment method and keeps the reason.
      return intent.last_payment_error
        ? { ...base, status: "failed", failureMessage: intent.last_payment_error.message ?? "Your card was declined." }
        : { ...base, status: "pending" };
    default:
      // requires_confirmation, processing (and requires_capture, which automatic capture never leaves us in)
      return { ...base, status: "pending" };
  }
}

export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;

  constructor(private readonly client: () => Promise<StripeClient>) {}

  async saveCard({ token, user }: SaveCardInput): Promise<SavedCard> {
    const stripe = await this.client();
    // One customer per user; the idempotency key makes a concurrent first save create it once.
    const customerId =
      user.paymentCustomerId ??
      (await call("customers.create", () => stripe.customers.create({ email: user.email, metadata: { user_id: user.id } }, { idempotencyKey: `customer-${user.id}` }))).id;
    const method = await call("paymentMethods.attach", () => stripe.paymentMethods.attach(token, { customer: customerId }));
    if (!method.card) throw new PaymentError("request", STRIPE_NOT_A_CARD);
    return {
      card: { providerToken: method.id, brand: method.card.brand, lastFour: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year },
      customerId,
    };
  }

  /** A SetupIntent confirmed now; Stripe's refusal (a card error) keeps its words. */
  async setUpCard(input: SetUpCardInput): Promise<void> {
    const stripe = await this.client();
    const intent = await call("setupIntents.create", () =>
      stripe.setupIntents.create(
        {
          payment_method: input.paymentMethod,
          ...(input.customerId ? { customer: input.customerId } : {}),
          confirm: true,
          usage: input.offSession ? "off_session" : "on_session",
          allowed_payment_method_types: ["card"],
          metadata: { user_id: input.userId },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    // requires_action: the bank wants the cardholder: each checkout they confirm asks, a renewal cannot.
    if (intent.status === "succeeded" || (intent.status === "requires_action" && !input.offSession)) return;
    throw new PaymentError("card", intent.last_setup_error?.message ?? (intent.status === "requires_action" ? STRIPE_NEEDS_AUTHENTICATION : "Your card was declined."));
  }

  async removeCard(providerToken: string): Promise<void> {
    const stripe = await this.client();
    await call("paymentMethods.detach", () => stripe.paymentMethods.detach(providerToken));
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const stripe = await this.client();
    const intent = await call("paymentIntents.create", () =>
      stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          payment_method: input.paymentMethod,
          ...(input.customerId ? { customer: input.customerId } : {}),
          // Wallets (Apple Pay, Google Pay) are cards to Stripe; nothing that redirects away from checkout.
          allowed_payment_method_types: ["card"],
          metadata: { order_id: input.orderId },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!intent.client_secret) throw new PaymentError("unavailable", STRIPE_UNAVAILABLE);
    return { intentId: intent.id, clientSecret: intent.client_secret };
  }

  async retrieveIntent(intentId: string): Promise<IntentState> {
    const stripe = await this.client();
    return intentStateOf(await call("paymentIntents.retrieve", () => stripe.paymentIntents.retrieve(intentId)));
  }

  async cancelIntent(intentId: string): Promise<IntentState> {
    const stripe = await this.client();
    try {
      return intentStateOf(await stripe.paymentIntents.cancel(intentId));
    } catch (error) {
      // Stripe refuses to cancel an intent that succeeded (or was canceled) meanwhile: say what it is now.
      if (paymentErrorOf(error).kind !== "request") throw paymentErrorOf(error);
      return this.retrieveIntent(intentId);
    }
  }

  async refund(input: RefundInput): Promise<{ refundId: string }> {
    const stripe = await this.client();
    const refund = await call("refunds.create", () =>
      stripe.refunds.create({ payment_intent: input.intentId, amount: input.amount }, { idempotencyKey: input.idempotencyKey }),
    );
    return { refundId: refund.id };
  }
}

/** Stripe with this secret key; the SDK loads on the first payment call, never at import or build time. */
export function stripePaymentProviders(secretKey: string, client?: StripeClient): PaymentProviders {
  let loaded: Promise<StripeClient> | null = client ? Promise.resolve(client) : null;
  const load = () =>
    (loaded ??= import("stripe").then(({ default: StripeSdk }) => new StripeSdk(secretKey, { maxNetworkRetries: 2, timeout: 20_000 }) satisfies StripeClient));
  const provider = new StripePaymentProvider(load);
  return { name: "stripe", open: () => provider };
}
