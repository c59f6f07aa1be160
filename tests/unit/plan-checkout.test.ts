import { describe, expect, it, vi } from "vitest";
import type { ApiResult } from "@/lib/api/errors";
import type { PlanCalc, PlanCheckoutRequest, PlanSettings } from "@/lib/api/schemas/plan";
import { EMPTY_ADDRESS } from "@/lib/checkout/checkout-data";
import type { PaymentAdapter } from "@/lib/payments/adapter";
import { defaultAddress, firstInvalidField, NEW_ADDRESS, planCalcRequest, planCheckoutProblems, planCheckoutRequest, planCheckoutSchema, type PlanCheckoutValues } from "@/lib/plan-checkout/form";
import { createPlanPurchaser, PURCHASE_ERROR_MESSAGE, type PurchaseRequest } from "@/lib/plan-checkout/purchase";
import { checkoutAccess, checkoutPlanKey, initialPlanPay, planCheckoutSearch, readPlanCheckoutQuery } from "@/lib/plan-checkout/query";
import { payOptionText, planSummary } from "@/lib/plan-checkout/summary";

const address = { fullName: "Ann Lee", address: "1 Main St", address2: "", zip: "94105", state: "", city: "San Francisco", phone: "(415) 555-0100" };
const values = (patch: Partial<PlanCheckoutValues> = {}): PlanCheckoutValues => ({
  plan: "seller1", pay: "month", coupon: "", couponInput: "", vipCode: "", address: NEW_ADDRESS, billing: address,
  payment: { kind: "new-card" }, cardComplete: true, agree: true, ...patch,
});

function errorsOf(input: PlanCheckoutValues) {
  const result = planCheckoutSchema.safeParse(input);
  const errors: Record<string, { message: string }> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] = { message: issue.message };
  return errors;
}

describe("plan checkout form (BR-VAL-34)", () => {
  it("accepts a complete form", () => {
    expect(planCheckoutSchema.safeParse(values()).success).toBe(true);
    expect(planCheckoutSchema.safeParse(values({ address: "a1", billing: EMPTY_ADDRESS, payment: { kind: "saved-card", cardId: "c1" }, cardComplete: false })).success).toBe(true);
  });

  it("says all three of the spec's messages at once, with each address field's own", () => {
    const errors = errorsOf(values({ billing: EMPTY_ADDRESS, payment: null, agree: false }));
    expect(errors).toMatchObject({
      address: { message: "please provide vaild billing address." },
      payment: { message: "please provide vaild payment information." },
      agree: { message: "please agree our terms and conditions." },
      "billing.fullName": { message: "full name required" },
      "billing.phone": { message: "phone required" },
    });
    expect(planCheckoutProblems(errors)).toEqual(["please provide vaild billing address.", "please provide vaild payment information.", "please agree our terms and conditions."]);
  });

  it("a new card must be complete; a saved address needs no typed one; no address at all is the billing message", () => {
    expect(errorsOf(values({ cardComplete: false }))).toEqual({ payment: { message: "please provide vaild payment information." } });
    expect(errorsOf(values({ address: "", billing: EMPTY_ADDRESS }))).toEqual({ address: { message: "please provide vaild billing address." } });
  });

  it("bills the default saved address until another is picked, a new one without any", () => {
    const a = (id: string, isDefault: boolean) => ({ _id: id, name: "", address: "", address2: "", zip_code: "", state: "", city: "", phone: "", country: "US", is_default: isDefault });
    expect(defaultAddress([a("a1", false), a("a2", true)])).toBe("a2");
    expect(defaultAddress([a("a1", false)])).toBe("a1");
    expect(defaultAddress([])).toBe(NEW_ADDRESS);
  });

  it("focuses the first problem in the form's order", () => {
    expect(firstInvalidField({ billing: { city: {}, zip: {} }, payment: {}, agree: {} })).toBe("billing.zip");
    expect(firstInvalidField({ payment: {}, agree: {} })).toBe("payment");
    expect(firstInvalidField({ agree: {} })).toBe("agree");
    expect(firstInvalidField({})).toBeNull();
  });

  it("builds the calc request: a coupon only when applied, a change without it", () => {
    expect(planCalcRequest({ plan: "seller2", pay: "year", coupon: "" }, false)).toEqual({ plan_id: "seller2", pay: "year" });
    expect(planCalcRequest({ plan: "seller2", pay: "year", coupon: "FREE30" }, false)).toEqual({ plan_id: "seller2", pay: "year", coupon: "FREE30" });
    expect(planCalcRequest({ plan: "seller2", pay: "year", coupon: "FREE30" }, true)).toEqual({ plan_id: "seller2", pay: "year", mode: "change" });
  });

  it("builds the checkout request from a typed or a saved address", () => {
    expect(planCheckoutRequest(values({ coupon: "FREE30" }), [], false)).toEqual({
      plan_id: "seller1", pay: "month", coupon: "FREE30", agree_terms: true,
      billing_address: { name: "Ann Lee", address: "1 Main St", address2: "", city: "San Francisco", state: "", zip_code: "94105", phone: "4155550100" },
    });
    const saved = { _id: "a1", name: "Sam", address: "9 Oak", address2: "Apt 2", zip_code: "10001", state: "NY", city: "New York", phone: "212-555-0100", country: "US", is_default: true };
    expect(planCheckoutRequest(values({ address: "a1", coupon: "FREE30" }), [saved], true)).toEqual({
      plan_id: "seller1", pay: "month", mode: "change", agree_terms: true,
      billing_address: { name: "Sam", address: "9 Oak", address2: "Apt 2", city: "New York", state: "NY", zip_code: "10001", phone: "2125550100" },
    });
  });
});

