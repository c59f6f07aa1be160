import { expect, test } from "@playwright/test";

// INAPP-09: inside the native app (`?inapp`) the web view takes the app's session through the
// `getToken` bridge command (G-17: postMessage of {command, data}; the app answers with a window
// `message` event of the same shape, see docs/decisions.md).
test("in-app mode adopts the app's session from getToken", { tag: ["@INAPP-01", "@INAPP-02", "@NAV-09"] }, async ({ page, context }) => {
  const id = Date.now().toString(36);
  const created = await page.request.post("/api/users", {
    data: { email: `app-${id}@example.com`, password: "secret123", user_name: `app${id}`, birth_year: 1990 },
  });
  expect(created.ok()).toBe(true);
  const { token } = (await created.json()).data as { token: string };
  await context.clearCookies();

  // A stand-in for the React Native web view: answers getToken with the app's token.
  await page.addInitScript((appToken) => {
    // Counts the documents this tab has loaded, so the test can wait for the page's own reload.
    sessionStorage.setItem("__loads", String(Number(sessionStorage.getItem("__loads") ?? 0) + 1));
    const asked: string[] = [];
    Object.assign(window, {
      __bridgeCommands: asked,
      ReactNativeWebView: {
        postMessage(raw: string) {
          const message = JSON.parse(raw) as { command: string };
          asked.push(message.command);
          if (message.command === "getToken") window.postMessage({ command: "getToken", data: appToken }, window.location.origin);
        },
      },
    });
  }, token);

  await page.goto("/demo?inapp");
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === "sf_signed_in")?.value).toBe("1");
  const session = (await context.cookies()).find((c) => c.name === "sf_session");
  expect(session?.httpOnly).toBe(true);
  // The app's chrome: no download promo inside the app (INAPP-03).
  await expect(page.getByText("Track Your Reward Points, Download the App")).toHaveCount(0);

  // The page reloads itself once the session is adopted; let that reload finish before ours.
  const loads = () => page.evaluate(() => Number(sessionStorage.getItem("__loads"))).catch(() => 0);
  await expect.poll(loads).toBeGreaterThanOrEqual(2);
  await page.waitForLoadState("load");

  // Once signed in, the page does not ask again.
  await page.reload();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { __bridgeCommands: string[] }).__bridgeCommands)).toEqual([]);
});

test("a plain browser never asks an app for a token", { tag: ["@NAV-09"] }, async ({ page, context }) => {
  await page.goto("/demo");
  await page.waitForLoadState("networkidle");
  expect((await context.cookies()).map((c) => c.name)).not.toContain("sf_signed_in");
  await expect(page.getByText("Track Your Reward Points, Download the App")).toBeVisible();
});
