/**
 * Buying a plan (PLAN-09, API-74) as a plain function over the checkout call and the payment
 * adapter, unit-tested with fakes (tests/unit/plan-checkout.test.ts).
 *
 * The attempt is the orders' (lib/checkout/order-attempt.ts): one idempotency key, kept (with the new
 * card's token) only while the outcome is unknown — no answer, or a server failure — so the next try
 * repeats the very same request and the server answers the same plan instead of charging twice. A
 * definite answer ends the attempt; a call while one runs is ignored. The server charges the card
 * itself: there is no payment to confirm in the browser.
 */
import type { ApiResult } from "@/lib/api/errors";
import type { PlanCheckoutRequest, PlanSettings } from "@/lib/api/schemas/plan";
import { attemptToken, createAttemptPlacer, finished, unknown, type Attempt, type AttemptPlacer, type Step } from "@/lib/checkout/order-attempt";
import type { PaymentAdapter } from "@/lib/payments/adapter";
import { PLAN_CHECKOUT_MESSAGES } from "./form";

/** Ours: the purchase failed without a message of its own, or its outcome is unknown. */
export const PURCHASE_ERROR_MESSAGE = "There was error processing your plan, please try again.";

export type PurchasePayment =
  | { kind: "saved-card"; cardId: string }
  /** `version` changes whenever the typed card changes, so a retry never reuses the token of another card */
  | { kind: "new-card"; version: number; adapter: PaymentAdapter };

export type PurchaseOutcome =
  | { kind: "bought"; settings: PlanSettings }
  /** the provider refused the card: its words go under the card field */
  | { kind: "card-error"; message: string }
  /** the held VIP code is no longer valid: the server reset it ('vip code invalid') */
  | { kind: "vip-invalid"; message: string }
  | { kind: "error"; message: string };

export interface PurchaseDeps {
  checkout(body: PlanCheckoutRequest, attemptKey: string): Promise<ApiResult<PlanSettings>>;
  newAttemptKey(): string;
}

export type PurchaseRequest = Omit<PlanCheckoutRequest, "credit_card_id" | "token">;

export interface PurchaseInput {
  request: PurchaseRequest;
  payment: PurchasePayment;
}

const fingerprintOf = ({ request, payment }: PurchaseInput) =>
  `${payment.kind === "saved-card" ? `saved:${payment.cardId}` : `card:${payment.version}`}|${JSON.stringify(request)}`;

async function run({ request, payment }: PurchaseInput, attempt: Attempt, deps: PurchaseDeps): Promise<Step<PurchaseOutcome>> {
  const body: PlanCheckoutRequest = { ...request };
  if (payment.kind === "saved-card") body.credit_card_id = payment.cardId;
  else {
    const token = await attemptToken(payment.adapter, attempt);
    if (!token.ok) return token.step;
    body.token = token.token;
  }
  const result = await deps.checkout(body, attempt.key);
  if (result.ok) return finished({ kind: "bought", settings: result.data });
  const { error } = result;
  if (error.kind !== "http" || error.status >= 500) return unknown(PURCHASE_ERROR_MESSAGE);
  if (error.status === 402) return finished({ kind: "card-error", message: error.message });
  if (error.status === 409 && error.message === PLAN_CHECKOUT_MESSAGES.vipInvalidOnOrder) return finished({ kind: "vip-invalid", message: error.message });
  return finished({ kind: "error", message: error.message || PURCHASE_ERROR_MESSAGE });
}

/** `place` answers null for a call while another runs (ignored): a double submit buys once. */
export type PlanPurchaser = AttemptPlacer<PurchaseInput, PurchaseOutcome>;

export function createPlanPurchaser(deps: PurchaseDeps): PlanPurchaser {
  return createAttemptPlacer({
    fingerprint: fingerprintOf,
    newAttemptKey: () => deps.newAttemptKey(),
    run: (input, attempt) => run(input, attempt, deps),
    errorMessage: PURCHASE_ERROR_MESSAGE,
  });
}
