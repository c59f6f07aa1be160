import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { pickFirstAvailableOptions, seriousViolations } from "./helpers";

// The seeded share link (docs/seed.md, server/seed/share-carts.ts): the dress and the tote have
// their options chosen, the tee leaves colour and size to the recipient.
const SHARE_ID = "share-demo-weekend";
const SHARE_PATH = `/demo/sharecart/${SHARE_ID}`;
const SHARED_CART_KEY = "sf.shared-cart.v1";
const OWN_CART_KEY = "sf.cart.v1";

/** The page counts the visit through a server action (a POST to the page with a `Next-Action` header). */
const viewAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith(SHARE_PATH) && r.request().method() === "POST" && Boolean(r.request().headers()["next-action"]));
const viewCount = async (request: APIRequestContext) =>
  ((await (await request.get(`/api/sharecart/${SHARE_ID}/info`)).json()) as { data: { views: number } }).data.views;

test("a recipient opens a share link, chooses the missing option and goes to the shared-cart checkout", { tag: ["@CART-05", "@CART-08", "@CART-09", "@NAV-03"] }, async ({ page, context, request }) => {
  const viewsBefore = await viewCount(request);
  const firstView = viewAnswer(page);
  const response = await page.goto(SHARE_PATH);
  expect(response?.status()).toBe(200);

  // The sharer, the message, the lines; no menu on share-cart pages (NAV-03).
  await expect(page.getByText("shared by demo")).toBeVisible();
  await expect(page.getByText(/I picked these for your weekend away/)).toBeVisible();
  for (const name of ["Rosewood Wrap Dress", "Everyday Cotton Tee", "Canvas Market Tote"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);

  // One view per visitor: counted on the first visit, not on a reload (the cookie keeps the id).
  await firstView;
  expect(await viewCount(request)).toBe(viewsBefore + 1);
  const visitor = (await context.cookies()).find((c) => c.name === "sf_share_visitor");
  expect(visitor?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  expect(visitor?.httpOnly).toBe(true);
  const secondView = viewAnswer(page);
  await page.reload();
  await secondView;
  expect(await viewCount(request)).toBe(viewsBefore + 1);

  // Checkout before choosing: 'select all options', and the page stays.
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "select all options" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${SHARE_PATH}$`));

  // Choose the tee's colour and size in the option dialog.
  await page.getByRole("button", { name: "Choose options Everyday Cotton Tee" }).click();
  const dialog = page.getByRole("dialog", { name: "Everyday Cotton Tee" });
  // its form loads when the dialog first opens (components/cart/edit-option-dialog.tsx)
  await expect(dialog.getByRole("button", { name: "Update" })).toBeVisible();
  await pickFirstAvailableOptions(dialog);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("Everyday Cotton Tee option updated.")).toBeVisible();
  await expect(page.getByText("No option chosen")).toHaveCount(0);
  await expect(page.getByTestId("share-subtotal")).toHaveText(/\$ \d+\.\d{2}/);

  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/sharecart\/step1$/);

  // The shared lines went to the shared-cart store, every option chosen; the shopper's own cart is untouched.
  const stored = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? "null"), SHARED_CART_KEY);
  expect(stored).toMatchObject({ share_id: SHARE_ID, store: "demo", store_id: "store-demo", sharer_user_name: "demo" });
  expect(stored.lines.map((l: { item_id: string }) => l.item_id)).toEqual(["itm-001", "itm-014", "itm-037"]);
  expect(stored.lines.every((l: { variant_id: string | null }) => l.variant_id !== null)).toBe(true);
  expect(await page.evaluate((key) => window.localStorage.getItem(key), OWN_CART_KEY)).toBeNull();
});

test("an unknown share link, or one opened under another store, is a 404", async ({ page }) => {
  for (const path of ["/demo/sharecart/no-such-share", `/chloe/sharecart/${SHARE_ID}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("share cart id not found.")).toBeVisible();
  }
});

test("the share-cart page and its option dialog have no serious accessibility violation", async ({ page }) => {
  await page.goto(SHARE_PATH);
  await expect(page.getByTestId("share-subtotal")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Choose options Everyday Cotton Tee" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
