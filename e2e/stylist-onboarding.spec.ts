import { expect, test } from "@playwright/test";
import { seriousViolations, signUpShopper } from "./helpers";

/**
 * Issue 14's onboarding up to the box builder (ONB-01…13): a brand-new visitor signs up as a stylist
 * (the form by keyboard alone), opens a store with three starter items, sees it at `/{user_name}`, and
 * picks seller1, which leads to the box builder. Each screen axe-checked.
 */
test("a brand-new visitor becomes a stylist, opens a store with 3 starter items and picks seller1", async ({ page }) => {
  const userName = `onb${Date.now().toString(36)}`.slice(0, 20);

  // ONB-01: the stylist root sends a guest to the home step (the guide's three steps, ONB-02).
  await page.goto("/demo/auth_stylist");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Become a Stylist" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Create your store" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // ONB-03: front → use_email → (a new email) create_new_account.
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByRole("heading", { name: "Continue with your email" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press("Tab");
  await page.keyboard.type(`${userName}@example.com`);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Create your stylist account" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // ONB-04 by keyboard alone: Tab from the heading through every field, Space ticks, Enter submits.
  const form = page.getByRole("form", { name: "Create your stylist account" });
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(`${userName}@example.com`);
  await page.keyboard.press("Enter");
  // an empty form shows the spec's messages
  await expect(form.getByText("First name invalid")).toBeVisible();
  await expect(form.getByText("Please check to share your contact information to your Kommunity.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // the first field in error takes the focus
  await expect(form.getByLabel("First name")).toBeFocused();
  await page.keyboard.type("Onboard");
  for (const [label, text] of [
    ["Last name", "Tester"],
    [/User name/, userName],
    ["Phone", "4155550100"],
    ["Password", "secret123"],
  ] as const) {
    await page.keyboard.press("Tab");
    await expect(form.getByLabel(label)).toBeFocused();
    await page.keyboard.type(text);
  }
  await expect(form.getByLabel("Phone")).toHaveValue("(415) 555-0100");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Birth year")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(/Share my contact information/)).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel(/at least 18 years old/)).toBeFocused();
  await page.keyboard.press("Space");
  await page.keyboard.press("Enter");

  // ONB-01/03: the new account goes on to the create-store step (ONB-06).
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/create_store$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByLabel(/Store name/).fill("Onboarding Edit");
  await page.getByLabel(/About you/).fill("Fresh stylist, fresh picks.");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Pick your first items" })).toBeFocused();
  const tiles = page.getByRole("list", { name: "Recommended items" }).getByRole("button", { pressed: false });
  for (let i = 0; i < 3; i++) await tiles.first().click();
  await expect(page.getByText("3 of 6 picked")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Open my store" }).click();

  // The guide, then the store is open at /{user_name} at once, with the three items.
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/guide$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/${userName}`);
  await expect(page.getByRole("heading", { name: "Onboarding Edit" })).toBeVisible();
  await expect(page.getByTestId("item-tile")).toHaveCount(3);

  // Back at the root: the welcome-back landing (ONB-07), continue setup → the plan pick (ONB-09).
  await page.goto("/demo/auth_stylist");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_land$/);
  await expect(page.getByText(`${userName}@example.com`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit my store" })).toHaveAttribute("href", `/${userName}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Continue setup" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_plan$/);
  await expect(page.getByText("MOST POPULAR")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // a wrong VIP code is refused (ONB-10)
  await page.getByLabel("Have a VIP code?").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply VIP code" }).click();
  await expect(page.getByText("VIP Code invalid")).toBeVisible();
  await page.getByRole("article", { name: "Basic" }).getByRole("link", { name: "Select Basic" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_gsb\?plan=seller1$/);
  await expect(page.getByRole("heading", { name: "Build your Get Styled Box" })).toBeVisible();
});

test("a signed-in stylist with a store lands on auth_land", async ({ page }) => {
  await page.goto("/chloe/auth_stylist");
  await expect(page).toHaveURL(/\/chloe\/auth_stylist\/auth_home$/);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("Email", { exact: true }).fill("chloe@example.com");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, sign in" })).toBeFocused();
  await page.getByLabel("Password").fill("chloe1234");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/chloe\/auth_stylist\/auth_land$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page.getByText("chloe@example.com")).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit my store" })).toHaveAttribute("href", "/chloe");
  expect(await seriousViolations(page)).toEqual([]);
  // a signed-in stylist is not shown the sign-up again
  await page.goto("/chloe/auth_stylist/auth_home");
  await expect(page).toHaveURL(/\/chloe\/auth_stylist\/auth_land$/);
});

test("a VIP code on the plan step upgrades the plan: plan done, fit preferences, SKIP to the box builder", async ({ page }) => {
  const userName = `vip${Date.now().toString(36)}`.slice(0, 20);
  await page.goto("/demo/auth_stylist/auth_home");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByLabel("Email", { exact: true }).fill(`${userName}@example.com`);
  await page.getByRole("button", { name: "Next" }).click();
  const form = page.getByRole("form", { name: "Create your stylist account" });
  await form.getByLabel("First name").fill("Vip");
  await form.getByLabel("Last name").fill("Stylist");
  await form.getByLabel(/User name/).fill(userName);
  await form.getByLabel("Phone").pressSequentially("4155550100");
  await form.getByLabel("Password").fill("secret123");
  await form.getByLabel(/Share my contact information/).check();
  await form.getByLabel(/at least 18 years old/).check();
  await form.getByRole("button", { name: "Sign Up" }).click();

  // a store with no starter items opens too (the tools fill it later)
  await expect(page).toHaveURL(/\/auth_home\/create_store$/);
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByLabel(/Store name/).fill("VIP Edit");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Open my store" }).click();
  await expect(page).toHaveURL(/\/auth_home\/guide$/);
  await page.getByRole("link", { name: "Next" }).click();

  // ONB-10: the seeded code is checked and applied; ONB-11 → ONB-12 → the box builder
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_plan$/);
  await page.getByLabel("Have a VIP code?").fill("vipstyle");
  await page.getByRole("button", { name: "Apply VIP code" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/plan_done$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Plan has been upgraded" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_size$/);
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "SKIP", exact: true }).click();
  // the VIP code's plan needs no pick in the URL
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_gsb$/);
  await expect(page.getByRole("heading", { name: "Build your Get Styled Box" })).toBeVisible();
  // the plan step is skipped from now on (ONB-09: a VIP code held)
  await page.goto("/demo/auth_stylist/auth_plan");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_gsb$/);
});

test("a signed-in shopper without a store: 'My Store' leads to the create-store step, the landing says there is no store", async ({ page }) => {
  await signUpShopper(page, "nostore");
  await page.goto("/demo/auth_stylist/auth_land");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/no_store$/);
  await expect(page.getByRole("heading", { level: 1, name: "Oops, you don't have a store yet" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Create your store" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/create_store$/);
  // the store menu's 'My Store' entry leads to the same place
  await page.goto("/demo");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "My Store" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/create_store$/);
});
