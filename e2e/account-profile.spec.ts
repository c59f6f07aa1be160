import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, signUpShopper, toast } from "./helpers";

const ACCOUNT_USER_NAME_MESSAGE = "Please use name start with letters, and can only contains numbers, underscores and dots.";

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

test("My Account: the user name is edited, a bad name refused with the rule's message, a good one saved and kept", { tag: ["@ACCT-15", "@ACCT-16"] }, async ({ page }) => {
  const userName = await signUpShopper(page, "prof");
  await expect(page.getByText(userName, { exact: true })).toBeVisible();
  await expect(page.getByText("No plan")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Edit user name" }).click();
  const input = page.getByRole("textbox", { name: "User name" });
  await expect(input).toBeFocused();
  await input.fill("");
  // key by key on purpose: the field filters keystrokes (lower case, no punctuation), which `fill` would bypass
  await input.pressSequentially("9Lives!");
  await expect(input).toHaveValue("9lives");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(ACCOUNT_USER_NAME_MESSAGE)).toBeVisible();
  await expect(input).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // a name someone else has: the server's refusal shows in the form
  await input.fill("shopper");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This user name is already taken, please choose another." })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const renamed = `re.${userName}`;
  await input.fill(renamed);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "user profile updated.")).toBeVisible();
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit user name" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByText(renamed, { exact: true })).toBeVisible();
});

test("My Account: the plan name with its badge (the seeded stylist's Basic plan)", { tag: ["@ACCT-15", "@ACCT-17"] }, async ({ page }) => {
  await page.goto("/auth/sign/signin?store=demo");
  await signIn(page, "stylist@example.com", "stylist123");
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
  await expect(page.getByText("Basic", { exact: true })).toBeVisible();
  await expect(page.getByText("gold boutique")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("My Measurements: a guest signs in and comes back to the page", async ({ page }) => {
  await page.goto("/demo/user/measure");
  await expect(page).toHaveURL(/\/auth\/sign\/signin\?/);
  await signIn(page, "stylist@example.com", "stylist123");
  await expect(page).toHaveURL(/\/demo\/user\/measure$/);
  await expect(page.getByRole("heading", { name: "My Measurements" })).toBeVisible();
  // the my-orders menu's link (store param `myorders`) opens the same page
  await page.goto("/myorders/user/measure");
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("My Measurements: the three surveys are saved step by step and shown again after a reload", { tag: ["@ACCT-20", "@ACCT-21", "@ACCT-22", "@ACCT-23"] }, async ({ page }) => {
  await signUpShopper(page, "meas");
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "My Measurements" }).click();
  await expect(page).toHaveURL(/\/demo\/user\/measure$/);
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // step 1: nothing picked → the spec's messages; then one size per category, a third pick drops the oldest
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("please select at least 1 options")).toHaveCount(4);
  await expect(toast(page, "please provide vaild size informations.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const tops = page.getByRole("group", { name: "Women's Tops" });
  await tops.getByRole("checkbox", { name: /^xs / }).check();
  await tops.getByRole("checkbox", { name: /^s / }).check();
  await tops.getByRole("checkbox", { name: /^m / }).check();
  await expect(tops.getByRole("checkbox", { name: /^xs / })).not.toBeChecked();
  for (const name of ["Women's Dresses", "Women's Bottoms (waist)", "Women's Shoes (US)"]) {
    await page.getByRole("group", { name }).getByRole("checkbox", { name: /^l / }).check();
  }
  await page.getByLabel("ft").selectOption("5");
  await page.getByLabel("in").selectOption("6");
  await page.getByRole("radio", { name: "Tall" }).check();
  await page.getByRole("button", { name: "Next" }).click();

  // step 2: styles
  await expect(page.getByRole("heading", { name: "Your style" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("checkbox", { name: "Classic" }).check();
  await page.getByRole("checkbox", { name: "Casual" }).check();
  await page.getByRole("button", { name: "Next" }).click();

  // step 3: stores, saved with Save
  await expect(page.getByRole("heading", { name: "Where do you normally to shop?" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  const firstStore = page.getByRole("group", { name: "Where do you normally to shop?" }).getByRole("checkbox").first();
  await firstStore.check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "measurements saved.")).toBeVisible();

  // opened again: every answer is there
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeVisible();
  await expect(tops.getByRole("checkbox", { name: /^s / })).toBeChecked();
  await expect(tops.getByRole("checkbox", { name: /^m / })).toBeChecked();
  await expect(page.getByRole("group", { name: "Women's Shoes (US)" }).getByRole("checkbox", { name: /^l / })).toBeChecked();
  await expect(page.getByLabel("ft")).toHaveValue("5");
  await expect(page.getByLabel("in")).toHaveValue("6");
  await expect(page.getByRole("radio", { name: "Tall" })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("checkbox", { name: "Classic" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Casual" })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(firstStore).toBeChecked();
});
