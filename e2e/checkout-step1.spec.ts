import { expect, test } from "@playwright/test";
import { addFirstInStockItem, fillShippingStep, seriousViolations, toast } from "./helpers";

test("a guest fills step 1: messages, nothing lost on reload, pick-up drops the address, Next goes to step 2", { tag: ["@CART-02", "@CHK-02", "@CHK-03", "@CHK-04", "@CHK-07", "@CHK-09"] }, async ({ page }) => {
  test.slow(); // an item into the cart, the whole step with its messages, a reload and pick-up: three times the timeout on a slow host (issue 27)
  const name = await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Already Have an account?")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/checkout/signin?store=demo");
  await expect(page.getByRole("radio", { name: /Standard Shipping/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Next with nothing typed: the messages, the toast, the focus on the email.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(toast(page, "Please enter valid information")).toBeVisible();
  await expect(page.getByLabel("Email")).toBeFocused();
  await expect(page.getByText("Please enter a valid email.")).toBeVisible();
  for (const message of ["full name required", "address required", "zip code required", "city name required", "phone required", "Please select a shipping option"]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Typed, then reloaded: all of it comes back from the cookie.
  await page.getByLabel("Email").fill("e2e-step1@example.com");
  await page.getByLabel("Full name").fill("Ann Lee");
  await page.getByLabel("Address", { exact: true }).fill("1 Main St");
  await page.getByLabel("Zip code").fill("94105");
  await page.getByLabel("City").fill("San Francisco");
  await page.getByLabel("Phone").fill("4155550100");
  await expect(page.getByLabel("Phone")).toHaveValue("(415) 555-0100");
  await page.getByRole("radio", { name: /Standard Shipping/ }).check();
  await page.reload();
  await expect(page.getByLabel("Email")).toHaveValue("e2e-step1@example.com");
  await expect(page.getByLabel("Phone")).toHaveValue("(415) 555-0100");
  await expect(page.getByRole("radio", { name: /Standard Shipping/ })).toBeChecked();

  // Pick-up hides the address and the summary says so.
  await page.getByRole("radio", { name: /pick up/ }).check();
  await expect(page.getByLabel("Full name")).toHaveCount(0);
  await page.getByRole("radio", { name: /Standard Shipping/ }).check();
  await expect(page.getByLabel("Full name")).toHaveValue("Ann Lee");

  const calc = page.waitForRequest((r) => r.url().endsWith("/api/cart/calc") && (r.postDataJSON() as { email?: string }).email === "e2e-step1@example.com");
  await page.getByRole("button", { name: "Next" }).click();
  expect((await calc).postDataJSON()).toMatchObject({ shipping_method_id: "basic-shipping", shipping_address: { name: "Ann Lee", zip_code: "94105", phone: "4155550100" } });
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);
});

test("a failed coupon blocks Next; the step-3 route leads to step 1", { tag: ["@CART-07", "@CHK-01"] }, async ({ page }) => {
  await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step3");
  await expect(page).toHaveURL(/\/demo\/checkout\/step1$/);
  await page.getByLabel(/Coupon code/).fill("SUMMER20");
  await page.getByRole("button", { name: "Apply" }).click();
  const couponError = page.getByLabel(/Coupon code/);
  await expect(couponError).toHaveAttribute("aria-invalid", "true");
  await fillShippingStep(page, { email: "e2e-coupon@example.com" });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(toast(page, "Please update item information")).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/checkout\/step1$/);
});
