import { CartCalcRequest, CartCalcResponse } from "@/lib/api/schemas/cart";
import { priceCart, TAX_RATE_BASIS_POINTS, type PricingContext, type PricingVariant } from "@/server/cart/price-cart";
import { pricingItem, pricingVariant } from "../support/pricing-fixtures";

const NOW = new Date("2026-06-01T12:00:00Z");

const variant = (id: string, price: number, stock: number, extra: Partial<PricingVariant> = {}) => pricingVariant(id, price, { stock, ...extra });
const item = pricingItem;

const ITEMS = [
  item("tee", [variant("tee-s", 2000, 5), variant("tee-m", 2000, 1), variant("tee-l", 2000, 0)]),
  item("silk", [variant("silk-s", 8000, 3, { retailPrice: 10000, compareAtPrice: 12000 })]),
  item("jeans", [variant("jeans-28", 9999, 4)]),
  item("set", [], { isBundle: true, bundleDiscount: 15, components: ["tee", "jeans"] }),
  item("pre-open", [variant("po", 5000, 9)], { isPreorder: true, offerEnds: new Date(NOW.getTime() + 86_400_000) }),
  item("pre-ended", [variant("pe", 5000, 9)], { isPreorder: true, offerEnds: new Date(NOW.getTime() - 1000) }),
];

function context(overrides: Partial<PricingContext> = {}): PricingContext {
  return {
    now: NOW,
    stores: new Map([
      ["s1", { id: "s1", name: "Store One", userName: "one", openId: "open-one" }],
      ["s2", { id: "s2", name: "Store Two", userName: "two", openId: "open-two" }],
    ]),
    items: new Map(ITEMS.map((i) => [i.id, i])),
    coupons: new Map([
      ["WELCOME15", { code: "WELCOME15", percent: 15, firstOrderOnly: true, active: true, storeId: null, startsAt: null, endsAt: null }],
      ["TEN", { code: "TEN", percent: 10, firstOrderOnly: false, active: true, storeId: null, startsAt: null, endsAt: null }],
      ["ONLYTWO", { code: "ONLYTWO", percent: 10, firstOrderOnly: false, active: true, storeId: "s2", startsAt: null, endsAt: null }],
      ["EXPIRED", { code: "EXPIRED", percent: 10, firstOrderOnly: false, active: true, storeId: null, startsAt: null, endsAt: new Date(NOW.getTime() - 1) }],
    ]),
    shipping: null,
    hasPreviousOrder: false,
    blingsBalance: 0,
    ...overrides,
  };
}

type Input = Parameters<typeof CartCalcRequest.parse>[0];
const run = (input: Input, ctx: Partial<PricingContext> = {}) => CartCalcResponse.parse(priceCart(CartCalcRequest.parse(input), context(ctx)));
const l = (id: string, item_id: string, variant_id: string | null, units = 1, extra: object = {}) => ({ cart_item_id: id, item_id, store_id: "s1", variant_id, units, ...extra });

