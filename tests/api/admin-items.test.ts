/**
 * The operator's catalogue edit (issue 11, server/routes/admin.ts): a bearer token from configuration,
 * 404 as if absent without one, bounded input, and a change the catalogue reads, their ETags and the
 * cached pages (through catalogChanged) all see.
 */
import { eq } from "drizzle-orm";
import { Variant, ItemDetail, StoreItemsPage } from "@/lib/api/schemas/item";
import * as t from "@/server/db/schema";
import { onCatalogChange } from "@/server/embedded";
import { ADMIN_TOKEN_REQUIRED } from "@/server/routes/admin";
import { data, failure, fileTestApi, openTestApi, type TestApi } from "./helpers";

const TOKEN = "admin-token-for-the-api-tests-0123456789";
const api = fileTestApi({ adminApiToken: TOKEN, adminFailureLimit: { max: 3, windowMs: 60_000 } });

/** Sapphire Stud Earrings: one variant, $120.00, compare at $150.00, only in luna (docs/seed.md). */
const STUDS = { item: "itm-062", variant: "itm-062-cobalt", store: "store-luna" };
/** Birthstone Signet Ring: member price $52.00, retail $65.00. */
const SIGNET = "itm-046";

let clients = 0;
/** Each call from its own client unless told, so the wrong-token limit only answers where a test wants it. */
function patch(target: TestApi, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    target.app.request(path, {
      method: "PATCH",
      headers: { "content-type": "application/json", "x-forwarded-for": `2001:db8::${(++clients).toString(16)}`, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

const bearer = (token: string = TOKEN) => ({ authorization: `Bearer ${token}` });
const variantPath = (item: string, variant: string) => `/api/admin/items/${item}/variants/${variant}`;
const STUDS_PATH = variantPath(STUDS.item, STUDS.variant);

async function variantRow(id: string) {
  const [row] = await api.db.select().from(t.variants).where(eq(t.variants.id, id));
  return row!;
}

describe("admin API: who may call it", () => {
  it("without ADMIN_API_TOKEN the route answers 404 like an unknown route, before reading the request", async () => {
    const off = await openTestApi({ adminApiToken: null });
    try {
      for (const [body, headers] of [
        [{ price: 100 }, bearer()],
        [{ price: 100 }, {}],
        [{ price: "oops" }, bearer()],
        ["{not json", bearer()],
      ] as const) {
        const response = await patch(off, STUDS_PATH, body, headers);
        expect((await failure(response, 404)).message).toBe(`No API route for PATCH ${STUDS_PATH}.`);
      }
      expect((await off.db.select().from(t.variants).where(eq(t.variants.id, STUDS.variant)))[0]!.price).toBe(12000);
    } finally {
      await off.close();
    }
  });

  it("a missing, wrong or non-bearer token is 401 with a WWW-Authenticate challenge and changes nothing", async () => {
    const refused: Record<string, string>[] = [{}, bearer("wrong-token"), bearer(`${TOKEN}x`), bearer(TOKEN.slice(0, -1)), { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }, { "x-access-token": TOKEN }];
    for (const headers of refused) {
      const response = await patch(api, STUDS_PATH, { price: 100 }, headers);
      expect((await failure(response, 401)).message).toBe(ADMIN_TOKEN_REQUIRED);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="admin"');
    }
    expect((await variantRow(STUDS.variant)).price).toBe(12000);
  });

  it("a client past the wrong-token limit gets 429 until the window ends, even with the right token; others are not held back", async () => {
    const attacker = { "x-forwarded-for": "2001:db8::bad" };
    for (let i = 0; i < 3; i++) await failure(await patch(api, STUDS_PATH, { stock: 5 }, { ...attacker, ...bearer("guess") }), 401);
    const limited = await patch(api, STUDS_PATH, { stock: 5 }, { ...attacker, ...bearer() });
    await failure(limited, 429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await patch(api, STUDS_PATH, { stock: 5 }, bearer())).status).toBe(200);
  });
});

describe("admin API: input", () => {
  it.each([
    ["an empty body", {}, /at least one of price/],
    ["a zero price", { price: 0 }, /price/],
    ["a negative stock", { stock: -1 }, /stock/],
    ["a price in dollars", { price: 12.5 }, /price/],
    ["a price as text", { price: "1200" }, /price/],
    ["a price beyond an integer column", { price: 2 ** 31 }, /price/],
    ["a field it does not know", { price: 1000, prise: 1000 }, /prise/],
    ["a compare-at price not above the price", { price: 15000 }, /compare_at_price: must be above the price \(15000\)/],
    ["a retail price of its own on a regular item", { retail_price: 13000 }, /retail_price: only a member-priced item/],
  ])("%s is a 400 with the reason, and nothing changes", async (_, body, reason) => {
    const response = await patch(api, STUDS_PATH, body, bearer());
    const error = await failure(response, 400);
    expect(error.message).toMatch(reason);
    const row = await variantRow(STUDS.variant);
    expect([row.price, row.compareAtPrice]).toEqual([12000, 15000]);
  });

  it("malformed JSON and over-long ids are 400", async () => {
    expect((await failure(await patch(api, STUDS_PATH, "{", bearer()), 400)).message).toBe("Malformed JSON in request body.");
    await failure(await patch(api, variantPath("x".repeat(65), STUDS.variant), { price: 100 }, bearer()), 400);
  });

  it("a member-priced item keeps its retail price at or above the member price", async () => {
    const [variant] = await api.db.select().from(t.variants).where(eq(t.variants.itemId, SIGNET)).limit(1);
    const path = variantPath(SIGNET, variant!.id);
    expect((await failure(await patch(api, path, { price: 7000 }, bearer()), 400)).message).toMatch(/retail_price: must not be below the price \(7000\)/);
    const changed = await data(await patch(api, path, { price: 5000, retail_price: 6000 }, bearer()), Variant);
    expect(changed.price).toBe(5000);
    expect((await variantRow(variant!.id)).retailPrice).toBe(6000);
  });

  it("an unknown item, an unknown variant and another item's variant are 404", async () => {
    expect((await failure(await patch(api, variantPath("itm-999", STUDS.variant), { price: 100 }, bearer()), 404)).message).toBe("Item not found");
    expect((await failure(await patch(api, variantPath(STUDS.item, "itm-062-nope"), { price: 100 }, bearer()), 404)).message).toBe("Variant not found");
    expect((await failure(await patch(api, variantPath("itm-060", STUDS.variant), { price: 100 }, bearer()), 404)).message).toBe("Variant not found");
  });
});

describe("admin API: the change is what the catalogue shows", () => {
  it("a new price reaches the item details and the store's list, with new ETags, and announces a catalogue change", async () => {
    const details = `/api/items/${STUDS.item}/${STUDS.store}/details`;
    const before = await api.get(details);
    const etag = before.headers.get("etag")!;
    expect((await data(before, ItemDetail)).min_price).toBe(12000);
    const changed = vi.fn();
    onCatalogChange(changed);

    const response = await patch(api, STUDS_PATH, { price: 9900, compare_at_price: 13000 }, bearer());
    const variant = await data(response, Variant);
    expect(variant).toMatchObject({ id: STUDS.variant, price: 9900, compare_at_price: 13000 });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(changed).toHaveBeenCalledTimes(1);

    const after = await api.get(details, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    const item = await data(after, ItemDetail);
    expect(item).toMatchObject({ min_price: 9900, max_price: 9900, min_retail_price: 9900, compare_at_price: 13000 });
    expect(item.variants[0]).toMatchObject({ price: 9900, compare_at_price: 13000 });

    const page = await data(await api.post(`/api/store/${STUDS.store}/items?page=1&limit=50`, {}), StoreItemsPage);
    expect(page.datas.find((tile) => tile._id === STUDS.item)).toMatchObject({ min_price: 9900, max_price: 9900, compare_at_price: 13000 });
  });

  it("null removes the compare-at price; stock 0 shows the item sold out", async () => {
    await data(await patch(api, STUDS_PATH, { compare_at_price: null, stock: 0 }, bearer()), Variant);
    const item = await data(await api.get(`/api/items/${STUDS.item}/${STUDS.store}/details`), ItemDetail);
    expect(item).toMatchObject({ compare_at_price: null, out_of_stock: true });
    await data(await patch(api, STUDS_PATH, { stock: 4 }, bearer()), Variant);
    expect((await data(await api.get(`/api/items/${STUDS.item}/${STUDS.store}/details`), ItemDetail)).out_of_stock).toBe(false);
  });
});
