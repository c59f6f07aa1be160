import { expect, test, type Locator, type Page } from "@playwright/test";
import { CORE } from "./core";
import { addFirstInStockItem, analyticsEvents, fillShippingStep, seriousViolations, signUpShopper, toast } from "./helpers";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function fillStep1(page: Page, email: string) {
  await page.goto("/demo/checkout/step1");
  await fillShippingStep(page, { email });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
}

/** The done page's order number, once the redirect after the order has happened. */
async function doneOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/demo\/checkout\/done\/[^/?]+\?email=/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
  return (await page.getByTestId("done-order-number").textContent())?.trim() ?? "";
}

test("a guest checks out with the test card from the item page to the done page, and the order lookup finds it", { tag: [CORE.tag, "@CHK-02", "@CHK-09", "@CHK-12", "@CHK-13", "@CHK-16", "@CHK-17", "@CHK-18", "@CHK-21", "@AN-03", "@AN-04", "@LOOKUP-01", "@LOOKUP-02", "@LOOKUP-03"] }, async ({ page }) => {
  const email = `guest-${unique()}@example.com`;
  const itemName = await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  expect(await seriousViolations(page)).toEqual([]);
  await fillStep1(page, email);

  // Step 2 as it opens: the test provider is labelled, the summary has the step-1 data.
  await expect(page.getByText("Test payments — no real card is charged")).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Order summary" }).getByText(email)).toBeVisible();
  await expect(page.getByRole("heading", { name: itemName })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Billing starts as 'same as shipping' (15.13); no card yet: the spec's messages.
  await expect(page.getByRole("radio", { name: "Same as shipping address" })).toBeChecked();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(toast(page, "please enter a valid payment.")).toBeVisible();
  await expect(page.getByText("Please enter a valid credit card.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await fillCard(page, "4242 4242 4242 4242");
  await page.getByRole("button", { name: "Place order" }).click();
  const number = await doneOrderNumber(page);
  expect(number).not.toBe("");
  // AN-03/04: begin_checkout on entering step 1, then one purchase for this order (GA4's queue on the page).
  const events = await analyticsEvents(page);
  expect(events.find((e) => e.name === "begin_checkout")?.params).toMatchObject({ currency: "USD", items: [expect.objectContaining({ item_name: itemName, quantity: 1 })] });
  const purchases = events.filter((e) => e.name === "purchase");
  expect(purchases).toHaveLength(1);
  expect(purchases[0]!.params).toMatchObject({ transaction_id: number, currency: "USD", items: [expect.objectContaining({ item_name: itemName })] });
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(itemName).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The cart was emptied and the step data dropped.
  await page.goto("/demo/cart");
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  expect((await page.context().cookies()).some((c) => c.name === "checkOutDataV2")).toBe(false);

  // The lookup: empty form, a miss (typed values stay), then the order.
  await page.goto("/demo/orders/lookup");
  await page.getByRole("button", { name: "Check order" }).click();
  await expect(page.getByText("please enter an email address")).toBeVisible();
  await expect(page.getByText("please enter an order id")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Order id").fill(number);
  await page.getByRole("button", { name: "Check order" }).click();
  await expect(toast(page, "User or order not found, please check the email and order id.")).toBeVisible();
  await expect(page.getByLabel("Order id")).toHaveValue(number);
  await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");

  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Check order" }).click();
  await expect(page.getByTestId("order-number")).toHaveText(number);
  await expect(page.getByText(itemName).first()).toBeVisible();
  await expect(page.getByText("Standard Shipping")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a declined card shows the provider's message and keeps the cart; a card with 3-D Secure then pays once approved", { tag: ["@CHK-13", "@CHK-16"] }, async ({ page }) => {
  const itemName = await addFirstInStockItem(page);
  await fillStep1(page, `declined-${unique()}@example.com`);
  await page.getByRole("radio", { name: "Same as shipping address" }).check();
  await fillCard(page, "4000 0000 0000 0002");
  await page.getByRole("button", { name: "Place order" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);
  // Cart and form as they were.
  await expect(page.getByRole("heading", { name: itemName })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveValue("4000 0000 0000 0002");
  await expect(page.getByRole("radio", { name: "Same as shipping address" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Place order" })).toBeEnabled();

  await page.getByLabel("Card number").fill("4000 0025 0000 3155");
  await page.getByRole("button", { name: "Place order" }).click();
  const dialog = page.getByRole("dialog", { name: "Test 3-D Secure" });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Approve" }).click();
  expect(await doneOrderNumber(page)).not.toBe("");
});

test("finding 17: a declined card then 4242 is one checkout: both tries pay one order, and My Orders lists it once", { tag: ["@CHK-16"] }, async ({ page }) => {
  // A sign-up, two payments and My Orders: a longer journey than the others here.
  test.slow();
  const userName = await signUpShopper(page, "decl");
  await addFirstInStockItem(page);
  await fillStep1(page, `${userName}@example.com`);
  await page.getByRole("radio", { name: "Same as shipping address" }).check();
  const placeOrder = async () => {
    const created = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/order");
    await page.getByRole("button", { name: "Place order" }).click();
    const response = await created;
    return { key: response.request().headers()["idempotency-key"], id: ((await response.json()) as { data: { id: string } }).data.id };
  };

  await fillCard(page, "4000 0000 0000 0002");
  const declined = await placeOrder();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  const paid = await placeOrder();
  const number = await doneOrderNumber(page);
  // The same attempt, so the same order: the second card paid the order the first was refused for.
  expect(paid).toEqual(declined);

  await page.goto("/demo/orders/regular");
  const orders = page.getByRole("list", { name: "Orders" });
  await expect(orders.getByRole("listitem")).toHaveCount(1);
  await expect(orders.getByRole("listitem")).toContainText(number);
});

test("a signed-in shopper checks out with a saved address and a saved card", { tag: [CORE.tag, "@CHK-03", "@CHK-06", "@CHK-13"] }, async ({ page }) => {
  const id = unique();
  const account = { email: `saved-${id}@example.com`, userName: `sv${id}`.slice(0, 20), password: "secret123" };
  const created = await page.request.post("/api/users", { data: { email: account.email, password: account.password, user_name: account.userName, birth_year: 1985 } });
  expect(created.ok()).toBe(true);
  await page.goto("/auth/sign/signin?store=demo");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);

  // The saved address and card, made through the API with the session's cookie.
  const address = await page.request.post("/api/users/shipping_address", {
    data: { name: "Sam Saved", address: "9 Market St", address2: "", city: "Oakland", zip_code: "94607", phone: "5105550123", is_default: true },
  });
  expect(address.ok()).toBe(true);
  const token = await page.request.post("/api/payments/test/tokens", { data: { number: "4242424242424242", exp_month: 12, exp_year: 2034, cvc: "123" } });
  expect(token.ok()).toBe(true);
  const tokenId = ((await token.json()) as { data: { id: string } }).data.id;
  const card = await page.request.post("/api/users/credit_cards/", { data: { token: tokenId, is_default: true } });
  expect(card.ok()).toBe(true);

  const itemName = await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByRole("radio", { name: /Sam Saved/ })).toBeChecked();
  await page.getByRole("radio", { name: /Standard Shipping/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);

  await expect(page.getByRole("radio", { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await page.getByRole("radio", { name: "Same as shipping address" }).check();
  const orderRequest = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/order");
  await page.getByRole("button", { name: "Place order" }).click();
  const body = (await orderRequest).postDataJSON() as { credit_card_id?: string; credit_card_token?: string; shipping_address: { name: string } };
  expect(body.credit_card_id).toBeTruthy();
  expect(body.credit_card_token).toBeUndefined();
  expect(body.shipping_address.name).toBe("Sam Saved");
  await doneOrderNumber(page);
  await expect(page.getByText(itemName).first()).toBeVisible();
  await expect(page.getByText("9 Market St").first()).toBeVisible();
});

test("a double click on Place order makes one order", { tag: ["@CHK-16"] }, async ({ page }) => {
  await addFirstInStockItem(page);
  await fillStep1(page, `double-${unique()}@example.com`);
  await page.getByRole("radio", { name: "Same as shipping address" }).check();
  await fillCard(page, "4242 4242 4242 4242");
  const creates: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/api/order") creates.push(r.headers()["idempotency-key"] ?? "");
  });
  await page.getByRole("button", { name: "Place order" }).dblclick();
  await doneOrderNumber(page);
  expect(creates).toHaveLength(1);
});

/** Presses Tab until `target` has the focus (a keyboard user's way to reach it). */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

test("checkout works with the keyboard alone", async ({ page }) => {
  // The one-variant tote: its page adds to the cart without picking options.
  await page.goto("/demo/item/store-demo/itm-037");
  await tabTo(page, page.getByRole("button", { name: "add to cart" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText(/1 items added\./)).toBeVisible();

  await page.goto("/demo/cart");
  await tabTo(page, page.getByRole("button", { name: "Check out" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/demo\/checkout\/step1$/);

  const type = async (label: Locator, text: string) => {
    await tabTo(page, label);
    await page.keyboard.type(text);
  };
  await type(page.getByLabel("Email"), `keys-${unique()}@example.com`);
  await type(page.getByLabel("Full name"), "Kay Board");
  await type(page.getByLabel("Address", { exact: true }), "5 Key St");
  await type(page.getByLabel("Zip code"), "10001");
  await type(page.getByLabel("City"), "New York");
  await type(page.getByLabel("Phone"), "2125550199");
  // Tab enters the shipping options on the first one; arrow keys move (and pick) within them.
  const standard = page.getByRole("radio", { name: /Standard Shipping/ });
  await tabTo(page, page.getByRole("group", { name: "Shipping option" }).getByRole("radio").first());
  for (let i = 0; i < 5 && !(await standard.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Space");
  await expect(standard).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);

  await tabTo(page, page.getByRole("radio", { name: "Same as shipping address" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "Same as shipping address" })).toBeChecked();
  await type(page.getByLabel("Card number"), "4242424242424242");
  await type(page.getByLabel("Expiry (MM / YY)"), "1234");
  await type(page.getByLabel("CVC"), "123");
  await tabTo(page, page.getByRole("button", { name: "Place order" }));
  await page.keyboard.press("Enter");
  expect(await doneOrderNumber(page)).not.toBe("");
});
