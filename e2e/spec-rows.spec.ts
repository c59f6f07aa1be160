import { expect, test, type Page } from "@playwright/test";
import { addFirstInStockItem, analyticsEvents, fillPlanBillingAddress, fillShippingStep, fillTestCard, seriousViolations, signInOnDemo, signUpShopper, storeGuestCart, toast } from "./helpers";
import { openStylistSignUpForm, stylistSignUpForm, stylistWithStore, uniqueUserName } from "./stylist-steps";

/**
 * Issue 24: short journeys for the spec's rows (features.md) that no other journey showed. Each names its
 * rows as tags; `npm run spec:coverage` maps every row to its tests. Every screen is axe-checked.
 */

const DRESS = "/demo/item/store-demo/itm-001";
const DRESS_NAME = "Rosewood Wrap Dress";
const SHOPPER = { email: "shopper@example.com", password: "shopper123" };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}


/** Records what the page asks of a native app (window.ReactNativeWebView), as the app would receive it. */
async function pretendNativeApp(page: Page) {
  await page.addInitScript(() => {
    const sent: { command: string; data?: unknown }[] = [];
    Object.assign(window, { __appMessages: sent, ReactNativeWebView: { postMessage: (raw: string) => sent.push(JSON.parse(raw)) } });
  });
}

const appMessages = (page: Page) => page.evaluate(() => (window as unknown as { __appMessages: { command: string; data?: unknown }[] }).__appMessages);

test("the store home's header: the banner, the stylist, the store's name and description", { tag: ["@BROWSE-04"] }, async ({ page }) => {
  await page.goto("/demo");
  const name = page.getByRole("heading", { level: 1, name: "Dana's Edit" });
  await expect(name).toBeVisible();
  const header = page.locator("header").filter({ has: name });
  await expect(header.getByText("Styled by @demo")).toBeVisible();
  await expect(header.getByText("Hi, I'm Dana! I pick pieces that mix easily")).toBeVisible();
  // the banner and the owner's avatar are pictures of the header
  expect(await header.locator("img").count()).toBeGreaterThanOrEqual(2);
  await expectAxeClean(page);
});

test("an item page: store, brand, name, code and description; the carousel opens a full-screen lightbox", { tag: ["@BROWSE-11", "@BROWSE-13"] }, async ({ page }) => {
  await page.goto(DRESS);
  await expect(page.getByRole("heading", { level: 1, name: DRESS_NAME })).toBeVisible();
  await expect(page.getByRole("link", { name: "Dana's Edit", exact: true })).toHaveAttribute("href", "/demo");
  await expect(page.getByText("Aurelia", { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^Code\s+\S+/)).toBeVisible();
  await expect(page.getByText("A wrap dress in a soft floral crepe that ties at the waist.")).toBeVisible();
  // BROWSE-13: an item of several variants offers its options; the add button is there
  await expect(page.getByRole("radiogroup")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "add to cart" })).toBeVisible();

  const carousel = page.getByRole("region", { name: `${DRESS_NAME} images` });
  await carousel.getByRole("button", { name: `${DRESS_NAME}, view full screen` }).click();
  const lightbox = page.getByRole("dialog", { name: new RegExp(`^${DRESS_NAME} \\(1 / \\d+\\)$`) });
  await expect(lightbox).toBeVisible();
  await expectAxeClean(page);
  await lightbox.getByRole("button", { name: "Next image" }).click();
  await expect(page.getByRole("dialog", { name: new RegExp(`^${DRESS_NAME} \\(2 / \\d+\\)$`) })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // BROWSE-13: an item of one variant shows no option picker, only its add button
  await page.goto("/demo/item/store-demo/itm-037");
  await expect(page.getByRole("heading", { level: 1, name: "Canvas Market Tote" })).toBeVisible();
  await expect(page.getByRole("radiogroup")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "add to cart" })).toBeEnabled();
});

