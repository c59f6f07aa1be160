import { expect, test } from "@playwright/test";
import { CORE } from "./core";
import { addFirstInStockItem } from "./helpers";

// The main journey of the foundation: browse the demo store, filter, scroll, pick a variant,
// add to the guest cart, reload and see the server-computed totals.
test("a guest browses the demo store and builds a cart that survives a reload", { tag: [CORE.tag, "@BROWSE-08", "@BROWSE-10", "@BROWSE-19", "@CART-01", "@CART-03"] }, async ({ page }) => {
  await page.goto("/demo");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Filter by a category that holds more than one page of items.
  await page.getByRole("button", { name: /categories/i }).click();
  const drawer = page.getByRole("dialog", { name: /categories/i });
  await drawer.getByRole("link", { name: "Dresses" }).click();
  await expect(page).toHaveURL(/category=/);
  const tiles = page.getByTestId("item-tile");
  await expect(tiles).toHaveCount(10);

  // Scrolling to the bottom loads page 2.
  await tiles.last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect.poll(() => tiles.count()).toBeGreaterThan(10);

  // Open an in-stock item, pick its options and add it to the cart.
  const itemName = await addFirstInStockItem(page);

  await page.goto("/demo/cart");
  await expect(page.getByText(itemName).first()).toBeVisible();
  await page.reload();
  await expect(page.getByText(itemName).first()).toBeVisible();
  await expect(page.getByText(/grand total/i)).toBeVisible();
  await expect(page.getByTestId("grand-total")).toHaveText(/\$ \d+\.\d{2}/);
});

test("an unknown store answers a real 404 with the spec's text", { tag: ["@BROWSE-01", "@MISC-07"] }, async ({ page }) => {
  const response = await page.goto("/no-such-stylist-store");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Stylist Store Not Found")).toBeVisible();
  await expect(page.getByText("Uh-oh, a fashion faux pas! The page you're looking for got lost in the closet.")).toBeVisible();
});

test("any other unknown path shows the not-found page", { tag: ["@MISC-07"] }, async ({ page }) => {
  const response = await page.goto("/demo/this/path/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Uh-oh, a fashion faux pas! The page you're looking for got lost in the closet.")).toBeVisible();
});

test("/myorders redirects to the regular orders list, which sends a guest to sign in and back", { tag: ["@BROWSE-02"] }, async ({ page }) => {
  await page.goto("/myorders");
  await expect(page).toHaveURL(/\/auth\/sign\/signin\?store=myorders&back=%2Fmyorders%2Forders%2Fregular$/);
});
