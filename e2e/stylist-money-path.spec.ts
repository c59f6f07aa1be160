import { expect, test, type Page } from "@playwright/test";
import { fillPlanBillingAddress, fillTestCard, signUpShopper } from "./helpers";
import { addStyle, expectAxeClean, fillBoxCheckout, stylistWithStore } from "./stylist-steps";

/**
 * Issue 25, the stylist's money path as a person sees it (findings 1, 2, 3 and 5 of 2026-11-27): what the plan
 * and box checkouts say is charged today and next (amount and day) is what the plan records, a declined card is
 * refused even when nothing is due today, and it is never kept: the card that paid is the account's default.
 */

/** The plan the API says the signed-in user runs now (null without one). */
async function currentPlan(page: Page) {
  const answer = (await (await page.request.get("/api/plans/current")).json()) as { data: { plan: { plan_id: string; pay: string; price: number; next_payment: string | null; period_end_date: string } | null } };
  return answer.data.plan;
}

/** "March 10, 2026", as the pages print a plan's dates (UTC). */
const longDate = (iso: string) => new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** The day in the summary's "Next charge on {day}, then every {period}". */
async function shownNextDay(page: Page, period: "month" | "year"): Promise<string> {
  const label = page.getByText(new RegExp(`^Next charge on .+, then every ${period}$`));
  await expect(label).toBeVisible();
  return (await label.textContent())!.replace(/^Next charge on /, "").replace(/, then every \w+$/, "");
}

/** The profile's saved cards: one row per card, its text ("Visa •••• ending in 4242 Default", "Expires …"). */
async function savedCards(page: Page) {
  await page.goto("/demo/user/profile");
  const list = page.getByRole("list", { name: "Saved cards" });
  await expect(list).toBeVisible();
  return list.getByRole("listitem");
}

test("findings 2, 3 and 5: FREE30 then VIPSTYLE on Yearly says $0 today and $240 a month later; a declined card is refused; the plan records what was shown", { tag: ["@PLAN-04", "@PLAN-09", "@PLAN-10", "@ONB-10"] }, async ({ page }) => {
  test.slow(); // a sign-up, two checkouts and the profile
  await signUpShopper(page, "money");
  await page.goto("/plan/plan_checkout?plan=seller1");
  await expect(page.getByTestId("plan-total")).toHaveText("$ 25.00");
  await expect(page.getByTestId("plan-next-charge")).toHaveText("$ 25.00");
  await shownNextDay(page, "month");

  await page.getByLabel(/Coupon code/).fill("FREE30");
  await page.getByRole("button", { name: "Apply Coupon code" }).click();
  await expect(page.getByText("First 30 days free, then $25.00 per Month")).toBeVisible();
  await expect(page.getByTestId("plan-total")).toHaveText("$ 0.00");

  await page.getByRole("textbox", { name: /^VIP code/ }).fill("vipstyle");
  await page.getByRole("button", { name: "Apply VIP code" }).click();
  await page.getByRole("radio", { name: /Yearly/ }).check();
  // The VIP code's month, not a year; the coupon said unused; $240 when the month ends.
  await expect(page.getByTestId("plan-next-charge")).toHaveText("$ 240.00");
  await expect(page.getByTestId("plan-total")).toHaveText("$ 0.00");
  await expect(page.getByText("VIP code: first month free").first()).toBeVisible();
  await expect(page.getByText("Your VIP code and a coupon do not add up: the VIP code's free time applies, and the coupon is not used.")).toBeVisible();
  await expect(page.getByText(/plan fee waived/)).toHaveCount(0);
  const nextDay = await shownNextDay(page, "year");
  await expect(page.getByText(`Free until ${nextDay}`)).toBeVisible();
  await expectAxeClean(page);

  // Finding 3: nothing is due today, and the declined card is still refused, with the usual words.
  await fillPlanBillingAddress(page);
  await fillTestCard(page, "4000000000000002");
  await page.getByRole("checkbox", { name: "I agree to the Terms and conditions" }).check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." }).first()).toBeVisible();
  expect(await currentPlan(page)).toBeNull();

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_setting$/);
  const plan = (await currentPlan(page))!;
  expect(plan).toMatchObject({ plan_id: "seller1", pay: "year", price: 24000 });
  expect(longDate(plan.next_payment!)).toBe(nextDay);
  expect(longDate(plan.period_end_date)).toBe(nextDay);
  await expect(page.getByText(nextDay).first()).toBeVisible();

  // Finding 1: only the card that worked is kept, and it is the default.
  const cards = await savedCards(page);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("4242");
  await expect(cards.first()).toContainText("Default");
});

test("finding 1: box checkout: the summary says today's charges and the next; a declined card is not kept, and after 4242 pays it is the default", { tag: ["@ONB-18", "@ONB-19"] }, async ({ page }) => {
  test.slow(); // six styles picked, two checkouts and the profile
  await stylistWithStore(page, "boxcard");
  await page.goto("/demo/auth_stylist/auth_gsb?plan=seller1&step=pickItems&stage=1");
  // styles the stylist journey (e2e/stylist-journey.spec.ts), paying at the same time in another worker, does not pick
  await addStyle(page, { skip: 10 });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/step=pickItems&stage=2/);
  for (let i = 0; i < 5; i++) await addStyle(page, { skip: 10 });
  await expect(page).toHaveURL(/step=toReview/);
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page).toHaveURL(/auth_gsbcheckout\?plan=seller1$/);

  // Today: the Basic plan's first month and the Style Myself Box Fee; next: the plan's month, with its day.
  await expect(page.getByText("Basic plan, billed monthly", { exact: true }).locator("xpath=following-sibling::dd")).toHaveText("$ 25.00");
  await expect(page.getByTestId("box-grand-total")).toHaveText("$ 45.00");
  await expect(page.getByTestId("box-next-charge")).toHaveText("$ 25.00");
  const nextDay = await shownNextDay(page, "month");
  await expectAxeClean(page);

  await fillBoxCheckout(page);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("checkbox", { name: "I agree to the Terms and conditions" }).check();
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." }).first()).toBeVisible();

  // The next visit offers no saved card: the declined one was not kept.
  await page.reload();
  await expect(page.getByTestId("box-grand-total")).toHaveText("$ 45.00");
  await expect(page.getByText(/ending in 0002/)).toHaveCount(0);
  await fillBoxCheckout(page);
  await page.getByRole("checkbox", { name: "I agree to the Terms and conditions" }).check();
  await page.getByRole("button", { name: "Check Out" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_done\?order=/);

  const plan = (await currentPlan(page))!;
  expect(plan).toMatchObject({ plan_id: "seller1", pay: "month", price: 2500 });
  expect(longDate(plan.next_payment!)).toBe(nextDay);

  const cards = await savedCards(page);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("4242");
  await expect(cards.first()).toContainText("Default");
});
