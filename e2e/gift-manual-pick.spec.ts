import { expect, test } from "@playwright/test";
import { fillPlanBillingAddress, fillTestCard, seriousViolations, signUpShopper } from "./helpers";
import { mailTo } from "./outbox";

/**
 * GIFT-10: at checkout step 1 the shopper picks the pieces from the list (60 a page) instead of the
 * stylist's suggestion; the stored subscription says `is_manual_pick`. The purchase mail's link then opens
 * the box's item update (GIFT-17) with the token prefilled, showing those picks.
 */
test("GIFT-10: pick the box's pieces by hand → buy → the API's subscription is a manual pick → the mail's update link", async ({ page }) => {
  test.slow();
  const email = `${await signUpShopper(page, "manualpick")}@example.com`;

  await page.goto("/demo/sub/gfb/onebox");
  await expect(page.getByRole("heading", { level: 1, name: "ONE BOX" })).toBeVisible();
  await page.getByText("Classic", { exact: true }).click();
  await page.getByRole("radio", { name: /2 pieces in each box/ }).check();
  await page.getByLabel("Occasion", { exact: true }).selectOption("ch");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/sub\/step1$/);

  // The stylist's suggestion is the default; the shopper switches to picking by hand.
  await expect(page.getByRole("heading", { name: "Your stylist suggests" })).toBeVisible();
  await page.getByRole("radio", { name: "Pick them myself" }).check();
  const list = page.getByRole("list", { name: "Pieces to pick from" });
  const pieces = list.getByRole("button");
  await expect(pieces.first()).toBeVisible();
  expect(await pieces.count()).toBeLessThanOrEqual(60);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please select 2 items." })).toBeVisible();

  const first = (await pieces.nth(4).innerText()).trim();
  const second = (await pieces.nth(7).innerText()).trim();
  await pieces.nth(0).click();
  await pieces.nth(4).click();
  await pieces.nth(7).click();
  // a third pick drops the oldest
  await expect(pieces.nth(0)).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("2 of 2 picked")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/demo\/checkout\/sub\/step2$/);
  await fillPlanBillingAddress(page);
  await fillTestCard(page, "4242424242424242");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Thank you! Your gift box is ordered.")).toBeVisible();

  // The API's stored subscription: the shopper picked, and these are the box's pieces.
  const all = (await (await page.request.get("/api/subscription/all?pageNo=1")).json()) as { data: { datas: { id: string }[] } };
  expect(all.data.datas).toHaveLength(1);
  const detail = (await (await page.request.get(`/api/subscription/${all.data.datas[0]!.id}`)).json()) as { data: { is_manual_pick: boolean } };
  expect(detail.data.is_manual_pick).toBe(true);

  // The purchase mail carries the box's update link (GIFT-17): the token comes prefilled.
  const mail = await mailTo(email, "gift-box-update");
  const link = /https?:\/\/[^\s]+(\/subscription\/update\/[0-9A-Z]{26})/.exec(mail)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByLabel("Order token")).not.toHaveValue("");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Check" }).click();
  const picks = page.getByRole("list", { name: "Your picks" });
  await expect(picks).toContainText(first);
  await expect(picks).toContainText(second);
  expect(await seriousViolations(page)).toEqual([]);
});
