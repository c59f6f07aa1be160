/**
 * Placing an order (CHK-16): create it → confirm the payment with the provider in the browser →
 * let the server settle it. A plain function over injected calls and a payment adapter, so every
 * outcome is unit-tested with fakes (tests/unit/place-order.test.ts).
 *
 * One checkout attempt is one idempotency key, kept while the outcome is unknown and, after a card
 * refused at confirmation, for the next card of the same order (order-attempt.ts, finding 17): the
 * server pays that same order, so a declined card then a good one make one order.
 */
import type { ApiResult } from "@/lib/api/errors";
import {
  OUT_OF_STOCK_ERROR_CODE,
  PAYMENT_FAILED_ERROR_CODE,
  TOTAL_CHANGED_ERROR_CODE,
  type ConfirmedOrder,
  type CreatedOrder,
  type CreateOrderRequest,
} from "@/lib/api/schemas/checkout";
import type { PaymentAdapter } from "@/lib/payments/adapter";
import { attemptToken, confirmAndSettle, createAttemptPlacer, finished, ORDER_ERROR_MESSAGE, unknown, type AttemptPlacer, type Attempt, type Step } from "./order-attempt";
import type { OrderRequest } from "./order-request";

/** How the shopper pays; the adapter is the provider's browser side (lib/payments). */
export type PaymentChoice =
  | { kind: "free" }
  /** `version` changes whenever the typed card changes, so a retry never reuses the token of another card */
  | { kind: "new-card"; version: number; adapter: PaymentAdapter }
  | { kind: "saved-card"; cardId: string; adapter: PaymentAdapter }
  /** a wallet sheet's payment method: used once */
  | { kind: "wallet"; adapter: PaymentAdapter };

export interface PlaceOrderInput {
  request: OrderRequest;
  payment: PaymentChoice;
}

export type PlaceOrderOutcome =
  | { kind: "placed"; orderId: string; orderNumber: string }
  /** the provider refused the card or the payment: its words go under the card field; cart and form stay */
  | { kind: "card-error"; message: string }
  /** nothing was charged; recalculate, show the new total with this message, let the shopper place again */
  | { kind: "total-changed"; message: string }
  /** nothing was charged; the cart needs fixing */
  | { kind: "out-of-stock"; message: string }
  /** for the common error display; ordering re-enables */
  | { kind: "error"; message: string };

export interface PlaceOrderDeps {
  createOrder(body: CreateOrderRequest, attemptKey: string): Promise<ApiResult<CreatedOrder>>;
  confirmOrder(id: string, clientSecret: string): Promise<ApiResult<ConfirmedOrder>>;
  newAttemptKey(): string;
}

/** Places the order; a call while one is running is ignored (null), so a double click places one order. */
export type OrderPlacer = AttemptPlacer<PlaceOrderInput, PlaceOrderOutcome>;

const orderOf = ({ request }: PlaceOrderInput): string => JSON.stringify(request);

function fingerprintOf(input: PlaceOrderInput): string {
  const { payment } = input;
  const source = payment.kind === "new-card" ? `card:${payment.version}` : payment.kind === "saved-card" ? `saved:${payment.cardId}` : payment.kind;
  return `${source}|${orderOf(input)}`;
}

function creationFailure(result: Extract<ApiResult<CreatedOrder>, { ok: false }>): Step<PlaceOrderOutcome> {
  const { error } = result;
  // No answer, a server failure or an answer we cannot read: the order may exist.
  if (error.kind !== "http" || error.status >= 500) return unknown();
  if (error.status === 409 && error.code === TOTAL_CHANGED_ERROR_CODE) return finished({ kind: "total-changed", message: error.message });
  if (error.status === 409 && error.code === OUT_OF_STOCK_ERROR_CODE) return finished({ kind: "out-of-stock", message: error.message });
  // The key's order failed or was let go: a try that continued it after a refused card starts over (order-attempt.ts).
  if (error.status === 409 && error.code === PAYMENT_FAILED_ERROR_CODE) return { ...finished({ kind: "error", message: error.message }), restart: true };
  // 402: the provider refused the card when the server made the payment.
  if (error.status === 402) return finished({ kind: "card-error", message: error.message });
  return finished({ kind: "error", message: error.message || ORDER_ERROR_MESSAGE });
}

async function run(input: PlaceOrderInput, attempt: Attempt, deps: PlaceOrderDeps): Promise<Step<PlaceOrderOutcome>> {
  const { request, payment } = input;

  const body: CreateOrderRequest = { ...request };
  if (payment.kind === "saved-card") body.credit_card_id = payment.cardId;
  if (payment.kind === "new-card" || payment.kind === "wallet") {
    const token = await attemptToken(payment.adapter, attempt);
    if (!token.ok) return token.step;
    body.credit_card_token = token.token;
  }

  const created = await deps.createOrder(body, attempt.key);
  if (!created.ok) return creationFailure(created);
  const order = created.data;
  const placed = finished<PlaceOrderOutcome>({ kind: "placed", orderId: order.id, orderNumber: order.order_number });
  if (order.status === "paid") return placed;
  if (!order.client_secret || payment.kind === "free") return finished({ kind: "error", message: ORDER_ERROR_MESSAGE });
  return (await confirmAndSettle(payment.adapter, { id: order.id, client_secret: order.client_secret }, deps.confirmOrder)) ?? placed;
}

export function createOrderPlacer(deps: PlaceOrderDeps): OrderPlacer {
  return createAttemptPlacer({
    fingerprint: fingerprintOf,
    // A wallet payment method comes from one sheet and is never reused.
    continues: (input) => input.payment.kind !== "wallet",
    orderOf,
    newAttemptKey: () => deps.newAttemptKey(),
    run: (input, attempt) => run(input, attempt, deps),
  });
}
