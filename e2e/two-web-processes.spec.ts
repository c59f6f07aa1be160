import { expect, test } from "@playwright/test";
import { E2E_ADMIN_API_TOKEN } from "./admin-token";

// Issue 23: two web processes on one PostgreSQL (the "postgres" project, playwright.config.ts), each
// with its own cached pages. A price changed by the operator API through one of them reaches the
// cached pages of both: the writer expires its own, the other hears the change on PostgreSQL's
// LISTEN channel (server/catalog/channel.ts) and expires its own.

/** Layered Chain Necklace: member-priced, two variants, on luna's first page (docs/seed.md); this run's database is its own. */
const ITEM = { id: "itm-061", name: "Layered Chain Necklace" };
const STORE = "luna";
const ITEM_PAGE = `/${STORE}/item/store-${STORE}/${ITEM.id}`;
const money = (cents: number) => `$ ${(cents / 100).toFixed(2)}`;

test("a price changed through one web process shows on the cached item page and store home of both", async ({ page, baseURL }) => {
  const one = baseURL!;
  const two = one.replace(/:(\d+)$/, (_, port: string) => `:${Number(port) + 100}`);
  const details = await page.request.get(`${one}/api/items/${ITEM.id}/store-${STORE}/details`);
  const { data } = (await details.json()) as { data: { min_price: number; variants: { id: string }[] } };
  const [before, after] = [money(data.min_price), money(data.min_price - 700)];

  // Both processes hold cached copies of both pages (the second answer is Next's cache).
  for (const origin of [one, two]) {
    for (const path of [ITEM_PAGE, `/${STORE}`]) {
      await page.request.get(`${origin}${path}`);
      const again = await page.request.get(`${origin}${path}`);
      expect(again.headers()["x-nextjs-cache"], `${origin}${path}`).toBe("HIT");
      expect(await again.text()).toContain(before);
    }
  }

  for (const variant of data.variants) {
    const changed = await page.request.patch(`${one}/api/admin/items/${ITEM.id}/variants/${variant.id}`, {
      headers: { authorization: `Bearer ${E2E_ADMIN_API_TOKEN}` },
      data: { price: data.min_price - 700 },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }

  // The other process hears it over PostgreSQL; its front door keeps a copy for at most a second.
  for (const origin of [one, two]) {
    await expect.poll(async () => (await page.request.get(`${origin}${ITEM_PAGE}`)).text(), { timeout: 10_000 }).toContain(after);
    await page.goto(`${origin}${ITEM_PAGE}`);
    await expect(page.getByRole("heading", { level: 1, name: ITEM.name })).toBeVisible();
    await expect(page.getByText(after).first()).toBeVisible();
    await expect(page.getByText(before)).toHaveCount(0);
    await page.goto(`${origin}/${STORE}`);
    await expect(page.getByTestId("item-tile").filter({ hasText: ITEM.name })).toContainText(after);
  }
});
