import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, signInOnDemo, toast } from "./helpers";
import { mailTo } from "./outbox";
import { CORE } from "./core";

// ACCT-13, GIFT-13…16 and ACCT-14 on the seeded shopper's gift subscriptions (docs/seed.md): no other journey
// reads them. The cancel takes whichever occasion is scheduled first (the pack has three), and the card update
// works on the monthly box whose charge was refused.
const SHOPPER = { email: "shopper@example.com", password: "shopper123" };

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test("the subscriptions tab → the pack → cancel a scheduled occasion → its made box (ACCT-14)", { tag: ["@ACCT-13", "@GIFT-13", "@GIFT-14", "@GIFT-15"] }, async ({ page }) => {
  await signInOnDemo(page, SHOPPER);
  await page.goto("/demo/orders/subscription");
  await expect(page.getByRole("link", { name: "Subscriptions", exact: true })).toHaveAttribute("aria-current", "page");
  const list = page.getByRole("list", { name: "Subscriptions" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("link", { name: /Monthly Subscription/ })).toBeVisible();
  await expectAxeClean(page);

  await list.getByRole("link", { name: /5 Special Occasions/ }).click();
  await expect(page).toHaveURL(/\/demo\/orders\/subscription\/sub-seed-pack$/);
  await expect(page.getByRole("heading", { level: 1, name: "5 Special Occasions" })).toBeVisible();
  await expect(page.getByTestId("subscription-status")).toHaveText("Scheduled");
  const occasions = page.getByRole("region", { name: "Occasions" }).getByRole("listitem");
  await expect(occasions).toHaveCount(5);
  await expect(occasions.first()).toContainText("First Box Free");
  await expect(occasions.first()).toContainText(/created on /);
  await expect(occasions.nth(1)).toContainText("canceled");
  await expect(occasions.nth(2)).toContainText(/will be created on /);
  await expect(page.getByRole("button", { name: "SELECT A NEW CARD" })).toHaveCount(0);
  await expectAxeClean(page);

  // GIFT-15: cancel the first scheduled occasion.
  const cancels = page.getByRole("button", { name: /^Cancel / });
  const before = await cancels.count();
  expect(before).toBeGreaterThan(0);
  await cancels.first().click();
  await expect(toast(page, "subscription canceled.")).toBeVisible();
  await expect(cancels).toHaveCount(before - 1);
  await expectAxeClean(page);
  // It stays canceled when the page is read again.
  await page.reload();
  await expect(page.getByRole("button", { name: /^Cancel / })).toHaveCount(before - 1);

  // GIFT-14's arrow: the box the first occasion made.
  await occasions.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/demo\/orders\/subscription\/entry\/order-seed-gift-1$/);
  await expect(page.getByRole("heading", { level: 1, name: "SUBSCRIPTION ENTRY" })).toBeVisible();
  await expect(page.getByTestId("order-number")).toHaveText("SF210001");
  await expectAxeClean(page);

  // An unknown subscription is the not-found page with the spec's message.
  await page.goto("/demo/orders/subscription/no-such-subscription");
  await expect(page.getByRole("heading", { level: 1, name: "subscription box id not found" })).toBeVisible();
});

test("a refused monthly card: 'SELECT A NEW CARD' → add a card → confirm → the form goes (GIFT-16)", { tag: ["@ACCT-19"] }, async ({ page }) => {
  await signInOnDemo(page, SHOPPER);
  await page.goto("/demo/orders/subscription/sub-seed-monthly");
  await expect(page.getByRole("heading", { level: 1, name: "Monthly Subscription" })).toBeVisible();
  const open = page.getByRole("button", { name: "SELECT A NEW CARD" });
  await expect(open).toBeVisible();
  await expectAxeClean(page);

  await open.click();
  const picker = page.getByRole("dialog", { name: "SELECT A NEW CARD" });
  await expect(picker.getByRole("button", { name: "ADD CREDIT CARDS" })).toBeVisible();
  await expectAxeClean(page);
  await picker.getByRole("button", { name: "ADD CREDIT CARDS" }).click();

  const add = page.getByRole("dialog", { name: "ADD CREDIT CARDS" });
  await add.getByLabel("Card number").fill("5555 5555 5555 4444");
  await add.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await add.getByLabel("CVC").fill("123");
  await add.getByRole("button", { name: "Save card" }).click();
  await expect(toast(page, "credit card added.")).toBeVisible();
  await expect(add).toBeHidden();

  await expect(picker.getByRole("radio", { name: /4444/ })).toBeChecked();
  await expectAxeClean(page);
  await picker.getByRole("button", { name: "Confirm" }).click();
  await expect(picker.getByText("Updated, we'll process on next scheduled time, thank you.")).toBeVisible();
  await expectAxeClean(page);
  await picker.getByRole("button", { name: "OK" }).click();
  await expect(toast(page, "Payment information updated, Thank you.")).toBeVisible();
  await expect(page.getByRole("button", { name: "SELECT A NEW CARD" })).toHaveCount(0);
  await expectAxeClean(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Monthly Subscription" })).toBeVisible();
  await expect(page.getByRole("button", { name: "SELECT A NEW CARD" })).toHaveCount(0);
});

test("a lost box-update mail: 'Email the update link again' mails a new link, and the one before stops working (GIFT-17)", { tag: [CORE.tag, "@GIFT-17"] }, async ({ page }) => {
  test.slow();
  const tokenIn = (mail: string) => /\/subscription\/update\/([0-9A-Z]{26})/.exec(mail)?.[1];
  const sent = toast(page, `We've sent a new link to ${SHOPPER.email}. The link sent before no longer works.`);
  const resend = async () => {
    // each re-send's own toast: the one before has gone
    await expect(sent).toHaveCount(0);
    await page.getByRole("button", { name: "Email the update link again" }).click();
    await expect(sent).toBeVisible();
  };
  const opens = async (token: string) => {
    await page.goto(`/subscription/update/${token}`);
    await page.getByLabel("Email").fill(SHOPPER.email);
    await page.getByRole("button", { name: "Check" }).click();
  };

  await signInOnDemo(page, SHOPPER);
  await page.goto("/demo/orders/subscription/sub-seed-pack");
  await expect(page.getByRole("region", { name: "Box items" })).toBeVisible();
  await expectAxeClean(page);
  await resend();
  let first: string | undefined;
  await expect.poll(async () => (first = tokenIn(await mailTo(SHOPPER.email, "gift-box-update")))).toBeDefined();
  await resend();
  let second: string | undefined;
  await expect.poll(async () => (second = tokenIn(await mailTo(SHOPPER.email, "gift-box-update")))).not.toBe(first);

  await opens(first!);
  await expect(page.getByRole("alert").filter({ hasText: "We could not find a gift box for this email and order token." })).toBeVisible();
  await opens(second!);
  await expect(page.getByRole("heading", { name: /^Your picks/ })).toBeVisible();
  await expectAxeClean(page);
});
