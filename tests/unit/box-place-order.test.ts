/** Ordering the box (ONB-18): cart → order → payment → confirm, refusals listed together, idempotent retries. */
import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "@/lib/api/errors";
import type { BoxOrder } from "@/lib/api/schemas/goldbox";
import { createBoxOrderPlacer, type BoxOrderDeps, type BoxOrderInput } from "@/lib/box/place-box-order";
import { ORDER_ERROR_MESSAGE } from "@/lib/checkout/order-attempt";
import type { PaymentAdapter } from "@/lib/payments/adapter";

const order = (over: Partial<BoxOrder> = {}): BoxOrder => ({
  id: "o1", order_number: "SO-1", status: "pending_payment", client_secret: "pi_1_secret_x", provider: "test", amount: 2000, box_fee: 2000, plan_fee: 1900, grand_total: 3900, plan_started: true, vip: false, free_days: 0, plan: null, items_count: 6, ...over,
});
const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });
const http = (status: number, message: string, issues?: { path: string; message: string }[]): ApiResult<never> => ({ ok: false, error: { kind: "http", status, message, issues } });

function world() {
  const adapter: PaymentAdapter = { provider: "test", tokenizeCard: vi.fn(async () => ({ ok: true as const, value: "tok_test_1" })), confirmPayment: vi.fn(async () => ({ ok: true as const, value: undefined })) };
  let keys = 0;
  const deps = {
    saveCart: vi.fn<BoxOrderDeps["saveCart"]>(async () => ok({ items: [], count: 6, min_pick: 6, max_pick: 6, items_value: 0, box_fee: 2000 })),
    placeOrder: vi.fn<BoxOrderDeps["placeOrder"]>(async () => ok(order())),
    confirmOrder: vi.fn<BoxOrderDeps["confirmOrder"]>(async () => ok({ order_number: "SO-1", status: "paid" } as never)),
    newAttemptKey: () => `key-${++keys}`,
  };
  const input = (payment: BoxOrderInput["payment"] = { kind: "new-card", version: 1, adapter }): BoxOrderInput => ({
    cart: { items: [{ id: "gsb-1", variant_id: "v1" }] },
    request: { shipping_address_id: "a1", billing_address: { name: "Ada" }, plan_id: "seller1", agree_terms: true },
    payment,
  });
  return { adapter, deps, placer: createBoxOrderPlacer(deps), input };
}

describe("ordering the box", () => {
  it("saves the box cart, orders it with the new card's token, confirms the payment and settles", async () => {
    const w = world();
    expect(await w.placer.place(w.input())).toEqual({ kind: "placed", order: order() });
    expect(w.deps.saveCart).toHaveBeenCalledWith({ items: [{ id: "gsb-1", variant_id: "v1" }] });
    expect(w.deps.placeOrder).toHaveBeenCalledWith(expect.objectContaining({ credit_card_token: "tok_test_1", plan_id: "seller1", agree_terms: true }), "key-1");
    expect(w.adapter.confirmPayment).toHaveBeenCalledWith("pi_1_secret_x");
    expect(w.deps.confirmOrder).toHaveBeenCalledWith("o1", "pi_1_secret_x");
  });

  it("pays with a saved card by its id, and skips the provider for an order with nothing to charge", async () => {
    const w = world();
    w.deps.placeOrder.mockResolvedValueOnce(ok(order({ status: "paid", client_secret: null })));
    expect(await w.placer.place(w.input({ kind: "saved-card", cardId: "c1", adapter: w.adapter }))).toMatchObject({ kind: "placed" });
    expect(w.deps.placeOrder.mock.calls[0]![0]).toMatchObject({ credit_card_id: "c1" });
    expect(w.adapter.tokenizeCard).not.toHaveBeenCalled();
    expect(w.deps.confirmOrder).not.toHaveBeenCalled();
  });

  it("lists every issue of a refusal together (BR-VAL-35) and orders nothing when the box cart is refused", async () => {
    const w = world();
    w.deps.placeOrder.mockResolvedValueOnce(http(400, "please provide vaild shipping address.", [
      { path: "shipping_address", message: "please provide vaild shipping address." },
      { path: "agree_terms", message: "please agree our terms and conditions." },
    ]));
    expect(await w.placer.place(w.input())).toEqual({ kind: "refused", messages: ["please provide vaild shipping address.", "please agree our terms and conditions."] });
    w.deps.saveCart.mockResolvedValueOnce(http(400, "Please select 6 items to check out"));
    expect(await w.placer.place(w.input())).toEqual({ kind: "refused", messages: ["Please select 6 items to check out"] });
    expect(w.deps.placeOrder).toHaveBeenCalledTimes(1);
  });

  it("puts a refused card's words under the card", async () => {
    const w = world();
    vi.mocked(w.adapter.confirmPayment).mockResolvedValueOnce({ ok: false, kind: "card", message: "Your card was declined." });
    w.deps.confirmOrder.mockResolvedValueOnce(http(402, "Your card was declined."));
    expect(await w.placer.place(w.input())).toEqual({ kind: "card-error", message: "Your card was declined." });
    w.deps.placeOrder.mockResolvedValueOnce(http(402, "Insufficient funds."));
    expect(await w.placer.place(w.input())).toEqual({ kind: "card-error", message: "Insufficient funds." });
  });

  it("repeats the same key and token after an unknown outcome, a new key after a definite one", async () => {
    const w = world();
    w.deps.placeOrder.mockResolvedValueOnce({ ok: false, error: { kind: "network", message: "x" } });
    expect(await w.placer.place(w.input())).toEqual({ kind: "error", message: ORDER_ERROR_MESSAGE });
    await w.placer.place(w.input());
    expect(w.deps.placeOrder.mock.calls.map((c) => c[1])).toEqual(["key-1", "key-1"]);
    expect(w.adapter.tokenizeCard).toHaveBeenCalledTimes(1);
    await w.placer.place(w.input());
    expect(w.deps.placeOrder.mock.calls[2]![1]).toBe("key-2");
  });

  it("ignores a second submit while the first runs (one order)", async () => {
    const w = world();
    const [first, second] = await Promise.all([w.placer.place(w.input()), w.placer.place(w.input())]);
    expect(first).toMatchObject({ kind: "placed" });
    expect(second).toBeNull();
    expect(w.deps.placeOrder).toHaveBeenCalledTimes(1);
  });
});
