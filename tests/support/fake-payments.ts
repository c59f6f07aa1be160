/**
 * A stand-in for the test payment provider and the order endpoints, for unit tests of the browser's
 * payment adapters and the place-order orchestration. It follows server/payments/test-provider.ts:
 * tokens by Stripe's test numbers, intents with `<id>_secret_<…>` secrets, `requires_action` for the
 * authentication card, and the order endpoints' answers (402 for a failed payment).
 */
import type { ApiResult } from "@/lib/api/errors";
import type { ApiClient } from "@/lib/api/http";
import {
  PAYMENT_FAILED_ERROR_CODE,
  type ConfirmedOrder,
  type CreatedOrder,
  type CreateOrderRequest,
  type TestCardRequest,
  type TestIntent,
} from "@/lib/api/schemas/checkout";

type Outcome = "succeed" | "decline" | "insufficient_funds" | "authenticate";
const OUTCOMES: Record<string, Outcome> = {
  "4242424242424242": "succeed",
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  "4000002500003155": "authenticate",
};
export const DECLINED = "Your card was declined.";
export const INSUFFICIENT = "Your card has insufficient funds.";
export const AUTH_FAILED = "We are unable to authenticate your payment method. Please choose a different payment method and try again.";
export const INCORRECT_NUMBER = "Your card number is incorrect.";

interface Intent { id: string; secret: string; outcome: Outcome; status: TestIntent["status"]; message: string | null }

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const fail = (status: number, message: string, code?: number): ApiResult<never> => ({ ok: false, error: { kind: "http", status, message, code } });

export function fakeTestProvider() {
  const tokens = new Map<string, Outcome>();
  const intents = new Map<string, Intent>();
  const calls: { path: string; body: unknown }[] = [];
  let seq = 0;

  const api: ApiClient = {
    async request(_method, path, _schema, options = {}) {
      calls.push({ path, body: options.body });
      if (path === "/api/payments/test/tokens") {
        const card = options.body as TestCardRequest;
        const outcome = OUTCOMES[card.number.replace(/\s/g, "")];
        if (!outcome) return fail(402, INCORRECT_NUMBER);
        const id = `tok_test_${++seq}`;
        tokens.set(id, outcome);
        return ok({ id, card: { brand: "visa", last_four: card.number.slice(-4), exp_month: card.exp_month, exp_year: card.exp_year } });
      }
      const confirm = /^\/api\/payments\/test\/intents\/([^/]+)\/confirm$/.exec(path);
      if (confirm) {
        const { client_secret, action } = options.body as { client_secret: string; action?: "approve" | "deny" };
        const intent = intents.get(decodeURIComponent(confirm[1]!));
        if (!intent || intent.secret !== client_secret) return fail(404, "No such payment intent.");
        if (intent.status === "requires_confirmation") {
          const next = { succeed: ["succeeded", null], decline: ["failed", DECLINED], insufficient_funds: ["failed", INSUFFICIENT], authenticate: ["requires_action", null] } as const;
          [intent.status, intent.message] = next[intent.outcome];
        } else if (intent.status === "requires_action" && action) {
          [intent.status, intent.message] = action === "approve" ? ["succeeded", null] : ["failed", AUTH_FAILED];
        }
        return ok({ id: intent.id, status: intent.status, message: intent.message });
      }
      return fail(404, `unexpected call ${path}`);
    },
  } as ApiClient;

  /** The server's side of `POST /api/order` for a card payment: an unconfirmed intent. */
  function createIntent(token: string): { id: string; secret: string } {
    const outcome = tokens.get(token);
    if (!outcome) throw new Error(`unknown token ${token}`);
    const id = `pi_test_${++seq}`;
    const intent: Intent = { id, secret: `${id}_secret_${seq}abc`, outcome, status: "requires_confirmation", message: null };
    intents.set(id, intent);
    return intent;
  }

  return { api, calls, tokens, intents, createIntent };
}

export type FakeProvider = ReturnType<typeof fakeTestProvider>;

/**
 * The order endpoints over the fake provider: one order per idempotency key, saved cards as
 * pre-made tokens, a free order paid at once, confirm answering 402 with the provider's message.
 */
export function fakeOrderServer(provider: FakeProvider, savedCards: Record<string, string> = {}) {
  /** `expired`: the server let the order go (its hold ended); its key is refused from then on */
  const orders = new Map<string, { order: CreatedOrder; intentId: string | null; body: CreateOrderRequest; expired?: boolean }>();
  const created: { body: CreateOrderRequest; key: string }[] = [];
  const confirmed: string[] = [];

  async function createOrder(body: CreateOrderRequest, key: string): Promise<ApiResult<CreatedOrder>> {
    created.push({ body, key });
    const existing = orders.get(key);
    if (existing) {
      if (existing.expired) return fail(409, "This checkout attempt has expired. Please place your order again.", PAYMENT_FAILED_ERROR_CODE);
      if (existing.order.status === "pending_payment" && existing.intentId && provider.intents.get(existing.intentId)?.status === "failed") {
        // As the server (finding 15.10): the refused order stays open, and the next card pays it with an intent of its own.
        const token = body.credit_card_token ?? (body.credit_card_id ? savedCards[body.credit_card_id] : undefined);
        if (!token) return fail(400, "please provide a valid payment method.");
        const intent = provider.createIntent(token);
        existing.intentId = intent.id;
        existing.order = { ...existing.order, client_secret: intent.secret };
      }
      return ok(existing.order);
    }
    const n = orders.size + 1;
    const amount = body.expected_total ?? 0;
    if (amount === 0) {
      const order: CreatedOrder = { id: `order-${n}`, order_number: `SO-${1000 + n}`, client_secret: null, amount: 0, status: "paid", provider: null };
      orders.set(key, { order, intentId: null, body });
      return ok(order);
    }
    const token = body.credit_card_token ?? (body.credit_card_id ? savedCards[body.credit_card_id] : undefined);
    if (!token) return fail(400, "please provide a valid payment method.");
    const intent = provider.createIntent(token);
    const order: CreatedOrder = { id: `order-${n}`, order_number: `SO-${1000 + n}`, client_secret: intent.secret, amount, status: "pending_payment", provider: "test" };
    orders.set(key, { order, intentId: intent.id, body });
    return ok(order);
  }

  async function confirmOrder(id: string, secret: string): Promise<ApiResult<ConfirmedOrder>> {
    confirmed.push(id);
    const entry = [...orders.values()].find((o) => o.order.id === id);
    const intent = entry?.intentId ? provider.intents.get(entry.intentId) : undefined;
    if (!entry || !intent || intent.secret !== secret) return fail(404, "Order not found.");
    if (intent.status === "succeeded") {
      entry.order = { ...entry.order, status: "paid" };
      return ok({ id, order_number: entry.order.order_number, status: "paid" });
    }
    if (intent.status === "failed") return fail(402, intent.message ?? DECLINED, PAYMENT_FAILED_ERROR_CODE);
    return fail(409, "Payment not completed yet.");
  }

  return { orders, created, confirmed, createOrder, confirmOrder };
}
