import { expect, type Locator, type Page } from "@playwright/test";
import { pickFirstAvailableOptions, seriousViolations } from "./helpers";

/**
 * The stylist onboarding's steps (issue 14), shared by e2e/stylist-journey.spec.ts, stylist-onboarding.spec.ts
 * and stylist-box.spec.ts. Each test makes its own stylist (uniqueUserName), so the tests stay independent.
 */

/** The axe check every onboarding screen passes. */
export async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A user name of its own for each test: 3–20 characters, lower case (ONB-05); `prefix` at most 8. */
export const uniqueUserName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);

/** The stylist sign-up form (create_new_account). */
export const stylistSignUpForm = (page: Page) => page.getByRole("form", { name: "Create your stylist account" });

/** From the stylist root of the demo store as a guest: Sign Up → use_email with a new email → create_new_account. */
export async function openStylistSignUpForm(page: Page, email: string) {
  await page.goto("/demo/auth_stylist");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home$/);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Create your stylist account" })).toBeFocused();
}

/** Fills every required field of the open stylist sign-up form but the email (given before, or the provider's). */
export async function fillStylistSignUpForm(form: Locator, userName: string) {
  await form.getByLabel("First name").fill("Sam");
  await form.getByLabel("Last name").fill("Stylist");
  await form.getByLabel(/User name/).fill(userName);
  await form.getByLabel("Phone").fill("4155550100");
  await form.getByLabel("Password").fill("secret123");
  await form.getByLabel(/Share my contact information/).check();
  await form.getByLabel(/at least 18 years old/).check();
}

/**
 * ONB-06 from the create-store step: the profile, `items` starter items from the recommendations, and the
 * store opens; ends on the guide. Each step axe-checked when `axe` is set.
 */
export async function createStore(page: Page, name: string, items: number, { axe = false } = {}) {
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/create_store$/);
  if (axe) await expectAxeClean(page);
  await page.getByRole("button", { name: "Start" }).click();
  await page.getByLabel(/Store name/).fill(name);
  await page.getByLabel(/About you/).fill("Fresh stylist, fresh picks.");
  if (axe) await expectAxeClean(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Pick your first items" })).toBeFocused();
  const tiles = page.getByRole("list", { name: "Recommended items" }).getByRole("button", { pressed: false });
  for (let i = 0; i < items; i++) await tiles.first().click();
  await expect(page.getByText(`${items} of 6 picked`)).toBeVisible();
  if (axe) await expectAxeClean(page);
  await page.getByRole("button", { name: "Open my store" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/guide$/);
}

/**
 * A stylist made through the API (POST /api/users, type seller; a VIP code when given), signed in, with a
 * store of 3 starter items: for the specs about what comes after the sign-up. Returns the user name.
 */
export async function stylistWithStore(page: Page, prefix: string, vipCode?: string): Promise<string> {
  const userName = uniqueUserName(prefix);
  const account = { email: `${userName}@example.com`, password: "secret123" };
  const created = await page.request.post("/api/users", {
    data: { ...account, user_name: userName, birth_year: 1990, firstname: "Bo", lastname: "Box", phone: "4155550100", is_share_public: true, type: "seller", ...(vipCode ? { vip_code: vipCode } : {}) },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await page.goto("/auth/sign/signin?store=demo");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);

  const starters = (await (await page.request.post("/api/items?type=recommend_for_store&page=1", { data: {} })).json()) as { data: { datas: { _id: string }[] } };
  const multipart: Record<string, string> = { name: `${prefix} store` };
  starters.data.datas.slice(0, 3).forEach((item, i) => (multipart[`items[${i}]`] = item._id));
  const store = await page.request.post("/api/store/create", { multipart });
  expect(store.ok(), await store.text()).toBe(true);
  return userName;
}

/**
 * Opens the option dialog of the first style of the grid not in the box yet (after `skip` of them), picks the first
 * options in stock and adds it. Journeys that pay for their boxes at the same time skip to different styles: a seeded
 * variant may have one unit, and two boxes holding it cannot both be paid.
 */
export async function addStyle(page: Page, { skip = 0 }: { skip?: number } = {}) {
  await page.getByTestId("box-item").filter({ hasNotText: "In your box" }).nth(skip).getByRole("button", { name: /^add to box/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "add to box" })).toBeVisible();
  await pickFirstAvailableOptions(dialog);
  await dialog.getByRole("button", { name: "add to box" }).click();
  await expect(dialog).toHaveCount(0);
}

/** The box builder's three surveys (ONB-15) from survey1, each axe-checked; ends on the picks. */
export async function fillSurveys(page: Page) {
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeFocused();
  await expectAxeClean(page);
  for (const name of ["Women's Tops", "Women's Dresses", "Women's Bottoms (waist)", "Women's Shoes (US)"]) {
    await page.getByRole("group", { name }).getByRole("checkbox", { name: /^m |^l / }).first().check();
  }
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=survey2/);
  await expect(page.getByRole("heading", { name: "Your style" })).toBeFocused();
  await expectAxeClean(page);
  await page.getByRole("checkbox", { name: "Classic" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=survey3/);
  await expect(page.getByRole("heading", { name: "Where do you normally to shop?" })).toBeFocused();
  await expectAxeClean(page);
  await page.getByRole("group", { name: "Where do you normally to shop?" }).getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

/** The box checkout's new shipping address (billing the same) and the test provider's card. */
export async function fillBoxCheckout(page: Page) {
  await page.getByLabel("Full name").fill("Bo Box");
  await page.getByLabel("Address", { exact: true }).fill("1 Main St");
  await page.getByLabel("Zip code").fill("94105");
  await page.getByLabel("City").fill("San Francisco");
  await page.getByLabel("Phone").fill("4155550100");
  await page.getByLabel("Card number").fill("4242424242424242");
  await page.getByLabel("Expiry (MM / YY)").fill("1234");
  await page.getByLabel("CVC").fill("123");
}

/** From stage 2's picks: Search Exclusive, the keyword "dress", then the Black colour filter, each in the URL. */
export async function searchBlackDresses(page: Page) {
  await page.getByRole("link", { name: "Search Exclusive" }).click();
  await expect(page).toHaveURL(/auth_search\?plan=seller1&stage=2$/);
  await page.getByLabel("Search styles").fill("dress");
  await expect(page).toHaveURL(/q=dress/);
  await page.getByText("Filter", { exact: true }).click();
  await page.getByRole("group", { name: "Color" }).getByRole("checkbox", { name: "Black" }).click();
  await expect(page).toHaveURL(/q=dress.*color=Black/);
}