describe("priceCart", () => {
  it("sums retail prices and uses the 8.25% tax constant, rounded to the cent", () => {
    expect(TAX_RATE_BASIS_POINTS).toBe(825);
    const result = run({ items: [l("1", "jeans", "jeans-28", 1)] });
    expect(result.items_total).toBe(9999);
    expect(result.tax).toBe(825); // 9999 × 0.0825 = 824.9175 → 825
    expect(result.grand_total).toBe(9999 + 825);
    for (const value of [result.items_total, result.tax, result.grand_total]) expect(Number.isInteger(value)).toBe(true);
  });

  it("splits member pricing into items_total (retail) and member_discount", () => {
    const result = run({ items: [l("1", "silk", "silk-s", 2)] });
    expect(result.stores[0]).toMatchObject({ items_total: 20000, member_discount: 4000, total_discount: 4000 });
    expect(result.stores[0]!.items[0]).toMatchObject({ price: 8000, compare_at_price: 12000 });
    expect(result.tax).toBe(Math.round(16000 * 0.0825));
  });

  it("discounts a bundle by its percent of the component prices, per unit count", () => {
    const bundle = [
      { item_id: "tee", variant_id: "tee-s" },
      { item_id: "jeans", variant_id: "jeans-28" },
    ];
    const result = run({ items: [l("1", "set", null, 2, { bundle })] });
    const store = result.stores[0]!;
    expect(store.items[0]!.price).toBe(11999);
    expect(store.items_total).toBe(23998);
    expect(store.bundle_discount).toBe(Math.round(23998 * 0.15));
    expect(store.items[0]!.bundle?.items.map((p) => p.variant_id)).toEqual(["tee-s", "jeans-28"]);
  });

  it("clamps a bundle to its scarcest component", () => {
    const bundle = [
      { item_id: "tee", variant_id: "tee-m" },
      { item_id: "jeans", variant_id: "jeans-28" },
    ];
    const result = run({ items: [l("1", "set", null, 3, { bundle })] });
    expect(result.stores[0]!.items[0]).toMatchObject({ units: 1, results: [{ status: "warning", message: "Only 1 left in stock." }] });
  });

  it("fails a bundle with a sold-out component", () => {
    const bundle = [
      { item_id: "tee", variant_id: "tee-l" },
      { item_id: "jeans", variant_id: "jeans-28" },
    ];
    const result = run({ items: [l("1", "set", null, 1, { bundle })] });
    expect(result.stores[0]!.items[0]).toMatchObject({ out_of_stock: true, results: [{ status: "fail", message: "Out of stock" }] });
    expect(result.items_total).toBe(0);
  });

  it("15.18: applies a percent coupon after member and bundle discounts, answering the code as the shop names it", () => {
    const result = run({ items: [l("1", "silk", "silk-s", 1)], coupon_codes: [{ store_id: "s1", coupon_code: " ten " }] });
    const store = result.stores[0]!;
    expect(store.coupon_discount).toBe(800);
    expect(store.total_discount).toBe(2000 + 800);
    expect(store.coupon_results[0]).toEqual({ coupon_code: "TEN", status: "success", message: "TEN applied: 10% off." });
  });

  it("fails a first-order coupon after a previous order, an unknown, an expired or another store's code", () => {
    const items = [l("1", "tee", "tee-s")];
    expect(run({ items, coupon_codes: [{ store_id: "s1", coupon_code: "WELCOME15" }] }, { hasPreviousOrder: true }).stores[0]!.coupon_results[0]).toEqual({
      coupon_code: "WELCOME15",
      status: "fail",
      message: "WELCOME15 is only valid on your first order.",
    });
    for (const code of ["NOPE", "EXPIRED", "ONLYTWO"]) {
      const result = run({ items, coupon_codes: [{ store_id: "s1", coupon_code: code }] });
      expect(result.stores[0]!.coupon_results[0]!.message).toBe(`Coupon code "${code}" is not valid.`);
      expect(result.has_errors).toBe(true);
    }
  });

  it("applies one coupon per store", () => {
    const result = run({
      items: [l("1", "tee", "tee-s")],
      coupon_codes: [
        { store_id: "s1", coupon_code: "TEN" },
        { store_id: "s1", coupon_code: "WELCOME15" },
      ],
    });
    expect(result.stores[0]!.coupon_results.map((r) => r.status)).toEqual(["success", "fail"]);
    expect(result.stores[0]!.coupon_discount).toBe(200);
  });

  it("charges shipping once, not for pick up and not for an empty cart", () => {
    const items = [l("1", "tee", "tee-s"), { ...l("2", "jeans", "jeans-28"), store_id: "s2" }];
    const standard = { id: "std", name: "Standard Shipping", price: 800 };
    expect(run({ items, shipping_method_id: "std" }, { shipping: standard })).toMatchObject({ shipping: 800, shipping_method_id: "std" });
    expect(run({ items, shipping_method_id: "pu" }, { shipping: { id: "pu", name: "pick up", price: 500 } })).toMatchObject({ shipping: 0, shipping_method_id: "pu" });
    expect(run({ items: [l("1", "tee", "tee-l")], shipping_method_id: "std" }, { shipping: standard }).shipping).toBe(0);
  });

  it("spends blings up to the balance and never below a zero total", () => {
    const items = [l("1", "tee", "tee-s")];
    expect(run({ items, blings: 100 }, { blingsBalance: 50 }).blings).toBe(50);
    const all = run({ items, blings: 1_000_000 }, { blingsBalance: 1_000_000 });
    expect(all.blings).toBe(2000 + 165);
    expect(all.grand_total).toBe(0);
  });

  it("reports every line problem with the spec's wording", () => {
    const result = run({
      items: [
        l("1", "tee", null),
        l("2", "ghost", "x"),
        l("3", "tee", "tee-l"),
        l("4", "pre-ended", "pe"),
        l("5", "pre-open", "po"),
        l("6", "tee", "tee-s", 9, { seen_price: 1500 }),
        l("7", "tee", "jeans-28"),
      ],
    });
    const results = Object.fromEntries(result.stores[0]!.items.map((i) => [i.cart_item_id, i.results]));
    expect(results["1"]).toEqual([{ status: "fail", message: "please select item option" }]);
    expect(results["2"]).toEqual([{ status: "fail", message: "This item is no longer available." }]);
    expect(results["3"]).toEqual([{ status: "fail", message: "Out of stock" }]);
    expect(results["4"]).toEqual([{ status: "fail", message: "offer ended" }]);
    expect(results["5"]).toEqual([{ status: "success", message: "" }]);
    expect(results["6"]).toEqual([
      { status: "warning", message: "Only 5 left in stock." },
      { status: "warning", message: "Price changed from $ 15.00 to $ 20.00." },
    ]);
    expect(results["7"]).toEqual([{ status: "fail", message: "This item is no longer available." }]);
    expect(result.items_total).toBe(5000 + 5 * 2000);
    expect(result.has_errors).toBe(true);
  });

  it("treats an item the line's store does not sell as unavailable", () => {
    const result = run({ items: [{ ...l("1", "tee", "tee-s"), store_id: "s3" }] });
    expect(result.stores[0]).toMatchObject({ id: "s3", name: "", items_total: 0 });
    expect(result.stores[0]!.items[0]!.results[0]!.message).toBe("This item is no longer available.");
  });

  it("orders stores by first appearance and lines by numeric cart_item_id", () => {
    const result = run({ items: [{ ...l("9", "tee", "tee-s"), store_id: "s2" }, l("10", "tee", "tee-s"), l("9", "jeans", "jeans-28"), l("1", "silk", "silk-s")] });
    expect(result.stores.map((s) => s.id)).toEqual(["s2", "s1"]);
    expect(result.stores[1]!.items.map((i) => i.cart_item_id)).toEqual(["1", "9", "10"]);
    expect(result.stores[0]!.items[0]!.category).toBeNull();
  });
});
