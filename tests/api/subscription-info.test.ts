/**
 * The gift store's public reads (API-66…69): info by sub-brand (any case, C-45; unknown → 404), the
 * price with a coupon, the stylist's suggestion, the piece list; and the gift packages never showing
 * in a store's grid, the sitemap or the starter items.
 */
import { AutoPick, GiftItemsPage, SubscriptionCalc, SubscriptionInfo, SubscriptionPurchase } from "@/lib/api/schemas/subscription";
import { StoreItemsPage } from "@/lib/api/schemas/item";
import { GIFT_MESSAGES } from "@/lib/gift/messages";
import { data, failure, fileTestApi } from "./helpers";
import { cardToken, movableClock, planShopper } from "./plans-support";
import { giftBody, giftKey } from "./subscription-support";

const clock = movableClock();
const api = fileTestApi({ now: clock.now });

describe("GET /api/subscription/info", () => {
  it("answers the sub-brand's types, packages and styles, whatever the code's case", async () => {
    const info = await data(await api.get("/api/subscription/info?subscription_code=GFB"), SubscriptionInfo);
    expect(info).toMatchObject({ code: "gfb", buffer_days: 7, current_datetime: clock.at.toISOString(), storeId: "" });
    expect(info.type.map((t) => [t.id, t.title, t.items[0]])).toEqual([
      ["SO", "SPECIAL OCCASION PACK", { id: "gift-gfb-so-2", price: 11996, item_count: 2 }],
      ["M", "MONTHLY SUBSCRIPTION", { id: "gift-gfb-m-2", price: 2549, item_count: 2 }],
      ["OT", "ONE BOX", { id: "gift-gfb-ot-2", price: 2999, item_count: 2 }],
    ]);
    expect(info.styles.map((s) => s.id)).toEqual(["classic", "modern", "romantic"]);
    const rcb = await data(await api.get("/api/subscription/info?subscription_code=rcb&store=demo"), SubscriptionInfo);
    expect(rcb.type.map((t) => t.id)).toEqual(["M"]);
    expect(rcb).toMatchObject({ storeId: "store-demo", subscription_brands: [{ code: "gfb", name: "Gift Box" }, { code: "rcb", name: "Monthly Jewelry Box" }] });
  });

  it("is a 404 for an unknown code, or a store that does not promote the sub-brand; a 400 for bad input", async () => {
    expect((await failure(await api.get("/api/subscription/info?subscription_code=xyz"), 404)).message).toBe(GIFT_MESSAGES.notFound);
    expect((await failure(await api.get("/api/subscription/info?subscription_code=gfb&store=marcus"), 404)).message).toBe(GIFT_MESSAGES.notFound);
    expect((await failure(await api.get("/api/subscription/info?subscription_code=gfb&store=nobody"), 404)).message).toBe(GIFT_MESSAGES.notFound);
    await failure(await api.get("/api/subscription/info"), 400);
    await failure(await api.get(`/api/subscription/info?subscription_code=${"g".repeat(200)}`), 400);
  });

  it("is cacheable like the catalogue", async () => {
    const response = await api.get("/api/subscription/info?subscription_code=gfb&store=demo");
    expect(response.headers.get("cache-control")).toContain("public");
  });
});

