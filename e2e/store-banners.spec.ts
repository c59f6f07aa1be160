import { expect, test } from "@playwright/test";

// Finding 4 of 2026-11-27 (issue 25 item 5): a store home's banner carousel advertised the demo
// stylist (/demo, /skd/demo, /demo/sub/rcb/) on every store. Each store's slides now link only to its
// own pages, and none of those is a 404.
for (const store of ["chloe", "marcus", "luna"]) {
  test(`finding 4: the banners on /${store} link only to ${store}'s own pages, and each answers`, { tag: ["@BROWSE-07"] }, async ({ page }) => {
    await page.goto(`/${store}`);
    await expect(page.getByRole("heading", { name: "All items" })).toBeVisible();
    const slides = page.locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toBeAttached();
    const hrefs = await slides.locator("a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href, href).toMatch(new RegExp(`^/(skd/)?${store}(/|$|\\?)`));
      expect(href).not.toContain("demo");
      expect((await page.request.get(href)).status(), href).toBeLessThan(400);
    }
  });
}

test("finding 4: /demo keeps its three banners, each to its own page", { tag: ["@BROWSE-07"] }, async ({ page }) => {
  await page.goto("/demo");
  const hrefs = await page.locator('[aria-roledescription="slide"] a[href]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs).toEqual(["/demo", "/skd/demo", "/demo/sub/rcb/"]);
});
