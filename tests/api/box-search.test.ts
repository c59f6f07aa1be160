/** The box builder's item search, `POST /api/items?type=my_box_*` (API-46, ONB-16/17, G-48). */
import { eq, sql } from "drizzle-orm";
import { getBoxBrands, getBoxCategories, searchBoxItems } from "@/lib/api/calls/box-search";
import { createApiClient } from "@/lib/api/http";
import { BoxSearchPage, type BoxItem } from "@/lib/api/schemas/box";
import { BOX_SEARCH_MESSAGES } from "@/lib/box/filters";
import { SIGN_IN_REQUIRED } from "@/server/auth/session";
import { queryRows } from "@/server/db/client";
import * as t from "@/server/db/schema";
import { addBoxFixtures, FIXTURE_BRAND, FIXTURE_CATEGORY, LISTED } from "./box-support";
import { data, failure, fileTestApi } from "./helpers";
import { signedInShopper } from "./orders-support";

const api = fileTestApi();
let headers: Record<string, string>;

beforeAll(async () => {
  await addBoxFixtures(api);
  headers = (await signedInShopper(api)).headers;
});

const post = (body: unknown, type = "my_box_s3_web") => api.post(`/api/items?type=${type}`, body, headers);
const search = async (body: object, type?: string) => data(await post(body, type), BoxSearchPage);
/** Searches the fixture category only, so the answer is exact. */
const fixtures = (body: object = {}, type?: string) => search({ must_categories: [FIXTURE_CATEGORY], ...body }, type);
const ids = (page: { datas: BoxItem[] }) => page.datas.map((item) => item._id);

/** In-stock items of the stages, counted in SQL: what the search must list. */
async function listedCount(stages: number[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    api.db,
    sql`select count(*)::int as n from box_items bi where bi.stage in (${sql.join(stages.map((s) => sql`${s}`), sql`, `)})
          and exists (select 1 from variants v where v.item_id = bi.item_id and v.stock > 0)`,
  );
  return row!.n;
}

describe("who may search", () => {
  it("answers 401 without a session, or with an unknown token", async () => {
    expect((await failure(await api.post("/api/items?type=my_box_s1", {}), 401)).message).toBe(SIGN_IN_REQUIRED);
    await failure(await api.post("/api/items?type=my_box_s1", {}, { "x-access-token": "nope" }), 401);
  });
});