describe("plan checkout price (PLAN-04/09/10, ONB-10)", () => {
  const basic = { name: "Basic", monthly_fee: 2500, annual_avg_monthly_fee: 2000, discountOff: 20 };
  const MONTH = "2026-04-10T12:00:00.000Z";
  const schedule = (today: number, amount = 2500, free: PlanCalc["schedule"]["free"] = null, date = MONTH) => ({ today, next: { amount, date }, free });
  const calc = (patch: Partial<PlanCalc>): PlanCalc => ({ total: 2500, refund: 0, price: 2500, coupon_result: null, vip: false, schedule: schedule(2500), ...patch });

  it("the period radio: monthly fee, or 12 × the monthly average with 'save 20%'", () => {
    expect(payOptionText(basic, "month")).toEqual({ price: "$ 25.00 per month", note: null });
    expect(payOptionText(basic, "year")).toEqual({ price: "$ 240.00 per year", note: "$ 20.00 per month, save 20%" });
  });

  it("a plain purchase: the plan's line, the total due today and the next charge with its day", () => {
    expect(planSummary(basic, "month", calc({}))).toEqual({
      lines: [{ label: "Basic, monthly", cents: 2500 }],
      total: { label: "Total due today", cents: 2500 },
      next: { label: "Next charge on April 10, 2026, then every month", cents: 2500 },
      freeDays: null,
      notice: null,
    });
  });

  it("a change: the refund taken off", () => {
    const summary = planSummary(basic, "year", calc({ price: 24000, refund: 1250, total: 22750, schedule: schedule(22750, 24000, null, "2027-03-10T12:00:00.000Z") }));
    expect(summary.lines).toEqual([{ label: "Basic, yearly", cents: 24000 }, { label: "Refund for your current plan", cents: 1250, discount: true }]);
    expect(summary.total.cents).toBe(22750);
    expect(summary.next).toEqual({ label: "Next charge on March 10, 2027, then every year", cents: 24000 });
  });

  it("free days: the spec's sentence (a yearly plan's month is its average); a failed coupon says nothing", () => {
    const free30 = { by: "coupon" as const, days: 30 };
    expect(planSummary(basic, "month", calc({ total: 0, coupon_result: { free_days: 30, status: "success" }, schedule: schedule(0, 2500, free30) })).freeDays).toBe("First 30 days free, then $25.00 per Month");
    expect(planSummary(basic, "year", calc({ price: 24000, total: 0, coupon_result: { free_days: 14, status: "success" }, schedule: schedule(0, 24000, { by: "coupon", days: 14 }) })).freeDays).toBe("First 14 days free, then $20.00 per Month");
    expect(planSummary(basic, "month", calc({ coupon_result: { free_days: 0, status: "fail" } })).freeDays).toBeNull();
  });

  it("finding 2: FREE30 then VIPSTYLE on Yearly: the VIP code's month free, nothing today, $240 on the day it ends; the coupon is said unused", () => {
    const summary = planSummary(basic, "year", calc({ price: 24000, total: 0, vip: true, coupon_result: { free_days: 30, status: "success" }, schedule: schedule(0, 24000, { by: "vip", months: 1 }) }));
    expect(summary.lines).toEqual([
      { label: "Basic, yearly", cents: 24000 },
      { label: "VIP code: first month free", cents: 0, text: "Free until April 10, 2026" },
    ]);
    expect(summary.total).toEqual({ label: "Total due today", cents: 0 });
    expect(summary.next).toEqual({ label: "Next charge on April 10, 2026, then every year", cents: 24000 });
    expect(summary.freeDays).toBeNull();
    expect(summary.notice).toBe("Your VIP code and a coupon do not add up: the VIP code's free time applies, and the coupon is not used.");
  });
});

