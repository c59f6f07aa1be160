import { expect, test, type Page } from "@playwright/test";
import { CORE } from "./core";
import { seriousViolations } from "./helpers";

// The store tools (TOOLS-01…08): the demo stylist picks items, sees them on the store, rearranges and
// deletes, views the embed page; a shopper and another stylist are refused. The demo store is shared with
// the other journeys: its items are put back as they were at the end, whatever happens.

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The item of the store home's first tile. */
const firstTile = (page: Page) => page.locator('main a[href^="/demo/item/"]').first();

/** Drags a row of the arrange list by its handle: a long press (TOOLS-06: 150 ms), then a move above `to`. */
async function dragRow(page: Page, from: number, to: number) {
  const rows = page.locator("ol li[data-row]");
  const handle = rows.nth(from).locator("span[title]");
  const start = (await handle.boundingBox())!;
  const target = (await rows.nth(to).boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(300);
  await page.mouse.move(start.x + start.width / 2, target.y + 4, { steps: 12 });
  await page.mouse.up();
}

test("a stylist picks items, sees them on the store, rearranges, deletes one and views the embed page", { tag: [CORE.tag, "@NAV-05", "@TOOLS-01", "@TOOLS-03", "@TOOLS-04", "@TOOLS-05", "@TOOLS-06", "@TOOLS-07", "@TOOLS-08"] }, async ({ page }) => {
  // five screens, each checked with axe, and four store pages: longer than one screen's journey
  test.slow();
  // TOOLS-01: a guest is sent to sign in and comes back to the tool
  await page.goto("/demo/item/manage/pick");
  await expect(page).toHaveURL(/\/auth\/sign\/signin\?/);
  await signIn(page, "stylist@example.com", "stylist123");
  await expect(page).toHaveURL(/\/demo\/item\/manage\/pick$/);

  const listed = await page.request.get("/api/store/store-demo/items?limit=10000&page=1");
  const original = ((await listed.json()) as { data: { datas: { _id: string }[] } }).data.datas.map((item) => item._id);
  expect(original.length).toBeGreaterThan(10);
  try {
    // the menu's Edit Store Items goes through its redirect page (TOOLS-02) to the picker
    await page.goto("/demo");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu.getByRole("link", { name: "Arrange Store Items" })).toBeVisible();
    await menu.getByRole("link", { name: "Edit Store Items" }).click();
    await expect(page).toHaveURL(/\/demo\/item\/manage\/pick$/);
    await expect(page.getByRole("heading", { name: "Pick your store's items" })).toBeVisible();
    await expect(page.getByText(`selected items (${original.length})`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Edit mode: a category tab, the magnify's detail dialog, its pick
    await page.getByRole("group", { name: "Categories" }).getByRole("button", { name: "Tops" }).click();
    const tops = page.getByRole("list", { name: "Tops" });
    await tops.getByRole("button", { name: "Details of Mohair Cardigan" }).click();
    const dialog = page.getByRole("dialog", { name: "Mohair Cardigan" });
    await expect(dialog.getByText("Fluffy mohair blend, cropped.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Pick" }).click();
    await expect(dialog.getByRole("button", { name: "Picked" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(tops.getByRole("listitem").filter({ hasText: "Mohair Cardigan" }).locator("button[aria-pressed]")).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(`selected items (${original.length + 1})`)).toBeVisible();

    // Search mode: 3 characters at least, then a tick on the result
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const search = page.getByRole("searchbox", { name: "Search items" });
    await search.fill("be");
    await expect(page.getByText("Type at least 3 characters to search")).toBeVisible();
    // Beaded Anklet: luna only, in stock, used by no other spec (page-cache.spec.ts sells out the Gold Cuff)
    await search.fill("beaded anklet");
    await expect(page.getByText("Type at least 3 characters to search")).toBeHidden();
    const results = page.getByRole("list", { name: "Search results" });
    await results.getByRole("listitem").filter({ hasText: "Beaded Anklet" }).locator("button[aria-pressed]").click();
    await expect(page.getByText(`selected items (${original.length + 2})`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Preview: YOUR SELECTION, the latest picks first; a tap takes one out; Save
    await page.getByRole("button", { name: "preview & save" }).click();
    await expect(page.getByRole("heading", { name: "YOUR SELECTION" })).toBeFocused();
    const selection = page.getByRole("list", { name: "YOUR SELECTION" });
    await expect(selection.getByRole("button").first()).toHaveAccessibleName("Remove Beaded Anklet");
    await selection.getByRole("button", { name: "Remove Beaded Anklet" }).click();
    await expect(page.getByText(`selected items (${original.length + 1})`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Back", exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved: your store shows these items.")).toBeVisible();

    // the cached store home shows the pick at once
    await page.goto("/demo");
    await expect(firstTile(page)).toHaveAttribute("href", /\/itm-053$/);

    // Arrange: the tip hides for good; a keyboard move, a drag, Save
    await page.goto("/demo/item/manage/arrange");
    await expect(page.getByRole("heading", { name: "Arrange your store" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Hide this tip" }).click();
    await expect(page.getByText(/Press and hold an item/)).toBeHidden();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Arrange your store" })).toBeVisible();
    await expect(page.getByText(/Press and hold an item/)).toBeHidden();
    const rows = page.locator("ol li[data-row]");
    await expect(rows.first()).toContainText("Mohair Cardigan");
    await page.getByRole("button", { name: "Move Mohair Cardigan down" }).press("Enter");
    await expect(rows.nth(1)).toContainText("Mohair Cardigan");
    await expect(page.getByRole("button", { name: "Move Mohair Cardigan down" })).toBeFocused();
    const third = (await rows.nth(2).locator("span.truncate").last().textContent())!;
    await dragRow(page, 2, 0);
    await expect(rows.first()).toContainText(third);
    await expect(rows.nth(1)).not.toContainText("Mohair Cardigan");
    await expect(rows.nth(2)).toContainText("Mohair Cardigan");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved: your store shows the items in this order.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto("/demo");
    await expect(firstTile(page)).toHaveAttribute("href", new RegExp(`/${original[1]}$`));

    // Delete: nothing ticked is refused; one ticked goes
    await page.goto("/demo/item/manage/delete");
    await page.getByRole("button", { name: "Remove selected items" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Select items to remove first" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("checkbox", { name: /Mohair Cardigan/ }).check();
    await page.getByRole("button", { name: "Remove selected items" }).click();
    await expect(page.getByText("1 item removed from your store.")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Mohair Cardigan/ })).toHaveCount(0);
    await page.goto("/demo");
    await expect(page.locator('main a[href$="/itm-053"]')).toHaveCount(0);

    // the embed page: the code framing the poster store, and its preview
    await page.goto("/demo/embed");
    await expect(page.getByRole("heading", { name: "STORE EMBED CODE" })).toBeVisible();
    await expect(page.getByLabel("Paste this code into your website's page:")).toHaveValue(/^<iframe src="http:\/\/[^"]+\/demo\/poster" [^>]*height="560"/);
    await expect(page.frameLocator('iframe[title^="Preview of"]').getByTestId("poster-tile").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    const restored = await page.request.put("/api/store/items", { data: { items: original } });
    expect(restored.status()).toBe(200);
  }
});

test("a shopper is refused by the tools and their calls; another stylist lands on their own store's", { tag: ["@NAV-05", "@TOOLS-01"] }, async ({ page }) => {
  await page.goto("/auth/sign/signin?store=demo");
  await signIn(page, "shopper@example.com", "shopper123");
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
  for (const path of ["/demo/item/manage/pick", "/demo/item/manage/arrange", "/demo/item/manage/delete", "/demo/embed"]) {
    await page.goto(path);
    await expect(page.getByText("You don't have a store yet.")).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Open my store" })).toHaveAttribute("href", "/demo/auth_stylist");
  expect(await seriousViolations(page)).toEqual([]);
  expect((await page.request.put("/api/store/items", { data: { items: ["itm-053"] } })).status()).toBe(403);
  expect((await page.request.delete("/api/store/items/itm-001")).status()).toBe(403);
  expect((await page.request.get("/api/store/store-demo/items?limit=10000&page=1")).status()).toBe(403);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Edit Store Items" })).toHaveCount(0);

  // another stylist: the demo store's tools are not theirs, their own store's open instead
  await page.context().clearCookies();
  await page.goto("/auth/sign/signin?store=demo");
  await signIn(page, "chloe@example.com", "chloe1234");
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
  await page.goto("/demo/item/manage/arrange");
  await expect(page).toHaveURL(/\/chloe\/item\/manage\/arrange$/);
  expect((await page.request.get("/api/store/store-demo/items?limit=10000&page=1")).status()).toBe(403);
});