describe("stages (G-48)", () => {
  it("lists a stage's in-stock items, 24 a page, newest first, with has_more and total", async () => {
    const page = await search({}, "my_box_s1");
    expect(page.total).toBe(await listedCount([1]));
    expect(page.total).toBeGreaterThan(200);
    expect(page.datas).toHaveLength(24);
    expect(page.has_more).toBe(true);
    expect(page.datas.every((item) => item.stage === 1)).toBe(true);
    expect(page.datas.every((item) => item.variants.some((v) => v.stock > 0))).toBe(true);
    const added = await queryRows<{ id: string; at: string }>(api.db, sql`select item_id as id, added_at::text as at from box_items`);
    const at = new Map(added.map((r) => [r.id, r.at]));
    const times = page.datas.map((item) => Date.parse(at.get(item._id)!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("my_box_s2_web lists Exclusive, my_box_s3_web both stages", async () => {
    const two = await search({}, "my_box_s2_web");
    expect(two.total).toBe(await listedCount([2]));
    expect(two.datas.every((item) => item.stage === 2)).toBe(true);
    expect((await search({}, "my_box_s3_web")).total).toBe((await listedCount([1])) + two.total);
    expect(ids(await fixtures({}, "my_box_s1"))).toEqual(["fx-1", "fx-3", "fx-4"]);
    expect(ids(await fixtures({}, "my_box_s2_web"))).toEqual(["fx-2", "fx-6"]);
  });

  it("refuses a missing or unknown type", async () => {
    await failure(await api.post("/api/items", {}, headers), 400);
    expect((await failure(await post({}, "my_box_s4"), 400)).message).toMatch(/^Invalid query string: type/);
  });
});

describe("what a card carries", () => {
  it("name, brand, category, thumb, the in-stock price range and every variant for the 'add to box' dialog", async () => {
    const [dress] = (await fixtures({ keyword: "linen" })).datas;
    expect(dress).toMatchObject({
      _id: "fx-1",
      name: "Zephyr Linen Dress",
      brand: { id: FIXTURE_BRAND, name: "Quokka Atelier" },
      category: { id: FIXTURE_CATEGORY, name: "Fixture" },
      stage: 1,
      thumb: "/fixture/fx-1.png",
      min_price: 5000,
      max_price: 5500,
      compare_at_price: null,
      price_type: "regular",
    });
    // the sold-out Black/L is there too, so the picker can show it unavailable
    expect(dress!.variants.map((v) => [v.id, v.stock])).toEqual([["fx-1-black-m", 3], ["fx-1-black-l", 0], ["fx-1-red-m", 2]]);
  });

  it("never lists an item without stock, and drops one when its last unit goes", async () => {
    expect(ids(await fixtures())).toEqual(LISTED);
    await api.db.update(t.variants).set({ stock: 0 }).where(eq(t.variants.id, "fx-3-gold"));
    try {
      expect(ids(await fixtures())).toEqual(LISTED.filter((id) => id !== "fx-3"));
    } finally {
      await api.db.update(t.variants).set({ stock: 1 }).where(eq(t.variants.id, "fx-3-gold"));
    }
  });
});

describe("the stock summary follows the variants (triggers, migration 0010)", () => {
  it("a new variant in stock lists a sold-out item, a price change moves it, deleting the variant unlists it", async () => {
    await api.db.insert(t.variants).values({ id: "fx-5-white-m", itemId: "fx-5", options: [{ name: "Color", option: "White" }, { name: "Size", option: "M" }], sku: "FX-5-WHITE-M", price: 2000, retailPrice: 2000, stock: 1, position: 1 });
    try {
      expect(ids(await fixtures({ sizes: ["M"], colors: ["White"] }))).toEqual(["fx-5"]);
      await api.db.update(t.variants).set({ price: 60000, retailPrice: 60000 }).where(eq(t.variants.id, "fx-5-white-m"));
      const [tee] = (await fixtures({ min: 30000, keyword: "tee" })).datas;
      expect(tee).toMatchObject({ _id: "fx-5", min_price: 60000, max_price: 60000 });
    } finally {
      await api.db.delete(t.variants).where(eq(t.variants.id, "fx-5-white-m"));
    }
    expect(ids(await fixtures())).toEqual(LISTED);
  });
});

describe("paging", () => {
  it("pages without overlap, says when a later page exists, and counts past the end", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => fixtures({ page, limit: 2 })));
    expect(pages.map(ids)).toEqual([["fx-1", "fx-2"], ["fx-3", "fx-4"], ["fx-6"]]);
    expect(pages.map((p) => [p.has_more, p.total])).toEqual([[true, 5], [true, 5], [false, 5]]);
    expect(await fixtures({ page: 4, limit: 2 })).toEqual({ datas: [], has_more: false, total: 5 });
  });

  it("pages the whole stage the same way: page 2 follows page 1", async () => {
    const [one, two] = await Promise.all([search({ page: 1 }), search({ page: 2 })]);
    const both = new Set([...ids(one), ...ids(two)]);
    expect(both.size).toBe(48);
  });

  it("caps limit at 48 and page at 500; limit defaults to 24", async () => {
    expect((await search({ limit: 48 })).datas).toHaveLength(48);
    expect((await failure(await post({ limit: 49 }), 400)).message).toMatch(/^Invalid request body: limit/);
    await failure(await post({ limit: 0 }), 400);
    await failure(await post({ page: 0 }), 400);
    await failure(await post({ page: 501 }), 400);
    await failure(await post({ page: 1.5 }), 400);
    expect((await search({ page: 500 })).datas).toEqual([]);
  });
});

describe("keyword (BR-VAL-38)", () => {
  it("matches name, brand, category and colour words by prefix; every word must match", async () => {
    expect(ids(await search({ keyword: "zephyr" }))).toEqual(LISTED);
    expect(ids(await search({ keyword: "zeph" }))).toEqual(LISTED);
    expect(ids(await search({ keyword: "quokka" }))).toEqual(LISTED);
    expect(ids(await search({ keyword: "zephyr scarf" }))).toEqual(["fx-3"]);
    expect(ids(await search({ keyword: "ZEPHYR GOLD" }))).toEqual(["fx-3"]);
    expect(ids(await search({ keyword: "zephyr dresses" }))).toEqual(["fx-1"]);
    expect(ids(await search({ keyword: "zephyr", must_categories: [FIXTURE_CATEGORY] }, "my_box_s2_web"))).toEqual(["fx-2", "fx-6"]);
  });

  it("finds the seeded catalogue's words: a stem finds every form", async () => {
    const floral = await search({ keyword: "flor", limit: 48 });
    expect(floral.total).toBeGreaterThan(5);
    expect(floral.datas.every((item) => /floral/i.test(item.name))).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      api.db,
      sql`select count(*)::int as n from box_items bi join items i on i.id = bi.item_id
           where i.name ilike '%floral%' and exists (select 1 from variants v where v.item_id = bi.item_id and v.stock > 0)`,
    );
    expect(floral.total).toBe(row!.n);
  });

  it("reads query operators as plain words, and a keyword without a word finds nothing", async () => {
    expect(ids(await search({ keyword: "zephyr | coat" }))).toEqual(["fx-2"]);
    expect(ids(await search({ keyword: "zephyr & !coat" }))).toEqual(["fx-2"]);
    expect(ids(await search({ keyword: "zephyr:* <-> coat')" }))).toEqual(["fx-2"]);
    expect(await search({ keyword: "!!!" })).toEqual({ datas: [], has_more: false, total: 0 });
    expect((await search({ keyword: "qqqxqq" })).total).toBe(0);
  });

  it("refuses 1 or 2 characters with the screen's prompt; empty lists the stage; the cap is 100", async () => {
    for (const keyword of ["a", "ab", "  ab  "]) {
      const refused = await failure(await post({ keyword }), 400);
      expect(refused.issues).toEqual([{ path: "keyword", message: BOX_SEARCH_MESSAGES.keywordTooShort }]);
    }
    expect((await search({ keyword: "" })).total).toBe((await search({})).total);
    expect((await search({ keyword: "   " })).total).toBe((await search({})).total);
    await failure(await post({ keyword: "z".repeat(101) }), 400);
    expect((await search({ keyword: "z".repeat(100) })).total).toBe(0);
    await failure(await post({ keyword: 42 }), 400);
  });
});

