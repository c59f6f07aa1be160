/**
 * Opening a store (API-39, API-43, ONB-06, BR-VAL-33): the starter-item recommendations, every rule
 * and message of POST /api/store/create, a second store, bad input, who may open what, and that the new
 * store is open at once at /{user_name}.
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createStore as createStoreCall, getStoreRecommendations } from "@/lib/api/calls/store-opening";
import { createApiClient } from "@/lib/api/http";
import { CategoryList, ShopCheck, Store } from "@/lib/api/schemas/shop";
import { StoreItemsPage } from "@/lib/api/schemas/item";
import { CreatedStore, RecommendedItemsPage } from "@/lib/api/schemas/store";
import { CurrentUser, SessionToken, UserProfile } from "@/lib/api/schemas/user";
import { STORE_ADDRESS_RENAME_MESSAGES, STORE_MESSAGES } from "@/lib/stylist/store";
import { SIGN_IN_REQUIRED } from "@/server/auth/session";
import * as t from "@/server/db/schema";
import { onCatalogChange } from "@/server/embedded";
import { MAX_STORE_PICTURE_BYTES } from "@/server/stores/picture";
import { data, failure, fileTestApi } from "./helpers";

const api = fileTestApi();

let uploads = "";
beforeAll(async () => {
  uploads = await mkdtemp(path.join(os.tmpdir(), "store-pictures-"));
  process.env.UPLOADS_DIR = uploads;
  delete process.env.UPLOADS_S3_BUCKET;
});
afterAll(() => rm(uploads, { recursive: true, force: true }));

/**
 * A real 1×1 PNG as sharp writes it (uploads are decoded and re-encoded: server/uploads/re-encode.ts),
 * so re-encoding gives these same bytes back.
 */
const PNG = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 31, 21, 196, 137, 0, 0, 0, 9, 112, 72, 89, 115, 0, 0, 3, 232, 0, 0, 3, 232, 1, 181, 123, 82, 107, 0, 0, 0, 13, 73, 68, 65, 84, 8, 215, 99, 56, 17, 160, 241, 31, 0, 5, 100, 2, 64, 159, 87, 243, 64, 0, 0, 0, 0, 73, 69, 78, 68, 174, 66, 96, 130]);
const HEIC = Uint8Array.from([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0]);

let n = 0;
/** A new stylist's session (POST /api/users with type seller); default names are far apart (finding N23 refuses look-alikes). */
async function newStylist(userName = `stylist-${++n}-${randomUUID().slice(0, 6)}`): Promise<{ headers: Record<string, string>; userName: string }> {
  const body = {
    email: `${userName}@example.com`, password: "goodpass1", user_name: userName, birth_year: 1990,
    firstname: "Dana", lastname: "Style", phone: "4155550100", is_share_public: true, type: "seller",
  };
  const { token } = await data(await api.post("/api/users", body), SessionToken);
  return { headers: { "x-access-token": token, "x-api-version": "4.3" }, userName };
}

const signIn = async (email: string, password: string) => ({
  "x-access-token": (await data(await api.post("/api/users/authenticate/", { email, password }), SessionToken)).token,
});

type Fields = Record<string, string | string[] | Blob>;
/** The create-store form; items go as the spec's `items[i]`. */
function form(fields: Fields): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (key === "items" && Array.isArray(value)) value.forEach((id, i) => body.append(`items[${i}]`, id));
    else if (Array.isArray(value)) value.forEach((v) => body.append(key, v));
    else body.append(key, value);
  }
  return body;
}

const createStore = (fields: Fields | FormData, headers: Record<string, string> = {}) =>
  Promise.resolve(api.app.request("/api/store/create", { method: "POST", body: fields instanceof FormData ? fields : form(fields), headers }));

const STARTERS = ["itm-022", "itm-014", "itm-001"];
const me = async (headers: Record<string, string>) => data(await api.get("/api/user", headers), CurrentUser);
const recommend = async (query = "type=recommend_for_store&page=1") => data(await api.post(`/api/items?${query}`, {}), RecommendedItemsPage);

