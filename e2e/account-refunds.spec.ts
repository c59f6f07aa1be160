import { expect, test, type Page } from "@playwright/test";
import { CORE } from "./core";
import { seriousViolations, toast } from "./helpers";

// Issue 12, the refund mode (ACCT-06…09) on the seeded shopper (docs/seed.md). Each journey changes an
// order of its own: SF200001 (a return), SF200003 (the pre-sale cancel), SF200002 (a replacement).
const SHOPPER = { email: "shopper@example.com", password: "shopper123" };

async function signIn(page: Page) {
  await page.goto("/auth/sign/signin?store=demo");
  await page.getByLabel("Email").fill(SHOPPER.email);
  await page.getByLabel("Password").fill(SHOPPER.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A 1×1 PNG. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("return one item of SF200001: the question, the form with its fee, 'Return request sent.' and the popup, then the returns tab", { tag: ["@ACCT-06", "@ACCT-07"] }, async ({ page }) => {
  await signIn(page);
  await page.goto("/demo/orders/regular/order-history-1");
  await expect(page.getByTestId("order-number")).toHaveText("SF200001");
  await expect(page.getByRole("region", { name: "Return History" })).toHaveCount(0);

  await page.getByRole("button", { name: "Return", exact: true }).click();
  const question = page.getByRole("dialog", { name: "I would like to return for Items:" });
  await expect(question).toBeVisible();
  await expectAxeClean(page);
  await question.getByRole("button", { name: "I have received - Return Items" }).click();

  const form = page.getByRole("dialog", { name: "I have received - Return Items" });
  await expect(form.getByTestId("return-fee")).toHaveText(/^- \$/);
  await form.getByRole("button", { name: "Send return request" }).click();
  await expect(form.getByText("please select one or more items to return.")).toBeVisible();
  await expect(form.getByText("please select a return reason")).toBeVisible();
  await expectAxeClean(page);

  await form.getByRole("checkbox").first().check();
  await form.getByRole("combobox", { name: "Reason" }).selectOption("Size");
  await form.getByRole("button", { name: "Send return request" }).click();

  await expect(toast(page, "Return request sent.")).toBeVisible();
  const popup = page.getByRole("dialog", { name: "Return request sent." });
  await expect(popup).toContainText("emailed you the return instructions and a prepaid return shipping label");
  await expectAxeClean(page);
  await popup.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("region", { name: "Return History" }).getByRole("row")).toHaveCount(2);

  await page.goto("/demo/orders/return");
  // RT200007 and the new return are both in progress.
  await page.getByRole("list", { name: "Returns" }).getByRole("link").first().click();
  await expect(page.getByText("Return in progress")).toBeVisible();
  await page.getByRole("link", { name: "see original order" }).click();
  await expect(page.getByTestId("order-number")).toHaveText("SF200001");
});

// Finding 8 (issue 25 item 4): the cancel names the items and the refund before the shopper confirms, and
// afterwards the order detail and the PRE-SALE DETAIL show the refund (the toast's amount) and the new total.
test("finding 8: cancel the pre-sale item of SF200003 from its order detail, told what and how much first; both details show the refund", { tag: ["@ACCT-06", "@ACCT-08"] }, async ({ page }) => {
  await signIn(page);
  // The pre-sale detail's form checks its reason, and shows the same summary; ABORT leaves it.
  await page.goto("/demo/orders/regular/presale/order-history-3");
  await expect(page.getByRole("heading", { level: 1, name: "PRE-SALE DETAIL" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("button", { name: "CANCEL" }).click();
  await page.getByRole("button", { name: "Cancel Items" }).click();
  await expect(page.getByText("please select a cancel reason")).toBeVisible();
  const summaryOnDetail = page.getByRole("region", { name: "Items to cancel" });
  await expect(summaryOnDetail).toBeVisible();
  await expectAxeClean(page);
  const refundShown = (await summaryOnDetail.getByTestId("presale-cancel-refund").textContent())!.trim();
  await page.getByRole("button", { name: "ABORT" }).click();
  const total = (await page.getByTestId("order-grand-total").textContent())!.trim();

  // The finding's steps: the order detail → Return → "I haven't received - Cancel Items".
  await page.goto("/demo/orders/regular/order-history-3");
  await page.getByRole("button", { name: "Return", exact: true }).click();
  await page.getByRole("button", { name: "I haven't received - Cancel Items" }).click();
  const dialog = page.getByRole("dialog", { name: "I haven't received - Cancel Items" });
  const summary = dialog.getByRole("region", { name: "Items to cancel" });
  // The pre-sale dress only, not the tote that has shipped, and the amount.
  await expect(summary.getByRole("listitem")).toHaveText(["Satin Midi Dress (Pre-order) · Qty 1"]);
  await expect(summary.getByTestId("presale-cancel-refund")).toHaveText(refundShown);
  await expectAxeClean(page);
  await dialog.getByRole("combobox", { name: "Reason" }).selectOption("Price");
  await dialog.getByRole("button", { name: "Cancel Items" }).click();
  await expect(toast(page, `Pre-sale items canceled. ${refundShown} is refunded to your payment method.`)).toBeVisible();

  // Afterwards both details show the total as charged, the refund the toast named, and the new total.
  const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.]/g, "")) * 100);
  const newTotal = `$ ${((cents(total) - cents(refundShown)) / 100).toFixed(2)}`;
  for (const path of ["/demo/orders/regular/order-history-3", "/demo/orders/regular/presale/order-history-3"]) {
    await page.goto(path);
    await expect(page.getByTestId("order-grand-total"), path).toHaveText(total);
    await expect(page.getByTestId("order-refund"), path).toHaveText(`- ${refundShown}`);
    await expect(page.getByText("Refunded: pre-sale items canceled"), path).toBeVisible();
    await expect(page.getByTestId("order-new-total"), path).toHaveText(newTotal);
  }
  await expect(page.getByTestId("presale-item-status").first()).toHaveText("Canceled");
  await expectAxeClean(page);
  // The order detail's question now answers 'not cancelable'.
  await page.goto("/demo/orders/regular/order-history-3");
  await page.getByRole("button", { name: "Return", exact: true }).click();
  await page.getByRole("button", { name: "I haven't received - Cancel Items" }).click();
  await expect(page.getByRole("dialog", { name: "I would like to return for Items:" }).getByRole("alert")).toHaveText("not cancelable");
});

