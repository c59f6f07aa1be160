import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync","--disable-dev-shm-usage"] });
const context = await browser.newContext();
await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) => route.fulfill({ path: "/work/main/e2e/fixtures/gapi-shim.js", contentType: "text/javascript" }));
await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (r) => r.abort());
const page = await context.newPage();
page.on("console", (m) => console.log("CONSOLE", m.type(), m.text()));
page.on("requestfailed", (r) => console.log("FAILED", r.url()));
page.on("pageerror", (e) => console.log("PAGEERROR", e.message));
context.on("page", (p) => { console.log("NEW PAGE", p.url()); p.on("console", (m) => console.log("POPUP CONSOLE", m.text())); });
await page.goto("http://127.0.0.1:3204/auth/sign/signin?store=demo");
await page.getByRole("button", { name: "Sign in with Google" }).click();
await page.waitForTimeout(3000);
const popup = context.pages()[1];
if (popup) {
  console.log("POPUP", popup.url());
  await popup.getByRole("button", { name: "Add new account" }).click();
  await popup.locator("#email-input").fill("dbg-" + Date.now() + "@example.com");
  await popup.locator("#display-name-input").fill("Dbg");
  await popup.getByRole("button", { name: /Sign in with Google/i }).click();
  await page.waitForTimeout(5000);
  console.log("URL", page.url());
}
console.log("pages", context.pages().map((p) => p.url()));
console.log(await page.getByRole("region", { name: "Social sign-in" }).innerText());
await browser.close();