describe("POST /api/items?type=recommend_for_store (API-43)", () => {
  it("lists starter items in stock, 24 a page, the most-listed first, newest among equals; no session needed", async () => {
    const page1 = await recommend();
    expect(page1.datas).toHaveLength(24);
    expect(page1.has_more).toBe(true);
    // the five items three stores list, newest first
    expect(page1.datas.slice(0, 5).map((i) => i._id)).toEqual(["itm-014", "itm-017", "itm-022", "itm-032", "itm-042"]);
    expect(page1.datas[0]).toMatchObject({ name: "Everyday Cotton Tee", brand: { name: "North & Pine" }, min_price: 2800, out_of_stock: false, is_bundle: false });

    const ids = new Set<string>();
    for (let page = 1; ; page++) {
      const list = await recommend(`type=recommend_for_store&page=${page}`);
      for (const item of list.datas) ids.add(item._id);
      if (!list.has_more) {
        expect(ids.size).toBe(list.total);
        break;
      }
    }
    // sold out (itm-002, itm-020, itm-063), bundles (itm-065, itm-066), an ended pre-order (itm-027) are not offered; an open pre-order is
    for (const id of ["itm-002", "itm-020", "itm-063", "itm-065", "itm-066", "itm-027"]) expect(ids.has(id), id).toBe(false);
    expect(ids.has("itm-012")).toBe(true);
    expect((await recommend("type=recommend_for_store&page=99")).datas).toEqual([]);
    expect((await recommend("type=recommend_for_store&page=1&limit=5")).datas).toHaveLength(5);
  });

  it("drops an item once it sells out", async () => {
    const variants = await api.db.select({ id: t.variants.id, stock: t.variants.stock }).from(t.variants).where(eq(t.variants.itemId, "itm-032"));
    await api.db.update(t.variants).set({ stock: 0 }).where(eq(t.variants.itemId, "itm-032"));
    expect((await recommend()).datas.map((i) => i._id)).not.toContain("itm-032");
    for (const v of variants) await api.db.update(t.variants).set({ stock: v.stock }).where(eq(t.variants.id, v.id));
    expect((await recommend()).datas.map((i) => i._id)).toContain("itm-032");
  });

  it("refuses an unknown type or page with 400", async () => {
    await failure(await api.post("/api/items?type=nope&page=1", {}), 400);
    await failure(await api.post("/api/items?page=1", {}), 400);
    await failure(await api.post("/api/items?type=recommend_for_store&page=0", {}), 400);
    await failure(await api.post("/api/items?type=recommend_for_store&limit=51", {}), 400);
  });
});