describe("sizes and colours", () => {
  it("keeps items with an in-stock variant in one of the sizes", async () => {
    expect(ids(await fixtures({ sizes: ["M"] }))).toEqual(["fx-1", "fx-6"]);
    expect(ids(await fixtures({ sizes: ["L"] }))).toEqual([]); // Black/L is sold out
    expect(ids(await fixtures({ sizes: ["36", "XL"] }))).toEqual(["fx-2", "fx-4"]);
  });

  it("keeps items with an in-stock variant in one of the colours", async () => {
    expect(ids(await fixtures({ colors: ["Red"] }))).toEqual(["fx-1"]);
    expect(ids(await fixtures({ colors: ["Black", "Gold"] }))).toEqual(["fx-1", "fx-3"]);
    expect(ids(await fixtures({ colors: ["White"] }))).toEqual([]); // the tee is sold out
  });

  it("with both, one variant must have a chosen size and a chosen colour", async () => {
    expect(ids(await fixtures({ sizes: ["M"], colors: ["Red"] }))).toEqual(["fx-1"]);
    expect(ids(await fixtures({ sizes: ["L"], colors: ["Black"] }))).toEqual([]);
    expect(ids(await fixtures({ sizes: ["XL"], colors: ["Black"] }))).toEqual([]);
  });

  it("on the seeded catalogue, every item listed for a size and colour has such a variant in stock", async () => {
    const page = await search({ sizes: ["XXXL+", "40"], colors: ["Purple", "Green"], limit: 48 });
    expect(page.total).toBeGreaterThan(0);
    for (const item of page.datas) {
      const option = (v: BoxItem["variants"][number], name: string) => v.options.find((o) => o.name === name)?.option;
      expect(item.variants.some((v) => v.stock > 0 && ["XXXL+", "40"].includes(option(v, "Size")!) && ["Purple", "Green"].includes(option(v, "Color")!))).toBe(true);
    }
  });

  it("refuses a size or colour not on the lists", async () => {
    expect((await failure(await post({ sizes: ["XXS"] }), 400)).message).toMatch(/^Invalid request body: sizes\.0/);
    await failure(await post({ colors: ["Teal"] }), 400);
    await failure(await post({ colors: "Black" }), 400);
    await failure(await post({ sizes: Array(25).fill("M") }), 400);
  });
});

