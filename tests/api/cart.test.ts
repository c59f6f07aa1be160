import { randomUUID } from "node:crypto";
import { CartCalcResponse, type CartCalcRequest } from "@/lib/api";
import { hashToken } from "@/server/auth/session";
import { sessions } from "@/server/db/schema";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();

const calc = async (body: CartCalcRequest, headers: Record<string, string> = {}) => data(await api.post("/api/cart/calc", body, headers), CartCalcResponse);

const DEMO = "store-demo";
const line = (cart_item_id: string, item_id: string, variant_id: string | null, units = 1, extra: object = {}) => ({
  cart_item_id,
  item_id,
  store_id: DEMO,
  variant_id,
  units,
  ...extra,
});
const tax = (cents: number) => Math.round((cents * 825) / 10_000);

describe("POST /api/cart/calc", () => {
  it("prices an empty cart at zero", async () => {
    expect(await calc({ items: [] })).toEqual({
      stores: [],
      items_total: 0,
      total_discount: 0,
      shipping: 0,
      tax: 0,
      blings: 0,
      grand_total: 0,
      shipping_method_id: null,
      has_errors: false,
    });
  });

  it("prices a regular item with standard shipping and tax", async () => {
    const result = await calc({ items: [line("1", "itm-014", "itm-014-white-m", 2)], shipping_method_id: "basic-shipping" });
    const store = result.stores[0]!;
    expect(store).toMatchObject({ id: DEMO, name: "Dana's Edit", user_name: "demo", open_id: "open-demo", items_total: 5600, total_discount: 0 });
    expect(store.items[0]).toMatchObject({ name: "Everyday Cotton Tee", category: "Tops", price: 2800, units: 2, results: [{ status: "success", message: "" }] });
    expect(store.items[0]!.options).toEqual([
      { name: "Color", option: "White" },
      { name: "Size", option: "M" },
    ]);
    expect(store.items[0]!.variants).toHaveLength(15);
    expect(result).toMatchObject({ shipping: 800, tax: tax(5600), grand_total: 5600 + 800 + tax(5600), shipping_method_id: "basic-shipping", has_errors: false });
  });

  it("gives the member discount on member-priced items", async () => {
    const result = await calc({ items: [line("1", "itm-017", "itm-017-camel-m")] });
    expect(result.stores[0]).toMatchObject({ items_total: 11900, member_discount: 3000, total_discount: 3000 });
    expect(result.stores[0]!.items[0]!.price).toBe(8900);
    expect(result.tax).toBe(tax(8900));
    expect(result.grand_total).toBe(8900 + tax(8900));
  });

  it("gives the bundle discount on a bundle's component prices", async () => {
    const bundle = [
      { item_id: "itm-022", variant_id: "itm-022-denim-28" },
      { item_id: "itm-014", variant_id: "itm-014-black-s" },
    ];
    const result = await calc({ items: [line("1", "itm-065", null, 1, { bundle })] });
    const store = result.stores[0]!;
    expect(store.items[0]).toMatchObject({ is_bundle: true, price: 12600, results: [{ status: "success", message: "" }] });
    expect(store.items[0]!.bundle).toMatchObject({ discount: 10, items: [{ item_id: "itm-022", price: 9800 }, { item_id: "itm-014", price: 2800 }] });
    expect(store).toMatchObject({ items_total: 12600, bundle_discount: 1260, total_discount: 1260 });
  });

  it("fails a bundle with an option missing", async () => {
    const result = await calc({ items: [line("1", "itm-065", null, 1, { bundle: [{ item_id: "itm-022", variant_id: "itm-022-denim-28" }] })] });
    expect(result.stores[0]!.items[0]!.results).toEqual([{ status: "fail", message: "please select item option" }]);
    expect(result.has_errors).toBe(true);
  });

  describe("coupons", () => {
    const items = [line("1", "itm-014", "itm-014-white-m", 2), line("2", "itm-017", "itm-017-camel-m")];

    it("15.18: applies WELCOME15 to a first order, after member discounts, named as the shop names it", async () => {
      const result = await calc({ items, email: "new.shopper@example.com", coupon_codes: [{ store_id: DEMO, coupon_code: "welcome15" }] });
      const store = result.stores[0]!;
      expect(store.coupon_results).toEqual([{ coupon_code: "WELCOME15", status: "success", message: "WELCOME15 applied: 15% off." }]);
      const afterMember = 5600 + 11900 - 3000;
      expect(store.coupon_discount).toBe(Math.round(afterMember * 0.15));
      expect(store.total_discount).toBe(3000 + store.coupon_discount);
      expect(result.tax).toBe(tax(afterMember - store.coupon_discount));
      expect(result.has_errors).toBe(false);
    });

    it("refuses WELCOME15 to an email that has ordered before", async () => {
      const result = await calc({ items, email: "Repeat@Example.com", coupon_codes: [{ store_id: DEMO, coupon_code: "WELCOME15" }] });
      expect(result.stores[0]!.coupon_results).toEqual([{ coupon_code: "WELCOME15", status: "fail", message: "WELCOME15 is only valid on your first order." }]);
      expect(result.stores[0]!.coupon_discount).toBe(0);
      expect(result.has_errors).toBe(true);
    });

    it("names an unknown or inactive code", async () => {
      for (const code of ["XYZ", "SUMMER20"]) {
        const result = await calc({ items, coupon_codes: [{ store_id: DEMO, coupon_code: code }] });
        expect(result.stores[0]!.coupon_results).toEqual([{ coupon_code: code, status: "fail", message: `Coupon code "${code}" is not valid.` }]);
        expect(result.has_errors).toBe(true);
      }
    });
  });

  describe("shipping", () => {
    const items = [line("1", "itm-014", "itm-014-white-m")];
    it("charges express shipping once per order", async () => {
      const result = await calc({ items: [...items, { ...line("2", "itm-042", "itm-042-gold"), store_id: "store-luna" }], shipping_method_id: "express-shipping" });
      expect(result.stores).toHaveLength(2);
      expect(result.shipping).toBe(2000);
    });

    it("charges nothing for pick up, even with an address", async () => {
      const address = { name: "Sam Shopper", address: "1 Main St", city: "Austin", state: "TX", zip_code: "78701", phone: "5125550123" };
      const result = await calc({ items, shipping_method_id: "pick-up", shipping_address: address });
      expect(result).toMatchObject({ shipping: 0, shipping_method_id: "pick-up", grand_total: 2800 + tax(2800) });
    });

    it("charges nothing when no method is chosen or the method is unknown", async () => {
      expect(await calc({ items })).toMatchObject({ shipping: 0, shipping_method_id: null });
      expect(await calc({ items, shipping_method_id: "teleport" })).toMatchObject({ shipping: 0, shipping_method_id: null });
    });
  });

  describe("line checks", () => {
    it("fails a sold-out variant and leaves it out of the totals", async () => {
      const result = await calc({ items: [line("1", "itm-002", "itm-002-black-m"), line("2", "itm-014", "itm-014-white-m")] });
      const [soldOut, ok] = result.stores[0]!.items;
      expect(soldOut).toMatchObject({ out_of_stock: true, results: [{ status: "fail", message: "Out of stock" }] });
      expect(ok!.results[0]!.status).toBe("success");
      expect(result.items_total).toBe(2800);
      expect(result.has_errors).toBe(true);
    });

    it("clamps units to the stock left with a warning", async () => {
      const result = await calc({ items: [line("1", "itm-001", "itm-001-rose-m", 5)] });
      const item = result.stores[0]!.items[0]!;
      expect(item.units).toBe(2);
      expect(item.results).toEqual([{ status: "warning", message: "Only 2 left in stock." }]);
      expect(result.items_total).toBe(2 * 8900);
      expect(result.has_errors).toBe(false);
    });

    it("fails a pre-order whose offer ended, and accepts an open one", async () => {
      const result = await calc({ items: [line("1", "itm-027", "itm-027-camel-m"), line("2", "itm-012", "itm-012-gold-s")] });
      const [ended, open] = result.stores[0]!.items;
      expect(ended).toMatchObject({ is_offer_ended: true, results: [{ status: "fail", message: "offer ended" }] });
      expect(open).toMatchObject({ is_offer_ended: false, results: [{ status: "success", message: "" }] });
    });

    it("warns when the price changed since the shopper saw it", async () => {
      const result = await calc({ items: [line("1", "itm-014", "itm-014-white-m", 1, { seen_price: 2500 })] });
      expect(result.stores[0]!.items[0]!.results).toEqual([{ status: "warning", message: "Price changed from $ 25.00 to $ 28.00." }]);
    });

    it("fails a line whose option is not chosen; share carts say 'select all options'", async () => {
      const result = await calc({ items: [line("1", "itm-014", null)] });
      expect(result.stores[0]!.items[0]!.results).toEqual([{ status: "fail", message: "please select item option" }]);
      const shared = await calc({ items: [line("1", "itm-014", null)], sharecart: true });
      expect(shared.stores[0]!.items[0]!.results).toEqual([{ status: "fail", message: "select all options" }]);
    });

    it("fails unknown items, unknown variants and items the store does not sell", async () => {
      const result = await calc({
        items: [line("1", "itm-999", "x"), line("2", "itm-014", "itm-017-camel-m"), line("3", "itm-060", "itm-060-gold")],
      });
      for (const item of result.stores[0]!.items) expect(item.results).toEqual([{ status: "fail", message: "This item is no longer available." }]);
      expect(result.items_total).toBe(0);
    });

    it("groups by store in first-seen order and sorts lines by cart_item_id", async () => {
      const result = await calc({
        items: [
          { ...line("3", "itm-042", "itm-042-gold"), store_id: "store-luna" },
          line("10", "itm-014", "itm-014-white-m"),
          line("2", "itm-015", "itm-015-navy-m"),
        ],
      });
      expect(result.stores.map((s) => s.id)).toEqual(["store-luna", DEMO]);
      expect(result.stores[1]!.items.map((i) => i.cart_item_id)).toEqual(["2", "10"]);
    });
  });

  describe("blings", () => {
    it("gives guests none", async () => {
      expect((await calc({ items: [line("1", "itm-014", "itm-014-white-m")], blings: 300 })).blings).toBe(0);
    });

    it("spends a signed-in user's balance up to what they hold", async () => {
      const token = `test-${randomUUID()}`;
      await api.db.insert(sessions).values({ id: randomUUID(), userId: "user-shopper", tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
      const items = [line("1", "itm-014", "itm-014-white-m")];
      const some = await calc({ items, blings: 300 }, { "x-access-token": token });
      expect(some.blings).toBe(300);
      expect(some.grand_total).toBe(2800 + tax(2800) - 300);
      const capped = await calc({ items, blings: 10_000 }, { cookie: `sf_session=${token}` });
      expect(capped.blings).toBe(500);
      const badToken = await calc({ items, blings: 300 }, { "x-access-token": "nope" });
      expect(badToken.blings).toBe(0);
    });
  });

  describe("bad input", () => {
    it("rejects malformed JSON, wrong types and missing fields with 400", async () => {
      expect((await failure(await api.post("/api/cart/calc", "{"), 400)).message).toBe("Malformed JSON in request body.");
      const missing = await failure(await api.post("/api/cart/calc", {}), 400);
      expect(missing.issues?.[0]?.path).toBe("items");
      const units = await failure(await api.post("/api/cart/calc", { items: [line("1", "itm-014", "itm-014-white-m", 0)] }), 400);
      expect(units.issues?.[0]?.path).toBe("items.0.units");
      await failure(await api.post("/api/cart/calc", { items: [line("1", "itm-014", "itm-014-white-m", 1.5)] }), 400);
      await failure(await api.post("/api/cart/calc", { items: "all" }), 400);
      await failure(await api.post("/api/cart/calc", { items: [], email: "not-an-email" }), 400);
      await failure(await api.post("/api/cart/calc", { items: [], blings: -1 }), 400);
      await failure(await api.post("/api/cart/calc", { items: [], coupon_codes: [{ store_id: DEMO, coupon_code: "" }] }), 400);
    });
  });
});
