/**
 * Issue 27's one-statement payment of a guest's order (server/orders/settle.ts `markPaid`): the order becomes
 * `paid` and its payment `succeeded` together or not at all. A data-modifying CTE runs whether or not the outer
 * statement finds its row, so a payment id that is not the order's must leave the order waiting, not paid
 * without a succeeded payment.
 */
import { eq } from "drizzle-orm";
import * as t from "@/server/db/schema";
import { markPaid } from "@/server/orders/settle";
import { openTestApi, type TestApi } from "./helpers";
import { orderBody, orderSteps, setStock, TOTE, withTempOutbox } from "./orders-support";

let api: TestApi;
withTempOutbox();
beforeAll(async () => {
  api = await openTestApi();
  await setStock(api, TOTE.variant_id, 8);
});
afterAll(() => api.close());

async function guestOrder(email: string) {
  const steps = orderSteps(api);
  const created = await steps.created(orderBody(await steps.token(), { email }));
  const [order] = await api.db.select().from(t.orders).where(eq(t.orders.id, created.id));
  const [payment] = await api.db.select().from(t.payments).where(eq(t.payments.orderId, created.id));
  return { order: order!, payment: payment! };
}

it("pays the order only with its own payment, both rows in one statement", async () => {
  const a = await guestOrder("paid-a@example.com");
  const b = await guestOrder("paid-b@example.com");

  expect(await markPaid(api.db, a.order, b.payment.id, new Date())).toBeNull();
  const [stillWaiting] = await api.db.select().from(t.orders).where(eq(t.orders.id, a.order.id));
  expect(stillWaiting!.status).toBe("pending_payment");
  const [untouched] = await api.db.select().from(t.payments).where(eq(t.payments.id, b.payment.id));
  expect(untouched!.status).toBe(b.payment.status);

  const paid = await markPaid(api.db, a.order, a.payment.id, new Date());
  expect(paid && "status" in paid ? paid.status : null).toBe("paid");
  const [succeeded] = await api.db.select().from(t.payments).where(eq(t.payments.id, a.payment.id));
  expect(succeeded!.status).toBe("succeeded");
  // a second settlement of the same order changes nothing
  expect(await markPaid(api.db, a.order, a.payment.id, new Date())).toBeNull();
});
