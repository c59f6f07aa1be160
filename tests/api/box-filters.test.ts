/**
 * The box builder's filter lists (API-44/45) and its pick info (ONB-14): `GET /api/items/categories|brands
 * ?type=share_box_s1|s2|s3` and the box plans of `GET /api/plans?type=gb`.
 */
import { sql } from "drizzle-orm";
import { BoxBrandList } from "@/lib/api/schemas/box";
import { PlanList } from "@/lib/api/schemas/plan";
import { CategoryList } from "@/lib/api/schemas/shop";
import { pickInfoOf } from "@/lib/box/picks";
import { SIGN_IN_REQUIRED } from "@/server/auth/session";
import { queryRows } from "@/server/db/client";
import { BOX_BRANDS } from "@/server/seed/box-catalogue";
import { addBoxFixtures, FIXTURE_BRAND, FIXTURE_CATEGORY, SOLD_OUT_CATEGORY } from "./box-support";
import { data, failure, fileTestApi } from "./helpers";
import { signedInShopper } from "./orders-support";

const api = fileTestApi();
let headers: Record<string, string>;

beforeAll(async () => {
  await addBoxFixtures(api);
  headers = (await signedInShopper(api)).headers;
});

const categories = async (type: string) => data(await api.get(`/api/items/categories?type=${type}`, headers), CategoryList);
const brands = async (type: string) => data(await api.get(`/api/items/brands?type=${type}`, headers), BoxBrandList);

describe("GET /api/items/categories (API-44)", () => {
  it("answers 401 without a session", async () => {
    expect((await failure(await api.get("/api/items/categories?type=share_box_s1"), 401)).message).toBe(SIGN_IN_REQUIRED);
  });

  it("lists the box categories in the catalogue's order, with cover and icon", async () => {
    const all = await categories("share_box_s3");
    expect(all.map((c) => c.name)).toEqual(["Dresses", "Tops", "Knitwear", "Jeans", "Pants", "Skirts", "Shorts", "Outerwear", "Bags", "Jewelry", "Accessories", "Fixture"]);
    expect(all[0]).toEqual({ id: "box-dresses", name: "Dresses", cover: "/api/images/category/dresses.png", icon: "/api/images/icon/dresses.svg", exclusive: false, active: true });
  });

  it("offers only categories with an item in stock in the stage", async () => {
    const ids = async (type: string) => (await categories(type)).map((c) => c.id);
    expect(await ids("share_box_s3")).not.toContain(SOLD_OUT_CATEGORY);
    const [expected] = await queryRows<{ ids: string[] }>(
      api.db,
      sql`select array_agg(distinct bi.category_id order by bi.category_id) as ids from box_items bi
           where bi.stage = 2 and exists (select 1 from variants v where v.item_id = bi.item_id and v.stock > 0)`,
    );
    expect([...(await ids("share_box_s2"))].sort()).toEqual(expected!.ids);
    expect(await ids("share_box_s2")).toContain(FIXTURE_CATEGORY);
  });

  it("refuses a missing or unknown type; type=edit is the store tools' (a store owner's only: tests/api/store-tools.test.ts)", async () => {
    await failure(await api.get("/api/items/categories", headers), 400);
    await failure(await api.get("/api/items/categories?type=share_box_s4", headers), 400);
    await failure(await api.get("/api/items/categories?type=edit", headers), 403);
    await failure(await api.get("/api/items/brands?type=edit", headers), 400);
  });
});

describe("GET /api/items/brands (API-45)", () => {
  it("answers 401 without a session", async () => {
    await failure(await api.get("/api/items/brands?type=share_box_s2"), 401);
  });

  it("lists the stage's brands by name: Essentials' everyday brands, Exclusive's premium ones", async () => {
    const names = async (type: string) => (await brands(type)).map((b) => b.name);
    expect(await names("share_box_s1")).toEqual([...BOX_BRANDS[1], "Quokka Atelier"].sort((a, b) => a.localeCompare(b)));
    expect(await names("share_box_s2")).toEqual([...BOX_BRANDS[2], "Quokka Atelier"].sort((a, b) => a.localeCompare(b)));
    expect((await brands("share_box_s3")).length).toBe(21);
    expect((await brands("share_box_s1")).find((b) => b.name === "Quokka Atelier")).toEqual({ id: FIXTURE_BRAND, name: "Quokka Atelier" });
  });

  it("leaves out a brand whose box items are all sold out", async () => {
    await api.db.execute(sql`insert into brands (id, name) values ('brand-gone', 'Gone Brand')`);
    await api.db.execute(sql`update items set brand_id = 'brand-gone' where id = 'fx-7'`);
    expect((await brands("share_box_s3")).map((b) => b.id)).not.toContain("brand-gone");
  });

  it("refuses an unknown type", async () => {
    await failure(await api.get("/api/items/brands?type=my_box_s1", headers), 400);
  });
});

describe("the pick info (ONB-14)", () => {
  it("comes from the box plans: access fee $20, 6 picks at least and at most", async () => {
    const { plans } = await data(await api.get("/api/plans?type=gb"), PlanList);
    const seller1 = plans.find((p) => p.plan_id === "seller1")!;
    expect(pickInfoOf(seller1)).toEqual({ plan_id: "seller1", name: "Basic", monthly_fee: 2500, annual_avg_monthly_fee: 2000, access_fee: 2000, minPick: 6, maxPick: 6 });
  });
});
