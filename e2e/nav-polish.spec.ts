import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers";

const tiles = (page: Page) => page.getByTestId("item-tile");

/** Scrolls down to the end of the grid, as a shopper would, until at least `count` tiles are loaded. */
async function loadTiles(page: Page, count: number) {
  await expect(async () => {
    // up a little first: at the very bottom a wheel down scrolls nothing, so nothing would load
    await page.mouse.wheel(0, -400);
    await page.mouse.wheel(0, 20_000);
    expect(await tiles(page).count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 30_000 });
}

test("15.9: Back from an item deep in the list restores the loaded pages and the scroll position", { tag: ["@BROWSE-09", "@BROWSE-10"] }, async ({ page }) => {
  await page.goto("/demo");
  await loadTiles(page, 30);
  // a tile of page 3, brought to the middle of the screen
  const tile = tiles(page).nth(25);
  const name = (await tile.locator("h3").textContent())?.trim() ?? "";
  await tile.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await expect(page.getByText("Loading more items…")).toHaveCount(0);
  const loaded = await tiles(page).count();
  const scrolled = await page.evaluate(() => window.scrollY);
  await tile.click();
  await expect(page).toHaveURL(/\/demo\/item\//);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(tiles(page)).toHaveCount(loaded);
  await expect(tiles(page).filter({ hasText: name })).toBeInViewport();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);

  // a fresh visit (the logo, from an item) starts again from page 1 at the top
  await tiles(page).filter({ hasText: name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByRole("link", { name: /Dana's Edit home/ }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(tiles(page)).toHaveCount(10);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("15.14: sign-in, sign-up and reset pages reached from a store keep its header", { tag: ["@NAV-01"] }, async ({ page }) => {
  await page.goto("/chloe");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\/sign\/signin\?store=chloe/);

  const pages = ["/auth/sign/signin?store=chloe", "/auth/sign/signup?store=chloe", "/service/reset_password/unknown-token-15?store=chloe"];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole("link", { name: /Chloe's Closet home/ })).toHaveAttribute("href", "/chloe");
    await expect(page.getByRole("link", { name: /^Cart/ })).toHaveAttribute("href", "/chloe/cart");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/chloe");
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
  }

  // and the way back is the store's
  await page.goto("/auth/sign/signin?store=chloe");
  await page.getByRole("link", { name: /Chloe's Closet home/ }).click();
  await expect(page).toHaveURL(/\/chloe$/);
});

test("15.15: a guest finds the order lookup in the menu and in the footer", async ({ page }) => {
  await page.goto("/demo");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Check your order" });
  await expect(footerLink).toHaveAttribute("href", "/demo/orders/lookup");

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Check your order" }).click();
  await expect(page).toHaveURL(/\/demo\/orders\/lookup$/);
  await expect(page.getByRole("button", { name: "Check order" })).toBeVisible();

  await page.goto("/demo/item/store-demo/itm-001");
  await footerLink.click();
  await expect(page).toHaveURL(/\/demo\/orders\/lookup$/);
});
