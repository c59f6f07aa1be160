import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * axe's serious and critical findings on the page, one readable line each (expected to be []). It
 * first waits for toasts to finish fading in or out: half-transparent text mid-animation fails the
 * contrast check, though no one reads a toast in that state (a success dismisses earlier errors).
 */
export async function seriousViolations(page: Page) {
  await expect(page.locator('[data-sonner-toast][data-removed="true"], [data-sonner-toast][data-mounted="false"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every((toast) => toast.getAnimations().every((animation) => animation.playState !== "running")),
  );
  // A region that is updating (the order summary fades its totals while a calc runs) is checked once settled;
  // a pending button (an order waiting for 3-D Secure) is not a region.
  await expect(page.locator('[aria-busy="true"]:not(button)')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== "running"),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** The toast showing `text`. */
export const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

/** Chooses, in every option group of the page or of a dialog, the first option that is enabled and in stock. */
export async function pickFirstAvailableOptions(scope: Page | Locator) {
  const groups = scope.getByRole("radiogroup");
  const count = await groups.count();
  for (let i = 0; i < count; i++) {
    const group = groups.nth(i);
    const options = group.getByRole("radio");
    const n = await options.count();
    for (let j = 0; j < n; j++) {
      const option = options.nth(j);
      if ((await option.isEnabled()) && (await option.getAttribute("data-in-stock")) !== "false") {
        await option.check({ force: true });
        break;
      }
    }
  }
}

/**
 * From the demo store home, opens the first item that is neither sold out nor a pre-order, picks an
 * option in every group and adds one to the cart. Returns the item's name.
 */
export async function addFirstInStockItem(page: Page): Promise<string> {
  await page.goto("/demo");
  await page.getByTestId("item-tile").filter({ hasNotText: /sold out|presale/i }).first().click();
  // Pick on the item page, not on the store page it is leaving.
  await expect(page).toHaveURL(/\/demo\/item\//);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await pickFirstAvailableOptions(page);
  await page.getByRole("button", { name: "add to cart" }).click();
  await expect(page.getByText(/1 items added\./)).toBeVisible();
  return name;
}

export interface ShippingContact {
  email: string;
  name?: string;
  address?: string;
  zip?: string;
  city?: string;
  phone?: string;
}

/** Fills checkout step 1 (contact, shipping address, standard shipping) on the page it is on; does not submit. */
export async function fillShippingStep(page: Page, contact: ShippingContact) {
  await page.getByLabel("Email").fill(contact.email);
  await page.getByLabel("Full name").fill(contact.name ?? "Ann Lee");
  await page.getByLabel("Address", { exact: true }).fill(contact.address ?? "1 Main St");
  await page.getByLabel("Zip code").fill(contact.zip ?? "94105");
  await page.getByLabel("City").fill(contact.city ?? "San Francisco");
  await page.getByLabel("Phone").fill(contact.phone ?? "4155550100");
  await page.getByRole("radio", { name: /Standard Shipping/ }).check();
}

/**
 * The CSP violations the browser reports on this page from now on: the console's messages, and the
 * `securitypolicyviolation` events, which also cover refusals the page's code caught and logged
 * nothing about (zod's `new Function` probe was one; see instrumentation-client.ts).
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction("reportCspViolation", (violation: string) => violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    }),
  );
  return violations;
}

/** Fills the open sign-up form (a store's or the plan's) for `userName` and sends it. */
export async function submitSignUpForm(page: Page, userName: string) {
  await page.getByLabel("Email").fill(`${userName}@example.com`);
  await page.getByLabel(/User name/).fill(userName);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Repeat password").fill("secret123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
}

/** Signs up a new shopper through the form (store demo) and waits for My Account; returns the user name. */
export async function signUpShopper(page: Page, prefix: string): Promise<string> {
  const userName = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto("/auth/sign/signup?store=demo");
  await submitSignUpForm(page, userName);
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
  return userName;
}

/** The plan checkout's billing address (PLAN-09), typed as a new one. */
export async function fillPlanBillingAddress(page: Page) {
  await page.getByLabel("Full name").fill("Pat Planner");
  await page.getByLabel("Address", { exact: true }).fill("1 Main St");
  await page.getByLabel("Zip code").fill("94105");
  await page.getByLabel("City").fill("San Francisco");
  await page.getByLabel("Phone").fill("4155550100");
}

/** The test provider's card field, any future expiry and CVC (`fill`: the masks take a whole value at once). */
export async function fillTestCard(page: Page, number: string) {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry (MM / YY)").fill("1234");
  await page.getByLabel("CVC").fill("123");
}

/** The analytics events (AN-01…04) on the page's `window.dataLayer`: gtag's `("event", name, params)` entries. */
export async function analyticsEvents(page: Page): Promise<{ name: string; params: Record<string, unknown> }[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((args) => args[0] === "event")
      .map((args) => ({ name: String(args[1]), params: args[2] as Record<string, unknown> })),
  );
}

/** Signs in on the demo store's sign-in page and waits for the profile page it lands on. */
export async function signInOnDemo(page: Page, account: { email: string; password: string }) {
  await page.goto("/auth/sign/signin?store=demo");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Password").press("Enter");
  // the sign-in's server action and the redirect: slower than one assertion's wait on a loaded host
  await expect(page).toHaveURL(/\/demo\/user\/profile$/, { timeout: 20_000 });
}

/** A guest cart line as the browser keeps it (lib/cart/local-cart.ts). */
interface StoredCartLine {
  local_id: string;
  item_id: string;
  store_id: string;
  variant_id: string | null;
  units: number;
}

/**
 * Sets the guest cart's stored lines (lib/cart/local-cart.ts's key) on the page's origin, as a cart saved
 * earlier would have left them; `append` keeps the lines already there. The page must be on the shop.
 */
export async function storeGuestCart(page: Page, lines: StoredCartLine[], { append = false } = {}) {
  await page.evaluate(
    ({ lines, append }) => {
      const key = "sf.cart.v1";
      const kept = append ? (JSON.parse(window.localStorage.getItem(key) ?? "[]") as unknown[]) : [];
      window.localStorage.setItem(key, JSON.stringify([...kept, ...lines]));
    },
    { lines, append },
  );
}
