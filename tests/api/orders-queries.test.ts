/**
 * How many statements each step of a checkout sends (issue 27): the burst is CPU-bound, and each
 * statement costs the API process about half a millisecond of CPU. A change that adds one to the path
 * fails here; lower a number when a change saves one. `QUERY_LOG=1` prints each step's statements.
 *
 * The steps of the checkout benchmark (scripts/bench-checkout.mjs), for a guest with two lines, a
 * warm app (its catalogue copy filled, its order sweep just run): calc, card token, order, the
 * provider's confirm, the order's confirm. Then the same order again (a double submit's second
 * request, a replay) and a declined card's order and confirm.
 */
import { and, eq, gte, ne } from "drizzle-orm";
import type { Logger } from "drizzle-orm";
import { CartCalcResponse } from "@/lib/api/schemas/cart";
import { IDEMPOTENCY_HEADER } from "@/lib/api/schemas/checkout";
import * as t from "@/server/db/schema";
import { openDatabase } from "@/server/db/client";
import { data, failure, testApiOn, type TestApi } from "./helpers";
import { MANY_ORDERS } from "./many-orders";
import { ADDRESS, CARDS, DEMO, newKey, orderSteps, TOTE, withTempOutbox } from "./orders-support";

/**
 * Statements each step may send: the numbers after issue 27's third pass (before it: order 23,
 * intent confirm 3, order confirm 10, a declined card's confirm 9). On PGlite a transaction's BEGIN
 * and COMMIT are not among them; on PostgreSQL they are two more statements each (the order has one
 * transaction, a guest's confirm none).
 */
const BUDGET = {
  calc: 1,
  token: 1,
  order: 17,
  intentConfirm: 2,
  orderConfirm: 5,
  replay: 3,
  declinedOrder: 17,
  declinedConfirm: 5,
};

const sent: string[] = [];
let recording = false;
const logger: Logger = {
  logQuery(query) {
    if (recording) sent.push(query);
  },
};

let api: TestApi;
let steps: ReturnType<typeof orderSteps>;
withTempOutbox();
beforeAll(async () => {
  api = testApiOn(await openDatabase("memory://", { logger }), MANY_ORDERS);
  steps = orderSteps(api);
});
afterAll(() => api.close());

/** The statements `step` sent, printed with QUERY_LOG=1. */
async function statementsOf<T>(name: string, step: () => Promise<T>): Promise<{ result: T; count: number }> {
  sent.length = 0;
  recording = true;
  try {
    const result = await step();
    return { result, count: sent.length };
  } finally {
    recording = false;
    if (process.env.QUERY_LOG) console.log(`── ${name}: ${sent.length} statements\n${sent.map((q, i) => `${i + 1}. ${q.replace(/\s+/g, " ").slice(0, 240)}`).join("\n")}`);
  }
}

async function twoLines() {
  const [variant] = await api.db
    .select({ id: t.variants.id, itemId: t.variants.itemId })
    .from(t.variants)
    .where(and(eq(t.variants.itemId, "itm-003"), gte(t.variants.stock, 8), ne(t.variants.id, TOTE.variant_id)))
    .limit(1);
  return [
    { cart_item_id: "1", store_id: DEMO, item_id: variant!.itemId, variant_id: variant!.id, units: 1 },
    { cart_item_id: "2", ...TOTE, units: 1 },
  ];
}

/** One shopper's checkout, as the benchmark's; answers each step's statement count. */
async function checkout(email: string, card: string, measure: boolean) {
  const run = measure ? statementsOf : <T>(_name: string, step: () => Promise<T>) => step().then((result) => ({ result, count: 0 }));
  const items = await twoLines();
  const calc = await run("calc", async () => data(await api.post("/api/cart/calc", { items, email, shipping_method_id: "basic-shipping" }), CartCalcResponse));
  const token = await run("token", () => steps.token(card));
  const body = { items, email, shipping_address: ADDRESS, shipping_method_id: "basic-shipping", credit_card_token: token.result, expected_total: calc.result.grand_total };
  const key = newKey();
  const order = await run("order", () => steps.created(body, key));
  const intentConfirm = await run("intent confirm", () => steps.pay(order.result.client_secret!));
  const orderConfirm = await run("order confirm", () => steps.confirm(order.result.id, order.result.client_secret!));
  return { body, key, order: order.result, orderConfirm: orderConfirm.result, counts: { calc: calc.count, token: token.count, order: order.count, intentConfirm: intentConfirm.count, orderConfirm: orderConfirm.count } };
}

describe("statements per checkout step (issue 27)", () => {
  it("a paid checkout, its replay and a declined card's stay within their budgets", async () => {
    // Warm: the catalogue copy is filled and the order's sweep has run (it runs once every 10 s).
    await checkout("warm@example.com", CARDS.visa, false);

    const paid = await checkout("counted@example.com", CARDS.visa, true);
    expect(paid.orderConfirm.status).toBe(200);
    const replay = await statementsOf("replay (same key, same order)", () => steps.created(paid.body, paid.key, { [IDEMPOTENCY_HEADER]: paid.key }));
    expect(replay.result.id).toBe(paid.order.id);

    const declined = await checkout("declined@example.com", CARDS.declined, true);
    await failure(declined.orderConfirm, 402);

    const counts = { ...paid.counts, replay: replay.count, declinedOrder: declined.counts.order, declinedConfirm: declined.counts.orderConfirm };
    if (process.env.QUERY_LOG) console.table(counts);
    for (const [step, budget] of Object.entries(BUDGET)) expect(counts[step as keyof typeof counts], step).toBeLessThanOrEqual(budget);
  });
});
