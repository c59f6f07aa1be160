import { ItemDetail, StoreItemsPage, type ItemSummary } from "@/lib/api";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();

const page = (body: unknown, query = "page=1&limit=10", store = "store-demo") => api.post(`/api/store/${store}/items?${query}`, body);

async function allItems(body: object = {}): Promise<ItemSummary[]> {
  const first = await data(await page(body, "page=1&limit=50"), StoreItemsPage);
  const second = first.has_more ? await data(await page(body, "page=2&limit=50"), StoreItemsPage) : { datas: [] };
  return [...first.datas, ...second.datas];
}

describe("POST /api/store/{id}/items", () => {
  it("pages through the store 10 at a time with length and has_more", async () => {
    const first = await data(await page({}), StoreItemsPage);
    expect(first.datas).toHaveLength(10);
    expect(first.length).toBeGreaterThanOrEqual(25);
    expect(first.has_more).toBe(true);
    const lastPage = Math.ceil(first.length / 10);
    const last = await data(await page({}, `page=${lastPage}&limit=10`), StoreItemsPage);
    expect(last.has_more).toBe(false);
    expect(last.datas).toHaveLength(first.length - (lastPage - 1) * 10);
    const beyond = await data(await page({}, `page=${lastPage + 1}&limit=10`), StoreItemsPage);
    expect(beyond).toEqual({ datas: [], length: first.length, has_more: false });
  });

  it("keeps the store's order across pages with no duplicates", async () => {
    const ids = (await allItems()).map((i) => i._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 3)).toEqual(["itm-001", "itm-002", "itm-003"]);
  });

  it("derives prices and flags from variants", async () => {
    const items = await allItems();
    const byId = new Map(items.map((i) => [i._id, i]));
    expect(byId.get("itm-001")).toMatchObject({ min_price: 8900, max_price: 8900, compare_at_price: 12000, out_of_stock: false, store_id: "store-demo" });
    expect(byId.get("itm-002")).toMatchObject({ out_of_stock: true });
    expect(byId.get("itm-022")).toMatchObject({ min_price: 9800, max_price: 10800 });
    expect(byId.get("itm-017")).toMatchObject({ price_type: "member", min_price: 8900 });
    expect(byId.get("itm-012")).toMatchObject({ is_preorder: true });
    // 15.8: the tile tells an ended pre-order by its end date
    expect(byId.get("itm-012")?.offer_ends).toBeGreaterThan(Date.now() / 1000);
    expect(byId.get("itm-027")?.offer_ends).toBeLessThan(Date.now() / 1000);
    expect(byId.get("itm-001")?.offer_ends).toBeNull();
    expect(byId.get("itm-065")).toMatchObject({ is_bundle: true, min_price: 9800 + 2800, out_of_stock: false });
    for (const item of items) {
      expect(item.min_price).toBeGreaterThan(0);
      expect(item.max_price).toBeGreaterThanOrEqual(item.min_price);
    }
  });

  it("filters by category; Dresses has more than one page", async () => {
    const first = await data(await page({ must_categories: ["cat-demo-dresses"] }), StoreItemsPage);
    expect(first.length).toBeGreaterThan(10);
    expect(first.has_more).toBe(true);
    const second = await data(await page({ must_categories: ["cat-demo-dresses"] }, "page=2&limit=10"), StoreItemsPage);
    expect(second.datas.length).toBe(first.length - 10);
    expect(second.has_more).toBe(false);
    const ids = [...first.datas, ...second.datas].map((i) => i._id);
    expect(ids).toContain("itm-001");
    expect(ids).not.toContain("itm-014");
  });

  it("ORs several categories and treats an empty list or unknown ids as written", async () => {
    const bags = await data(await page({ must_categories: ["cat-demo-bags"] }), StoreItemsPage);
    const shoes = await data(await page({ must_categories: ["cat-demo-shoes"] }), StoreItemsPage);
    const both = await data(await page({ must_categories: ["cat-demo-bags", "cat-demo-shoes"] }), StoreItemsPage);
    expect(both.length).toBe(bags.length + shoes.length);
    const everything = await data(await page({ must_categories: [] }), StoreItemsPage);
    expect(everything.length).toBe((await data(await page({}), StoreItemsPage)).length);
    expect(await data(await page({ must_categories: ["cat-nope"] }), StoreItemsPage)).toEqual({ datas: [], length: 0, has_more: false });
  });

  it("hides sold-out items with must_in_stock", async () => {
    const all = await allItems();
    const inStock = await allItems({ must_in_stock: true });
    expect(inStock.length).toBe(all.filter((i) => !i.out_of_stock).length);
    expect(inStock.some((i) => i.out_of_stock)).toBe(false);
    expect(all.some((i) => i.out_of_stock)).toBe(true);
  });

  it("sorts by price both ways and by newest", async () => {
    const asc = await allItems({ sort: "price", sort_dir: "asc" });
    expect(asc.map((i) => i.min_price)).toEqual([...asc.map((i) => i.min_price)].sort((a, b) => a - b));
    const desc = await allItems({ sort: "price", sort_dir: "desc" });
    expect(desc[0]!.min_price).toBe(Math.max(...asc.map((i) => i.min_price)));
    const newest = await data(await page({ sort: "newest" }), StoreItemsPage);
    expect(newest.datas[0]!._id).toBe("itm-001");
    const reversed = await data(await page({ sort: "position", sort_dir: "desc" }), StoreItemsPage);
    expect(reversed.datas[0]!._id).toBe("itm-050");
  });

  it("accepts the spec's full body, a trailing slash and the default page", async () => {
    const body = { show_gold_box_history: false, must_in_stock: false, sort: "position", sort_dir: "asc" };
    expect((await data(await api.post("/api/store/store-demo/items/", body), StoreItemsPage)).datas).toHaveLength(10);
  });

  it("rejects bad paging and bodies with 400 and a message", async () => {
    for (const query of ["page=1&limit=0", "page=1&limit=1000", "page=0&limit=10", "page=abc&limit=10"]) {
      const error = await failure(await page({}, query), 400);
      expect(error.message).toMatch(/^Invalid query string/);
    }
    expect((await failure(await page("{not json"), 400)).message).toBe("Malformed JSON in request body.");
    const wrongType = await failure(await page({ must_in_stock: "yes" }), 400);
    expect(wrongType.issues?.[0]?.path).toBe("must_in_stock");
    await failure(await page({ sort: "random" }), 400);
    await failure(await page({ must_categories: "cat-demo-dresses" }), 400);
    const textBody = await api.app.request("/api/store/store-demo/items", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" });
    await failure(textBody, 415);
  });

  it("answers 404 for an unknown store", async () => {
    expect((await failure(await page({}, "page=1&limit=10", "store-nope"), 404)).message).toBe("Stylist Store Not Found");
  });
});

