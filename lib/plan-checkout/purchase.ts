/**
 * Buying a plan (PLAN-09, API-74) as a plain function over the checkout call and the payment
 * adapter, unit-tested with fakes (tests/unit/plan-checkout-purchase.test.ts).
 *
 * As with orders (lib/checkout/place-order.ts), one attempt is one idempotency key: it is kept (with
 * the new card's token) only while the outcome is unknown — no answer, or a server failure — so the
 * next try repeats the very same request and the server answers the same plan instead of charging
 * twice. A definite answer ends the attempt; the next try starts a new one.
 */
import type { ApiResult } from "@/lib/api/errors";
import type { PlanCheckoutRequest, PlanSettings } from "@/lib/api/schemas/plan";
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

interface Attempt {
  key: string;
  fingerprint: string;
  token: string | null;
}

const fingerprintOf = (request: PurchaseRequest, payment: PurchasePayment) =>
  `${payment.kind === "saved-card" ? `saved:${payment.cardId}` : `card:${payment.version}`}|${JSON.stringify(request)}`;

type Step = { done: PurchaseOutcome; keep: boolean };
const finished = (done: PurchaseOutcome): Step => ({ done, keep: false });
const unknown = (): Step => ({ done: { kind: "error", message: PURCHASE_ERROR_MESSAGE }, keep: true });

async function run(request: PurchaseRequest, payment: PurchasePayment, attempt: Attempt, deps: PurchaseDeps): Promise<Step> {
  const body: PlanCheckoutRequest = { ...request };
  if (payment.kind === "saved-card") body.credit_card_id = payment.cardId;
  else {
    if (!attempt.token) {
      const token = await payment.adapter.tokenizeCard();
      if (!token.ok) return finished({ kind: token.kind === "card" ? "card-error" : "error", message: token.message });
      attempt.token = token.value;
    }
    body.token = attempt.token;
  }
  const result = await deps.checkout(body, attempt.key);
  if (result.ok) return finished({ kind: "bought", settings: result.data });
  const { error } = result;
  if (error.kind !== "http" || error.status >= 500) return unknown();
  if (error.status === 402) return finished({ kind: "card-error", message: error.message });
  if (error.status === 409 && error.message === PLAN_CHECKOUT_MESSAGES.vipInvalidOnOrder) return finished({ kind: "vip-invalid", message: error.message });
  return finished({ kind: "error", message: error.message || PURCHASE_ERROR_MESSAGE });
}

export interface PlanPurchaser {
  buy(request: PurchaseRequest, payment: PurchasePayment): Promise<PurchaseOutcome>;
}

export function createPlanPurchaser(deps: PurchaseDeps): PlanPurchaser {
  let open: Attempt | null = null;
  return {
    async buy(request, payment) {
      const fingerprint = fingerprintOf(request, payment);
      const attempt = open?.fingerprint === fingerprint ? open : { key: deps.newAttemptKey(), fingerprint, token: null };
      const step = await run(request, payment, attempt, deps).catch((): Step => unknown());
      open = step.keep ? attempt : null;
      return step.done;
    },
  };
}
