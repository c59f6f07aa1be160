/**
 * Buying a gift box (GIFT-12, API-70) as a plain function over the purchase call and the payment
 * adapter, as the plan purchase (lib/plan-checkout/purchase.ts): one idempotency key per attempt, kept
 * (with the new card's token) only while the outcome is unknown, so a retry sends the very same request
 * and the server answers the same subscription instead of charging twice; a call while one runs is
 * ignored. The server charges the card itself: nothing to confirm in the browser.
 */
import type { ApiResult } from "@/lib/api/errors";
import type { SubscriptionPurchase, SubscriptionPurchaseRequest } from "@/lib/api/schemas/subscription";
import { attemptToken, createAttemptPlacer, finished, unknown, type Attempt, type AttemptPlacer, type Step } from "@/lib/checkout/order-attempt";
import type { PaymentAdapter } from "@/lib/payments/adapter";

/** Ours: the purchase failed without a message of its own, or its outcome is unknown. */
export const GIFT_PURCHASE_ERROR = "There was error processing your gift box, please try again.";

export type GiftPayment = { kind: "saved-card"; cardId: string } | { kind: "new-card"; version: number; adapter: PaymentAdapter };

export type GiftPurchaseOutcome = { kind: "bought"; purchase: SubscriptionPurchase } | { kind: "card-error"; message: string } | { kind: "error"; message: string };

export interface GiftPurchaseInput {
  request: Omit<SubscriptionPurchaseRequest, "credit_card_id" | "credit_card_token">;
  payment: GiftPayment;
}

export interface GiftPurchaseDeps {
  purchase(body: SubscriptionPurchaseRequest, attemptKey: string): Promise<ApiResult<SubscriptionPurchase>>;
  newAttemptKey(): string;
}

const fingerprintOf = ({ request, payment }: GiftPurchaseInput) =>
  `${payment.kind === "saved-card" ? `saved:${payment.cardId}` : `card:${payment.version}`}|${JSON.stringify(request)}`;

async function run({ request, payment }: GiftPurchaseInput, attempt: Attempt, deps: GiftPurchaseDeps): Promise<Step<GiftPurchaseOutcome>> {
  const body: SubscriptionPurchaseRequest = { ...request };
  if (payment.kind === "saved-card") body.credit_card_id = payment.cardId;
  else {
    const token = await attemptToken(payment.adapter, attempt);
    if (!token.ok) return token.step;
    body.credit_card_token = token.token;
  }
  const result = await deps.purchase(body, attempt.key);
  if (result.ok) return finished({ kind: "bought", purchase: result.data });
  const { error } = result;
  if (error.kind !== "http" || error.status >= 500) return unknown(GIFT_PURCHASE_ERROR);
  if (error.status === 402) return finished({ kind: "card-error", message: error.message });
  return finished({ kind: "error", message: error.message || GIFT_PURCHASE_ERROR });
}

export type GiftPurchaser = AttemptPlacer<GiftPurchaseInput, GiftPurchaseOutcome>;

export function createGiftPurchaser(deps: GiftPurchaseDeps): GiftPurchaser {
  return createAttemptPlacer({ fingerprint: fingerprintOf, newAttemptKey: () => deps.newAttemptKey(), run: (input, attempt) => run(input, attempt, deps), errorMessage: GIFT_PURCHASE_ERROR });
}