describe("plan checkout query and access (PLAN-09/11, BR-PLAN-01, C-16)", () => {
  it("reads the plan and the mode, and keeps the whole query for sign-in", () => {
    expect(readPlanCheckoutQuery({ plan: " seller2 ", mode: "change" })).toEqual({ plan: "seller2", change: true });
    expect(readPlanCheckoutQuery({ plan: ["shopper2", "x"] })).toEqual({ plan: "shopper2", change: false });
    expect(readPlanCheckoutQuery({})).toEqual({ plan: null, change: false });
    expect(planCheckoutSearch({ plan: "seller2", mode: "change", none: undefined })).toBe("plan=seller2&mode=change");
  });

  it("seller1 by default and for a key the shop does not sell", () => {
    const sold = ["shopper1", "shopper2", "seller1", "seller2"];
    expect(checkoutPlanKey(null, sold)).toBe("seller1");
    expect(checkoutPlanKey("gold", sold)).toBe("seller1");
    expect(checkoutPlanKey("seller2", sold)).toBe("seller2");
  });

  it("a new purchase only at 0-0; shopper1 never; a change needs a running plan", () => {
    expect(checkoutAccess({ plan: "seller1", change: false, tier: "0-0", hasPlan: false })).toEqual({ destination: "checkout", change: false });
    expect(checkoutAccess({ plan: "seller1", change: false, tier: "2-0", hasPlan: true }).destination).toBe("settings");
    expect(checkoutAccess({ plan: "shopper1", change: true, tier: "2-0", hasPlan: true }).destination).toBe("settings");
    expect(checkoutAccess({ plan: "seller2", change: true, tier: "2-0", hasPlan: true })).toEqual({ destination: "checkout", change: true });
    // mode=change without a plan is a new purchase, subject to the 0-0 rule
    expect(checkoutAccess({ plan: "seller2", change: true, tier: "0-0", hasPlan: false })).toEqual({ destination: "checkout", change: false });
    expect(checkoutAccess({ plan: "seller2", change: true, tier: "2-0", hasPlan: false })).toEqual({ destination: "settings", change: false });
    expect(checkoutAccess({ plan: "seller2", change: false, tier: "odd", hasPlan: false }).destination).toBe("settings");
  });

  it("a change to the running plan opens on its other period", () => {
    expect(initialPlanPay(true, { plan_id: "seller1", pay: "month" }, "seller1")).toBe("year");
    expect(initialPlanPay(true, { plan_id: "seller1", pay: "year" }, "seller1")).toBe("month");
    expect(initialPlanPay(true, { plan_id: "seller1", pay: "month" }, "seller2")).toBe("month");
    expect(initialPlanPay(false, null, "seller1")).toBe("month");
  });
});

