/**
 * Finding 15.7: the done page confirms only an order it finds. The guest lookup finds a paid order
 * by email and number (its misses are limited per visitor); the browser that just paid also holds a
 * receipt cookie, so its own confirmation shows even when its network's lookups ran out. The last
 * test drives the done page's own loader (lib/orders/load-order.ts) with the cookie.
 */
import { CreatedOrder, OrderDetail } from "@/lib/api/schemas/checkout";
import { ORDER_RECEIPT_COOKIE } from "@/lib/orders/receipt";
import { jar, serveFrom, visitor } from "../support/next-server";
import { data, failure, openTestApi, type TestApi } from "./helpers";
import { CARDS, newKey, orderBody, orderSteps, setStock, signedInShopper, TOTE, withTempOutbox } from "./orders-support";

const VISITOR = "203.0.113.7";
visitor.ip = VISITOR;
vi.mock("next/headers", () => import("../support/next-server").then((m) => m.nextHeaders));
vi.mock("@/lib/api/server", () => import("../support/next-server").then((m) => m.serverApi));
const { loadPlacedOrder } = await import("@/lib/orders/load-order");

let api: TestApi;
let steps: ReturnType<typeof orderSteps>;
serveFrom(() => api);
withTempOutbox();
beforeAll(async () => {
  // One lookup that finds nothing per client, then 429.
  api = await openTestApi({ orderLookupLimit: { max: 1, windowMs: 60_000 } });
  steps = orderSteps(api);
});
afterAll(() => api.close());
beforeEach(() => setStock(api, TOTE.variant_id, 8));

/** The receipt in a response's Set-Cookie, if it sets one. */
function receiptIn(response: Response): string | null {
  const cookie = response.headers.get("set-cookie") ?? "";
  const match = new RegExp(`${ORDER_RECEIPT_COOKIE}=([0-9a-f]{64})`).exec(cookie);
  if (match) expect(cookie).toMatch(/HttpOnly/i);
  return match?.[1] ?? null;
}

const lookup = (body: { email: string; number: string; receipt?: string }, client: string) => api.post("/api/order/detail", body, { "x-forwarded-for": client });

/** A paid guest order and the receipt its confirm answer set. */
async function paidOrder(email: string) {
  const created = await steps.create(orderBody(await steps.token(), { email }));
  expect(receiptIn(created)).toBeNull();
  const order = await data(created, CreatedOrder);
  await steps.paid(order.client_secret!);
  const confirmed = await steps.confirm(order.id, order.client_secret!);
  expect(confirmed.status).toBe(200);
  return { order, receipt: receiptIn(confirmed) };
}

describe("the done page's order", () => {
  it("15.7: paying sets a receipt that finds the order without counting or being refused by the lookup limit", async () => {
    const { order, receipt } = await paidOrder("paid-receipt@example.com");
    expect(receipt).not.toBeNull();
    const client = "198.51.100.2";
    await failure(await lookup({ email: "nobody@example.com", number: "SF00000000" }, client), 404);
    await failure(await lookup({ email: "paid-receipt@example.com", number: order.order_number }, client), 429);

    const found = await data(await lookup({ email: "paid-receipt@example.com", number: order.order_number, receipt: receipt! }, client), OrderDetail);
    expect(found).toMatchObject({ order_number: order.order_number, email: "paid-receipt@example.com" });
    // Only for its own order: another number with it is an ordinary (here refused) lookup.
    await failure(await lookup({ email: "paid-receipt@example.com", number: "SF00000001", receipt: receipt! }, client), 429);
  });

  it("15.7: a receipt opens only its own paid order", async () => {
    const { receipt } = await paidOrder("own-order@example.com");
    const other = await paidOrder("other-order@example.com");
    await failure(await lookup({ email: "own-order@example.com", number: other.order.order_number, receipt: receipt! }, "198.51.100.3"), 404);
    // An unpaid order has no receipt to show, and is not found with a forged one.
    const unpaid = await steps.created(orderBody(await steps.token(), { email: "unpaid@example.com" }));
    await failure(await lookup({ email: "unpaid@example.com", number: unpaid.order_number, receipt: "0".repeat(64) }, "198.51.100.4"), 404);
  });

  it("15.7: a free order's answer sets the receipt too", async () => {
    const me = await signedInShopper(api, 100_000);
    const created = await steps.create(orderBody(undefined, { email: me.email, blings: 100_000 }), newKey(), me.headers);
    const receipt = receiptIn(created);
    expect(receipt).not.toBeNull();
    const { order_number } = (await created.clone().json()).data as { order_number: string };
    expect((await data(await lookup({ email: me.email, number: order_number, receipt: receipt! }, "198.51.100.5"), OrderDetail)).order_number).toBe(order_number);
  });

  it("15.7: the done page loads the order this browser just paid for even after its network's lookups ran out", async () => {
    const { order, receipt } = await paidOrder("done-page@example.com");
    await failure(await lookup({ email: "nobody@example.com", number: "SF00000002" }, VISITOR), 404);

    jar.delete(ORDER_RECEIPT_COOKIE);
    const without = await loadPlacedOrder("done-page@example.com", order.order_number);
    expect(without.ok ? 200 : without.error.kind === "http" && without.error.status).toBe(429);

    jar.set(ORDER_RECEIPT_COOKIE, receipt!);
    const withReceipt = await loadPlacedOrder("done-page@example.com", order.order_number);
    expect(withReceipt.ok && withReceipt.data.order_number).toBe(order.order_number);
    // A made-up number with the cookie is still no confirmation.
    const fake = await loadPlacedOrder("victim@example.com", "FAKE-ORDER-123");
    expect(fake.ok).toBe(false);
  });

  it("15.7: a refused payment sets no receipt", async () => {
    const created = await steps.created(orderBody(await steps.token(CARDS.declined), { email: "declined-receipt@example.com" }));
    await steps.paid(created.client_secret!);
    const refused = await steps.confirm(created.id, created.client_secret!);
    expect(refused.status).toBe(402);
    expect(receiptIn(refused)).toBeNull();
  });
});
