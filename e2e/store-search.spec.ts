import { expect, test } from "@playwright/test";
import { seriousViolations } from "./helpers";

test.describe("store search home (SEARCH-01/02)", () => {
  test("`/` welcomes, hints until 3 characters, finds a store by invite code and opens it", { tag: ["@SEARCH-02"] }, async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Stylist Storefront stores" })).toBeVisible();
    // NAV-11: the logo-only frame
    await expect(page.getByRole("banner").getByRole("link")).toHaveCount(1);
    const field = page.getByLabel("Invite code");
    await expect(page.getByText("enter at least 3 characters to search")).toBeVisible();
    await field.fill("ch");
    await expect(page.getByText("enter at least 3 characters to search")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/users/invite/")) asked.push(request.url());
    });
    // key by key on purpose: what this checks is the debounce (one search for the settled code), which needs keystrokes
    await field.pressSequentially("lo", { delay: 50 });
    const result = page.getByRole("list", { name: "Stores" }).getByRole("link", { name: /Chloe's Closet/ });
    await expect(result).toBeVisible();
    await expect(page.getByText("enter at least 3 characters to search")).toBeHidden();
    // debounced: one search for the settled code, in pages of 50
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain("/api/users/invite/chlo?has_store=true&page=1&limit=50");
    expect(await seriousViolations(page)).toEqual([]);

    await field.fill("nobody-here");
    await expect(page.getByText("no result", { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await field.fill("chloe");
    await result.click();
    await expect(page).toHaveURL(/\/chloe$/);
  });
});
