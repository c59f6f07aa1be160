/**
 * Placing an order (CHK-16): create it → confirm the payment with the provider in the browser →
 * let the server settle it. A plain function over injected calls and a payment adapter, so every
 * outcome is unit-tested with fakes (tests/unit/place-order.test.ts).
 *
 * One checkout attempt is one idempotency key. The key (and the card token it was sent with) is
 * kept only while the outcome is unknown (the network dropped, the server failed): placing again
 * then sends the very same request, and the server answers the same order instead of a second one.
 * Any definite answer (placed, refused, payment failed) ends the attempt; after a failed payment the
 * server refuses the old key, so the next try starts a new one.
 */
import type { ApiResult } from "@/lib/api/errors";
import {
  OUT_OF_STOCK_ERROR_CODE,
  TOTAL_CHANGED_ERROR_CODE,
  type ConfirmedOrder,
  type CreatedOrder,
  type CreateOrderRequest,
} from "@/lib/api/schemas/checkout";
import type { PaymentAdapter } from "@/lib/payments/adapter";
import type { OrderRequest } from "./order-request";

/** CHK-16: creation errors without a message of their own, and a confirmation that did not succeed. */
export const ORDER_ERROR_MESSAGE = "There was error processing the order, please try again.";

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

interface Attempt {
  key: string;
  /** the request and payment source it was made for */
  fingerprint: string;
  /** the new card's (or wallet's) token, once made */
  token: string | null;
}

export interface OrderPlacer {
  /** Places the order; a call while one is running is ignored (null), so a double click places one order. */
  place(input: PlaceOrderInput): Promise<PlaceOrderOutcome | null>;
}

function fingerprintOf({ request, payment }: PlaceOrderInput): string {
  const source = payment.kind === "new-card" ? `card:${payment.version}` : payment.kind === "saved-card" ? `saved:${payment.cardId}` : payment.kind;
  return `${source}|${JSON.stringify(request)}`;
}

type Step = { done: PlaceOrderOutcome; keep: boolean };
const finished = (done: PlaceOrderOutcome): Step => ({ done, keep: false });
/** The outcome is unknown: keep the attempt so the next try repeats the same request. */
const unknown = (): Step => ({ done: { kind: "error", message: ORDER_ERROR_MESSAGE }, keep: true });

function creationFailure(result: Extract<ApiResult<CreatedOrder>, { ok: false }>): Step {
  const { error } = result;
  // No answer, a server failure or an answer we cannot read: the order may exist.
  if (error.kind !== "http" || error.status >= 500) return unknown();
  if (error.status === 409 && error.code === TOTAL_CHANGED_ERROR_CODE) return finished({ kind: "total-changed", message: error.message });
  if (error.status === 409 && error.code === OUT_OF_STOCK_ERROR_CODE) return finished({ kind: "out-of-stock", message: error.message });
  // 402: the provider refused the card when the server made the payment.
  if (error.status === 402) return finished({ kind: "card-error", message: error.message });
  return finished({ kind: "error", message: error.message || ORDER_ERROR_MESSAGE });
}

async function run(input: PlaceOrderInput, attempt: Attempt, deps: PlaceOrderDeps): Promise<Step> {
  const { request, payment } = input;

  const body: CreateOrderRequest = { ...request };
  if (payment.kind === "saved-card") body.credit_card_id = payment.cardId;
  if (payment.kind === "new-card" || payment.kind === "wallet") {
    if (!attempt.token) {
      const token = await payment.adapter.tokenizeCard();
      if (!token.ok) return finished(token.kind === "card" ? { kind: "card-error", message: token.message } : { kind: "error", message: token.message });
      attempt.token = token.value;
    }
    body.credit_card_token = attempt.token;
  }

  const created = await deps.createOrder(body, attempt.key);
  if (!created.ok) return creationFailure(created);
  const order = created.data;
  const placed = finished({ kind: "placed", orderId: order.id, orderNumber: order.order_number });
  if (order.status === "paid") return placed;
  if (!order.client_secret || payment.kind === "free") return finished({ kind: "error", message: ORDER_ERROR_MESSAGE });

  const paid = await payment.adapter.confirmPayment(order.client_secret);
  // The server settles the order from the provider's own view, paid or not: a failed payment
  // voids the order and puts its stock back at once.
  const confirmed = await deps.confirmOrder(order.id, order.client_secret);
  if (confirmed.ok) return placed;
  if (!paid.ok && paid.kind === "card") return finished({ kind: "card-error", message: paid.message });
  const { error } = confirmed;
  if (error.kind === "http" && error.status === 402) return finished({ kind: "card-error", message: error.message });
  // The provider or the server did not answer: placing again finds the same order and confirms it.
  return unknown();
}

export function createOrderPlacer(deps: PlaceOrderDeps): OrderPlacer {
  let placing = false;
  let open: Attempt | null = null;

  return {
    async place(input) {
      if (placing) return null;
      placing = true;
      try {
        const fingerprint = fingerprintOf(input);
        // A wallet payment method comes from one sheet and is never reused.
        const attempt = open && open.fingerprint === fingerprint && input.payment.kind !== "wallet" ? open : { key: deps.newAttemptKey(), fingerprint, token: null };
        const step = await run(input, attempt, deps).catch((): Step => unknown());
        open = step.keep ? attempt : null;
        return step.done;
      } finally {
        placing = false;
      }
    },
  };
}

/** A new attempt's key: 128 random bits in hex (crypto.getRandomValues works outside secure contexts too). */
export function randomAttemptKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}