describe("price (BR-BOX-09: 0–300 in steps of 5, 300 means 300+)", () => {
  it("filters on the item's lowest price in stock, in cents", async () => {
    expect(ids(await fixtures({ min: 5000, max: 6000 }))).toEqual(["fx-1"]);
    expect(ids(await fixtures({ max: 2000 }))).toEqual(["fx-3"]);
    expect(ids(await fixtures({ min: 8000, max: 15000 }))).toEqual(["fx-4", "fx-6"]);
  });

  it("max 300 has no upper bound: $320 is in 300+", async () => {
    expect(ids(await fixtures({ min: 30000 }))).toEqual(["fx-2"]);
    expect(ids(await fixtures({ min: 29500, max: 30000 }))).toEqual(["fx-2"]);
    const expensive = await search({ min: 30000, limit: 48 });
    expect(expensive.total).toBeGreaterThan(10);
    expect(expensive.datas.every((item) => item.min_price >= 30000)).toBe(true);
  });

  it("refuses a bound off the $5 steps, outside 0–300, or min above max", async () => {
    expect((await failure(await post({ min: 123 }), 400)).message).toMatch(/^Invalid request body: min/);
    await failure(await post({ max: 30500 }), 400);
    await failure(await post({ min: -500 }), 400);
    expect((await failure(await post({ min: 6000, max: 5000 }), 400)).message).toBe("Invalid request body: min: min must not be above max");
    await failure(await post({ min: "5000" }), 400);
  });
});

describe("brands and categories", () => {
  it("keeps items of any of the brands and any of the categories", async () => {
    expect(ids(await search({ must_brands: [FIXTURE_BRAND] }))).toEqual(LISTED);
    expect((await search({ must_brands: [FIXTURE_BRAND, "brand-aurelia"] })).total).toBeGreaterThan(5);
    const dresses = await search({ must_categories: ["box-dresses"], limit: 48 });
    expect(dresses.datas.every((item) => item.category.id === "box-dresses")).toBe(true);
    expect((await search({ must_categories: ["box-nothing"] })).total).toBe(0);
  });

  it("caps the id lists and their ids", async () => {
    await failure(await post({ must_brands: Array.from({ length: 51 }, (_, i) => `b-${i}`) }), 400);
    await failure(await post({ must_categories: ["x".repeat(65)] }), 400);
    await failure(await post({ must_categories: [""] }), 400);
  });
});

describe("sort (BR-BOX-09)", () => {
  it("newest, low-high-price and high-low-price", async () => {
    expect(ids(await fixtures({ sort: "newest" }))).toEqual(LISTED);
    expect(ids(await fixtures({ sort: "low-high-price" }))).toEqual(["fx-3", "fx-1", "fx-4", "fx-6", "fx-2"]);
    expect(ids(await fixtures({ sort: "high-low-price" }))).toEqual(["fx-2", "fx-6", "fx-4", "fx-1", "fx-3"]);
    await failure(await post({ sort: "price" }), 400);
  });

  it("sorts the whole stage by price across pages", async () => {
    const [one, two] = await Promise.all([search({ sort: "low-high-price" }), search({ sort: "low-high-price", page: 2 })]);
    const prices = [...one.datas, ...two.datas].map((item) => item.min_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });
});

describe("malformed requests", () => {
  it("answers 400 with a reason, never 500", async () => {
    expect((await failure(await post("{not json"), 400)).message).toBe("Malformed JSON in request body.");
    await failure(await post([]), 400);
    await failure(await post(null), 400);
  });
});

describe("the keyword filter's index", () => {
  it("the GIN index on box_items.search serves the query's expression", async () => {
    const plan = await api.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain select item_id from box_items bi where bi.search @@ to_tsquery('english', 'zephyr:*')`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((r) => Object.values(r)[0]).join("\n");
    });
    expect(plan).toContain("box_items_search_idx");
  });
});

describe("the typed calls (lib/api/calls/box-search.ts)", () => {
  it("reach the three routes and parse their answers", async () => {
    const client = createApiClient({ baseUrl: "http://shop.test", fetch: async (input, init) => api.app.request(new Request(input, init)), headers });
    const found = await searchBoxItems(client, "my_box_s1", { keyword: "zephyr", limit: 2 });
    expect(found.ok && found.data).toMatchObject({ total: 3, has_more: true });
    expect(found.ok && ids(found.data)).toEqual(["fx-1", "fx-3"]);
    const categories = await getBoxCategories(client, "share_box_s1");
    expect(categories.ok && categories.data.map((c) => c.id)).toContain(FIXTURE_CATEGORY);
    const brands = await getBoxBrands(client, "share_box_s2");
    expect(brands.ok && brands.data.map((b) => b.id)).toContain(FIXTURE_BRAND);
  });
});