describe("POST /api/store/create (API-39, ONB-06)", () => {
  it("opens the store at the user name at once, with the picked items in order and their categories", async () => {
    const changed = vi.fn();
    onCatalogChange(changed);
    const { headers, userName } = await newStylist("mira.k");
    // before: a store's address that shows 'not found'
    expect(await data(await api.get(`/api/shop/check/${userName}`), ShopCheck)).toMatchObject({ is_find: false });

    const created = await data(await createStore({ name: "  Mira's Picks ", description: "Linen and denim.", palette_number: "3", items: STARTERS }, headers), CreatedStore);
    expect(created).toMatchObject({ user_name: "mira.k", name: "Mira's Picks", description: "Linen and denim.", palette_number: 3, banner: null, items: STARTERS, store_opened: true });
    expect(changed).toHaveBeenCalledTimes(1);

    const store = await data(await api.get(`/api/shop/${userName}`), Store);
    expect(store).toMatchObject({ id: created.id, name: "Mira's Picks", description: "Linen and denim.", owner: { user_name: "mira.k" } });
    expect(await data(await api.get(`/api/shop/check/${userName}`), ShopCheck)).toMatchObject({ is_find: true, id: created.id });
    const categories = await data(await api.get(`/api/store/${created.id}/items/categories`), CategoryList);
    expect(categories.map((c) => c.name)).toEqual(["Jeans", "Tops", "Dresses"]);
    expect(categories[0]).toMatchObject({ cover: expect.stringContaining("/api/images/category/jeans"), exclusive: false });
    const items = await data(await api.post(`/api/store/${created.id}/items?page=1&limit=10`, {}), StoreItemsPage);
    expect(items.datas.map((i) => i._id)).toEqual(STARTERS);
    const tops = await data(await api.post(`/api/store/${created.id}/items?page=1&limit=10`, { must_categories: [categories[1]!.id] }), StoreItemsPage);
    expect(tops.datas.map((i) => i._id)).toEqual(["itm-014"]);
    // the item page of the new store
    expect((await api.get(`/api/items/itm-014/${created.id}/details`)).status).toBe(200);

    const [row] = await api.db.select().from(t.stores).where(eq(t.stores.id, created.id));
    expect(row).toMatchObject({ slug: "mira.k", paletteNumber: 3, isActive: true });
    expect(await me(headers)).toMatchObject({ store: { id: created.id, user_name: "mira.k", name: "Mira's Picks" }, store_opened: true, account_type: "seller", can_buy_box: true });
  });

  it("takes items as items[], a repeated items, or none; palette 3 by default", async () => {
    const one = await newStylist();
    const body = new FormData();
    body.append("name", "Plain");
    body.append("items[]", "itm-014");
    body.append("items", "itm-017");
    expect(await data(await createStore(body, one.headers), CreatedStore)).toMatchObject({ items: ["itm-014", "itm-017"], palette_number: 3, description: "" });
    const empty = await newStylist();
    expect(await data(await createStore({ name: "Empty for now" }, empty.headers), CreatedStore)).toMatchObject({ items: [] });
    // items[10] sorts after items[2]
    const sorted = await newStylist();
    const indexed = new FormData();
    indexed.append("name", "Sorted");
    indexed.append("items[10]", "itm-017");
    indexed.append("items[2]", "itm-014");
    expect(await data(await createStore(indexed, sorted.headers), CreatedStore)).toMatchObject({ items: ["itm-014", "itm-017"] });
  });

  it("answers every rule with its message, and opens nothing", async () => {
    const { headers, userName } = await newStylist();
    const cases: [Fields, string, string][] = [
      [{ name: "" }, "name", "store name invalid"],
      [{ name: "   " }, "name", "store name invalid"],
      [{ name: "x".repeat(51) }, "name", "store name invalid"],
      [{ name: "Fine", description: "x".repeat(501) }, "description", STORE_MESSAGES.description],
      [{ name: "Fine", items: ["itm-014", "itm-017", "itm-022", "itm-032", "itm-042", "itm-001", "itm-003"] }, "items", "Please select 6 items most."],
      [{ name: "Fine", palette_number: "9" }, "palette_number", STORE_MESSAGES.palette],
      [{ name: "Fine", palette_number: "three" }, "palette_number", expect.any(String) as unknown as string],
      [{ name: "Fine", items: ["itm-014", "itm-002"] }, "items.1", STORE_MESSAGES.itemNotRecommended],
      [{ name: "Fine", items: ["itm-065"] }, "items.0", STORE_MESSAGES.itemNotRecommended],
      [{ name: "Fine", items: ["itm-027"] }, "items.0", STORE_MESSAGES.itemNotRecommended],
      [{ name: "Fine", items: ["no-such-item"] }, "items.0", STORE_MESSAGES.itemNotRecommended],
      [{ name: "Fine", items: ["itm-014", "itm-014"] }, "items.1", STORE_MESSAGES.duplicateItem],
      [{ name: "Fine", picture: "not a file" }, "picture", STORE_MESSAGES.pictureNotFile],
    ];
    for (const [fields, path, message] of cases) {
      const body = await failure(await createStore(fields, headers), 400);
      expect(body.issues?.find((issue) => issue.path === path)?.message, JSON.stringify(fields).slice(0, 80)).toEqual(message);
    }
    // the name's edge: 50 characters is fine
    expect((await data(await createStore({ name: "x".repeat(50), description: "y".repeat(500) }, headers), CreatedStore)).name).toHaveLength(50);
    expect((await api.db.select().from(t.stores).where(eq(t.stores.slug, userName))).length).toBe(1);
  });

  it("opens one store per user: a second is 409, also when two arrive at once", async () => {
    const { headers } = await newStylist();
    await data(await createStore({ name: "First" }, headers), CreatedStore);
    expect((await failure(await createStore({ name: "Second" }, headers), 409)).message).toBe(STORE_MESSAGES.alreadyOpen);
    expect((await failure(await createStore({ name: "Again" }, await signIn("stylist@example.com", "stylist123")), 409)).message).toBe(STORE_MESSAGES.alreadyOpen);

    const racing = await newStylist();
    const answers = await Promise.all([createStore({ name: "A" }, racing.headers), createStore({ name: "B" }, racing.headers)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const owner = (await api.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.userName, racing.userName)))[0]!;
    expect(await api.db.select().from(t.stores).where(eq(t.stores.ownerId, owner.id))).toHaveLength(1);
  });

  it("makes a shopper who opens a store a seller", async () => {
    const headers = await signIn("repeat@example.com", "repeat123");
    expect((await me(headers)).account_type).toBe("shopper");
    await data(await createStore({ name: "From shopper to stylist", items: ["itm-014"] }, headers), CreatedStore);
    expect(await me(headers)).toMatchObject({ account_type: "seller", store_opened: true, store: { user_name: "repeat" } });
    expect((await data(await api.get("/api/shop/repeat"), Store)).name).toBe("From shopper to stylist");
  });

  it("refuses a user name that is one of the shop's paths (an account from before the rule)", async () => {
    await api.db.update(t.users).set({ userName: "plan" }).where(eq(t.users.id, "user-shopper"));
    const headers = await signIn("shopper@example.com", "shopper123");
    expect((await failure(await createStore({ name: "Nope" }, headers), 409)).message).toBe(STORE_MESSAGES.addressTaken);
    await api.db.update(t.users).set({ userName: "shopper" }).where(eq(t.users.id, "user-shopper"));
  });

  it("answers 400 for malformed input, 415 for JSON, 413 for an oversized body, never 500", async () => {
    const { headers } = await newStylist();
    expect((await failure(await createStore({ name: "a\u0000b" }, headers), 400)).message).toMatch(/NUL|name/);
    expect((await failure(await createStore({ name: "Fine", description: "x\u0000" }, headers), 400)).message).toMatch(/NUL|description/);
    expect((await failure(await createStore({ name: "Fine", items: ["itm-014\u0000"] }, headers), 400)).message).toMatch(/NUL|items/);
    // the spec's form is multipart: a JSON body is refused for its type
    await failure(await api.post("/api/store/create", { name: "JSON", items: ["itm-014"] }, headers), 415);
    const huge = await createStore({ name: "Fine", description: "x".repeat(6 * 1024 * 1024) }, headers);
    expect((await failure(huge, 413)).message).toMatch(/too large/i);
    expect(await me(headers)).toMatchObject({ store: null, store_opened: false });
  });
});

