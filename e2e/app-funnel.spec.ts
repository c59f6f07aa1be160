import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { seriousViolations, toast } from "./helpers";

/**
 * The app funnel (issue 24): the download-app popup (NAV-10), the add-to-home-screen banner (NAV-08), the mobile
 * landing page (MISC-03), the in-app chrome (INAPP-03/09), the owner's item link (BROWSE-22), the 12-image
 * carousel (BROWSE-24, SHARE-04) and the Get Styled quiz frame (SHARE-03). Phones are emulated with a touch
 * screen, a phone-sized viewport and a phone's user agent (what "not desktop" means: docs/decisions.md).
 */
const ANDROID_UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const IOS_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const phone = (userAgent: string) => ({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent });

const expectAxeClean = async (page: Page) => expect(await seriousViolations(page)).toEqual([]);
const popup = (page: Page) => page.getByRole("dialog", { name: "Shop demo in the app" });
const banner = (page: Page) => page.getByRole("region", { name: "Add this shop to your home screen" });
const scrollDown = (page: Page) => page.evaluate(() => window.scrollBy(0, 400));
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);

/** Waits for the page's islands: the popup's scroll listener is set after hydration. */
async function openHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState("networkidle");
}

test.describe("on an Android phone", () => {
  test.use(phone(ANDROID_UA));

  test("NAV-10: the download popup opens once on scroll, shows the invite code and the offer, and 'Don't show again' lasts 14 days", async ({ page, context }) => {
    test.slow(); // three pages, each first rendered on this run
    await openHydrated(page, "/demo");
    await expect(popup(page)).toHaveCount(0);
    await scrollDown(page);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText("WELCOME15");
    await expect(popup(page)).toContainText("Invite code: demo");
    await expect(popup(page).getByRole("link", { name: "Get the app" })).toHaveAttribute("href", "/landing?link=%2Fdemo");
    await expectAxeClean(page);

    // Continue to shop: closed, and this page view does not ask again
    await popup(page).getByRole("button", { name: "Continue to shop" }).click();
    await expect(popup(page)).toHaveCount(0);
    await scrollDown(page);
    await page.waitForTimeout(300);
    await expect(popup(page)).toHaveCount(0);
    expect(await cookie(context, "sf_app_popup_hidden")).toBeUndefined();

    // the item page asks too (its first scroll), until 'Don't show again'
    const item = await page.getByTestId("item-tile").first().getAttribute("href");
    await openHydrated(page, item!);
    await scrollDown(page);
    await expect(popup(page)).toBeVisible();
    await popup(page).getByRole("button", { name: "Don't show again" }).click();
    await expect(popup(page)).toHaveCount(0);
    const hidden = await cookie(context, "sf_app_popup_hidden");
    const days = (hidden!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    await openHydrated(page, "/demo");
    await scrollDown(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
  });

  test("NAV-10, NAV-08: never inside the app", async ({ page }) => {
    await openHydrated(page, "/demo?inapp");
    await scrollDown(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  });

  test("NAV-08: the Android banner installs through the browser's prompt, and a close is remembered", async ({ page, context }) => {
    test.slow();
    await openHydrated(page, "/demo");
    await expect(banner(page)).toContainText("Open your browser's menu and choose Add to Home screen.");
    // Chrome fires beforeinstallprompt when the shop is installable: the banner offers Install
    await page.evaluate(() => {
      const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => void Object.assign(window, { __prompted: true }),
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(event);
    });
    await banner(page).getByRole("button", { name: "Install" }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __prompted?: boolean }).__prompted)).toBe(true);
    await expectAxeClean(page);
    await banner(page).getByRole("button", { name: "Close" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await cookie(context, "sf_home_screen_hidden")).toBeDefined();
    await openHydrated(page, "/demo");
    await expect(banner(page)).toHaveCount(0);
  });

  test("MISC-03: the landing page puts Google Play first, and 'Continue in browser' follows only our own link", async ({ page }) => {
    await page.goto("/landing?link=%2Fdemo");
    await expect(page.getByRole("heading", { name: "Get the app" })).toBeVisible();
    const buttons = page.getByRole("main").getByRole("listitem");
    await expect(buttons).toHaveCount(2); // the download page has no URL in this deployment: no button
    await expect(buttons.first()).toHaveText("Get it on Google Play");
    await expect(page.getByRole("link", { name: "Continue in browser" })).toHaveAttribute("href", "/demo");
    await expectAxeClean(page);

    await page.goto(`/landing?link=${encodeURIComponent("https://evil.example/phish")}`);
    await expect(page.getByRole("link", { name: "Continue in browser" })).toHaveAttribute("href", "/");
    await page.goto(`/landing?link=${encodeURIComponent("//evil.example")}`);
    await expect(page.getByRole("link", { name: "Continue in browser" })).toHaveAttribute("href", "/");

    await page.goto("/landing?link=%2Fdemo");
    await page.getByRole("link", { name: "Continue in browser" }).click();
    await expect(page).toHaveURL(/\/demo$/);
  });
});

test.describe("on an iPhone", () => {
  test.use(phone(IOS_UA));

  test("NAV-08: the iOS banner shows the Share → Add to Home Screen hint", async ({ page }) => {
    await openHydrated(page, "/demo");
    await expect(banner(page)).toContainText("Tap Share, then Add to Home Screen.");
    await expect(banner(page).getByRole("button", { name: "Install" })).toHaveCount(0);
  });

  test("MISC-03: a download button counts down 5 s, then opens the App Store", async ({ page }) => {
    await page.route("https://apps.example.test/**", (route) => route.fulfill({ contentType: "text/html", body: "<title>App Store</title><p>App Store stand-in</p>" }));
    await page.goto("/landing");
    await page.waitForLoadState("networkidle");
    const appStore = page.getByRole("link", { name: "Download on the App Store" });
    await expect(page.getByRole("main").getByRole("listitem").first()).toHaveText("Download on the App Store");
    await appStore.click();
    await expect(page.getByRole("status")).toHaveText("Opening the App Store in 5 s…");
    await expect(page.getByRole("status")).toHaveText("Opening the App Store in 3 s…");
    await expect(page).toHaveURL("https://apps.example.test/app", { timeout: 8000 });
  });
});

test.describe("on a desktop", () => {
  test("NAV-10, NAV-08: neither the popup nor the banner", async ({ page }) => {
    await openHydrated(page, "/demo");
    await scrollDown(page);
    await page.waitForTimeout(500);
    await expect(popup(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  });

  test("INAPP-03/09: in the app, a back button (close on the first page) and app-style toasts", { tag: ["@INAPP-03", "@INAPP-09"] }, async ({ page }) => {
    await page.addInitScript(() => {
      const sent: string[] = [];
      Object.assign(window, { __sent: sent, ReactNativeWebView: { postMessage: (raw: string) => sent.push((JSON.parse(raw) as { command: string }).command) } });
    });
    await context_clearAndOpen(page, "/demo?inapp");
    // the footer promo is not in the app
    await expect(page.getByText("Track Your Reward Points, Download the App")).toHaveCount(0);
    const back = page.getByRole("banner").getByRole("button", { name: "Back" });
    await expect(back).toBeVisible();
    await expectAxeClean(page);
    // the web view's first page: back hands over to the app
    await back.click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __sent: string[] }).__sent)).toContain("close");

    // an item's link copied: the toast is the app's dark pill
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByTestId("item-tile").first().click();
    await expect(page).toHaveURL(/\/demo\/item\//);
    await page.getByRole("button", { name: "SHARE TO EARN REWARDS" }).click();
    await page.getByRole("menuitem", { name: "Copy item link" }).click();
    await expect(toast(page, "Item URL copied.")).toHaveClass(/app-toast/);
    // on a later page, back goes back
    await page.getByRole("banner").getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/demo\?inapp$/);
  });

  test("BROWSE-22: the owner's copied link carries the invite code, and a sign-up through it is credited to the stylist", async ({ page, browser }) => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    // a guest's copy: the open id and user name only
    await page.goto("/demo");
    await page.getByTestId("item-tile").first().click();
    await expect(page).toHaveURL(/\/demo\/item\//);
    await page.getByRole("button", { name: "SHARE TO EARN REWARDS" }).click();
    await page.getByRole("menuitem", { name: "Copy item link" }).click();
    await expect(toast(page, "Item URL copied.")).toBeVisible();
    const guestLink = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(guestLink.searchParams.get("user_name")).toBe("demo");
    expect(guestLink.searchParams.get("open_id")).toBeTruthy();
    expect(guestLink.searchParams.has("code")).toBe(false);

    // the owner's copy adds the invite code
    const itemUrl = page.url();
    await page.goto("/auth/sign/signin?store=demo");
    await page.getByLabel("Email").fill("stylist@example.com");
    await page.getByLabel("Password").fill("stylist123");
    await page.getByLabel("Password").press("Enter");
    await expect(page).not.toHaveURL(/signin/);
    await page.goto(itemUrl);
    await page.getByRole("button", { name: "SHARE TO EARN REWARDS" }).click();
    await page.getByRole("menuitem", { name: "Copy item link" }).click();
    await expect(toast(page, "Item URL copied.")).toBeVisible();
    const ownerLink = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(ownerLink.searchParams.get("code")).toBe("demo");
    await expectAxeClean(page);

    // a new visitor follows it, then signs up: the form names the invite, the account is credited to demo
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(`${ownerLink.pathname}${ownerLink.search}`);
    await expect(guest.getByRole("heading", { level: 1 })).toBeVisible();
    await guest.goto("/auth/sign/signup?store=demo");
    await expect(guest.getByText("Invite code")).toBeVisible();
    const userName = `inv${Date.now().toString(36)}`;
    await guest.getByLabel("Email").fill(`${userName}@example.com`);
    await guest.getByLabel(/User name/).fill(userName);
    await guest.getByLabel("Password", { exact: true }).fill("secret123");
    await guest.getByLabel("Repeat password").fill("secret123");
    await guest.getByRole("checkbox").check();
    await guest.getByRole("button", { name: "Sign Up" }).click();
    await expect(guest).toHaveURL(/\/demo\/user\/profile$/);
    const me = await guest.request.get("/api/user");
    expect(((await me.json()) as { data: { invite_code: string | null } }).data.invite_code).toBe("demo");
    await visitor.close();
  });

  test("SHARE-03/04: the Get Styled quiz frame (its origin allowed on that page only), and the Style Myself slider", { tag: ["@SHARE-03", "@SHARE-04"] }, async ({ page }) => {
    const SHARE = "share-demo-weekend";
    const response = await page.goto(`/share/kol/gsb/${SHARE}`);
    const quizOrigin = new URL((await page.locator('iframe[title="Style quiz"]').getAttribute("src")) ?? "").origin;
    expect(response!.headers()["content-security-policy"]).toContain(`frame-src 'self' ${quizOrigin}`);
    await expect(page.frameLocator('iframe[title="Style quiz"]').locator("body")).not.toBeEmpty();
    await page.goto(`/share/kol/gsb/${SHARE}?men`);
    await expect(page.locator('iframe[title="Style quiz (men)"]')).toHaveAttribute("src", /\?men$/);
    const other = await page.goto(`/share/kol/smb/${SHARE}`);
    expect(other!.headers()["content-security-policy"]).not.toContain(quizOrigin);

    // SHARE-04 / BROWSE-24: the 12-image carousel steps every 2 s, and stands still on hover and after Pause
    const carousel = page.getByRole("region", { name: "Styles from demo's store" });
    const track = carousel.locator("[data-first]");
    // twelve slides, those out of view hidden from assistive technology
    await expect(carousel.getByRole("group", { includeHidden: true })).toHaveCount(12);
    await expect(carousel.getByRole("group")).toHaveCount(Number(await track.getAttribute("data-visible")));
    await expect(track).toHaveAttribute("data-visible", /^[2-8]$/);
    await expect(track).toHaveAttribute("data-first", "1", { timeout: 4000 });
    await carousel.getByRole("button", { name: "Pause the slides" }).click();
    await page.mouse.move(0, 0);
    const at = await track.getAttribute("data-first");
    await page.waitForTimeout(2500);
    await expect(track).toHaveAttribute("data-first", at!);
    await expect(carousel.getByRole("button", { name: "Play the slides" })).toBeVisible();
    await expectAxeClean(page);
  });
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("BROWSE-24: the carousel does not move by itself", async ({ page }) => {
    await page.goto("/share/kol/smb/share-demo-weekend");
    const track = page.getByRole("region", { name: "Styles from demo's store" }).locator("[data-first]");
    await expect(track).toHaveAttribute("data-first", "0");
    await page.waitForTimeout(2500);
    await expect(track).toHaveAttribute("data-first", "0");
  });
});

async function context_clearAndOpen(page: Page, url: string) {
  await page.context().clearCookies();
  await openHydrated(page, url);
}
