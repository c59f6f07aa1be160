import { CartCalcRequest, CartCalcResponse } from "@/lib/api/schemas/cart";
import { priceCart, type PricingContext, type PricingVariant } from "@/server/cart/price-cart";
import { allocate, orderLinesOf } from "@/server/orders/lines";
import { pricingItem, pricingVariant } from "../support/pricing-fixtures";

const NOW = new Date("2026-06-01T12:00:00Z");

const variant = (id: string, price: number, extra: Partial<PricingVariant> = {}) => pricingVariant(id, price, { image: `/img/${id}.png`, ...extra });
const item = pricingItem;

const ITEMS = [
  item("tee", [variant("tee-m", 2033)]),
  item("silk", [variant("silk-s", 8000, { retailPrice: 10000, compareAtPrice: 12000 })]),
  item("jeans", [variant("jeans-28", 9999)]),
  item("set", [], { isBundle: true, bundleDiscount: 15, components: ["tee", "jeans"] }),
  item("pre", [variant("pre-m", 5000)], { isPreorder: true, offerEnds: new Date(NOW.getTime() + 86_400_000) }),
];

const context: PricingContext = {
  now: NOW,
  stores: new Map([
    ["s1", { id: "s1", name: "One", userName: "one", openId: "o1" }],
    ["s2", { id: "s2", name: "Two", userName: "two", openId: "o2" }],
  ]),
  items: new Map(ITEMS.map((i) => [i.id, i])),
  coupons: new Map([["TEN", { code: "TEN", percent: 10, firstOrderOnly: false, active: true, storeId: null, startsAt: null, endsAt: null }]]),
  shipping: null,
  hasPreviousOrder: false,
  blingsBalance: 0,
};

const price = (input: Parameters<typeof CartCalcRequest.parse>[0]) => CartCalcResponse.parse(priceCart(CartCalcRequest.parse(input), context));

describe("allocate", () => {
  it("splits to the cent in proportion and never loses or makes a cent", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(7, [0, 10])).toEqual([0, 7]);
    for (const [amount, weights] of [
      [999, [3, 7, 11]],
      [1, [2033, 9999]],
      [12345, [1, 1, 1, 1, 1, 1, 1]],
    ] as const) {
      expect(allocate(amount, [...weights]).reduce((a, b) => a + b, 0)).toBe(amount);
    }
  });
});

describe("orderLinesOf", () => {
  const priced = price({
    items: [
      { cart_item_id: "1", item_id: "tee", store_id: "s1", variant_id: "tee-m", units: 3 },
      { cart_item_id: "2", item_id: "silk", store_id: "s1", variant_id: "silk-s", units: 1 },
      { cart_item_id: "3", item_id: "set", store_id: "s1", variant_id: null, units: 2, bundle: [{ item_id: "tee", variant_id: "tee-m" }, { item_id: "jeans", variant_id: "jeans-28" }] },
      { cart_item_id: "4", item_id: "pre", store_id: "s2", variant_id: "pre-m", units: 1 },
    ],
    coupon_codes: [{ store_id: "s1", coupon_code: "ten" }],
  });
  const { lines, stock } = orderLinesOf(priced, context);

  it("adds up to the priced totals", () => {
    expect(lines.reduce((s, l) => s + l.originalPrice * l.units, 0)).toBe(priced.items_total);
    expect(lines.reduce((s, l) => s + (l.originalPrice - l.price) * l.units + l.discountPrice, 0)).toBe(priced.total_discount);
  });

  it("snapshots each line: member and retail price, the variant's picture, pre-sale type, bundle parts, the cart line id", () => {
    const [tee, silk, set, pre] = lines;
    expect(tee).toMatchObject({ itemId: "tee", variantId: "tee-m", price: 2033, originalPrice: 2033, thumb: "/img/tee-m.png", units: 3, type: 0, cartItemId: "1" });
    expect(silk).toMatchObject({ price: 8000, originalPrice: 10000, compareAtPrice: 12000 });
    expect(set).toMatchObject({ isBundle: true, variantId: null, price: 2033 + 9999, originalPrice: 2033 + 9999, units: 2 });
    expect(set!.bundle!.items.map((p) => p.variant_id)).toEqual(["tee-m", "jeans-28"]);
    expect(pre).toMatchObject({ storeId: "s2", type: 3, discountPrice: 0, couponMessage: "" });
    expect(tee!.couponMessage).toBe("TEN applied: 10% off.");
  });

  it("asks each variant for all its units, bundles included", () => {
    expect(stock.sort((a, b) => a.variantId.localeCompare(b.variantId))).toEqual([
      { variantId: "jeans-28", units: 2, name: "Item jeans" },
      { variantId: "pre-m", units: 1, name: "Item pre" },
      { variantId: "silk-s", units: 1, name: "Item silk" },
      { variantId: "tee-m", units: 5, name: "Item tee" },
    ]);
  });

  it("uses the clamped units of a line with fewer in stock", () => {
    const low = { ...context, items: new Map(context.items).set("tee", item("tee", [variant("tee-m", 2033, { stock: 2 })])) };
    const clamped = CartCalcResponse.parse(priceCart(CartCalcRequest.parse({ items: [{ cart_item_id: "1", item_id: "tee", store_id: "s1", variant_id: "tee-m", units: 9 }] }), low));
    const result = orderLinesOf(clamped, low);
    expect(result.lines[0]!.units).toBe(2);
    expect(result.stock).toEqual([{ variantId: "tee-m", units: 2, name: "Item tee" }]);
  });
});
