import { expect, test } from "@playwright/test";
import { addStyle, expectAxeClean, searchBlackDresses, stylistWithStore } from "./stylist-steps";

/**
 * Issue 14's Get Styled Box rules (ONB-16…18) that the journey (e2e/stylist-journey.spec.ts) passes by: the
 * pick limits' messages, the item detail that returns to the grid, the search's 3-character wait, filters that a
 * reload keeps and Back undoes, the empty result, and the checkout's problems listed together. A stylist made
 * through the API starts on the picks (the surveys are the journey's).
 */
test("the box builder's limits, item detail, search and checkout problems", { tag: ["@ONB-16", "@ONB-17", "@ONB-18"] }, async ({ page }) => {
  test.slow(); // a stylist with a store, the builder's limits and a checkout: three times the timeout on a slow host (issue 27)
  await stylistWithStore(page, "gsbrules");
  await page.goto("/demo/auth_stylist/auth_gsb?plan=seller1&step=pickItems&stage=1");

  // Stage 1: Continue needs an Essentials style.
  await expect(page.getByRole("heading", { level: 1, name: "Essentials" })).toBeVisible();
  await expect(page.getByTestId("box-item")).toHaveCount(24);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select 1 item to continue" })).toBeVisible();
  await addStyle(page);
  await page.getByRole("button", { name: "Continue" }).click();

  // Stage 2: the detail returns to the grid; Continue needs six styles in all.
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  await addStyle(page);
  await page.getByTestId("box-item").nth(2).getByRole("button").first().click();
  await expect(page).toHaveURL(/step=itemDetail&stage=2&item=/);
  await expectAxeClean(page);
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
  await page.goBack();
  await expect(page).not.toHaveURL(/color=Black/);
  // Back has landed (as a person sees it) before the next search is typed. After a reload, Next.js fetches the page
  // for the entry it went back to (twice: its tree is the earlier document's), and the tab has no title until
  // that lands; a keyword written meanwhile leaves its router pending for good (the results follow the URL anyway:
  // tests/components/box-builder.test.tsx), so the title is part of "landed".
  await expect(page).toHaveTitle("Search styles · Stylist Storefront");
  await expect(page.getByLabel("Search styles")).toHaveValue("dress");
  await expect(page.getByTestId("box-item").first()).toBeVisible();
  await page.getByLabel("Search styles").fill("zzzqqq");
  await expect(page).toHaveURL(/q=zzzqqq/);
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByText("Please try another search term.")).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "Back to your box" }).click();

  // The sixth style opens the review; Check Out lists every problem together (BR-VAL-35).
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  for (let i = 0; i < 4; i++) await addStyle(page);
  await expect(page).toHaveURL(/step=toReview/);
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page).toHaveURL(/auth_gsbcheckout\?plan=seller1$/);
  await page.getByRole("button", { name: "Check Out" }).click();
  for (const message of ["please provide vaild shipping address.", "please provide vaild payment information.", "please agree our terms and conditions."]) {
    await expect(page.getByRole("listitem").filter({ hasText: message })).toBeVisible();
  }
  await expectAxeClean(page);
});

/**
 * ONB-17's keyword after a reload and Back, typed while Next.js is still fetching the page for the entry it went
 * back to (the entry's router tree is the earlier document's, so it fetches twice; the second fetch is held here
 * until the keyword is typed). The results follow the keyword and the router lands (the tab gets its title back,
 * the URL the keyword); a history write of the keyword then once left the router waiting for good
 * (components/box/box-search.tsx: the first write after Back goes through Next.js's router).
 */
test("the search's keyword typed while Back after a reload is still landing", { tag: ["@ONB-17"] }, async ({ page }) => {
  test.slow(); // a stylist with a store and a box pick first (issue 27)
  await stylistWithStore(page, "gsbback");
  await page.goto("/demo/auth_stylist/auth_gsb?plan=seller1&step=pickItems&stage=1");
  await expect(page.getByTestId("box-item")).toHaveCount(24);
  await addStyle(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  await searchBlackDresses(page);
  await page.reload();
  await expect(page.getByTestId("box-item").first()).toBeVisible();

  let fetches = 0;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/auth_search\?.*_rsc=/, async (route) => {
    if (++fetches === 2) await held;
    await route.continue();
  });
  await page.goBack();
  await expect(page.getByLabel("Search styles")).toHaveValue("dress");
  await expect.poll(() => fetches).toBe(2);
  await page.getByLabel("Search styles").fill("zzzqqq");
  // the results follow the typed keyword at once; its URL write waits for Next.js's router (held here)
  await expect(page.getByText("No results found")).toBeVisible();
  release();
  await expect(page).toHaveTitle("Search styles · Stylist Storefront");
  await expect(page).toHaveURL(/q=zzzqqq/);
  await expect(page.getByLabel("Search styles")).toHaveValue("zzzqqq");
  await expectAxeClean(page);
});