test("send a replacement request with a photo for SF200002", { tag: [CORE.tag, "@ACCT-09"] }, async ({ page }) => {
  await signIn(page);
  await page.goto("/demo/orders/regular/order-history-2");
  await page.getByRole("button", { name: "REPLACE" }).click();
  const form = page.getByRole("dialog", { name: "Replacement request" });
  // finding 11: the contact comes from the order; only the photo and the lines are left to give
  await expect(form.getByLabel("Contact name")).not.toHaveValue("");
  await expect(form.getByLabel("Email")).not.toHaveValue("");
  await form.getByRole("button", { name: "Send request" }).click();
  for (const message of ["please select a photo", "please select item for replacement."]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expectAxeClean(page);

  await form.getByLabel("Contact name").fill("Sam Shopper");
  await form.getByLabel("Email").fill("shopper@example.com");
  await form.getByLabel("Phone").fill("");
  await form.getByLabel("Phone").fill("4155550142");
  await form.getByLabel("Reason (optional)").fill("The seam came apart.");
  await form.getByLabel("Photo").setInputFiles({ name: "seam.png", mimeType: "image/png", buffer: PNG });
  await form.getByRole("checkbox").first().check();
  await form.getByRole("button", { name: "Send request" }).click();

  await expect(toast(page, "request sent sucessfully.")).toBeVisible();
  await expect(form).toBeHidden();
  // Its only line is being replaced now: nothing is left to replace.
  await expect(page.getByRole("button", { name: "REPLACE" })).toHaveCount(0);
  await expectAxeClean(page);
});
