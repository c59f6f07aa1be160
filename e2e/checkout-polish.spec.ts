import { expect, test, type Page } from "@playwright/test";
import { addFirstInStockItem, fillShippingStep, seriousViolations, toast } from "./helpers";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Step 1 filled as a guest and Next pressed: the shopper is on step 2. */
async function toStep2(page: Page, email = `polish-${unique()}@example.com`) {
  await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  await fillShippingStep(page, { email });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);
  return email;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
}

const thanks = (page: Page) => page.getByRole("heading", { name: "Thank you for your order!" });

test("15.3: a phone given with +1, filled (autofill, paste) or typed, keeps its number in every phone field", { tag: ["@CART-02", "@CHK-04"] }, async ({ page }) => {
  await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  const phone = page.getByLabel("Phone");
  await phone.fill("+1 415 555 0100");
  await expect(phone).toHaveValue("(415) 555-0100");
  await phone.fill("");
  // typed key by key on purpose: what this checks is the mask under keystrokes, not only a pasted value
  await phone.pressSequentially("+1 415 555 0100");
  await expect(phone).toHaveValue("(415) 555-0100");
  await phone.fill("1-212-555-0199");
  await expect(phone).toHaveValue("(212) 555-0199");

  await phone.fill("");
  const email = `phone-${unique()}@example.com`;
  await fillShippingStep(page, { email, phone: "+1 415 555 0100" });
  // The calc that carries the address (a debounced one from typing the email may come first, without it).
  const calc = page.waitForRequest((r) => {
    if (!r.url().endsWith("/api/cart/calc")) return false;
    const body = r.postDataJSON() as { email?: string; shipping_address?: unknown };
    return body.email === email && Boolean(body.shipping_address);
  });
  await page.getByRole("button", { name: "Next" }).click();
  expect((await calc).postDataJSON()).toMatchObject({ shipping_address: { phone: "4155550100" } });
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);

  // The billing address's phone field is the same.
  await page.getByRole("radio", { name: "Use a different billing address" }).check();
  const billingPhone = page.getByLabel("Phone");
  await billingPhone.fill("+1 (510) 555-0123");
  await expect(billingPhone).toHaveValue("(510) 555-0123");
  await billingPhone.fill("");
  // key by key on purpose, as above
  await billingPhone.pressSequentially("15105550123");
  await expect(billingPhone).toHaveValue("(510) 555-0123");
});

test("15.4: a success clears earlier error toasts: a paid retry after a denied 3-D Secure, a found order after a missed lookup", { tag: ["@CHK-16", "@LOOKUP-01", "@LOOKUP-02", "@LOOKUP-03"] }, async ({ page }) => {
  const email = await toStep2(page);
  await fillCard(page, "4000 0025 0000 3155");
  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("dialog", { name: "Test 3-D Secure" }).getByRole("button", { name: "Deny" }).click();
  const denied = toast(page, "We are unable to authenticate your payment method.");
  await expect(denied).toBeVisible();

  await page.getByRole("button", { name: "Place order" }).click();
  await page.getByRole("dialog", { name: "Test 3-D Secure" }).getByRole("button", { name: "Approve" }).click();
  await expect(thanks(page)).toBeVisible({ timeout: 20_000 });
  // Error toasts stay 6 s: well before that, the thanks stand alone.
  await expect(denied).toBeHidden({ timeout: 1000 });
  const number = (await page.getByTestId("done-order-number").textContent())?.trim() ?? "";

  await page.goto("/demo/orders/lookup");
  await page.getByLabel("Email").fill(`nobody-${unique()}@example.com`);
  await page.getByLabel("Order id").fill(number);
  await page.getByRole("button", { name: "Check order" }).click();
  const missed = toast(page, "User or order not found, please check the email and order id.");
  await expect(missed).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Check order" }).click();
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expect(missed).toBeHidden({ timeout: 1000 });
});

test("15.11: after Next the step's heading has the focus; Enter in the card fields places the order; the done page's heading has the focus", { tag: ["@CHK-13", "@CHK-18"] }, async ({ page }) => {
  await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  await fillShippingStep(page, { email: `enter-${unique()}@example.com` });
  await page.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout step 2 of 2: Payment" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // Enter with the card incomplete: the check runs as for the button.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Card number").press("Enter");
  await expect(toast(page, "please enter a valid payment.")).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);

  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByLabel("CVC").press("Enter");
  await expect(thanks(page)).toBeFocused({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
});

test("15.12: pick up says where and when, on step 1 and in step 2's summary", { tag: ["@CHK-07"] }, async ({ page }) => {
  await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  const pickUp = page.getByRole("radio", { name: "pick up (Free)" });
  const place = ["Stylist Studio", "120 Market Street, Suite 300, San Francisco, CA 94105", "Hours: Mon–Sat 10 am – 7 pm, Sun 11 am – 5 pm"];
  await expect(pickUp).toHaveAccessibleDescription(place.join(" "));
  for (const line of place) await expect(page.getByRole("group", { name: "Shipping option" }).getByText(line)).toBeVisible();

  await pickUp.check();
  await page.getByLabel("Email").fill(`pickup-${unique()}@example.com`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);
  const summary = page.getByRole("complementary", { name: "Order summary" });
  for (const line of place) await expect(summary.getByText(line)).toBeVisible();
});

test("15.13: step 2 starts with 'same as shipping' when there is a shipping address, and the first check is the card's", { tag: ["@CHK-12"] }, async ({ page }) => {
  await toStep2(page);
  await expect(page.getByRole("radio", { name: "Same as shipping address" })).toBeChecked();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(toast(page, "please enter a valid payment.")).toBeVisible();
  await expect(page.getByText("Please select a billing method.")).toHaveCount(0);
  await expect(toast(page, "please enter a valid billing address.")).toHaveCount(0);

  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(thanks(page)).toBeVisible({ timeout: 20_000 });
});