describe("who may open what", () => {
  it("needs a session", async () => {
    expect((await failure(await createStore({ name: "Anon" }), 401)).message).toBe(SIGN_IN_REQUIRED);
    expect((await failure(await createStore({ name: "Bad" }, { "x-access-token": "x".repeat(43) }), 401)).message).toBe(SIGN_IN_REQUIRED);
  });

  it("user B cannot open a store in A's name: the store is always the session user's", async () => {
    const a = await newStylist("owner-a");
    const b = await newStylist("intruder-b");
    const created = await data(await createStore({ name: "B's", user_name: "owner-a", owner_id: "whatever", slug: "owner-a" }, b.headers), CreatedStore);
    expect(created.user_name).toBe("intruder-b");
    expect((await data(await api.get(`/api/shop/check/owner-a`), ShopCheck)).is_find).toBe(false);
    expect(await me(a.headers)).toMatchObject({ store: null, store_opened: false });
    // A opens theirs afterwards, untouched by B's
    expect((await data(await createStore({ name: "A's" }, a.headers), CreatedStore)).user_name).toBe("owner-a");
  });

  it("user B cannot see A's onboarding state: GET /api/user is the session's, the public profile holds no more than the store", async () => {
    const a = await newStylist("private-a");
    await api.db.update(t.users).set({ vipCode: "VIPSTYLE" }).where(eq(t.users.userName, "private-a"));
    const b = await newStylist("curious-b");
    const asB = await me({ ...b.headers, "x-user-name": "private-a" });
    expect(asB).toMatchObject({ user_name: "curious-b", vip_code: null });
    expect(await me(a.headers)).toMatchObject({ user_name: "private-a", vip_code: "VIPSTYLE" });
    const profile = await data(await api.get("/api/user/profile?user_name=private-a"), UserProfile);
    expect(Object.keys(profile).sort()).toEqual(["store", "user_name"]);
    const raw = (await (await api.get("/api/user/profile?user_name=private-a")).json()) as { data: Record<string, unknown> };
    expect(Object.keys(raw.data).sort()).toEqual(["store", "user_name"]);
  });
});

describe("the calls in lib/api/calls/store-opening.ts", () => {
  it("getStoreRecommendations and createStore speak the route's language (items[i], x-api-version 4.3)", async () => {
    const { headers } = await newStylist("through-calls");
    const client = createApiClient({ baseUrl: "http://shop.test", token: headers["x-access-token"], fetch: (url, init) => Promise.resolve(api.app.request(url, init)) });
    const picks = await getStoreRecommendations(client, 1);
    expect(picks.ok && picks.data.datas.length).toBe(24);
    const ids = picks.ok ? picks.data.datas.slice(0, 6).map((i) => i._id) : [];
    const created = await createStoreCall(client, { name: "Through the calls", items: ids });
    expect(created.ok && created.data).toMatchObject({ user_name: "through-calls", palette_number: 3, items: ids });
    const again = await createStoreCall(client, { name: "Twice", items: [] });
    expect(!again.ok && again.error.message).toBe(STORE_MESSAGES.alreadyOpen);
  });
});