describe("GET /api/items/{item_id}/{store_id}/details", () => {
  it("returns a regular item with its variants, gallery and store", async () => {
    const item = await data(await api.get("/api/items/itm-001/store-demo/details"), ItemDetail);
    expect(item).toMatchObject({
      _id: "itm-001",
      item_src_id: "itm-001",
      name: "Rosewood Wrap Dress",
      code: "SF-1001",
      brand: { name: "Aurelia" },
      category: { name: "Dresses" },
      store: { id: "store-demo", user_name: "demo", open_id: "open-demo", user_id: "user-stylist-demo" },
      min_price: 8900,
      max_price: 8900,
      compare_at_price: 12000,
      price_type: "regular",
      is_preorder: false,
      is_bundle: false,
      bundle: null,
      out_of_stock: false,
    });
    expect(item.variants).toHaveLength(15);
    expect(new Set(item.variants.map((v) => v.options.find((o) => o.name === "Color")?.option))).toEqual(new Set(["Rose", "Navy", "Sage"]));
    expect(item.variants.find((v) => v.id === "itm-001-rose-m")).toMatchObject({ stock: 2, retail_stock: 2, sku: "SF-1001-ROSE-M" });
    expect(item.variants.some((v) => v.stock === 0)).toBe(true);
    expect(item.files.length).toBeGreaterThanOrEqual(3);
    expect(item.influencer_images.length).toBeGreaterThan(0);
    expect(item.description).toContain("\n\n");
  });

  it("returns member prices with the retail range", async () => {
    const item = await data(await api.get("/api/items/itm-017/store-demo/details"), ItemDetail);
    expect(item).toMatchObject({ price_type: "member", min_price: 8900, max_price: 8900, min_retail_price: 11900, max_retail_price: 11900 });
  });

  it("returns an item with exactly one variant", async () => {
    const item = await data(await api.get("/api/items/itm-037/store-demo/details"), ItemDetail);
    expect(item.variants).toHaveLength(1);
    expect(item.variants[0]).toMatchObject({ stock: 8, price: 3800 });
  });

  it("returns a sold-out item", async () => {
    const item = await data(await api.get("/api/items/itm-002/store-demo/details"), ItemDetail);
    expect(item.out_of_stock).toBe(true);
    expect(item.variants.every((v) => v.stock === 0)).toBe(true);
  });

  it("returns pre-order dates: one offer still open, one ended", async () => {
    const nowSeconds = Date.now() / 1000;
    const open = await data(await api.get("/api/items/itm-012/store-demo/details"), ItemDetail);
    expect(open.is_preorder).toBe(true);
    expect(open.offer_ends! - nowSeconds).toBeGreaterThan(29 * 86400);
    expect(open.drop_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ended = await data(await api.get("/api/items/itm-027/store-demo/details"), ItemDetail);
    expect(ended.offer_ends!).toBeLessThan(nowSeconds);
  });

  it("returns a bundle with its components and discount", async () => {
    const item = await data(await api.get("/api/items/itm-065/store-demo/details"), ItemDetail);
    expect(item.is_bundle).toBe(true);
    expect(item.variants).toEqual([]);
    expect(item.bundle?.groups).toHaveLength(1);
    const group = item.bundle!.groups[0]!;
    expect(group).toMatchObject({ discount: 10, count: 2 });
    expect(group.items.map((i) => i.id)).toEqual(["itm-022", "itm-014"]);
    expect(group.items[0]!.variants.length).toBeGreaterThan(1);
    expect(item.min_price).toBe(9800 + 2800);
    expect(item.max_price).toBe(10800 + 2800);
  });

  it("answers 404 'Item not found' for an unknown item or a store that does not sell it", async () => {
    expect((await failure(await api.get("/api/items/itm-999/store-demo/details"), 404)).message).toBe("Item not found");
    expect((await failure(await api.get("/api/items/itm-060/store-demo/details"), 404)).message).toBe("Item not found");
    expect((await failure(await api.get("/api/items/itm-001/store-nope/details"), 404)).message).toBe("Item not found");
  });
});
