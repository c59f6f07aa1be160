import { expect, test } from "@playwright/test";
import { CORE } from "./core";
import { seriousViolations } from "./helpers";

// GIFT-17 on the seeded one-box gift of repeat@example.com (docs/seed.md): no other journey reads it. The
// picks it saves are whichever two pieces the carousel shows, so a retry finds the box as a person would.
const BOX = { email: "repeat@example.com", token: "DEMO-GIFT-BOX-0001" };

test("GIFT-17: email + order token → Check → change the picks in the carousel → Confirm → 'Item selection updated'", CORE, async ({ page }) => {
  test.slow();
  await page.goto("/subscription/update");
  await expect(page.getByRole("heading", { level: 1, name: "Update your box items" })).toBeVisible();
  // NAV-11: the logo-only frame
  await expect(page.getByRole("banner").getByRole("link")).toHaveCount(1);
  const email = page.getByLabel("Email");
  const token = page.getByLabel("Order token");
  const check = page.getByRole("button", { name: "Check" });

  // BR-VAL-04's messages
  await check.click();
  await expect(page.getByText("email address required")).toBeVisible();
  await expect(page.getByText("order id required")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await email.fill("a@b");
  await token.fill("abc");
  await check.click();
  await expect(page.getByText("email address required")).toBeVisible();
  await expect(page.getByText("order id required")).toBeVisible();

  // Another shopper's email with this box's token opens nothing.
  await email.fill("shopper@example.com");
  await token.fill(BOX.token);
  await check.click();
  await expect(page.getByRole("alert").filter({ hasText: "We could not find a gift box for this email and order token." })).toBeVisible();

  // The mail's link: the token is prefilled.
  await page.goto(`/subscription/update/${BOX.token}`);
  await expect(page.getByLabel("Order token")).toHaveValue(BOX.token);
  await page.getByLabel("Email").fill(BOX.email);
  await page.getByRole("button", { name: "Check" }).click();
  await expect(page.getByText("ONE BOX")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your picks (2 of 2)" })).toBeVisible();
  const carousel = page.getByRole("region", { name: "Pieces to choose from" });
  const slide = carousel.locator("[aria-roledescription=slide]").getByRole("button");
  await expect(slide).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);

  // Remove both picks: Confirm says how many the box needs.
  const picks = page.getByRole("list", { name: "Your picks" });
  await picks.getByRole("button", { name: /^Remove / }).first().click();
  await picks.getByRole("button", { name: /^Remove / }).first().click();
  await expect(page.getByRole("heading", { name: "Your picks (0 of 2)" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select 2 items." })).toBeVisible();

  // Pick on the second slide: two pieces, then a third drops the oldest.
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(carousel.locator("[aria-roledescription=slide]")).toHaveAttribute("aria-label", /^2 of /);
  const first = (await slide.nth(0).innerText()).trim();
  const second = (await slide.nth(1).innerText()).trim();
  const third = (await slide.nth(2).innerText()).trim();
  await slide.nth(0).click();
  await slide.nth(1).click();
  await expect(slide.nth(0)).toHaveAttribute("aria-pressed", "true");
  await slide.nth(2).click();
  await expect(slide.nth(0)).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("heading", { name: "Your picks (2 of 2)" })).toBeVisible();
  await expect(picks).toContainText(second);
  await expect(picks).toContainText(third);
  await expect(picks).not.toContainText(first);

  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Item selection updated" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your picks" })).toContainText(second);
  expect(await seriousViolations(page)).toEqual([]);

  // The box keeps them: checked again, the picks are the new ones.
  await page.reload();
  await page.getByLabel("Email").fill(BOX.email);
  await page.getByRole("button", { name: "Check" }).click();
  const again = page.getByRole("list", { name: "Your picks" });
  await expect(again).toContainText(second);
  await expect(again).toContainText(third);
});
