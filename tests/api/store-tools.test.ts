/**
 * The store tools' calls (TOOLS-01…07; API-38, API-40…42, API-44/47 `type=edit`): the owner's editor
 * listing, the picker's catalogue and category tabs, the picker's save, rearrange and delete; who may call
 * them (a seller with an open store, on that store only), bad input, the limits, and that every write
 * announces a catalogue change (the cached store page re-renders, lib/cache/catalog.ts).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  deleteStoreItem as deleteCall,
  getEditCatalogue,
  getEditCategories,
  getEditorItems,
  rearrangeStoreItems as rearrangeCall,
  saveStoreItems,
} from "@/lib/api/calls/store-tools";
import { createApiClient } from "@/lib/api/http";
import { ItemDetail, StoreItemsPage } from "@/lib/api/schemas/item";
import { CategoryList } from "@/lib/api/schemas/shop";
import { CreatedStore } from "@/lib/api/schemas/store";
import { EditCataloguePage, StoreItemIds } from "@/lib/api/schemas/store-tools";
import { SessionToken } from "@/lib/api/schemas/user";
import { STORE_ITEMS_MAX, STORE_TOOLS_MESSAGES } from "@/lib/stylist/store-tools";
import { SIGN_IN_REQUIRED } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import { onCatalogChange } from "@/server/embedded";
import { data, failure, fileTestApi } from "./helpers";
import { signedInShopper } from "./orders-support";

const api = fileTestApi();

type Headers = Record<string, string>;

const signIn = async (email: string, password: string): Promise<Headers> => ({
  "x-access-token": (await data(await api.post("/api/users/authenticate/", { email, password }), SessionToken)).token,
});
const demoOwner = () => signIn("stylist@example.com", "stylist123");
const chloe = () => signIn("chloe@example.com", "chloe1234");

let n = 0;
/** A new stylist with a store of their own holding `items` (API-01 then API-39), so each test edits its own store. */
async function stylistWithStore(items: string[]): Promise<{ headers: Headers; storeId: string; slug: string }> {
  const userName = `tools-${++n}-${randomUUID().slice(0, 6)}`;
  const body = { email: `${userName}@example.com`, password: "goodpass1", user_name: userName, birth_year: 1990, firstname: "T", lastname: "S", phone: "4155550100", is_share_public: true, type: "seller" };
  const { token } = await data(await api.post("/api/users", body), SessionToken);
  const headers = { "x-access-token": token };
  const form = new FormData();
  form.set("name", `Store ${n}`);
  items.forEach((id, i) => form.append(`items[${i}]`, id));
  const created = await data(await api.app.request("/api/store/create", { method: "POST", body: form, headers: { ...headers, "x-api-version": "4.3" } }), CreatedStore);
  return { headers, storeId: created.id, slug: userName };
}

const send = (method: string, path: string, body: unknown, headers: Headers = {}) =>
  Promise.resolve(api.app.request(path, { method, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) }));
const pick = (items: unknown, headers?: Headers) => send("PUT", "/api/store/items", { items }, headers);
const rearrange = (items: unknown, headers?: Headers) => send("PUT", "/api/store/rearrange", { items }, headers);
const remove = (id: string, headers?: Headers) => send("DELETE", `/api/store/items/${id}`, undefined, headers);
const editor = async (storeId: string, headers: Headers) => data(await api.get(`/api/store/${storeId}/items?limit=10000&page=1`, headers), StoreItemsPage);
/** What shoppers see: the public grid in the store's order (API-37). */
const shopGrid = async (storeId: string) => (await data(await api.post(`/api/store/${storeId}/items?page=1&limit=50`, {}), StoreItemsPage)).datas.map((i) => i._id);
const catalogue = async (headers: Headers, query = "page=1&limit=130", body: unknown = {}) => data(await api.post(`/api/items?type=edit&${query}`, body, headers), EditCataloguePage);

const STARTERS = ["itm-022", "itm-014", "itm-001"];