test("'Share item QR' draws the item's QR card and 'Save Image' downloads it", { tag: ["@BROWSE-23"] }, async ({ page }) => {
  await page.goto(DRESS);
  await page.getByRole("button", { name: "SHARE TO EARN REWARDS" }).click();
  await page.getByRole("menu", { name: "SHARE TO EARN REWARDS" }).getByRole("menuitem", { name: "Share item QR" }).click();
  const dialog = page.getByRole("dialog", { name: "Share item QR" });
  const card = dialog.getByRole("img", { name: `QR code for ${DRESS_NAME}` });
  await expect(card).toHaveAttribute("width", "1056");
  await expect(card).toHaveAttribute("height", "1632");
  const save = dialog.getByRole("button", { name: "Save Image" });
  await expect(save).toBeEnabled();
  await expectAxeClean(page);
  const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
  expect(download.suggestedFilename()).toMatch(/\.png$/);
});

test("the cart's option dialog changes a line, Remove takes it out (remove_from_cart), and checkout then has nothing to show", { tag: ["@NAV-01", "@NAV-02", "@BROWSE-14", "@BROWSE-16", "@CART-05", "@CART-06", "@AN-02", "@CHK-11"] }, async ({ page }) => {
  await page.goto(DRESS);
  await page.getByRole("radio", { name: "Navy", exact: true }).check({ force: true });
  await page.getByRole("radio", { name: "M", exact: true }).check({ force: true });
  await page.getByRole("button", { name: "add to cart" }).click();
  await expect(toast(page, "1 items added.")).toBeVisible();
  // NAV-01: the top bar's cart icon counts the cart; the hamburger opens the 300 px left menu
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(async () => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible({ timeout: 1000 });
  }).toPass();
  expect(Math.round((await menu.boundingBox())!.width)).toBe(300);
  await page.keyboard.press("Escape");

  await page.goto("/demo/cart");
  await expect(page.getByRole("listitem").filter({ hasText: "Navy / M" })).toHaveCount(1);
  await page.getByRole("button", { name: `Edit ${DRESS_NAME}` }).click();
  const dialog = page.getByRole("dialog", { name: DRESS_NAME });
  // BROWSE-14: the options, the price, the chosen options with their stock, the quantity; BROWSE-16: 'Update' in cart mode
  await expect(dialog.getByRole("radiogroup")).toHaveCount(2);
  await expect(dialog.getByText(/^\$ \d+\.\d{2}$/).first()).toBeVisible();
  await expect(dialog.getByText(/Navy \/ M · \d+ in stock/)).toBeVisible();
  await expect(dialog.getByRole("spinbutton", { name: /Quantity/ })).toHaveValue("1");
  await expect(dialog.getByRole("button", { name: "Update" })).toBeVisible();
  await expectAxeClean(page);
  await dialog.getByRole("radio", { name: "Sage", exact: true }).check({ force: true });
  await expect(dialog.getByText(/Sage \/ M · \d+ in stock/)).toBeVisible();
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(toast(page, `${DRESS_NAME} option updated.`)).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Sage / M" })).toHaveCount(1);

  await page.getByRole("button", { name: `Remove ${DRESS_NAME}` }).click();
  await expect(toast(page, `${DRESS_NAME} removed.`)).toBeVisible();
  await expect(page.getByText("Your cart is empty.")).toBeVisible();
  // NAV-02: the cart page (cart_local) shows no cart icon
  await expect(page.getByRole("banner").getByRole("link", { name: /^Cart/ })).toHaveCount(0);
  expect((await analyticsEvents(page)).filter((e) => e.name === "remove_from_cart")).toHaveLength(1);

  await page.goto("/demo/checkout/step1");
  await expect(page.getByText("There are no items in the shopping cart")).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/demo");
  // NAV-02: no cart icon in checkout
  await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: /^Cart/ })).toHaveCount(0);
  await expectAxeClean(page);
});

