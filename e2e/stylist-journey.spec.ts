import { expect, test, type Locator, type Page } from "@playwright/test";
import { addStyle, createStore, expectAxeClean, fillBoxCheckout, fillStylistSignUpForm, fillSurveys, openStylistSignUpForm, searchBlackDresses, stylistSignUpForm, uniqueUserName } from "./stylist-steps";
import { analyticsEvents } from "./helpers";

/**
 * Issue 14's journey, end to end: a brand-new visitor becomes a stylist — signs up, opens a store with 3
 * starter items, picks seller1 (or applies a VIP code), fills the three surveys, builds the box in both
 * stages (the search with a keyword and a filter), checks out with the test card, sees the done page and
 * then the store at /{user_name}. Every screen axe-checked. Third: the sign-up form by keyboard alone.
 */

/** From the sign-up form to the guide: a new account with a store of 3 starter items; returns nothing but the page there. */
async function signUpAndOpenStore(page: Page, userName: string, storeName: string) {
  await openStylistSignUpForm(page, `${userName}@example.com`);
  await expectAxeClean(page);
  await fillStylistSignUpForm(stylistSignUpForm(page), userName);
  await expectAxeClean(page);
  await stylistSignUpForm(page).getByRole("button", { name: "Sign Up" }).click();
  // AN-01: the Get Styled Box sign-up's `sign_up` (method gsb), queued by the page the sign-up leads to.
  await expect
    .poll(async () => (await analyticsEvents(page).catch(() => [])).filter((e) => e.name === "sign_up").map((e) => e.params))
    .toEqual([{ method: "gsb" }]);
  // ONB-01/03: the new account goes on to the create-store step (ONB-06)
  await createStore(page, storeName, 3, { axe: true });
  await expectAxeClean(page);
}