describe("GET /api/store/{id}/items, the owner's editor listing (API-38)", () => {
  it("lists every item of the store in its order, bundles and sold-out items too, up to 10000 at once", async () => {
    const headers = await demoOwner();
    const all = await editor("store-demo", headers);
    expect(all.length).toBe(52);
    expect(all.datas).toHaveLength(52);
    expect(all.has_more).toBe(false);
    expect(all.datas.map((i) => i._id)).toEqual(await shopGridAll("store-demo"));
    expect(all.datas.map((i) => i._id)).toEqual(expect.arrayContaining(["itm-065", "itm-066", "itm-002"]));
    const first = await data(await api.get("/api/store/store-demo/items?page=2", headers), StoreItemsPage);
    expect(first.datas.map((i) => i._id)).toEqual(all.datas.slice(10, 20).map((i) => i._id));
  });

  it("refuses a limit over 10000, a page of 0, with 400", async () => {
    const headers = await demoOwner();
    await failure(await api.get("/api/store/store-demo/items?limit=10001", headers), 400);
    await failure(await api.get("/api/store/store-demo/items?page=0", headers), 400);
    await failure(await api.get("/api/store/store-demo/items?limit=ten", headers), 400);
  });

  it("is the owner's only: a guest 401, a shopper 403, another stylist (user B on A's store) 403", async () => {
    expect((await failure(await api.get("/api/store/store-demo/items"), 401)).message).toBe(SIGN_IN_REQUIRED);
    const shopper = (await signedInShopper(api)).headers;
    expect((await failure(await api.get("/api/store/store-demo/items", shopper), 403)).message).toBe(STORE_TOOLS_MESSAGES.noStore);
    expect((await failure(await api.get("/api/store/store-demo/items", await chloe()), 403)).message).toBe(STORE_TOOLS_MESSAGES.notYourStore);
    await failure(await api.get("/api/store/no-such-store/items", await chloe()), 403);
  });
});

/** Every id of the public grid, page by page. */
async function shopGridAll(storeId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const list = await data(await api.post(`/api/store/${storeId}/items?page=${page}&limit=50`, {}), StoreItemsPage);
    ids.push(...list.datas.map((i) => i._id));
    if (!list.has_more) return ids;
  }
}