test("checkout step 1: a thumbnail opens the item's details; 'Save this information for next time' is for guests only", { tag: ["@CHK-08", "@CHK-10"] }, async ({ page }) => {
  await page.goto("/demo/item/store-demo/itm-037");
  await page.getByRole("button", { name: "add to cart" }).click();
  await expect(toast(page, "1 items added.")).toBeVisible();
  await page.goto("/demo/checkout/step1");
  await expect(page.getByRole("checkbox", { name: "Save this information for next time" })).toBeVisible();

  await page.getByRole("button", { name: "Details of Canvas Market Tote" }).click();
  const details = page.getByRole("dialog", { name: "Canvas Market Tote" });
  await expect(details.getByText("Field Day")).toBeVisible();
  await expect(details.getByRole("list", { name: "Images of Canvas Market Tote" })).toBeVisible();
  await expect(details.getByText("A roomy tote in heavy canvas with leather handles.")).toBeVisible();
  await expect(details.getByText(/^\$ 38\.00$/).first()).toBeVisible();
  await expectAxeClean(page);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  await signUpShopper(page, "save");
  await page.goto("/demo/checkout/step1");
  await expect(page.getByRole("button", { name: "Details of Canvas Market Tote" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Save this information for next time" })).toHaveCount(0);
});

test("a lookup link with the order id and email opens the order without the form", { tag: ["@LOOKUP-04"] }, async ({ page }) => {
  await page.goto(`/demo/orders/lookup?order_id=SF200001&email=${encodeURIComponent(SHOPPER.email)}`);
  await expect(page.getByTestId("order-number")).toHaveText("SF200001");
  await expect(page.getByRole("button", { name: "Check order" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Check another order" })).toHaveAttribute("href", "/demo/orders/lookup");
  await expectAxeClean(page);
});

test("the shopper sign-up's messages, the age gate, the blocked space and the invite code", { tag: ["@AUTH-02", "@AUTH-04", "@AUTH-18"] }, async ({ page }) => {
  await page.goto("/auth/sign/signup?store=demo");
  await page.getByRole("button", { name: "Sign Up" }).click();
  for (const message of [
    "email invalid",
    "Please use a name start with letters, and can only contains numbers, underscores and dots.",
    "Please set a valid password (8~20 characters, no space)",
    "Please check to ensure you are at least 18 years old and accept our Terms and conditions",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectAxeClean(page);

  // AUTH-18: birth years from this year − 18 down to 1910, 1980 first shown
  const years = await page.getByLabel("Birth year").locator("option").allTextContents();
  expect(years[0]).toBe(String(new Date().getFullYear() - 18));
  expect(years.at(-1)).toBe("1910");
  await expect(page.getByLabel("Birth year")).toHaveValue("1980");

  // AUTH-04: the space key does nothing in the password; a different repeat is refused
  await page.getByLabel("Password", { exact: true }).pressSequentially("abc def123");
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("abcdef123");
  await page.getByLabel("Repeat password").fill("abcdef124");
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText("password repeat does not match")).toBeVisible();

  // AUTH-04: an invite code is trimmed and shown read-only; 'myorders' is no invite code
  await page.goto("/auth/sign/signup?store=demo&code=%20chloe%20");
  await expect(page.getByText("chloe", { exact: true })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Invite code (optional)" })).toHaveCount(0);
  await page.goto("/auth/sign/signup?store=demo&code=myorders");
  await expect(page.getByRole("textbox", { name: "Invite code (optional)" })).toHaveValue("");
  await expect(page.getByText("myorders", { exact: true })).toHaveCount(0);
});

test("the gift box's monthly and one-box set-ups: their checks, the calendar's month lengths, the greeting card's pair", { tag: ["@GIFT-05", "@GIFT-06", "@GIFT-07", "@GIFT-08"] }, async ({ page }) => {
  await page.goto("/demo/sub/gfb/monthly");
  await expect(page.getByRole("heading", { level: 1, name: "MONTHLY SUBSCRIPTION" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please select a style.")).toBeVisible();
  await expect(page.getByText("Please select a package type.")).toBeVisible();
  // GIFT-08: one greeting name needs the other
  await page.getByLabel("From").fill("Ada");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter recipient's name.")).toBeVisible();
  await page.getByLabel("From").fill("");
  await page.getByLabel("To", { exact: true }).fill("Grace");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Please enter sender's name.")).toBeVisible();
  await expect(page.getByText("Please enter recipient's name.")).toHaveCount(0);
  await expectAxeClean(page);

  await page.goto("/demo/sub/gfb/onebox");
  await expect(page.getByRole("heading", { level: 1, name: "ONE BOX" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("please select an occasion")).toBeVisible();
  await expect(page.getByText("please select month and day")).toBeVisible();
  // GIFT-06: a preset occasion, or one of the shopper's own
  await page.getByLabel("Occasion", { exact: true }).selectOption({ label: "My own occasion" });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("please enter your own occasion name")).toBeVisible();
  await page.getByLabel("Your occasion").fill("Graduation");
  await expectAxeClean(page);

  // GIFT-07: 31, 29 and 30 days; the year is chosen for the shopper
  const month = page.locator("#gift-date-month");
  const days = page.locator("#gift-date-day option:not([value=''])");
  for (const [value, count] of [["1", 31], ["2", 29], ["4", 30], ["12", 31]] as const) {
    await month.selectOption(value);
    await expect(days).toHaveCount(count);
  }
  await page.locator("#gift-date-day").selectOption("25");
  await expect(page.getByText(/^December 25, \d{4}$/)).toBeVisible();
});

test("in the app: the gift-box home's top bar, the try-on box and the carrier's tracking go through the app", { tag: ["@INAPP-04", "@INAPP-06", "@INAPP-07", "@ACCT-05"] }, async ({ page }) => {
  await page.goto("/demo/sub/gfb");
  await expect(page.getByRole("heading", { level: 1, name: "Gift Box" })).toBeVisible();
  await expect(page.getByText("THE EDIT", { exact: true })).toHaveCount(0);

  await signInOnDemo(page, SHOPPER);
  // ACCT-05: the unconfirmed KOL box's banner, on the web
  await page.goto("/demo/orders/regular/order-history-6");
  await expect(page.getByText("This is a KOL Box order")).toBeVisible();
  await expect(page.getByText(/please download .+ app to confirm order\./)).toBeVisible();
  await expectAxeClean(page);

  await pretendNativeApp(page);
  await page.goto("/demo/sub/gfb?inapp");
  await expect(page.getByText("THE EDIT", { exact: true })).toBeVisible();
  await expectAxeClean(page);

  await page.goto("/demo/orders/regular");
  const tryOn = page.getByRole("list", { name: "Orders" }).getByRole("button", { name: /SF200006/ });
  await tryOn.click();
  await expect.poll(async () => (await appMessages(page)).filter((m) => m.command === "viewTryOnBox")).toEqual([{ command: "viewTryOnBox", data: "order-history-6" }]);

  await page.goto("/demo/orders/tracking/order-history-5/0");
  const carrier = page.getByRole("link", { name: /Track with the carrier/ });
  const href = await carrier.getAttribute("href");
  const tabs = page.context().pages().length;
  await carrier.click();
  await expect.poll(async () => (await appMessages(page)).filter((m) => m.command === "openTrackingUrl").map((m) => m.data)).toEqual([href]);
  expect(page.context().pages()).toHaveLength(tabs);
});

test("a survey that cannot be saved shows the server's reason and lets the shopper try again", { tag: ["@ACCT-24"] }, async ({ page }) => {
  await signUpShopper(page, "surv");
  await page.goto("/demo/user/measure");
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeVisible();
  for (const name of ["Women's Tops", "Women's Dresses", "Women's Bottoms (waist)", "Women's Shoes (US)"]) {
    await page.getByRole("group", { name }).getByRole("checkbox", { name: /^m |^l / }).first().check();
  }
  await page.route("**/api/users/figure*", (route) =>
    route.request().method() === "PUT" ? route.fulfill({ status: 400, json: { success: false, message: "Sizes could not be saved right now." } }) : route.fallback(),
  );
  const next = page.getByRole("button", { name: "Next" });
  await next.click();
  await expect(page.getByRole("alert").filter({ hasText: "Sizes could not be saved right now." })).toBeVisible();
  await expect(next).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Your sizes" })).toBeVisible();
  await expectAxeClean(page);

  await page.unroute("**/api/users/figure*");
  await next.click();
  await expect(page.getByRole("heading", { name: "Your style" })).toBeVisible();
});

test("the stylist's guide, the starter step, the user-name rule, the Edit Store Items redirect and a store owner's sign-out", { tag: ["@ONB-02", "@ONB-05", "@ONB-13", "@TOOLS-02", "@NAV-14"] }, async ({ page }) => {
  // ONB-05: lower-cased and cleaned as it is typed; too short is refused
  await openStylistSignUpForm(page, `${uniqueUserName("rule")}@example.com`);
  const form = stylistSignUpForm(page);
  const userName = form.getByLabel(/User name/);
  await userName.pressSequentially("Ab C!d-e.f");
  await expect(userName).toHaveValue("abcd-e.f");
  await userName.fill("ab");
  await form.getByRole("button", { name: "Sign Up" }).click();
  await expect(userName).toHaveAccessibleDescription(/User name invalid/);
  await page.context().clearCookies();

  // ONB-02: the guide's three steps and the Basic plan's benefits; Next → the plan pick
  await stylistWithStore(page, "guide");
  await page.goto("/demo/auth_stylist/auth_home/guide");
  for (const step of ["Create your store", "Pick a store plan", "Order your welcome box"]) await expect(page.getByRole("heading", { name: step })).toBeVisible();
  for (const time of ["about 2 minutes", "about 1 minute", "about 3 minutes"]) await expect(page.getByText(time, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "The Basic plan" })).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_plan$/);

  // ONB-13: the starter step is the box builder (G-50)
  await page.goto("/demo/auth_stylist/auth_starter");
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_(gsb|plan)/);
  await page.context().clearCookies();

  // TOOLS-02: Edit Store Items leads to the item picker; NAV-14: a store owner signs out to the stylist plans
  await signInOnDemo(page, { email: "stylist@example.com", password: "stylist123" });
  await page.goto("/demo/item/manage/edit");
  await expect(page).toHaveURL(/\/demo\/item\/manage\/pick$/);
  await page.goto("/demo/user/profile");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/plan\/plan_stylist$/);
});

test("the share sign-in shows after its delay and leads to the share checkout; its forgot password sends the mail", { tag: ["@SHARE-06", "@SHARE-07"] }, async ({ page }) => {
  const SHARE = "share-demo-weekend";
  const account = { email: `share-in-${unique()}@example.com`, password: "secret123" };
  const created = await page.request.post("/api/users", { data: { ...account, user_name: `si${unique()}`.slice(0, 20), birth_year: 1985 } });
  expect(created.ok()).toBe(true);

  await page.goto(`/share/kol/sign-in/${SHARE}`, { waitUntil: "commit" });
  const email = page.getByLabel("Email");
  await expect(email).toBeAttached();
  await expect(email).toBeHidden();
  await expect(email).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole("link", { name: "forgot password" }).click();

  await expect(page).toHaveURL(`/share/kol/forgot-pass/${SHARE}`);
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password" })).toBeVisible();
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("A reset email has been sent to your inbox, please allow few minutes before it arrives.")).toBeVisible();
  await expectAxeClean(page);

  await page.goto(`/share/kol/sign-in/${SHARE}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(`/share/kol/checkout/${SHARE}`);
});

test("toasts: 2 s for news, 6 s for an error; in the corner on a desktop, centred on a phone", { tag: ["@NAV-15", "@NAV-17"] }, async ({ page, browser }) => {
  test.slow(); // 10 s of toasts timed on purpose, then a phone's cold first load: past 60 s on a busy host (issue 27)
  await page.goto("/demo/item/store-demo/itm-037");
  await page.getByRole("button", { name: "add to cart" }).click();
  const added = toast(page, "1 items added.");
  await expect(added).toBeVisible();
  const shownAt = Date.now();
  await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "right");
  await expect(added).toBeHidden({ timeout: 6_000 });
  expect(Date.now() - shownAt).toBeLessThan(4_500);

  await page.goto("/demo/orders/lookup");
  await page.getByLabel("Email").fill(`nobody-${unique()}@example.com`);
  await page.getByLabel("Order id").fill("SF999999");
  await page.getByRole("button", { name: "Check order" }).click();
  const missed = toast(page, "User or order not found, please check the email and order id.");
  await expect(missed).toBeVisible();
  await page.mouse.move(0, 600);
  await page.waitForTimeout(4_000);
  await expect(missed).toBeVisible();
  await expect(missed).toBeHidden({ timeout: 6_000 });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const small = await phone.newPage();
    await small.goto("/demo/item/store-demo/itm-037");
    await small.getByRole("button", { name: "add to cart" }).click();
    await expect(toast(small, "1 items added.")).toBeVisible();
    await expect(small.locator("[data-sonner-toaster]")).toHaveAttribute("data-x-position", "center");
  } finally {
    await phone.close();
  }
});

test("Check out stops on a line sold out since it was added, then on an offer that has ended", { tag: ["@CART-08"] }, async ({ page }) => {
  await page.goto("/demo");
  const stale = (variant: string, item: string) => ({ local_id: `0000000001-${variant.slice(-8)}`, item_id: item, store_id: "store-demo", variant_id: variant, units: 1 });
  const checkOut = async (line: ReturnType<typeof stale>, message: string) => {
    await storeGuestCart(page, [line]);
    await page.goto("/demo/cart");
    await expect(page.getByRole("button", { name: "Check out" })).toBeVisible();
    await page.getByRole("button", { name: "Check out" }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/cart$/);
  };
  // Rose / L of the dress is sold out (docs/seed.md); the coat's pre-order has ended
  await checkOut(stale("itm-001-rose-l", "itm-001"), "please remove out of stock item.");
  await expectAxeClean(page);
  await checkOut(stale("itm-027-camel-m", "itm-027"), "offer ended");
});

test("in the app, a gift box ordered is handed to the app (subscriptionOrdered) instead of the thank-you", { tag: ["@INAPP-05"] }, async ({ page }) => {
  test.slow(); // a sign-up and a gift-box checkout
  await signUpShopper(page, "appgift");
  await pretendNativeApp(page);
  await page.goto("/demo/sub/gfb/onebox?inapp");
  await expect(page.getByRole("heading", { level: 1, name: "ONE BOX" })).toBeVisible();
  await page.getByText("Classic", { exact: true }).click();
  await page.getByRole("radio", { name: /pieces/ }).first().check();
  await page.getByLabel("Occasion", { exact: true }).selectOption({ label: "Christmas" });
  await page.getByRole("button", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/demo\/checkout\/sub\/step1$/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/sub\/step2$/);
  await fillPlanBillingAddress(page);
  await fillTestCard(page, "4242424242424242");
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect.poll(async () => (await appMessages(page)).filter((m) => m.command === "subscriptionOrdered").length, { timeout: 20_000 }).toBe(1);
  await expect(page.getByText("Thank you! Your gift box is ordered.")).toHaveCount(0);
  await expect(page).toHaveURL(/\/demo\/checkout\/sub\/step2$/);
});

test("a free order: a 100% coupon and pick-up make the total $0, step 2 asks for no card and no billing address, and the order is placed", { tag: ["@CHK-15"] }, async ({ page }) => {
  await addFirstInStockItem(page);
  await page.goto("/demo/cart");
  await page.getByLabel("Coupon code").fill("FREEORDER");
  await page.getByRole("button", { name: "Apply" }).click();
  await page.goto("/demo/checkout/step1");
  await fillShippingStep(page, { email: `free-${unique()}@example.com` });
  await page.getByRole("radio", { name: /pick up/ }).check();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/step2$/);
  await expect(page.getByText("Free order, no payment required")).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  // nothing to bill: no billing address is asked for either (pick-up has none to copy), docs/decisions.md
  await expect(page.getByRole("heading", { name: "Billing address" })).toHaveCount(0);
  await expectAxeClean(page);
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/done\//, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible();
});

test("an internal user's analytics events carry GA4's debug flag; a shopper's do not", { tag: ["@AN-05"] }, async ({ page, browser }) => {
  await signInOnDemo(page, { email: "staff@example.com", password: "staff12345" });
  await addFirstInStockItem(page);
  await page.goto("/demo/checkout/step1");
  await expect.poll(async () => (await analyticsEvents(page)).find((e) => e.name === "begin_checkout")?.params.debug_mode).toBe(true);

  const guest = await browser.newPage();
  await addFirstInStockItem(guest);
  await guest.goto("/demo/checkout/step1");
  await expect.poll(async () => (await analyticsEvents(guest)).some((e) => e.name === "begin_checkout")).toBe(true);
  expect((await analyticsEvents(guest)).find((e) => e.name === "begin_checkout")?.params.debug_mode).toBeUndefined();
  await guest.close();
});
