import { expect, test, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers";

/** A long US date, as My Plan Detail writes the period dates (docs/decisions.md "Plan screens"). */
const LONG_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/auth/sign/signin?store=demo");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
}

/** The value a `<dt>` of My Plan Detail names. */
const dateOf = (page: Page, term: string) => page.locator("dt", { hasText: term }).locator("+ dd");

/** Reads only: the seeded stylist's plan is never changed here (other specs show it). */
test("the seeded stylist sees My Plan Detail with the plan's badge and dates; in the app there is no Change Plan", { tag: ["@PLAN-12", "@INAPP-08"] }, async ({ page }) => {
  await signIn(page, "stylist@example.com", "stylist123");
  await page.goto("/plan/plan_setting");
  await expect(page.getByRole("heading", { level: 1, name: "My Plan Detail" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(/Basic\s*gold boutique/);
  await expect(dateOf(page, "Period start")).toHaveText(LONG_DATE);
  await expect(dateOf(page, "Period end")).toHaveText(LONG_DATE);
  await expect(page.getByRole("link", { name: "Change Plan" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cancel plan" })).toHaveAttribute("href", "/plan/plan_stop_renew");
  expect(await seriousViolations(page)).toEqual([]);

  // INAPP-08: web only; the change list itself sends the app back to the settings
  await page.goto("/plan/plan_setting?inapp");
  await expect(page.getByRole("heading", { name: "My Plan Detail" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change Plan" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cancel plan" })).toHaveAttribute("href", "/plan/plan_stop_renew?inapp");
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/plan/plan_change?inapp");
  await expect(page).toHaveURL(/\/plan\/plan_setting\?inapp$/);
});

test("the change list labels each plan; the current one cannot be picked; seller2 goes to its checkout as a change", { tag: ["@PLAN-13", "@PLAN-15"] }, async ({ page }) => {
  await signIn(page, "stylist@example.com", "stylist123");
  await page.goto("/plan/plan_setting");
  await page.getByRole("link", { name: "Change Plan" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_change$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change Plan" })).toBeVisible();
  const card = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  await expect(card("Basic").getByRole("button", { name: "current" })).toBeDisabled();
  await expect(card("Pro").getByRole("link", { name: "upgrade" })).toBeVisible();
  await expect(card("Style Myself Plan").getByRole("link", { name: "downgrade" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await card("Basic").getByRole("button", { name: "current" }).click({ force: true });
  await expect(page).toHaveURL(/\/plan\/plan_change$/);
  await card("Pro").getByRole("link", { name: "upgrade" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_checkout\?plan=seller2&mode=change$/);
  await expect(page.getByRole("heading", { level: 1, name: "Change your plan" })).toBeVisible();
});

test("stop auto-renewal: 'Other' needs a text; then My Plan Detail shows the cancellation and end dates", { tag: ["@PLAN-12", "@PLAN-14"] }, async ({ page }) => {
  // A stylist of this test's own (the seeded one's plan stays as it is for the other specs).
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { email: `renew-${id}@example.com`, userName: `renew${id}`.slice(0, 20), password: "secret123" };
  const created = await page.request.post("/api/users", { data: { email: account.email, password: account.password, user_name: account.userName, birth_year: 1985 } });
  expect(created.ok()).toBe(true);
  await signIn(page, account.email, account.password);

  // no plan yet: the empty state (its link goes to helper B's plan page)
  await page.goto("/plan/plan_setting");
  await expect(page.getByText("You don't have a plan yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/plan/plan_stylist");
  await expect(page.getByRole("link", { name: "Cancel plan" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto("/plan/plan_stop_renew");
  await expect(page).toHaveURL(/\/plan\/plan_setting$/);

  // seller1 bought through the API with a test card (the checkout screen is helper C's)
  const token = await page.request.post("/api/payments/test/tokens", { data: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" } });
  expect(token.ok()).toBe(true);
  const tokenId = ((await token.json()) as { data: { id: string } }).data.id;
  const billing = { name: "Rene Renew", address: "1 Main St", address2: "", zip_code: "94105", city: "San Francisco", phone: "4155550100" };
  const bought = await page.request.post("/api/plan/checkout", {
    headers: { "idempotency-key": `e2e-plan-${id}` },
    data: { plan_id: "seller1", pay: "month", billing_address: billing, token: tokenId, agree_terms: true },
  });
  expect(bought.ok()).toBe(true);

  await page.goto("/plan/plan_setting");
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(/Basic\s*gold boutique/);
  const end = (await dateOf(page, "Period end").textContent())?.trim() ?? "";
  expect(end).toMatch(LONG_DATE);
  await page.getByRole("link", { name: "Cancel plan" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_stop_renew$/);
  await expect(page.getByRole("heading", { level: 1, name: "Stop Auto-renewal" })).toBeVisible();
  await expect(page.getByText(`stays active until ${end}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("please select a reason")).toBeVisible();
  await page.getByRole("radio", { name: "Other (please specify)" }).check();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("please enter reasons")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Your reason" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("textbox", { name: "Your reason" }).fill("Taking a break from styling");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_setting$/);
  await expect(dateOf(page, "Cancellation date")).toHaveText(LONG_DATE);
  await expect(dateOf(page, "Plan end date")).toHaveText(end);
  await expect(page.getByRole("link", { name: "Cancel plan" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(/Basic\s*gold boutique/);
  expect(await seriousViolations(page)).toEqual([]);

  // nothing left to stop: the page sends the user back to the settings
  await page.goto("/plan/plan_stop_renew");
  await expect(page).toHaveURL(/\/plan\/plan_setting$/);
});

test("a guest is sent to plan sign-in, which comes back to My Plan Detail", async ({ page }) => {
  for (const path of ["/plan/plan_setting", "/plan/plan_change", "/plan/plan_stop_renew"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/plan\/plan_sign_in\?plan=setting$/);
    await expect(page.getByLabel("Email")).toBeVisible();
  }
});
