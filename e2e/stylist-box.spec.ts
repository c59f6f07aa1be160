import { expect, test, type Page } from "@playwright/test";
import { pickFirstAvailableOptions, seriousViolations } from "./helpers";

/**
 * Issue 14's Get Styled Box (ONB-14…19): a signed-up stylist with an open store builds a box — the three
 * surveys, one Essentials style, the Exclusive styles from the grid and from the search (a keyword and a filter)
 * — checks out with the test card and sees the done page; with a VIP code the plan fee is waived. Each step is
 * axe-checked.
 */

/** A new stylist (POST /api/users, type seller; a VIP code when given), signed in, with a store of 3 starter items. */
async function stylistWithStore(page: Page, prefix: string, vipCode?: string): Promise<string> {
  const userName = `${prefix}${Date.now().toString(36)}`.slice(0, 20);
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

/** Opens the option dialog of the first style of the grid not in the box yet, picks the first options in stock and adds it. */
async function addStyle(page: Page) {
  await page.getByTestId("box-item").filter({ hasNotText: "In your box" }).first().getByRole("button", { name: /^add to box/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "add to box" })).toBeVisible();
  await pickFirstAvailableOptions(dialog);
  await dialog.getByRole("button", { name: "add to box" }).click();
  await expect(dialog).toHaveCount(0);
}