describe("GET /api/subscription/calculate", () => {
  it("prices a package, with a coupon (query parameters, G-46)", async () => {
    expect(await data(await api.get("/api/subscription/calculate?item_id=gift-gfb-ot-2"), SubscriptionCalc)).toEqual({
      item_id: "gift-gfb-ot-2",
      items_total: 2999,
      coupon_discount: 0,
      tax: 247,
      grand_total: 3246,
      coupon_results: [],
    });
    const coupon = await data(await api.get("/api/subscription/calculate?item_id=gift-gfb-ot-2&coupon_code=style10&store_id=store-demo"), SubscriptionCalc);
    expect(coupon).toMatchObject({ coupon_discount: 300, grand_total: 2699 + 223, coupon_results: [{ status: "success", coupon_code: "STYLE10" }] });
    const bad = await data(await api.get("/api/subscription/calculate?item_id=gift-gfb-ot-2&coupon_code=SUMMER20"), SubscriptionCalc);
    expect(bad).toMatchObject({ coupon_discount: 0, coupon_results: [{ status: "fail", message: 'Coupon code "SUMMER20" is not valid.' }] });
  });

  it("refuses a first-order coupon for a user who bought a gift box before", async () => {
    const me = await planShopper(api);
    const welcome = () => api.get("/api/subscription/calculate?item_id=gift-gfb-ot-2&coupon_code=WELCOME15", me.headers);
    expect((await data(await welcome(), SubscriptionCalc)).coupon_discount).toBe(450);
    const body = giftBody({ item_id: "gift-gfb-ot-2", occasions: [{ event_type: "Graduation", date: "2026-06-01" }], credit_card_token: await cardToken(api, me.headers) });
    await data(await api.post("/api/subscription", body, { ...me.headers, ...giftKey() }), SubscriptionPurchase);
    expect((await data(await welcome(), SubscriptionCalc)).coupon_results).toEqual([{ coupon_code: "WELCOME15", status: "fail", message: "WELCOME15 is only valid on your first order." }]);
  });

  it("is a 404 for an unknown package, a 400 for bad input", async () => {
    expect((await failure(await api.get("/api/subscription/calculate?item_id=itm-001"), 404)).message).toBe(GIFT_MESSAGES.notFound);
    await failure(await api.get("/api/subscription/calculate"), 400);
    await failure(await api.get(`/api/subscription/calculate?item_id=gift-gfb-ot-2&coupon_code=${"C".repeat(100)}`), 400);
  });
});

describe("the pieces (API-68/69)", () => {
  it("suggests as many in-stock jewelry pieces as the package holds; no earrings without pierced ears", async () => {
    const two = await data(await api.post("/api/subscription/auto_pick", { item_id: "gift-gfb-so-2", style_id: "classic", ear_pierced: true }), AutoPick);
    expect(two.items).toHaveLength(2);
    const three = await data(await api.post("/api/subscription/auto_pick", { item_id: "gift-gfb-so-3", style_id: "romantic", ear_pierced: false }), AutoPick);
    expect(three.items).toHaveLength(3);
    expect(three.items.every((i) => !/earring/i.test(i.name))).toBe(true);
    expect(three.items.every((i) => i.variants.length > 0)).toBe(true);
    expect((await failure(await api.post("/api/subscription/auto_pick", { item_id: "gift-gfb-so-2", style_id: "nope" }), 400)).message).toBe(GIFT_MESSAGES.style);
    await failure(await api.post("/api/subscription/auto_pick", { item_id: "nope", style_id: "classic" }), 404);
    await failure(await api.post("/api/subscription/auto_pick", { style_id: "classic" }), 400);
  });

  it("lists the pieces a page at a time (`datas`, at most 60)", async () => {
    const page = await data(await api.post("/api/subscription/items/gfb/modern?limit=60&pageno=1", { email: "a@example.com" }), GiftItemsPage);
    expect(page.datas.length).toBeGreaterThan(2);
    expect(page.datas.every((i) => !i._id.startsWith("gift-"))).toBe(true);
    const small = await data(await api.post("/api/subscription/items/GFB/modern?limit=1&pageno=2", {}), GiftItemsPage);
    expect(small.datas[0]!._id).toBe(page.datas[1]!._id);
    await failure(await api.post("/api/subscription/items/gfb/modern?limit=61", {}), 400);
    await failure(await api.post("/api/subscription/items/xyz/modern", {}), 404);
  });
});

describe("gift packages stay out of the shop's lists", () => {
  it("are in no store grid, not in the sitemap, not among the starter items, and have no item page", async () => {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const grid = await data(await api.post(`/api/store/store-demo/items?page=${page}&limit=50`, {}), StoreItemsPage);
      ids.push(...grid.datas.map((d) => d._id));
      if (!grid.has_more) break;
    }
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => id.startsWith("gift-"))).toEqual([]);
    expect(await (await api.get("/api/sitemap")).text()).not.toContain("gift-");
    expect(await (await api.post("/api/items?type=recommend_for_store&limit=50", {})).text()).not.toContain("gift-gfb");
    expect((await api.get("/api/items/gift-gfb-so-2/store-demo/details")).status).toBe(404);
  });
});