describe("the store picture", () => {
  const picture = (bytes: Uint8Array, name = "me.png", type = "image/png") => new File([bytes.slice()], name, { type });

  it("becomes the store's banner, served publicly with long caching from the upload store", async () => {
    const { headers, userName } = await newStylist("with-picture");
    const created = await data(await createStore({ name: "Pictured", picture: picture(PNG) }, headers), CreatedStore);
    expect(created.banner).toMatch(new RegExp(`^/api/images/stores/${created.id}/[0-9a-f-]{36}\\.png$`));
    expect((await data(await api.get(`/api/shop/${userName}`), Store)).banner).toBe(created.banner);

    const served = await api.get(created.banner!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    expect(await readdir(path.join(uploads, "stores", created.id))).toHaveLength(1);

    // only the picture a store names: another file, another store, or a closed store is a 404
    const file = created.banner!.split("/").pop()!;
    await failure(await api.get(`/api/images/stores/${created.id}/${"0".repeat(8)}-0000-0000-0000-${"0".repeat(12)}.png`), 404);
    await failure(await api.get(`/api/images/stores/store-demo/${file}`), 404);
    await failure(await api.get(`/api/images/stores/${created.id}/..%2F..%2Fsecret.png`), 400);
    await failure(await api.get(`/api/images/stores/${created.id}/${file.replace(".png", ".txt")}`), 400);
    await api.db.update(t.stores).set({ isActive: false }).where(eq(t.stores.id, created.id));
    await failure(await api.get(created.banner!), 404);
  });

  it("comes back without its EXIF (no GPS position, no camera), turned upright and at most 2048 px a side", async () => {
    // A phone photo: GPS position and camera in EXIF, taken sideways (orientation 6), 3000 px wide.
    const { default: sharp } = await import("sharp");
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: "#c85028" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneCo", Model: "Pocket 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 2372/100", GPSLongitudeRef: "E", GPSLongitude: "2/1 17/1 4002/100" },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    // The GPS IFD pointer (tag 0x8825, little-endian as sharp writes it) and the camera are in what we send.
    expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    expect(sent.exif?.includes("PhoneCo")).toBe(true);
    expect(sent).toMatchObject({ width: 3000, height: 1000, orientation: 6 });

    const { headers } = await newStylist("gps-picture");
    const created = await data(await createStore({ name: "Located", picture: picture(new Uint8Array(photo), "me.jpg", "image/jpeg") }, headers), CreatedStore);
    expect(created.banner).toMatch(/\.jpg$/);
    const served = await api.get(created.banner!);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const bytes = Buffer.from(await served.arrayBuffer());
    const kept = await sharp(bytes).metadata();
    expect(kept.exif).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(bytes.includes("Exif\0\0")).toBe(false);
    expect(bytes.includes("PhoneCo")).toBe(false);
    // Upright (the sideways 3000×1000 becomes 1000×3000), then capped: 683×2048, no orientation left to apply.
    expect(kept).toMatchObject({ format: "jpeg", width: 683, height: 2048 });
    expect(kept.orientation ?? 1).toBe(1);
  });

  it("whose first bytes say JPEG but which does not decode is refused as not an image", async () => {
    const { headers } = await newStylist("broken-picture");
    const broken = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new TextEncoder().encode("JFIF not really")]);
    expect((await failure(await createStore({ name: "Broken", picture: picture(broken, "me.jpg", "image/jpeg") }, headers), 415)).message).toBe(STORE_MESSAGES.pictureNotImage);
    expect(await me(headers)).toMatchObject({ store: null, store_opened: false });
  });

  it("is an image by its content: a text file named .png, a HEIC, two pictures are refused and open no store", async () => {
    const { headers } = await newStylist("bad-picture");
    const notImage = await failure(await createStore({ name: "Nope", picture: picture(new TextEncoder().encode("<svg onload=alert(1)>")) }, headers), 415);
    expect(notImage.message).toBe(STORE_MESSAGES.pictureNotImage);
    expect((await failure(await createStore({ name: "Nope", picture: picture(HEIC, "me.heic", "image/heic") }, headers), 415)).message).toBe(STORE_MESSAGES.pictureNotImage);
    const two = form({ name: "Nope" });
    two.append("picture", picture(PNG));
    two.append("picture", picture(PNG));
    expect((await failure(await createStore(two, headers), 400)).issues?.[0]?.message).toBe(STORE_MESSAGES.onePicture);
    expect(await me(headers)).toMatchObject({ store: null, store_opened: false });
  });

  it("is at most 5 MiB: a bigger one is 413, and so is a body past the route's cap", async () => {
    const { headers } = await newStylist("big-picture");
    const big = new Uint8Array(MAX_STORE_PICTURE_BYTES + 1);
    big.set(PNG);
    expect((await failure(await createStore({ name: "Big", picture: picture(big) }, headers), 413)).message).toBe(STORE_MESSAGES.pictureTooLarge);
    const huge = new Uint8Array(MAX_STORE_PICTURE_BYTES + 128 * 1024);
    huge.set(PNG);
    expect((await failure(await createStore({ name: "Huge", picture: picture(huge) }, headers), 413)).message).toMatch(/too large/i);
    // just under the cap is fine
    const fits = new Uint8Array(MAX_STORE_PICTURE_BYTES);
    fits.set(PNG);
    expect((await data(await createStore({ name: "Fits", picture: picture(fits) }, headers), CreatedStore)).banner).toMatch(/\.png$/);
  });
});

