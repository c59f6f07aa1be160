import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, submitSignUpForm } from "./helpers";

/** Issue 13's public plan pages (PLAN-01…04), the plan layout (NAV-12) and the plan sign-in screens (PLAN-05…08). */

const profileMenu = (page: Page) => page.getByRole("button", { name: "Profile menu" });

/** Opens the profile menu once the page has hydrated (the button is a client island). */
async function openProfileMenu(page: Page) {
  await page.waitForLoadState("networkidle");
  await profileMenu(page).click();
  await expect(profileMenu(page)).toHaveAttribute("aria-expanded", "true");
}

test("/plan opens the stylist plans (PLAN-01)", async ({ page }) => {
  const response = await page.request.get("/plan", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe("/plan/plan_stylist");
  await page.goto("/plan");
  await expect(page).toHaveURL(/\/plan\/plan_stylist$/);
});

test("Become a Stylist: seller1 (MOST POPULAR) and seller2 with their prices, the note, a link to the Style Myself Plan; cached", { tag: ["@PLAN-03", "@PLAN-04"] }, async ({ page }) => {
  await page.goto("/plan/plan_stylist");
  await expect(page.getByRole("heading", { level: 1, name: "Become a Stylist" })).toBeVisible();
  await expect(page.getByText("Basic plan starting at $25 per month")).toBeVisible();
  const basic = page.getByRole("article", { name: "Basic" });
  await expect(basic.getByText("MOST POPULAR")).toBeVisible();
  await expect(basic.getByText("$ 25.00")).toBeVisible();
  await expect(basic.getByText("$ 240.00")).toBeVisible();
  await expect(basic.getByText("$ 20.00")).toBeVisible();
  await expect(basic.getByText("save 20%")).toBeVisible();
  await expect(basic.getByText("15% commission on shares")).toBeVisible();
  await expect(basic.getByRole("link", { name: "Select Basic" })).toHaveAttribute("href", "/plan/plan_checkout?plan=seller1");
  const pro = page.getByRole("article", { name: "Pro" });
  await expect(pro.getByText("$ 49.00")).toBeVisible();
  await expect(pro.getByText("save 20%")).toBeVisible();
  await expect(pro.getByText("MOST POPULAR")).toHaveCount(0);
  await expect(page.getByText("Not applicable to subscription or presale items")).toBeVisible();
  await expect(page).toHaveTitle(/Become a Stylist/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/plan\/plan_stylist$/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as { "@type": string; itemListElement: unknown[] };
  expect(jsonLd["@type"]).toBe("OfferCatalog");
  expect(jsonLd.itemListElement).toHaveLength(2);
  expect(await seriousViolations(page)).toEqual([]);

  // one cached page for every visitor (ISR), public
  await page.request.get("/plan/plan_stylist");
  const again = await page.request.get("/plan/plan_stylist");
  expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
  expect(again.headers()["cache-control"]).not.toContain("private");

  await page.getByRole("link", { name: "Style Myself Plan" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_style$/);
});

test("Style Myself Plan: the shopper plans with their prices, the box facts, a link to the stylist plans", { tag: ["@PLAN-02", "@PLAN-04"] }, async ({ page }) => {
  await page.goto("/plan/plan_style");
  await expect(page.getByRole("heading", { level: 1, name: "Style Myself Plan" })).toBeVisible();
  await expect(page.getByText("Free shipping both ways", { exact: true })).toBeVisible();
  await expect(page.getByText("A $20 Style Myself Box Fee, credited against a purchase")).toBeVisible();
  const styleMyself = page.getByRole("article", { name: "Style Myself Plan" });
  await expect(styleMyself.getByText("$ 19.99")).toBeVisible();
  await expect(styleMyself.getByText("save 20%")).toBeVisible();
  await expect(page.getByRole("article", { name: "Shopper" }).getByText("$ 9.99")).toBeVisible();
  await expect(page.getByText("MOST POPULAR")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Become a Stylist" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_stylist$/);
});

test("the plan layout's profile menu offers a signed-out visitor Sign In and Sign Up (NAV-12)", async ({ page }) => {
  await page.goto("/plan/plan_style");
  await openProfileMenu(page);
  const entries = page.getByRole("banner").getByRole("listitem");
  await expect(entries).toHaveText(["Sign In", "Sign Up"]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_sign_up$/);
});

test("the plan sign-in appears after its delay; `direct` hides Sign Up", { tag: ["@PLAN-05"] }, async ({ page }) => {
  // rendered per request under the nonce CSP, never stored
  const response = await page.goto("/plan/plan_sign_in?plan=seller1");
  expect(response?.headers()["content-security-policy"]).toMatch(/'nonce-/);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1, name: "Sign In" })).toBeVisible();
  const email = page.getByLabel("Email");
  await expect(email).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/plan/plan_sign_up?plan=seller1");
  await expect(page.getByRole("link", { name: "forgot password" })).toHaveAttribute("href", "/plan/plan_forgot_password");
  expect(await seriousViolations(page)).toEqual([]);

  // in the page at once but hidden (laid out where it will show: nothing moves), shown a second later
  await page.goto("/plan/plan_sign_in?plan=seller1&direct", { waitUntil: "commit" });
  await expect(email).toBeAttached();
  await expect(email).toBeHidden();
  const hiddenAt = await email.boundingBox();
  await expect(email).toBeVisible();
  expect(await email.boundingBox()).toEqual(hiddenAt);
  await expect(page.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});

test("plan sign-up from a stylist card lands on the checkout of that plan; the menu then offers the plan pages", { tag: ["@PLAN-06", "@PLAN-11", "@NAV-12"] }, async ({ page }) => {
  const userName = `plan${Date.now().toString(36)}`;
  await page.goto("/plan/plan_sign_up?plan=seller1&store=demo");
  await expect(page.getByText("Invite code")).toBeVisible();
  await expect(page.getByText("demo", { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await submitSignUpForm(page, userName);
  await expect(page).toHaveURL(/\/plan\/plan_checkout\?plan=seller1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Plan checkout" })).toBeVisible();

  // signed in: the plan sign-up goes straight on, and the menu has the plan pages
  await page.goto("/plan/plan_sign_up?plan=shopper1");
  await expect(page).toHaveURL(/\/plan\/plan_setting$/);
  await page.goto("/plan/plan_stylist");
  await openProfileMenu(page);
  await expect(page.getByRole("banner").getByRole("listitem")).toHaveText(["Style Myself Plan", "STYLIST Plan", "My Plan Detail", "Sign Out"]);
  await expect(page.getByRole("link", { name: "My Plan Detail" })).toHaveAttribute("href", "/plan/plan_setting");
  expect(await seriousViolations(page)).toEqual([]);
});

test("plan sign-in with ?plan=setting lands on My Plan Detail", { tag: ["@PLAN-05"] }, async ({ page }) => {
  await page.goto("/plan/plan_sign_in?plan=setting");
  await page.getByLabel("Email").fill("stylist@example.com");
  await page.getByLabel("Password").fill("stylist123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_setting$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Plan Detail" })).toBeVisible();
});

test("plan forgot password sends the reset mail's confirmation (PLAN-07)", async ({ page }) => {
  await page.goto("/plan/plan_forgot_password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill("shopper@example.com");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status")).toContainText("A reset email has been sent to your inbox");
  expect(await seriousViolations(page)).toEqual([]);
});
