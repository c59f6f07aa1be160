import { inArray } from "drizzle-orm";
import { CreatedOrder, OUT_OF_STOCK_ERROR_CODE } from "@/lib/api/schemas/checkout";
import { ApiErrorBody, envelope } from "@/lib/api/schemas/common";
import * as t from "@/server/db/schema";
import { fileTestApi } from "./helpers";
import { newKey, orderBody, orderSteps, setStock, stockOf, TOTE, withTempOutbox } from "./orders-support";

withTempOutbox();
const api = fileTestApi();

describe("concurrent orders for the last units", () => {
  it("20 shoppers racing for 5 units: exactly 5 orders, 15 clear refusals, stock 0, no intent for a refused order", async () => {
    await setStock(api, TOTE.variant_id, 5);
    const steps = orderSteps(api);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => steps.token()));
    const keys = tokens.map(() => newKey());

    // Twenty shoppers: each from an address of their own, as the front door reports them.
    const responses = await Promise.all(
      tokens.map((token, i) => steps.create(orderBody(token, { email: `racer${i}@example.com` }), keys[i], { "x-forwarded-for": `198.51.100.${i + 1}` })),
    );
    const bodies = await Promise.all(responses.map(async (r) => ({ status: r.status, body: (await r.json()) as unknown })));

    const accepted = bodies.filter((b) => b.status === 200).map((b) => envelope(CreatedOrder).parse(b.body).data);
    const refused = bodies.filter((b) => b.status !== 200);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.status).toBe(409);
      expect(ApiErrorBody.parse(r.body)).toMatchObject({ error_code: OUT_OF_STOCK_ERROR_CODE, message: "Sorry, Canvas Market Tote just sold out. Nothing was charged." });
    }
    expect(await stockOf(api, TOTE.variant_id)).toBe(0);

    // Only the accepted attempts have an order, and only their orders have an intent.
    const orders = await api.db.select().from(t.orders).where(inArray(t.orders.idempotencyKey, keys));
    expect(orders.map((o) => o.id).sort()).toEqual(accepted.map((a) => a.id).sort());
    const intents = await api.db.select().from(t.testPaymentIntents).where(inArray(t.testPaymentIntents.tokenId, tokens));
    expect(intents.map((i) => i.orderId).sort()).toEqual(accepted.map((a) => a.id).sort());

    // All five pay; the stock stays at 0 (taken once, at order time).
    for (const order of accepted) {
      await steps.paid(order.client_secret!);
      expect((await steps.confirmed(order.id, order.client_secret!)).status).toBe("paid");
    }
    expect(await stockOf(api, TOTE.variant_id)).toBe(0);
  });
});