describe("N23: store addresses", () => {
  it("refuses to open a store at a reserved word or one edit from another store's address, with the reason, and opens none", async () => {
    for (const [userName, message] of [
      ["admin", STORE_MESSAGES.addressTaken],
      ["support_", STORE_MESSAGES.addressTaken],
      ["official", STORE_MESSAGES.addressTaken],
      ["demo_", STORE_MESSAGES.addressLookalike("demo")],
      ["demo1", STORE_MESSAGES.addressLookalike("demo")],
      ["d.e.m.o", STORE_MESSAGES.addressLookalike("demo")],
      ["lunar", STORE_MESSAGES.addressLookalike("luna")],
      ["marcus_", STORE_MESSAGES.addressLookalike("marcus")],
    ] as const) {
      const { headers } = await newStylist(userName);
      expect((await failure(await createStore({ name: "Look-alike", items: ["itm-014"] }, headers), 409)).message, userName).toBe(message);
      expect(await me(headers), userName).toMatchObject({ store: null, store_opened: false });
      expect((await data(await api.get(`/api/shop/check/${userName}`), ShopCheck)).is_find, userName).toBe(false);
    }
  });

  it("refuses a look-alike of a store opened a moment ago, case-insensitively", async () => {
    const first = await newStylist("nova.edit");
    await data(await createStore({ name: "Nova", items: ["itm-014"] }, first.headers), CreatedStore);
    // User names are stored in lower case; a store address from before that rule may not be.
    await api.db.update(t.stores).set({ slug: "Nova.Edit" }).where(eq(t.stores.slug, "nova.edit"));
    const second = await newStylist("nova.edits");
    expect((await failure(await createStore({ name: "Nova too" }, second.headers), 409)).message).toBe(STORE_MESSAGES.addressLookalike("Nova.Edit"));
    await api.db.update(t.stores).set({ slug: "nova.edit" }).where(eq(t.stores.slug, "Nova.Edit"));
  });

  it("a store owner cannot rename into a reserved word or a look-alike; a shopper without a store may", async () => {
    const { headers } = await newStylist("quill.atelier");
    await data(await createStore({ name: "Quill" }, headers), CreatedStore);
    const rename = (user_name: string, as = headers) => api.put("/api/user", { user_name }, { ...as, "x-api-version": "3.0" });
    expect((await failure(await rename("helpdesk"), 409)).message).toBe(STORE_ADDRESS_RENAME_MESSAGES.reserved);
    expect((await failure(await rename("chloe_"), 409)).message).toBe(STORE_ADDRESS_RENAME_MESSAGES.lookalike("chloe"));
    // One edit from its own address is its own business.
    expect((await data(await rename("quill.ateliers"), CurrentUser)).store?.user_name).toBe("quill.ateliers");
    const shopper = await signIn("shopper@example.com", "shopper123");
    expect((await data(await rename("chloe_", shopper), CurrentUser)).user_name).toBe("chloe_");
    await rename("shopper", shopper);
  });
});