describe("the picker's catalogue: GET /api/items/categories?type=edit (API-44), POST /api/items?type=edit (API-47)", () => {
  it("offers the items a store can take, newest first, each with a store selling it and its category", async () => {
    const headers = await demoOwner();
    const page = await catalogue(headers);
    const ids = page.datas.map((i) => i._id);
    expect(page.total).toBe(ids.length);
    expect(page.has_more).toBe(false);
    // sold out, bundles, an ended pre-order are not offered; an open pre-order is
    for (const id of ["itm-002", "itm-020", "itm-063", "itm-065", "itm-066", "itm-027"]) expect(ids, id).not.toContain(id);
    expect(ids).toContain("itm-012");
    expect(ids.slice(0, 3)).toEqual(["itm-001", "itm-003", "itm-004"]);
    const tee = page.datas.find((i) => i._id === "itm-014")!;
    expect(tee).toMatchObject({ name: "Everyday Cotton Tee", brand: { name: "North & Pine" }, min_price: 2800, out_of_stock: false, category: { id: "tops", name: "Tops" } });
    // the detail dialog's call answers for the store the tile names
    expect((await data(await api.get(`/api/items/itm-063/${"store-luna"}/details`), ItemDetail)).out_of_stock).toBe(true);
    for (const item of page.datas.slice(0, 5)) expect((await data(await api.get(`/api/items/${item._id}/${item.store_id}/details`), ItemDetail))._id).toBe(item._id);
  });

  it("pages by `limit` up to 130 (TOOLS-03), 30 by default", async () => {
    const headers = await demoOwner();
    const total = (await catalogue(headers)).total;
    expect((await catalogue(headers, "page=1")).datas).toHaveLength(30);
    const second = await catalogue(headers, "page=2&limit=50");
    expect(second.datas).toHaveLength(Math.min(50, total - 50));
    expect((await catalogue(headers, "page=99&limit=50")).datas).toEqual([]);
    expect((await catalogue(headers, "page=99&limit=50")).total).toBe(total);
    await failure(await api.post("/api/items?type=edit&page=1&limit=131", {}, headers), 400);
    await failure(await api.post("/api/items?type=edit&page=0", {}, headers), 400);
    // the other types keep their cap of 50
    await failure(await api.post("/api/items?type=recommend_for_store&limit=51", {}), 400);
  });

  it("searches by keyword from 3 characters (TOOLS-04, G-54) and filters by a category tab", async () => {
    const headers = await demoOwner();
    const dresses = await catalogue(headers, "page=1&limit=130", { keyword: "dres" });
    expect(dresses.datas.length).toBeGreaterThan(3);
    expect(dresses.datas.every((i) => /dress/i.test(`${i.name} ${i.category?.name}`))).toBe(true);
    expect((await catalogue(headers, "page=1&limit=130", { keyword: "north pine tee" })).datas.map((i) => i._id)).toEqual(["itm-014"]);
    expect((await catalogue(headers, "page=1&limit=130", { keyword: "zzzqqq" })).datas).toEqual([]);
    expect((await catalogue(headers, "page=1&limit=130", { keyword: "&|!" })).datas).toEqual([]);
    const short = await failure(await api.post("/api/items?type=edit&page=1", { keyword: "dr" }, headers), 400);
    expect(short.issues?.[0]?.message).toBe(STORE_TOOLS_MESSAGES.keywordTooShort);
    await failure(await api.post("/api/items?type=edit&page=1", { keyword: "x".repeat(101) }, headers), 400);

    const categories = await data(await api.get("/api/items/categories?type=edit", headers), CategoryList);
    expect(categories.map((c) => c.name)).toEqual(["Accessories", "Bags", "Dresses", "Jeans", "Jewelry", "Outerwear", "Shoes", "Tops"]);
    expect(categories.find((c) => c.id === "jewelry")).toMatchObject({ exclusive: true, cover: expect.stringContaining("/api/images/category/jewelry") });
    const tops = await catalogue(headers, "page=1&limit=130", { must_categories: ["tops"] });
    expect(tops.datas.length).toBeGreaterThan(0);
    expect(tops.datas.every((i) => i.category?.id === "tops")).toBe(true);
    expect((await catalogue(headers, "page=1&limit=130", { must_categories: ["tops"], keyword: "cotton" })).datas.map((i) => i._id)).toContain("itm-014");
  });

  it("is the store owner's only: a guest 401, a shopper 403; the box's types are untouched", async () => {
    const shopper = (await signedInShopper(api)).headers;
    await failure(await api.post("/api/items?type=edit&page=1", {}), 401);
    await failure(await api.get("/api/items/categories?type=edit"), 401);
    expect((await failure(await api.post("/api/items?type=edit&page=1", {}, shopper), 403)).message).toBe(STORE_TOOLS_MESSAGES.noStore);
    expect((await failure(await api.get("/api/items/categories?type=edit", shopper), 403)).message).toBe(STORE_TOOLS_MESSAGES.noStore);
    expect((await data(await api.get("/api/items/categories?type=share_box_s1", shopper), CategoryList)).length).toBeGreaterThan(0);
    await failure(await api.get("/api/items/categories?type=nope", shopper), 400);
  });
});

