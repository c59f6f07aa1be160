import { expect, test } from "@playwright/test";
import { signUpShopper } from "./helpers";
import { expectAxeClean } from "./stylist-steps";

/**
 * Issue 14's onboarding around the journey (e2e/stylist-journey.spec.ts covers a new stylist from sign-up to
 * the box): a signed-in stylist with a store lands on auth_land (ONB-03/07), a shopper without a store is
 * sent to open one (ONB-08, NAV-12). Each screen axe-checked.
 */
test("a signed-in stylist with a store lands on auth_land", { tag: ["@ONB-01", "@ONB-03", "@ONB-07"] }, async ({ page }) => {
  await page.goto("/chloe/auth_stylist");
  await expect(page).toHaveURL(/\/chloe\/auth_stylist\/auth_home$/);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByLabel("Email", { exact: true }).fill("chloe@example.com");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back, sign in" })).toBeFocused();
  await page.getByLabel("Password").fill("chloe1234");
  await expectAxeClean(page);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/chloe\/auth_stylist\/auth_land$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await expect(page.getByText("chloe@example.com")).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit my store" })).toHaveAttribute("href", "/chloe");
  await expectAxeClean(page);
  // a signed-in stylist is not shown the sign-up again
  await page.goto("/chloe/auth_stylist/auth_home");
  await expect(page).toHaveURL(/\/chloe\/auth_stylist\/auth_land$/);
});

test("a signed-in shopper without a store: 'My Store' leads to the create-store step, the landing says there is no store", { tag: ["@ONB-01", "@ONB-08"] }, async ({ page }) => {
  await signUpShopper(page, "nostore");
  await page.goto("/demo/auth_stylist/auth_land");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/no_store$/);
  await expect(page.getByRole("heading", { level: 1, name: "Oops, you don't have a store yet" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "Create your store" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/create_store$/);
  // the store menu's 'My Store' entry leads to the same place
  await page.goto("/demo");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "My Store" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/create_store$/);
});
