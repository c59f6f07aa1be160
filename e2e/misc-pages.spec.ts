import { expect, test } from "@playwright/test";
import { seriousViolations, toast } from "./helpers";

const NOT_FOUND_TEXT = "Uh-oh, a fashion faux pas! The page you're looking for got lost in the closet.";

test("MISC-04: the video embed frames the id's video; without an id it says so", { tag: ["@NAV-11"] }, async ({ page }) => {
  await page.goto("/video/dQw4w9WgXcQ");
  await expect(page.locator('iframe[title="Video"]')).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  // NAV-11: the logo-only frame
  await expect(page.getByRole("banner").getByRole("link")).toHaveCount(1);
  await page.goto("/video");
  await expect(page.getByRole("heading", { name: "Video Id missing in url" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("MISC-05 and MISC-12: the short-URL invalid page, and the placeholder page's toast", async ({ page }) => {
  await page.goto("/shorturl/invalid");
  await expect(page.getByRole("heading", { name: "shorturl address invalid" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/placeholder");
  await expect(toast(page, "a server error occurred.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("NAV-07: the configured store's menu links HOME and SHOP to the configured site; other stores' do not", async ({ page }) => {
  await page.goto("/marcus");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Store menu" });
  await expect(menu.getByRole("link", { name: "HOME", exact: true })).toHaveAttribute("href", "https://brand.example.com/");
  await expect(menu.getByRole("link", { name: "SHOP", exact: true })).toHaveAttribute("href", "https://brand.example.com/shop");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/demo");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("navigation", { name: "Store menu" }).getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Store menu" }).getByRole("link", { name: "SHOP", exact: true })).toHaveCount(0);
});

test("MISC-13: `/` on the configured plan host redirects to its /plan; on any other host `/` is the store search", async ({ page }) => {
  const onPlanHost = await page.request.get("/", { headers: { host: "plan.shop.test" }, maxRedirects: 0 });
  expect(onPlanHost.status()).toBe(307);
  expect(onPlanHost.headers().location).toBe("http://plan.shop.test/plan");
  const forged = await page.request.get("/", { headers: { host: "evil.example" }, maxRedirects: 0 });
  expect(forged.status()).toBe(200);
  expect(forged.headers().location).toBeUndefined();
});

test("MISC-08…11: the developer pages live under /dev (this is not a production deployment)", { tag: ["@MISC-09", "@MISC-10", "@MISC-11"] }, async ({ page }) => {
  await page.goto("/dev/variant");
  await expect(page.getByRole("heading", { level: 1, name: "Variant test" })).toBeVisible();
  await expect(page.getByRole("radiogroup").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/dev/auth");
  await expect(page.getByText("Not signed in.")).toBeVisible();
  await page.goto("/dev/dynamic-link");
  await expect(page.getByRole("status", { name: "Link" }).or(page.getByLabel("Link"))).toContainText("/demo?code=demo");
  await page.goto("/dev/autocomplete");
  await expect(page.getByRole("heading", { level: 1, name: "Address autocomplete test" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const unknown = await page.goto("/dev/nope");
  expect(unknown?.status()).toBe(404);
});

test("MISC-07: an unknown share id and an unknown gift-box code show their own text on the not-found page", { tag: ["@SHARE-01", "@GIFT-01"] }, async ({ page }) => {
  const share = await page.goto("/share/kol/box-start/no-such-share");
  expect(share?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Get Styled Box id not found." })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the main site" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const gift = await page.goto("/demo/sub/zzz");
  expect(gift?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "subscription box id not found" })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