describe("plan purchase attempts (idempotency keys)", () => {
  const settings: PlanSettings = { plan: null, is_show_buy_plan: false, tier: "2-0" };
  const request: PurchaseRequest = planCheckoutRequest(values(), [], false);
  const adapter = (tokens: string[]): PaymentAdapter => ({
    provider: "test",
    tokenizeCard: vi.fn(async () => ({ ok: true as const, value: tokens.shift() ?? "tok_x" })),
    confirmPayment: vi.fn(),
  });
  const http = (status: number, message: string): ApiResult<never> => ({ ok: false, error: { kind: "http", status, message } });

  function purchaser(answers: ApiResult<PlanSettings>[]) {
    const sent: { body: PlanCheckoutRequest; key: string }[] = [];
    let n = 0;
    const buyer = createPlanPurchaser({
      checkout: async (body, key) => {
        sent.push({ body, key });
        return answers.shift() ?? { ok: true, data: settings };
      },
      newAttemptKey: () => `key${++n}`,
    });
    return { buyer, sent };
  }

  it("a saved card sends its id; a new card its token", async () => {
    const { buyer, sent } = purchaser([]);
    expect(await buyer.place({ request, payment: { kind: "saved-card", cardId: "c1" } })).toEqual({ kind: "bought", settings });
    await buyer.place({ request, payment: { kind: "new-card", version: 1, adapter: adapter(["tok_a"]) } });
    expect(sent.map((s) => [s.key, s.body.credit_card_id, s.body.token])).toEqual([["key1", "c1", undefined], ["key2", undefined, "tok_a"]]);
  });

  it("an unknown outcome keeps the key and the token for the same request; a definite one ends the attempt", async () => {
    const card = adapter(["tok_a", "tok_b"]);
    const { buyer, sent } = purchaser([{ ok: false, error: { kind: "network", message: "a server error occurred." } }, http(500, "boom"), http(402, "Your card was declined.")]);
    expect(await buyer.place({ request, payment: { kind: "new-card", version: 1, adapter: card } })).toEqual({ kind: "error", message: PURCHASE_ERROR_MESSAGE });
    expect(await buyer.place({ request, payment: { kind: "new-card", version: 1, adapter: card } })).toEqual({ kind: "error", message: PURCHASE_ERROR_MESSAGE });
    expect(await buyer.place({ request, payment: { kind: "new-card", version: 1, adapter: card } })).toEqual({ kind: "card-error", message: "Your card was declined." });
    expect(await buyer.place({ request, payment: { kind: "new-card", version: 1, adapter: card } })).toEqual({ kind: "bought", settings });
    expect(sent.map((s) => [s.key, s.body.token])).toEqual([["key1", "tok_a"], ["key1", "tok_a"], ["key1", "tok_a"], ["key2", "tok_b"]]);
  });

  it("another card or another request is a new attempt", async () => {
    const { buyer, sent } = purchaser([http(503, "down"), http(503, "down")]);
    await buyer.place({ request, payment: { kind: "saved-card", cardId: "c1" } });
    await buyer.place({ request, payment: { kind: "saved-card", cardId: "c2" } });
    await buyer.place({ request: { ...request, pay: "year" }, payment: { kind: "saved-card", cardId: "c2" } });
    expect(sent.map((s) => s.key)).toEqual(["key1", "key2", "key3"]);
  });

  it("a thrown call is an unknown outcome in the plan's words: the same key next time", async () => {
    const sent: string[] = [];
    const buyer = createPlanPurchaser({
      checkout: async (_body, key) => {
        sent.push(key);
        if (sent.length === 1) throw new TypeError("Failed to fetch");
        return { ok: true, data: settings };
      },
      newAttemptKey: () => `key${sent.length + 1}`,
    });
    expect(await buyer.place({ request, payment: { kind: "saved-card", cardId: "c1" } })).toEqual({ kind: "error", message: PURCHASE_ERROR_MESSAGE });
    expect(await buyer.place({ request, payment: { kind: "saved-card", cardId: "c1" } })).toEqual({ kind: "bought", settings });
    expect(sent).toEqual(["key1", "key1"]);
  });

  it("ignores a second submit while the first runs (one purchase, one token)", async () => {
    const { buyer, sent } = purchaser([]);
    const card = adapter(["tok_a", "tok_b"]);
    const payment = { kind: "new-card" as const, version: 1, adapter: card };
    const [first, second] = await Promise.all([buyer.place({ request, payment }), buyer.place({ request, payment })]);
    expect(first).toEqual({ kind: "bought", settings });
    expect(second).toBeNull();
    expect(sent).toHaveLength(1);
    expect(card.tokenizeCard).toHaveBeenCalledTimes(1);
  });

  it("names the held VIP code's refusal, the server's words otherwise; a refused tokenisation sends nothing", async () => {
    const { buyer, sent } = purchaser([http(409, "vip code invalid"), http(409, "You already have a plan: change it from My Plan Detail.")]);
    expect(await buyer.place({ request, payment: { kind: "saved-card", cardId: "c1" } })).toEqual({ kind: "vip-invalid", message: "vip code invalid" });
    expect(await buyer.place({ request, payment: { kind: "saved-card", cardId: "c1" } })).toEqual({ kind: "error", message: "You already have a plan: change it from My Plan Detail." });
    const refused: PaymentAdapter = { provider: "test", tokenizeCard: async () => ({ ok: false, kind: "card", message: "Your card number is incorrect." }), confirmPayment: vi.fn() };
    expect(await buyer.place({ request, payment: { kind: "new-card", version: 1, adapter: refused } })).toEqual({ kind: "card-error", message: "Your card number is incorrect." });
    expect(sent).toHaveLength(2);
  });
});
