import { expect, test } from "@playwright/test";
import { CORE } from "./core";
import { seriousViolations, signUpShopper } from "./helpers";

/**
 * CART-10 on the seeded starter pack (`itm-067`, chloe's store, docs/seed.md): its add button opens the size
 * picker dialog, where a size preference is required; in the cart its Edit is that size picker again, it has
 * no Remove, 0 units keep it, and the API refuses to remove it too.
 */
test("CART-10: the starter pack's size picker dialog → the cart keeps it (no Remove; the API refuses too)", CORE, async ({ page }) => {
  test.slow();
  await signUpShopper(page, "starter");
  await page.goto("/chloe/item/store-chloe/itm-067");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome Starter Pack" })).toBeVisible();
  // no option picker on the page: the size comes from the dialog
  await expect(page.getByRole("radio")).toHaveCount(0);
  await page.getByRole("button", { name: "add to cart" }).click();

  const dialog = page.getByRole("dialog", { name: "Choose your size preference" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("The starter pack stays in your cart until you check out.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(dialog.getByText("Please select a size preference")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByText("M", { exact: true }).click();
  await expect(dialog.getByText("Please select a size preference")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Add to cart" }).click();
  await expect(dialog).toBeHidden();
  // The cart icon's count, not the 2 s toast: a starved host can let a toast come and go between two polls.
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await page.goto("/chloe/cart");
  const line = page.locator("[id^=cart-line-]").filter({ hasText: "Welcome Starter Pack" });
  await expect(line).toBeVisible();
  await expect(line).toContainText("M");
  await expect(line.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await expect(line.getByText("The starter pack stays in your cart until you check out.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Its Edit is the size picker, not the ordinary option dialog: the size is changed there.
  await line.getByRole("button", { name: "Edit Welcome Starter Pack" }).click();
  const sizes = page.getByRole("dialog", { name: "Choose your size preference" });
  await expect(sizes.getByRole("radio", { name: "M" })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await sizes.getByText("L", { exact: true }).click();
  await sizes.getByRole("button", { name: "Update" }).click();
  await expect(sizes).toBeHidden();
  await expect(page.getByText("Welcome Starter Pack option updated.")).toBeVisible();
  await expect(line).toContainText("L");
  await page.reload();
  await expect(page.locator("[id^=cart-line-]").filter({ hasText: "Welcome Starter Pack" })).toContainText(/\bL\b/);
  // typing 0 units keeps the line
  const units = line.getByRole("spinbutton");
  await units.fill("0");
  await units.press("Enter");
  await page.reload();
  await expect(page.locator("[id^=cart-line-]").filter({ hasText: "Welcome Starter Pack" })).toBeVisible();

  // The server refuses as well: DELETE of the line is a 409 and the cart still holds it.
  const cart = (await (await page.request.get("/api/cart")).json()) as { data: { items: { cart_item_id: string; item_id: string }[] } };
  const starter = cart.data.items.find((i) => i.item_id === "itm-067");
  expect(starter).toBeDefined();
  const refused = await page.request.delete(`/api/cart/${starter!.cart_item_id}`);
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe("Starter pack items cannot be removed.");
  const after = (await (await page.request.get("/api/cart")).json()) as { data: { items: { item_id: string }[] } };
  expect(after.data.items.map((i) => i.item_id)).toContain("itm-067");
});
