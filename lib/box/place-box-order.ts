/**
 * Ordering the box (ONB-18, API-79 → API-78 → the payment → POST /api/order/confirm) as a plain function over
 * injected calls and the payment adapter, unit-tested with fakes (tests/unit/box-place-order.test.ts).
 *
 * As for regular orders (lib/checkout/order-attempt.ts, shared with lib/checkout/place-order.ts), one attempt is one
 * idempotency key, kept (with the new card's token) only while the outcome is unknown, so a retry repeats the very
 * same request and the server answers the same order. A call while one runs is ignored: a double submit orders once.
 */
import type { ApiError, ApiResult } from "@/lib/api/errors";
import type { ConfirmedOrder } from "@/lib/api/schemas/checkout";
import type { BoxCart, BoxCartRequest, BoxOrder, BoxOrderRequest } from "@/lib/api/schemas/goldbox";
import type { PaymentAdapter } from "@/lib/payments/adapter";
import { attemptToken, confirmAndSettle, createAttemptPlacer, finished, ORDER_ERROR_MESSAGE, unknown, type Attempt, type AttemptPlacer, type Step } from "@/lib/checkout/order-attempt";

export type BoxPayment = { kind: "saved-card"; cardId: string; adapter: PaymentAdapter } | { kind: "new-card"; version: number; adapter: PaymentAdapter };

export type BoxOrderInput = {
  /** the box builder's picks, saved first; none for a Get Styled Box from a stylist (SHARE-10/13: no box cart) */
  cart?: BoxCartRequest;
  /** the form's part of API-78 (no card: the payment adds it) */
  request: Omit<BoxOrderRequest, "credit_card_id" | "credit_card_token">;
  payment: BoxPayment;
};

export type BoxOrderOutcome =
  | { kind: "placed"; order: BoxOrder }
  /** the provider refused the card: its words under the card field */
  | { kind: "card-error"; message: string }
  /** the server's refusals, every one (BR-VAL-35: shown together as a list) */
  | { kind: "refused"; messages: string[] }
  | { kind: "error"; message: string };

export interface BoxOrderDeps {
  saveCart(body: BoxCartRequest): Promise<ApiResult<BoxCart>>;
  placeOrder(body: BoxOrderRequest, attemptKey: string): Promise<ApiResult<BoxOrder>>;
  confirmOrder(id: string, clientSecret: string): Promise<ApiResult<ConfirmedOrder>>;
  newAttemptKey(): string;
}

const fingerprintOf = ({ cart, request, payment }: BoxOrderInput) =>
  `${payment.kind === "saved-card" ? `saved:${payment.cardId}` : `card:${payment.version}`}|${JSON.stringify(cart ?? null)}|${JSON.stringify(request)}`;

/** A refusal's words: every issue when the server lists them, else its message. */
function refusal(error: Extract<ApiError, { kind: "http" }>): Step<BoxOrderOutcome> {
  if (error.status === 402) return finished({ kind: "card-error", message: error.message });
  const messages = [...new Set((error.issues ?? []).map((issue) => issue.message))];
  return finished({ kind: "refused", messages: messages.length > 0 ? messages : [error.message || ORDER_ERROR_MESSAGE] });
}

async function run(input: BoxOrderInput, attempt: Attempt, deps: BoxOrderDeps): Promise<Step<BoxOrderOutcome>> {
  const { payment } = input;
  if (input.cart) {
    const saved = await deps.saveCart(input.cart);
    if (!saved.ok) return saved.error.kind === "http" && saved.error.status < 500 ? refusal(saved.error) : unknown();
  }

  const body: BoxOrderRequest = { ...input.request };
  if (payment.kind === "saved-card") body.credit_card_id = payment.cardId;
  else {
    const token = await attemptToken(payment.adapter, attempt);
    if (!token.ok) return token.step;
    body.credit_card_token = token.token;
  }

  const placed = await deps.placeOrder(body, attempt.key);
  if (!placed.ok) return placed.error.kind === "http" && placed.error.status < 500 ? refusal(placed.error) : unknown();
  const order = placed.data;
  const done = finished<BoxOrderOutcome>({ kind: "placed", order });
  if (order.status === "paid") return done;
  if (!order.client_secret) return finished({ kind: "error", message: ORDER_ERROR_MESSAGE });
  return (await confirmAndSettle(payment.adapter, { id: order.id, client_secret: order.client_secret }, deps.confirmOrder)) ?? done;
}

/** `place` answers null for a call while another runs (ignored). */
export type BoxOrderPlacer = AttemptPlacer<BoxOrderInput, BoxOrderOutcome>;

export function createBoxOrderPlacer(deps: BoxOrderDeps): BoxOrderPlacer {
  return createAttemptPlacer({ fingerprint: fingerprintOf, newAttemptKey: () => deps.newAttemptKey(), run: (input, attempt) => run(input, attempt, deps) });
}
