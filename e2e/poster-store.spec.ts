import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type FrameLocator } from "@playwright/test";
import { seriousViolations } from "./helpers";

// The poster store (TOOLS-09…11, CHK-22): the page the embed code frames, inside another site's page;
// an item added in the frame reaches checkout step 1, opened in a new tab, through the poster checkout.

/**
 * Another site's page framing the poster: a server of the test's own on `localhost` while the shop is tested on
 * `127.0.0.1`, so another site to the browser (frame-ancestors and X-Frame-Options would refuse it). A real local
 * server, not a Playwright route: Chromium's Local Network Access checks block a page with no address (a routed
 * one counts as public) from framing a local one.
 */
let host: Server;
let hostUrl = "";

test.beforeAll(async ({ baseURL }) => {
  const body = `<!doctype html><html lang="en"><title>A stylist's blog</title><h1>My picks</h1><iframe src="${baseURL}/demo/poster" title="Demo store" width="100%" height="560" style="border:0"></iframe></html>`;
  host = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html" }).end(body));
  await new Promise<void>((resolve) => host.listen(0, resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}/`;
});

test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/** Opens the first item the frame can add (the demo store is shared: another journey may sell one out). */
async function openAddableItem(frame: FrameLocator): Promise<string> {
  const tiles = frame.getByTestId("poster-tile");
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  for (let at = 0; at < count; at += 1) {
    await tiles.nth(at).click();
    const heading = frame.getByRole("heading", { level: 2 });
    await expect(heading).toBeVisible();
    if (await frame.getByRole("button", { name: "add to cart" }).isEnabled({ timeout: 2000 }).catch(() => false)) return (await heading.textContent()) ?? "";
    await frame.getByRole("button", { name: "← All items" }).click();
  }
  throw new Error("no item of the demo store can be added");
}

test("a shopper adds an item in the framed poster store and checks out in a new tab", { tag: ["@TOOLS-09", "@TOOLS-10", "@TOOLS-11", "@CHK-22"] }, async ({ page, context }) => {
  await page.goto(hostUrl);
  const frame = page.frameLocator('iframe[title="Demo store"]');
  // framed at all: a frame the browser refused (frame-ancestors, X-Frame-Options) would show no tile
  const name = await openAddableItem(frame);
  await frame.getByRole("button", { name: "add to cart" }).click();
  await expect(frame.getByText("Cart: 1 item")).toBeVisible();

  const [tab] = await Promise.all([context.waitForEvent("page"), frame.getByRole("link", { name: "Checkout" }).click()]);
  await tab.waitForURL(/\/demo\/checkout\/step1\?poster=1$/);
  await expect(tab.getByText(name, { exact: false }).first()).toBeVisible();
});

test("the poster page passes axe, may be framed and is cached like the store home; the store home may not be framed", { tag: ["@TOOLS-09"] }, async ({ page, request }) => {
  await page.goto("/demo/poster");
  await expect(page.getByTestId("poster-tile").first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId("poster-tile").first().click();
  await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const poster = await request.get("/demo/poster");
  expect(poster.headers()["x-frame-options"]).toBeUndefined();
  expect(poster.headers()["content-security-policy"]).not.toContain("frame-ancestors");
  expect(poster.headers()["cache-control"]).not.toContain("no-store");
  const home = await request.get("/demo");
  expect(home.headers()["x-frame-options"]).toBe("DENY");
  expect(home.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("a broken poster checkout link is a message with the way back, not an error", { tag: ["@TOOLS-11"] }, async ({ page }) => {
  const response = await page.goto("/demo/poster_checkout?data=not-a-cart");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("This checkout link is broken or has expired.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the store" })).toHaveAttribute("href", "/demo");
  expect(await seriousViolations(page)).toEqual([]);
});