describe("PUT /api/store/items, the picker's save (API-42)", () => {
  it("makes the list the store's items in that order, files new items under their category, and announces the change", async () => {
    const { headers, storeId } = await stylistWithStore(STARTERS);
    const changed = vi.fn();
    onCatalogChange(changed);
    const saved = await data(await pick(["itm-001", "itm-041", "itm-022", "itm-030"], headers), StoreItemIds);
    expect(saved.items).toEqual(["itm-001", "itm-041", "itm-022", "itm-030"]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(await shopGrid(storeId)).toEqual(["itm-001", "itm-041", "itm-022", "itm-030"]);
    const categories = await data(await api.get(`/api/store/${storeId}/items/categories`), CategoryList);
    expect(categories.map((c) => c.name)).toEqual(["Jeans", "Dresses", "Jewelry", "Outerwear"]);
    const jewelry = categories.find((c) => c.name === "Jewelry")!;
    expect((await data(await api.post(`/api/store/${storeId}/items?page=1&limit=10`, { must_categories: [jewelry.id] }), StoreItemsPage)).datas.map((i) => i._id)).toEqual(["itm-041"]);
    // the tee left: its category with it
    expect(categories.map((c) => c.name)).not.toContain("Tops");
    // the item pages follow
    expect((await api.get(`/api/items/itm-041/${storeId}/details`)).status).toBe(200);
    expect((await api.get(`/api/items/itm-014/${storeId}/details`)).status).toBe(404);
    // back again: the old category takes it, nothing is doubled
    await data(await pick(["itm-014", "itm-001"], headers), StoreItemIds);
    expect(await shopGrid(storeId)).toEqual(["itm-014", "itm-001"]);
    expect((await data(await api.get(`/api/store/${storeId}/items/categories`), CategoryList)).map((c) => c.name)).toEqual(["Tops", "Dresses"]);
    expect(changed).toHaveBeenCalledTimes(2);
    // an empty store is a store too
    expect((await data(await pick([], headers), StoreItemIds)).items).toEqual([]);
  });

  it("keeps what the store had though the catalogue would not offer it now (a bundle, a sold-out item)", async () => {
    const headers = await signIn("luna@example.com", "luna12345");
    const before = (await editor("store-luna", headers)).datas.map((i) => i._id);
    expect(before).toEqual(expect.arrayContaining(["itm-066", "itm-063"]));
    const saved = await data(await pick(["itm-014", ...before.reverse()], headers), StoreItemIds);
    expect(saved.items).toEqual(["itm-014", ...before]);
    expect(await shopGridAll("store-luna")).toEqual(saved.items);
  });

  it("refuses, with the item's place, a duplicate, an unknown item, one the catalogue does not offer; and more than 500 items", async () => {
    const { headers, storeId } = await stylistWithStore(STARTERS);
    const changed = vi.fn();
    onCatalogChange(changed);
    const cases: [string[], string, string][] = [
      [["itm-014", "itm-014"], "items.1", STORE_TOOLS_MESSAGES.duplicateItem],
      [["itm-014", "no-such-item"], "items.1", STORE_TOOLS_MESSAGES.itemNotPickable],
      [["itm-002"], "items.0", STORE_TOOLS_MESSAGES.itemNotPickable],
      [["itm-065"], "items.0", STORE_TOOLS_MESSAGES.itemNotPickable],
      [["itm-001", "itm-027"], "items.1", STORE_TOOLS_MESSAGES.itemNotPickable],
    ];
    for (const [items, path, message] of cases) {
      const body = await failure(await pick(items, headers), 400);
      expect(body.issues?.find((issue) => issue.path === path)?.message, items.join()).toBe(message);
    }
    const tooMany = Array.from({ length: STORE_ITEMS_MAX + 1 }, (_, i) => `itm-${i}`);
    expect((await failure(await pick(tooMany, headers), 400)).issues?.[0]?.message).toBe(STORE_TOOLS_MESSAGES.tooManyItems);
    await failure(await pick("itm-014", headers), 400);
    await failure(await pick([42], headers), 400);
    await failure(await pick(["x".repeat(65)], headers), 400);
    await failure(await send("PUT", "/api/store/items", {}, headers), 400);
    await failure(await send("PUT", "/api/store/items", "not json", headers), 400);
    expect(await shopGrid(storeId)).toEqual(STARTERS);
    expect(changed).not.toHaveBeenCalled();
  });

  it("acts on the caller's own store only: user B's save never touches A's; a shopper 403, a guest 401", async () => {
    const a = await stylistWithStore(STARTERS);
    const b = await stylistWithStore(["itm-017"]);
    await data(await pick(["itm-030"], b.headers), StoreItemIds);
    expect(await shopGrid(a.storeId)).toEqual(STARTERS);
    expect(await shopGrid(b.storeId)).toEqual(["itm-030"]);
    const shopper = (await signedInShopper(api)).headers;
    expect((await failure(await pick(["itm-014"], shopper), 403)).message).toBe(STORE_TOOLS_MESSAGES.noStore);
    expect((await failure(await pick(["itm-014"]), 401)).message).toBe(SIGN_IN_REQUIRED);
    // a seller whose store was closed has no store to edit
    await api.db.update(t.stores).set({ isActive: false }).where(eq(t.stores.id, b.storeId));
    expect((await failure(await pick(["itm-014"], b.headers), 403)).message).toBe(STORE_TOOLS_MESSAGES.noStore);
  });
});

describe("PUT /api/store/rearrange (API-40)", () => {
  it("puts the store's items in the new order and announces it", async () => {
    const { headers, storeId } = await stylistWithStore(STARTERS);
    const changed = vi.fn();
    onCatalogChange(changed);
    const reversed = [...STARTERS].reverse();
    expect((await data(await rearrange(reversed, headers), StoreItemIds)).items).toEqual(reversed);
    expect(await shopGrid(storeId)).toEqual(reversed);
    expect((await editor(storeId, headers)).datas.map((i) => i._id)).toEqual(reversed);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("takes exactly the store's items, each once: a missing, a foreign or a doubled item is a 400 and changes nothing", async () => {
    const { headers, storeId } = await stylistWithStore(STARTERS);
    expect((await failure(await rearrange(["itm-022", "itm-014"], headers), 400)).message).toBe(STORE_TOOLS_MESSAGES.arrangeMismatch);
    expect((await failure(await rearrange([...STARTERS, "itm-030"], headers), 400)).issues?.[0]).toMatchObject({ path: "items.3", message: STORE_TOOLS_MESSAGES.notInStore });
    expect((await failure(await rearrange(["itm-022", "itm-014", "itm-014"], headers), 400)).issues?.[0]).toMatchObject({ path: "items.2", message: STORE_TOOLS_MESSAGES.duplicateItem });
    await failure(await rearrange(null, headers), 400);
    expect(await shopGrid(storeId)).toEqual(STARTERS);
  });

  it("user B cannot reorder A's store: B's list of A's items is foreign to B's store", async () => {
    const a = await stylistWithStore(STARTERS);
    const b = await stylistWithStore(["itm-017"]);
    await failure(await rearrange([...STARTERS].reverse(), b.headers), 400);
    expect(await shopGrid(a.storeId)).toEqual(STARTERS);
    expect((await failure(await rearrange(STARTERS), 401)).message).toBe(SIGN_IN_REQUIRED);
    expect((await failure(await rearrange(STARTERS, (await signedInShopper(api)).headers), 403)).message).toBe(STORE_TOOLS_MESSAGES.noStore);
  });
});

describe("DELETE /api/store/items/{id} (API-41)", () => {
  it("removes one item, answers what is left, and announces it; a second delete is a 404", async () => {
    const { headers, storeId } = await stylistWithStore(STARTERS);
    const changed = vi.fn();
    onCatalogChange(changed);
    expect((await data(await remove("itm-014", headers), StoreItemIds)).items).toEqual(["itm-022", "itm-001"]);
    expect(await shopGrid(storeId)).toEqual(["itm-022", "itm-001"]);
    expect((await data(await api.get(`/api/store/${storeId}/items/categories`), CategoryList)).map((c) => c.name)).toEqual(["Jeans", "Dresses"]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect((await failure(await remove("itm-014", headers), 404)).message).toBe(STORE_TOOLS_MESSAGES.notInStore);
    await failure(await remove("x".repeat(65), headers), 400);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("user B cannot delete from A's store: an item only A has is a 404 for B, and stays", async () => {
    const a = await stylistWithStore(STARTERS);
    const b = await stylistWithStore(["itm-017"]);
    expect((await failure(await remove("itm-022", b.headers), 404)).message).toBe(STORE_TOOLS_MESSAGES.notInStore);
    expect(await shopGrid(a.storeId)).toEqual(STARTERS);
    expect((await failure(await remove("itm-022"), 401)).message).toBe(SIGN_IN_REQUIRED);
    expect((await failure(await remove("itm-022", (await signedInShopper(api)).headers), 403)).message).toBe(STORE_TOOLS_MESSAGES.noStore);
  });
});

describe("the calls in lib/api/calls/store-tools.ts", () => {
  it("speak the routes' language", async () => {
    const { headers, storeId } = await stylistWithStore(STARTERS);
    const client = createApiClient({ baseUrl: "http://shop.test", token: headers["x-access-token"], fetch: (url, init) => Promise.resolve(api.app.request(url, init)) });
    const listed = await getEditorItems(client, storeId);
    expect(listed.ok && listed.data.datas.map((i) => i._id)).toEqual(STARTERS);
    const categories = await getEditCategories(client);
    expect(categories.ok && categories.data.length).toBe(8);
    const page = await getEditCatalogue(client, 1, 50, { keyword: "tee", must_categories: ["tops"] });
    expect(page.ok && page.data.datas.map((i) => i._id)).toContain("itm-014");
    expect((await saveStoreItems(client, ["itm-014", "itm-030"])).ok).toBe(true);
    const reordered = await rearrangeCall(client, ["itm-030", "itm-014"]);
    expect(reordered.ok && reordered.data.items).toEqual(["itm-030", "itm-014"]);
    const left = await deleteCall(client, "itm-030");
    expect(left.ok && left.data.items).toEqual(["itm-014"]);
    const refused = await deleteCall(client, "itm-030");
    expect(!refused.ok && refused.error.message).toBe(STORE_TOOLS_MESSAGES.notInStore);
  });
});