async function fillSurveys(page: Page) {
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  for (const name of ["Women's Tops", "Women's Dresses", "Women's Bottoms (waist)", "Women's Shoes (US)"]) {
    await page.getByRole("group", { name }).getByRole("checkbox", { name: /^m |^l / }).first().check();
  }
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=survey2/);
  await expect(page.getByRole("heading", { name: "Your style" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("checkbox", { name: "Classic" }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/step=survey3/);
  await expect(page.getByRole("heading", { name: "Where do you normally to shop?" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("group", { name: "Where do you normally to shop?" }).getByRole("checkbox").first().check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

async function fillCheckout(page: Page) {
  await page.getByLabel("Full name").fill("Bo Box");
  await page.getByLabel("Address", { exact: true }).fill("1 Main St");
  await page.getByLabel("Zip code").fill("94105");
  await page.getByLabel("City").fill("San Francisco");
  await page.getByLabel("Phone").pressSequentially("4155550100");
  await page.getByLabel("Card number").pressSequentially("4242424242424242");
  await page.getByLabel("Expiry (MM / YY)").pressSequentially("1234");
  await page.getByLabel("CVC").pressSequentially("123");
}

test("a stylist builds a Get Styled Box (surveys, both stages, search and a filter) and checks out with the test card", async ({ page }) => {
  const userName = await stylistWithStore(page, "gsb");
  await page.goto("/demo/auth_stylist/auth_gsb?plan=seller1");
  await expect(page.getByRole("heading", { name: "Build your Get Styled Box" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/step=survey1/);
  await fillSurveys(page);

  // Stage 1: Continue needs an Essentials style.
  await expect(page).toHaveURL(/step=pickItems&stage=1/);
  await expect(page.getByRole("heading", { level: 1, name: "Essentials" })).toBeVisible();
  await expect(page.getByTestId("box-item")).toHaveCount(24);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select 1 item to continue" })).toBeVisible();
  await addStyle(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Continue" }).click();

  // Stage 2: two from the grid, the detail returns to the grid.
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  await expect(page.getByRole("heading", { level: 1, name: "Exclusive" })).toBeVisible();
  await addStyle(page);
  await addStyle(page);
  await expect(page.getByText(/3\s+of 6 styles in your box/)).toBeVisible();
  await page.getByTestId("box-item").nth(2).getByRole("button").first().click();
  await expect(page).toHaveURL(/step=itemDetail&stage=2&item=/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/step=pickItems&stage=2$/);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select at least 6 items to continue" })).toBeVisible();

  // The search: under 3 characters it waits; a keyword and a colour filter live in the URL (a reload keeps them).
  await page.getByRole("link", { name: "Search Exclusive" }).click();
  await expect(page).toHaveURL(/auth_search\?plan=seller1&stage=2$/);
  await page.getByLabel("Search styles").fill("dr");
  await expect(page.getByText("Type at least 3 characters to search")).toBeVisible();
  await page.getByLabel("Search styles").fill("dress");
  await expect(page).toHaveURL(/q=dress/);
  await page.getByText("Filter", { exact: true }).click();
  // the checkbox follows the URL: the click shows in the URL, then on the checkbox
  await page.getByRole("group", { name: "Color" }).getByRole("checkbox", { name: "Black" }).click();
  await expect(page).toHaveURL(/q=dress.*color=Black/);
  await expect(page.getByRole("group", { name: "Color" }).getByRole("checkbox", { name: "Black" })).toBeChecked();
  await page.reload();
  await expect(page.getByLabel("Search styles")).toHaveValue("dress");
  await expect(page.getByRole("group", { name: "Color" }).getByRole("checkbox", { name: "Black" })).toBeChecked();
  await expect(page.getByTestId("box-item").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await addStyle(page);
  await page.goBack();
  await expect(page).not.toHaveURL(/color=Black/);
  await page.getByLabel("Search styles").fill("zzzqqq");
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByText("Please try another search term.")).toBeVisible();
  await page.getByRole("link", { name: "Back to your box" }).click();

  // The sixth style fills the box: the review opens.
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  await expect(page.getByText(/4\s+of 6 styles in your box/)).toBeVisible();
  await addStyle(page);
  await addStyle(page);
  await expect(page).toHaveURL(/step=toReview/);
  await expect(page.getByRole("heading", { name: "Your box" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Remove/ })).toHaveCount(6);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Check Out" }).click();

  // Check Out: every problem together, then the test card.
  await expect(page).toHaveURL(/auth_gsbcheckout\?plan=seller1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Check Out" })).toBeVisible();
  await expect(page.getByText("Style Myself Box Fee")).toBeVisible();
  await expect(page.getByTestId("box-grand-total")).toHaveText("$ 45.00");
  await page.getByRole("button", { name: "Check Out" }).click();
  for (const message of ["please provide vaild shipping address.", "please provide vaild payment information.", "please agree our terms and conditions."]) {
    await expect(page.getByRole("listitem").filter({ hasText: message })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await fillCheckout(page);
  await page.getByRole("checkbox", { name: "I agree to the Terms and conditions" }).check();
  await page.getByRole("button", { name: "Check Out" }).dblclick();

  await expect(page).toHaveURL(/auth_done\?order=/);
  await expect(page.getByRole("heading", { name: "Congratulations, stylist sign up complete" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => window.sessionStorage.getItem("sf.gsb-box.v1"))).toBe("[]");
  const me = (await (await page.request.get("/api/user")).json()) as { data: { can_buy_box: boolean; plan_id: string | null } };
  expect(me.data).toMatchObject({ can_buy_box: false, plan_id: "seller1" });
  await page.getByRole("link", { name: "Visit your store" }).click();
  await expect(page).toHaveURL(new RegExp(`/${userName}$`));
});

test("with a VIP code the box checkout charges the Style Myself Box Fee alone", async ({ page }) => {
  await stylistWithStore(page, "gsbvip", "VIPSTYLE");
  // No plan in the URL: the VIP code's plan (BR-BOX-03).
  await page.goto("/demo/auth_stylist/auth_gsb");
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page).toHaveURL(/plan=seller1&step=survey1/);
  await fillSurveys(page);
  await expect(page).toHaveURL(/plan=seller1&step=pickItems&stage=1/);
  await addStyle(page);
  await page.getByRole("button", { name: "Continue" }).click();
  for (let i = 0; i < 5; i++) await addStyle(page);
  await expect(page).toHaveURL(/step=toReview/);
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page.getByText(/waived with your VIP code/)).toBeVisible();
  await expect(page.getByTestId("box-grand-total")).toHaveText("$ 20.00");
  expect(await seriousViolations(page)).toEqual([]);
  await fillCheckout(page);
  await page.getByRole("checkbox", { name: "I agree to the Terms and conditions" }).check();
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page.getByRole("heading", { name: "Congratulations, stylist sign up complete" })).toBeVisible();
  const me = (await (await page.request.get("/api/user")).json()) as { data: { plan_id: string | null; vip_code: string | null } };
  expect(me.data).toMatchObject({ plan_id: "seller1", vip_code: null });
});
