import { expect, test, type Page } from "@playwright/test";
import { addFirstInStockItem, fillShippingStep, seriousViolations } from "./helpers";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const thanks = (page: Page) => page.getByRole("heading", { name: "Thank you for your order!" });
const notFound = (page: Page) => page.getByRole("heading", { name: "Order not found" });

test("15.7: a made-up order number is not confirmed: the done page says there is no such order", { tag: ["@CHK-18"] }, async ({ page }) => {
  await page.goto("/demo/checkout/done/FAKE-ORDER-123?email=victim@example.com");
  await expect(notFound(page)).toBeVisible();
  await expect(page.getByText("User or order not found, please check the email and order id.")).toBeVisible();
  await expect(thanks(page)).toHaveCount(0);
  await expect(page.getByText("FAKE-ORDER-123")).toHaveCount(0);
  await expect(page).not.toHaveTitle(/thank you/i);
  await expect(page.getByRole("main").getByRole("link", { name: "Check your order" })).toHaveAttribute("href", "/demo/orders/lookup");
  expect(await seriousViolations(page)).toEqual([]);
});

test("15.7: the done page thanks the browser that paid; another visitor sees the order only with its email", { tag: ["@CHK-18"] }, async ({ page, browser }) => {
  const email = `done-${unique()}@example.com`;
  await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  await fillShippingStep(page, { email });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page).toHaveURL(/\/demo\/checkout\/done\/SF\d{8}\?email=/, { timeout: 20_000 });
  await expect(thanks(page)).toBeVisible();
  const number = (await page.getByTestId("done-order-number").textContent())!.trim();
  await expect(page.getByText(`A confirmation is on its way to ${email}.`)).toBeVisible();
  // The paying browser holds a receipt no script can read; with it, its own order shows whatever the address says.
  expect((await page.context().cookies()).find((c) => c.name === "sf_order_receipt")).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await page.goto(`/demo/checkout/done/${number}?email=someone-else@example.com`);
  await expect(thanks(page)).toBeVisible();
  await expect(page.getByText(`A confirmation is on its way to ${email}.`)).toBeVisible();

  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const other = await stranger.newPage();
    await other.goto(`/demo/checkout/done/${number}?email=${encodeURIComponent(email)}`);
    await expect(thanks(other)).toBeVisible();
    await other.goto(`/demo/checkout/done/${number}?email=someone-else@example.com`);
    await expect(notFound(other)).toBeVisible();
    await expect(thanks(other)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
