import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { expectAxeClean, fillStylistSignUpForm, stylistSignUpForm } from "./stylist-steps";

// Google sign-in against the Firebase Auth emulator that scripts/e2e.mjs starts (the build points the
// browser bundle at it). The emulator's popup is its own small page: an account list, 'Add new
// account', a form with #email-input / #display-name-input and a 'Sign in with Google.com' button.

const PASSWORD = "secret123";
let counter = 0;
function newAccount() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { email: `social-${id}@example.com`, userName: `social${id}` };
}

const GAPI_SHIM = path.resolve(import.meta.dirname, "fixtures/gapi-shim.js");

test.beforeEach(async ({ context }) => {
  // No network here: Google's gapi loader (needed by Firebase's popup flow) comes from a local
  // stand-in, and the emulator popup's CDN styles and fonts are simply left out.
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ path: GAPI_SHIM, contentType: "text/javascript" }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
});

/** Presses 'Continue with Google' and returns the emulator's popup. */
async function openGooglePopup(page: Page): Promise<Page> {
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Continue with Google" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState("domcontentloaded");
  return popup;
}

/** A new Google identity with this email, created in the emulator's popup. */
async function googleAsNewIdentity(page: Page, email: string) {
  const popup = await openGooglePopup(page);
  await popup.getByRole("button", { name: "Add new account" }).click();
  await popup.locator("#email-input").fill(email);
  await popup.locator("#display-name-input").fill("Social Shopper");
  await popup.getByRole("button", { name: /Sign in with Google/i }).click();
}

/** The Google identity created earlier, picked from the emulator's account list. */
async function googleAsExistingIdentity(page: Page, email: string) {
  const popup = await openGooglePopup(page);
  await popup.locator(".js-reuse-account").filter({ hasText: email }).click();
}

async function expectSignedInOnProfile(page: Page, context: BrowserContext, email: string) {
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  const session = (await context.cookies()).find((c) => c.name === "sf_session");
  expect(session?.httpOnly).toBe(true);
  const visible = await page.evaluate(() => document.cookie + JSON.stringify(Object.entries(localStorage)) + JSON.stringify(Object.entries(sessionStorage)));
  expect(visible).not.toContain(session!.value);
  // The provider data (and its Firebase ID token) is gone once the flow is over.
  expect(await page.evaluate(() => sessionStorage.getItem("sf_social_provider"))).toBeNull();
}

async function signOut(page: Page, context: BrowserContext) {
  // The button works once the page has hydrated.
  await page.waitForLoadState("networkidle");
  await page.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  expect((await context.cookies()).map((c) => c.name)).not.toContain("sf_session");
}

test("Google sign-in of a new shopper: sign-up with the provider email read-only", { tag: ["@AUTH-10", "@AUTH-12"] }, async ({ page, context }) => {
  const account = newAccount();
  await page.goto("/auth/sign/signin?store=demo");
  await googleAsNewIdentity(page, account.email);

  await expect(page).toHaveURL(/\/plan\/plan_sign_newuser$/);
  await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
  // The email is shown, not editable.
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveCount(0);
  await page.getByLabel(/User name/).fill(account.userName);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat password").fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expectSignedInOnProfile(page, context, account.email);

  // The Google identity now signs straight in.
  await signOut(page, context);
  await page.goto("/auth/sign/signin?store=demo");
  await googleAsExistingIdentity(page, account.email);
  await expectSignedInOnProfile(page, context, account.email);
});

test("Google sign-in with the email of a password account: link it, then Google goes straight in", { tag: ["@AUTH-10", "@AUTH-11"] }, async ({ page, context }) => {
  const account = newAccount();
  const created = await page.request.post("/api/users", {
    data: { email: account.email, password: PASSWORD, user_name: account.userName, birth_year: 1985 },
  });
  expect(created.ok()).toBe(true);

  await page.goto("/auth/sign/signin?store=demo");
  await googleAsNewIdentity(page, account.email);
  await expect(page).toHaveURL(/\/plan\/plan_sign_connect$/);
  await expect(page.getByText(account.email, { exact: true })).toBeVisible();
  await expect(page.getByText(/enable social sign-in/)).toBeVisible();

  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("form").getByRole("alert")).toBeVisible();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expectSignedInOnProfile(page, context, account.email);

  await signOut(page, context);
  await page.goto("/auth/sign/signin?store=demo");
  await googleAsExistingIdentity(page, account.email);
  await expectSignedInOnProfile(page, context, account.email);
});

test("Google sign-up of a new stylist (ONB-03/04): the stylist form with the provider email read-only, a seller, on to create_store", { tag: ["@ONB-03", "@ONB-04"] }, async ({ page }) => {
  const account = newAccount();
  await page.goto("/demo/auth_stylist/auth_home");
  await googleAsNewIdentity(page, account.email);

  // the stylist's own form on the same page, not the shopper's new-user screen
  await expect(page.getByRole("heading", { name: "Create your stylist account" })).toBeFocused();
  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home$/);
  const form = stylistSignUpForm(page);
  await expect(form.getByText(account.email, { exact: true })).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveCount(0);
  await fillStylistSignUpForm(form, account.userName);
  await expectAxeClean(page);
  await form.getByRole("button", { name: "Sign Up" }).click();

  await expect(page).toHaveURL(/\/demo\/auth_stylist\/auth_home\/create_store$/);
  const me = (await (await page.request.get("/api/user")).json()) as { data: { email: string; account_type: string; providers: string[] } };
  expect(me.data).toMatchObject({ email: account.email, account_type: "seller", providers: ["google.com"] });
});

test("a closed popup brings the buttons back without a toast", { tag: ["@AUTH-10"] }, async ({ page }) => {
  await page.goto("/auth/sign/signin?store=demo");
  const popup = await openGooglePopup(page);
  await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  await popup.close();
  await expect(page.getByRole("button", { name: "Continue with Google" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Sign in fail please try again.")).toHaveCount(0);
});

test("the social screens without provider data go back to sign-in; the alias leads to the connect screen", { tag: ["@PLAN-08"] }, async ({ page }) => {
  await page.goto("/plan/plan_sign_newuser");
  await expect(page).toHaveURL(/\/auth\/sign\/signin$/);
  await page.goto("/plan/plan_social");
  await expect(page).toHaveURL(/\/auth\/sign\/signin$/);
});

test("pages ship no Firebase code until a social button is reached for", async ({ page }) => {
  // Firebase's auth SDK names its backend host in its code; our own code never does.
  const firebaseScripts: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (body.includes("identitytoolkit.googleapis.com")) firebaseScripts.push(response.url());
  });
  await page.goto("/demo");
  await page.goto("/auth/sign/signin?store=demo");
  await page.waitForLoadState("networkidle");
  expect(firebaseScripts).toEqual([]);

  // Reaching for a button loads it (so the check above can see Firebase when it is there).
  await page.getByRole("button", { name: "Continue with Apple" }).hover();
  await expect.poll(() => firebaseScripts.length).toBeGreaterThan(0);
});