/** Check Out on the review, the test card, and the done page (ONB-18/19); the box is emptied. */
async function payForTheBox(page: Page, grandTotal: string) {
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_gsbcheckout/);
  await expect(page.getByRole("heading", { level: 1, name: "Check Out" })).toBeVisible();
  await expect(page.getByText("Style Myself Box Fee")).toBeVisible();
  await expect(page.getByTestId("box-grand-total")).toHaveText(grandTotal);
  await expectAxeClean(page);
  await fillBoxCheckout(page);
  await page.getByRole("checkbox", { name: "I agree to the Terms and conditions" }).check();
  // a double submit places one order
  await page.getByRole("button", { name: "Check Out" }).dblclick();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_done\?order=/);
  // AN-04: one `purchase` for the box order (the double submit made one), the box fee among its items.
  const purchases = (await analyticsEvents(page)).filter((e) => e.name === "purchase");
  expect(purchases).toHaveLength(1);
  expect(purchases[0]!.params).toMatchObject({
    transaction_id: new URL(page.url()).searchParams.get("order"),
    currency: "USD",
    items: expect.arrayContaining([expect.objectContaining({ item_name: "Style Myself Box Fee" })]),
  });
  await expect(page.getByRole("heading", { name: "Congratulations, stylist sign up complete" })).toBeVisible();
  await expectAxeClean(page);
  expect(await page.evaluate(() => window.sessionStorage.getItem("sf.gsb-box.v1"))).toBe("[]");
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus, at most 40 times. */
async function pressUntilFocused(page: Page, key: "Tab" | "Shift+Tab", target: Locator) {
  for (let i = 0; i < 40 && !(await target.evaluate((element) => element === document.activeElement)); i++) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

test("a brand-new visitor becomes a stylist: sign-up, a store of 3, seller1, surveys, both stages with search and a filter, the test card, the store", { tag: ["@ONB-01", "@ONB-03", "@ONB-04", "@ONB-06", "@ONB-07", "@ONB-09", "@ONB-14", "@ONB-15", "@ONB-16", "@ONB-17", "@ONB-18", "@ONB-19", "@AN-04"] }, async ({ page }) => {
  test.slow(); // a sign-up, a store, surveys, two box stages and a checkout: three times the timeout on a slow host (issue 27)
  const userName = uniqueUserName("journey");

  // ONB-01: a guest at the stylist root is sent to the home step (the guide's three steps, ONB-02).
  await page.goto("/demo/auth_stylist");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home$/);
  await expect(page.getByRole("heading", { level: 1, name: "Become a Stylist" })).toBeVisible();
  await expectAxeClean(page);
  await signUpAndOpenStore(page, userName, "Journey Edit");

  // Back at the root: the welcome-back landing (ONB-07), continue setup → the plan pick (ONB-09).
  await page.goto("/demo/auth_stylist");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_land$/);
  await expect(page.getByText(`${userName}@example.com`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Visit my store" })).toHaveAttribute("href", `/${userName}`);
  await expectAxeClean(page);
  await page.getByRole("link", { name: "Continue setup" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_plan$/);
  await expect(page.getByText("MOST POPULAR")).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("article", { name: "Basic" }).getByRole("link", { name: "Select Basic" }).click();

  // The box builder (ONB-14/15): the front, the three surveys.
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_gsb\?plan=seller1$/);
  await expect(page.getByRole("heading", { name: "Build your Get Styled Box" })).toBeVisible();
  // "Get started" is enabled once the stylist's figure has loaded; axe run as it turned from the disabled grey
  // caught its colours mid-transition (color-contrast on the button, CI 2026-11-28, passed on retry).
  await expect(page.getByRole("button", { name: "Get started" })).toBeEnabled();
  await expectAxeClean(page);
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/step=survey1/);
  await fillSurveys(page);

  // Stage 1, Essentials: one style (ONB-16).
  await expect(page).toHaveURL(/step=pickItems&stage=1/);
  await expect(page.getByRole("heading", { level: 1, name: "Essentials" })).toBeVisible();
  await expectAxeClean(page);
  await addStyle(page);
  await page.getByRole("button", { name: "Continue" }).click();

  // Stage 2, Exclusive: two from the grid, one from the search with a keyword and a colour filter.
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive" })).toBeVisible();
  await addStyle(page);
  await addStyle(page);
  await expect(page.getByText(/3\s+of 6 styles in your box/)).toBeVisible();
  await expectAxeClean(page);
  await searchBlackDresses(page);
  await expect(page.getByTestId("box-item").first()).toBeVisible();
  await expectAxeClean(page);
  await addStyle(page);
  await page.getByRole("link", { name: "Back to your box" }).click();

  // The sixth style fills the box: the review (ONB-16), then Check Out with plan fee + box fee (ONB-18).
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  await expect(page.getByText(/4\s+of 6 styles in your box/)).toBeVisible();
  await addStyle(page);
  await addStyle(page);
  await expect(page).toHaveURL(/step=toReview/);
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(6);
  await expectAxeClean(page);
  await page.getByRole("button", { name: "Check Out" }).click();
  // seller1's $25.00 and the Style Myself Box Fee of $20.00
  await payForTheBox(page, "$ 45.00");
  const me = (await (await page.request.get("/api/user")).json()) as { data: { can_buy_box: boolean; plan_id: string | null } };
  expect(me.data).toMatchObject({ can_buy_box: false, plan_id: "seller1" });

  // The store is open at /{user_name} with its 3 starter items.
  await page.getByRole("link", { name: "Visit your store" }).click();
  await expect(page).toHaveURL(new RegExp(`/${userName}$`));
  await expect(page.getByRole("heading", { name: "Journey Edit" })).toBeVisible();
  await expect(page.getByTestId("item-tile")).toHaveCount(3);
  await expectAxeClean(page);
});

test("the same journey with a VIP code: the plan step is skipped and the box costs the Style Myself Box Fee alone", { tag: ["@ONB-09", "@ONB-10", "@ONB-11", "@ONB-12", "@ONB-18"] }, async ({ page }) => {
  test.slow(); // a sign-up, a store, the box stages and a checkout: three times the timeout on a slow host (issue 27)
  const userName = uniqueUserName("vipjrny");
  await signUpAndOpenStore(page, userName, "VIP Edit");
  await page.getByRole("link", { name: "Next" }).click();

  // ONB-10: a wrong code is refused; the seeded one is checked and applied → ONB-11 → ONB-12 (SKIP).
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_plan$/);
  await page.getByLabel("Have a VIP code?").fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply VIP code" }).click();
  await expect(page.getByText("VIP Code invalid")).toBeVisible();
  await expectAxeClean(page);
  await page.getByLabel("Have a VIP code?").fill("vipstyle");
  await page.getByRole("button", { name: "Apply VIP code" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/plan_done$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Plan has been upgraded" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_size$/);
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "SKIP", exact: true }).click();
  // the VIP code's plan needs no pick in the URL, and the plan step is skipped from now on (ONB-09)
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_gsb$/);
  await page.goto("/demo/auth_stylist/auth_plan");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_gsb$/);
  await expectAxeClean(page);

  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/plan=seller1&step=survey1/);
  await fillSurveys(page);
  await expect(page).toHaveURL(/plan=seller1&step=pickItems&stage=1/);
  await addStyle(page);
  await page.getByRole("button", { name: "Continue" }).click();
  // the rest from the grid (the search is the first journey's)
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  for (let i = 0; i < 5; i++) await addStyle(page);
  await expect(page).toHaveURL(/step=toReview/);
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page.getByText(/VIP code: first month free/)).toBeVisible();
  // the grand total is the Style Myself Box Fee alone
  await expect(page.getByText("Style Myself Box Fee", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("$ 20.00");
  await payForTheBox(page, "$ 20.00");
  const me = (await (await page.request.get("/api/user")).json()) as { data: { plan_id: string | null; vip_code: string | null } };
  expect(me.data).toMatchObject({ plan_id: "seller1", vip_code: null });

  await page.goto(`/${userName}`);
  await expect(page.getByRole("heading", { name: "VIP Edit" })).toBeVisible();
  await expect(page.getByTestId("item-tile")).toHaveCount(3);
});

