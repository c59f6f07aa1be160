import { expect, test, type Page } from "@playwright/test";
import { addFirstInStockItem, seriousViolations } from "./helpers";
import { mailTo } from "./outbox";

const PASSWORD = "secret123";
let counter = 0;
function newAccount() {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}`;
  return { email: `misc-${id}@example.com`, userName: `misc${id}` };
}

async function createAccount(page: Page) {
  const account = newAccount();
  const response = await page.request.post("/api/users", { data: { email: account.email, password: PASSWORD, user_name: account.userName, birth_year: 1985 } });
  expect(response.ok()).toBe(true);
  return account;
}

test("MISC-01: the sign-up mail's link verifies the email once; a second visit shows the spec's failure texts", { tag: ["@NAV-11"] }, async ({ page }) => {
  const account = await createAccount(page);
  const mail = await mailTo(account.email, "email-verify");
  const link = mail.match(/https?:\/\/\S+\/service\/email_verify\/[^\s"<>]+/)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText("Your email has been verified. Thank you!")).toBeVisible();
  // NAV-11: the logo-only frame
  await expect(page.getByRole("banner").getByRole("link")).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByText("System error, either the email has been already verified or the token has expired.")).toBeVisible();
  await expect(page.getByText("Please check your email and make sure the URL you entered is correct.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("MISC-06: the set-up page mails a set-up link (for_setup), which opens the set-up form", async ({ page }) => {
  const account = await createAccount(page);
  await page.goto("/service/setup_password");
  await expect(page.getByRole("heading", { level: 1, name: "Set up your password" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Verify My Email" }).click();
  await expect(page.getByText("A reset email has been sent to your inbox, please allow few minutes before it arrives.")).toBeVisible();
  const mail = await mailTo(account.email, "password-setup");
  const link = mail.match(/https?:\/\/\S+\/service\/setup_password\/[^\s"<>]+/)?.[0];
  expect(link, mail).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { name: "Set up your password" })).toBeVisible();
});

test("MISC-02: data deletion: BR-VAL-05's messages, a failed sign-in, then the done state; the account no longer signs in", async ({ page }) => {
  const account = await createAccount(page);
  await page.goto("/google/deletion");
  await expect(page.getByRole("banner").getByRole("link")).toHaveCount(1);
  const submit = page.getByRole("button", { name: "Sign in and delete my data" });
  await page.getByLabel("Email").fill("not an email");
  await page.getByLabel("Password").fill("  short  ");
  await submit.click();
  await expect(page.getByText("please enter valid email")).toBeVisible();
  await expect(page.getByText("password format invalid")).toBeVisible();
  // nothing typed is lost
  await expect(page.getByLabel("Email")).toHaveValue("not an email");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill("wrongpass1");
  await submit.click();
  await expect(page.getByText("sign in fail, please check your account sign in information")).toBeVisible();

  await page.getByLabel("Password").fill(` ${PASSWORD} `);
  await submit.click();
  await expect(page.getByText("Request completed, related informations from google play are removed.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const again = await page.request.post("/api/users/authenticate/", { data: { email: account.email, password: PASSWORD } });
  expect(again.status()).toBe(401);
});

test("AUTH-16: the guest entry: a new email goes on to checkout as a guest; a known one asks for its password (C-39)", { tag: ["@AUTH-09"] }, async ({ page }) => {
  // step 1 shows its form once the cart holds a line
  await addFirstInStockItem(page);
  await page.goto("/demo/checkout/guest");
  await expect(page.getByRole("heading", { level: 1, name: "Sign In / Sign Up" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Already have account? Sign in" })).toHaveAttribute("href", /\/auth\/checkout\/signin\?store=demo/);
  await expect(page.getByRole("link", { name: "Forgot Password" })).toHaveAttribute("href", "/demo/send_password");
  await expect(page.getByLabel("Password")).toHaveCount(0);
  await page.getByLabel("Email").fill("nope");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("email invalid")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const guest = newAccount().email;
  await page.getByLabel("Email").fill(guest);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/step1$/);
  await expect(page.getByLabel("Email")).toHaveValue(guest);

  const account = await createAccount(page);
  await page.goto("/demo/checkout/guest");
  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("password required (at least 8 letters)")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/step1$/);

  // signed in, the guest route sends the visitor where a sign-in leads (My Account)
  await page.goto("/demo/checkout/guest");
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
});
