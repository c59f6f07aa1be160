import { expect, test } from "@playwright/test";
import { fillShippingStep, pickFirstAvailableOptions } from "./helpers";

// The seeded share link (docs/seed.md): the tee leaves colour and size to the recipient.
const SHARE_ID = "share-demo-weekend";

test("a recipient checks out a shared cart from the share link: the order carries the share, the shared cart is emptied", { tag: ["@CART-05", "@CART-09", "@CHK-19"] }, async ({ page }) => {
  await page.goto(`/demo/sharecart/${SHARE_ID}`);
  await page.getByRole("button", { name: "Choose options Everyday Cotton Tee" }).click();
  const dialog = page.getByRole("dialog", { name: "Everyday Cotton Tee" });
  // its form loads when the dialog first opens (components/cart/edit-option-dialog.tsx)
  await expect(dialog.getByRole("button", { name: "Update" })).toBeVisible();
  await pickFirstAvailableOptions(dialog);
  await dialog.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("No option chosen")).toHaveCount(0);
  await page.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/sharecart\/step1$/);

  const email = `share-${Date.now().toString(36)}@example.com`;
  await fillShippingStep(page, { email, name: "Rae Cipient", address: "7 Share Ave", zip: "73301", city: "Austin", phone: "5125550177" });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/demo\/checkout\/sharecart\/step2$/);
  // exact: Next's route announcer may read the page title "A cart shared by demo · …" at the same time
  await expect(page.getByText("A cart shared by demo", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/demo/checkout/sharecart/step1");

  await page.getByRole("radio", { name: "Same as shipping address" }).check();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  const created = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/order");
  await page.getByRole("button", { name: "Place order" }).click();
  const body = (await created).postDataJSON() as { share_cart_id?: string; items: { item_id: string }[] };
  expect(body.share_cart_id).toBe(SHARE_ID);
  expect(body.items.map((i) => i.item_id)).toEqual(["itm-001", "itm-014", "itm-037"]);

  await expect(page).toHaveURL(/\/demo\/checkout\/done\/[^/?]+\?email=/, { timeout: 20_000 });
  await expect(page.getByText("Everyday Cotton Tee").first()).toBeVisible();
  const shared = await page.evaluate(() => JSON.parse(window.localStorage.getItem("sf.shared-cart.v1") ?? "null") as { lines?: unknown[] } | null);
  expect(shared?.lines ?? []).toEqual([]);
});