test("the stylist sign-up form by keyboard alone: Tab order, Space ticks, Enter submits, errors announced", { tag: ["@ONB-04"] }, async ({ page }) => {
  const userName = uniqueUserName("keys");
  await page.goto("/demo/auth_stylist/auth_home");

  // Tab from the top of the page to the front step's Sign Up, Enter → use_email (its heading takes the focus).
  await pressUntilFocused(page, "Tab", page.getByRole("button", { name: "Sign Up", exact: true }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Continue with your email" })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.type(`${userName}@example.com`);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Create your stylist account" })).toBeFocused();
  await expectAxeClean(page);

  // Every field in order with Tab, and back with Shift+Tab.
  const form = stylistSignUpForm(page);
  const order = [
    form.getByLabel("Email", { exact: true }),
    form.getByLabel("First name"),
    form.getByLabel("Last name"),
    form.getByLabel(/User name/),
    form.getByLabel("Phone"),
    form.getByLabel("Password"),
    form.getByLabel("Birth year"),
    form.getByLabel(/Share my contact information/),
    form.getByLabel(/at least 18 years old/),
    form.getByLabel(/VIP code/),
    form.getByLabel(/Store code/),
    form.getByRole("button", { name: "Sign Up" }),
  ];
  for (const field of order) {
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
  }
  for (const field of order.slice(0, -1).reverse()) {
    await page.keyboard.press("Shift+Tab");
    await expect(field).toBeFocused();
  }
  await expect(form.getByLabel("Email", { exact: true })).toHaveValue(`${userName}@example.com`);

  // Enter on the empty form: each error is tied to its field, and the first field in error takes the focus.
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("First name")).toBeFocused();
  await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("First name")).toHaveAccessibleDescription("First name invalid");
  await expect(form.getByLabel(/Share my contact information/)).toHaveAccessibleDescription("Please check to share your contact information to your Kommunity.");
  await expect(form.getByLabel(/at least 18 years old/)).toHaveAccessibleDescription(
    "Please check to ensure you are at least 18 years old and accept our Terms and conditions",
  );
  await expectAxeClean(page);

  // Type the fields, a taken user name first.
  await page.keyboard.type("Key");
  for (const text of ["Board", "chloe", "4155550100", "secret123"]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
  await expect(form.getByLabel("Phone")).toHaveValue("(415) 555-0100");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Birth year")).toBeFocused();
  // Space ticks and unticks a checkbox
  await page.keyboard.press("Tab");
  const share = form.getByLabel(/Share my contact information/);
  await expect(share).toBeFocused();
  await page.keyboard.press("Space");
  await expect(share).toBeChecked();
  await page.keyboard.press("Space");
  await expect(share).not.toBeChecked();
  await page.keyboard.press("Space");
  await expect(share).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(form.getByLabel(/at least 18 years old/)).toBeChecked();
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Sign Up" })).toBeFocused();
  await page.keyboard.press("Enter");

  // The server's refusal is announced (an alert); back to the user name with Shift+Tab, then Enter again.
  await expect(form.getByRole("alert")).toHaveText("This user name is already taken, please choose another.");
  await expectAxeClean(page);
  // (the button was disabled while the request ran, so the focus may have left it)
  await pressUntilFocused(page, "Shift+Tab", form.getByLabel(/User name/));
  await page.keyboard.type(userName);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/create_store$/);
});
