import { expect, test } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN } from "./admin-token";

// Issue 11: store and item pages come from Next's cache (docs/decisions.md, Page caching), and the
// API's catalogue writes revalidate them: a price changed through the admin API, and an order taking
// an item's last unit, show on both pages at once.

/** Gold Cuff Bracelet: one variant, only in the luna store (on its first page), used by no other spec (docs/seed.md). */
const ITEM = { id: "itm-060", name: "Gold Cuff Bracelet" };
const STORE = "luna";
const STORE_ID = "store-luna";
const ITEM_PAGE = `/${STORE}/item/${STORE_ID}/${ITEM.id}`;
const ADDRESS = { name: "Ada Shopper", address: "1 Main St", address2: "", city: "Springfield", state: "IL", zip_code: "62701", phone: "2175550100" };

test("a cached item page and store home show the item sold out once an order takes its last unit", { tag: ["@BROWSE-09"] }, async ({ page }) => {
  const tile = page.getByTestId("item-tile").filter({ hasText: ITEM.name });
  const soldOut = page.getByText("SOLD OUT");

  // Twice each: the second answer is the cached one.
  for (let visit = 0; visit < 2; visit++) {
    expect((await page.goto(ITEM_PAGE))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: ITEM.name })).toBeVisible();
    await expect(soldOut).toHaveCount(0);
    await page.goto(`/${STORE}`);
    await expect(tile).toBeVisible();
    await expect(tile).not.toContainText(/sold out/i);
  }

  // The whole stock, in one order through the API.
  const details = await page.request.get(`/api/items/${ITEM.id}/${STORE_ID}/details`);
  const { data } = (await details.json()) as { data: { variants: { id: string; stock: number }[] } };
  const { id: variant, stock: units } = data.variants[0]!;
  expect(units).toBeGreaterThan(0);
  const token = await page.request.post("/api/payments/test/tokens", { data: { number: "4242 4242 4242 4242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, cvc: "123" } });
  const order = await page.request.post("/api/order", {
    headers: { "idempotency-key": `page-cache-${Date.now()}` },
    data: {
      items: [{ cart_item_id: "1", item_id: ITEM.id, store_id: STORE_ID, variant_id: variant, units }],
      email: "cache-buyer@example.com",
      shipping_address: ADDRESS,
      shipping_method_id: "basic-shipping",
      credit_card_token: ((await token.json()) as { data: { id: string } }).data.id,
    },
  });
  expect(order.status(), await order.text()).toBe(200);

  await page.goto(ITEM_PAGE);
  await expect(soldOut).toBeVisible();
  await page.goto(`/${STORE}`);
  await expect(tile).toContainText(/sold out/i);
});

/** Layered Chain Necklace: member-priced, two variants, on luna's first page, used by no other spec (docs/seed.md). */
const PRICED = { id: "itm-061", name: "Layered Chain Necklace" };

/** lib/money.ts's '$ 49.00' (whole dollars here). */
const money = (cents: number) => `$ ${(cents / 100).toFixed(2)}`;

test("a cached store home and item page show a new price once the admin API changes it", async ({ page }) => {
  const itemPage = `/${STORE}/item/${STORE_ID}/${PRICED.id}`;
  const tile = page.getByTestId("item-tile").filter({ hasText: PRICED.name });
  const details = await page.request.get(`/api/items/${PRICED.id}/${STORE_ID}/details`);
  const { data } = (await details.json()) as { data: { min_price: number; max_price: number; variants: { id: string }[] } };
  expect(data.min_price).toBe(data.max_price);
  const [before, after] = [money(data.min_price), money(data.min_price - 500)];

  await page.goto(`/${STORE}`);
  await expect(tile).toContainText(before);
  await page.goto(itemPage);
  await expect(page.getByRole("heading", { level: 1, name: PRICED.name })).toBeVisible();
  await expect(page.getByText(before).first()).toBeVisible();
  // Both pages are now whole copies in Next's cache.
  for (const path of [`/${STORE}`, itemPage]) expect((await page.request.get(path)).headers()["x-nextjs-cache"], path).toBe("HIT");

  // The operator lowers the price of every variant by $5.
  for (const variant of data.variants) {
    const changed = await page.request.patch(`/api/admin/items/${PRICED.id}/variants/${variant.id}`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` },
      data: { price: data.min_price - 500 },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }

  // Announced, so at once (docs/decisions.md, Page caching): the very next visit shows it, on both pages.
  await page.goto(itemPage);
  await expect(page.getByText(after).first()).toBeVisible();
  await expect(page.getByText(before)).toHaveCount(0);
  await page.goto(`/${STORE}`);
  await expect(tile).toContainText(after);
  await expect(tile).not.toContainText(before);
});

test("an unknown store is still a 404, also when asked again (a cached answer keeps its status)", { tag: ["@BROWSE-01"] }, async ({ page }) => {
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto("/no-such-store-cached");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Stylist Store Not Found")).toBeVisible();
  }
});

test("the store home and a category are whole cached pages; the query-string links still open what they did", { tag: ["@BROWSE-02", "@BROWSE-03"] }, async ({ page }) => {
  // The second answer comes from Next's cache (ISR) instead of a render.
  for (const path of [`/${STORE}`, "/demo?category=cat-demo-dresses"]) {
    await page.request.get(path);
    const again = await page.request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()["x-nextjs-cache"], path).toBe("HIT");
  }
  // …and once Next has answered from its cache, the front door answers from its own copy
  // (scripts/page-cache.mjs; copies live 1 s, so a slow machine may need another try).
  await expect
    .poll(async () => (await page.request.get(`/${STORE}`)).headers()["x-front-door-cache"], { timeout: 5_000, intervals: [0, 0, 100] })
    .toBe("HIT");
  await page.goto("/demo?category=cat-demo-dresses");
  await expect(page.getByRole("heading", { level: 2, name: "Dresses" })).toBeVisible();

  // A category the store does not have opens the whole store.
  await page.goto("/demo?category=cat-demo-no-such");
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole("heading", { level: 2, name: "All items" })).toBeVisible();

  // An old share link (BROWSE-03) opens the item; one to a store that is gone opens the store it was opened on.
  await page.goto("/demo?store=chloe&item=itm-001");
  await expect(page).toHaveURL(/\/chloe\/item\/store-chloe\/itm-001$/);
  await page.goto("/demo?store=no-such-store&item=itm-001");
  await expect(page).toHaveURL(/\/demo$/);

  // BROWSE-02: `/myorders` is not a store.
  const myOrders = await page.request.get("/myorders", { maxRedirects: 0 });
  expect(myOrders.status()).toBe(307);
  expect(myOrders.headers().location).toBe("/myorders/orders/regular");
});
