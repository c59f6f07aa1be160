import { expect, test, type Page } from "@playwright/test";
import { fillPlanBillingAddress as fillBillingAddress, fillTestCard as fillCard, seriousViolations, signUpShopper } from "./helpers";

/** The plan the API says the signed-in user runs now (null without one). */
async function currentPlan(page: Page) {
  const answer = (await (await page.request.get("/api/plans/current")).json()) as { data: { plan: { plan_id: string; pay: string } | null } };
  return answer.data.plan;
}

const confirm = (page: Page) => page.getByRole("button", { name: "Confirm" });

/** A brand-new shopper (0-0) on the checkout of seller1, the form loaded and priced. */
async function openCheckout(page: Page, prefix: string) {
  await signUpShopper(page, prefix);
  await page.goto("/plan/plan_checkout?plan=seller1");
  await expect(page.getByTestId("plan-name")).toHaveText("Basic");
  await expect(page.getByTestId("plan-total")).toHaveText("$ 25.00");
}

test("plan checkout: a new user buys seller1 monthly with the test card and a new billing address", { tag: ["@PLAN-09"] }, async ({ page }) => {
  await openCheckout(page, "plan");
  await expect(page.getByRole("radio", { name: /Monthly/ })).toBeChecked();
  await expect(page.getByText("Total due today")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The chooser dialog (at most 960px wide) lists the plans; the one picked stays.
  await page.getByRole("button", { name: "Choose another plan" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose a plan" });
  await expect(dialog.getByRole("button", { name: "Selected Basic" })).toBeVisible();
  expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(960);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Select Pro" }).click();
  await expect(page.getByTestId("plan-total")).toHaveText("$ 49.00");
  await page.getByRole("button", { name: "Choose another plan" }).click();
  await dialog.getByRole("button", { name: "Select Basic" }).click();
  await expect(page.getByTestId("plan-total")).toHaveText("$ 25.00");

  await fillBillingAddress(page);
  await fillCard(page, "4242424242424242");
  await page.getByRole("checkbox", { name: "I agree to the Terms and conditions" }).check();
  await confirm(page).click();

  await expect(page).toHaveURL(/\/plan\/plan_setting$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Plan Detail" })).toBeVisible();
  expect(await currentPlan(page)).toMatchObject({ plan_id: "seller1", pay: "month" });
});

test("plan checkout: the three checks at once, then a declined card shows the provider's words and Confirm works again", { tag: ["@PLAN-09"] }, async ({ page }) => {
  await openCheckout(page, "pland");
  await confirm(page).click();
  for (const message of ["please provide vaild billing address.", "please provide vaild payment information.", "please agree our terms and conditions."]) {
    await expect(page.getByRole("listitem").filter({ hasText: message })).toBeVisible();
  }
  await expect(page.getByLabel("Full name")).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await fillBillingAddress(page);
  await fillCard(page, "4000000000000002");
  await page.getByRole("checkbox", { name: "I agree to the Terms and conditions" }).check();
  await expect(page.getByText(/^please (provide vaild|agree our)/)).toHaveCount(0);
  await confirm(page).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." }).first()).toBeVisible();
  await expect(confirm(page)).toBeEnabled();
  await expect(page).toHaveURL(/\/plan\/plan_checkout\?plan=seller1$/);
  expect(await currentPlan(page)).toBeNull();
  expect(await seriousViolations(page)).toEqual([]);
});

test("plan checkout: the seeded VIP code waives the plan fee (total $ 0.00)", { tag: ["@ONB-10"] }, async ({ page }) => {
  await openCheckout(page, "planv");
  const vip = page.getByRole("textbox", { name: /^VIP code/ });
  await vip.fill("NOTAVIP");
  await page.getByRole("button", { name: "Apply VIP code" }).click();
  await expect(page.getByText("VIP Code invalid")).toBeVisible();

  await vip.fill("vipstyle");
  await page.getByRole("button", { name: "Apply VIP code" }).click();
  await expect(page.getByTestId("plan-total")).toHaveText("$ 0.00");
  await expect(page.getByText("VIP code: first month free").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("plan checkout: a guest goes to the plan sign-in with the query kept", { tag: ["@PLAN-09"] }, async ({ page }) => {
  await page.goto("/plan/plan_checkout?plan=seller2&mode=change");
  await expect(page).toHaveURL(/\/plan\/plan_sign_in\?plan=seller2&mode=change$/);
  await expect(page.getByLabel("Email")).toBeVisible();
});
