/**
 * A gift box from purchase to box: the purchase (server/gift, API-70) and the occasion scheduler
 * (server/subscriptions) meet on the subscription's rows. The box the scheduler makes goes to the
 * address the buyer gave at checkout, and the subscription detail (API-64) links the made box.
 */
import { eq } from "drizzle-orm";
import { SubscriptionPurchase } from "@/lib/api/schemas/subscription";
import { SubscriptionDetail } from "@/lib/api/schemas/subscription-account";
import * as t from "@/server/db/schema";
import { testOffSessionCharger } from "@/server/subscriptions/charges";
import { runOccasionScheduler } from "@/server/subscriptions/scheduler";
import { data, fileTestApi } from "./helpers";
import { ADDRESS } from "./orders-support";
import { cardToken, movableClock, planShopper } from "./plans-support";
import { giftBody, giftKey } from "./subscription-support";

const clock = movableClock(new Date("2026-03-10T12:00:00Z"));
const api = fileTestApi({ now: clock.now });

it("an SO pack bought at checkout: its first box (Mother's day) is made a week ahead, to the checkout's address, free", async () => {
  const me = await planShopper(api);
  const shipping = { ...ADDRESS, name: "Grace Recipient", address: "9 Gift Lane" };
  const bought = await data(
    await api.post("/api/subscription", giftBody({ shipping_address: shipping, credit_card_token: await cardToken(api, me.headers) }), { ...me.headers, ...giftKey() }),
    SubscriptionPurchase,
  );

  // 3 May: Mother's day (9 May) is inside the 7-day buffer, nothing else is.
  clock.at = new Date("2026-05-03T12:00:00Z");
  const charge = testOffSessionCharger(clock.now);
  expect((await runOccasionScheduler({ db: api.db, now: clock.now(), bufferDays: 7, charge })).orders).toBe(1);

  const detail = await data(await api.get(`/api/subscription/${bought.id}`, me.headers), SubscriptionDetail);
  const made = detail.occasions.filter((o) => o.status === 1);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ event_type: "mo", price: 0 });
  const [order] = await api.db.select().from(t.orders).where(eq(t.orders.id, made[0]!.order_id!));
  expect(order).toMatchObject({ type: 2, status: "paid", grandTotal: 0, userId: me.userId });
  expect(order!.shippingAddress).toMatchObject({ name: "Grace Recipient", address: "9 Gift Lane" });
});
