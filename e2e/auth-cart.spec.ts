import { expect, test } from "@playwright/test";
import { addFirstInStockItem } from "./helpers";

// Issue 3: the guest cart is kept when the guest signs in (merged into the account's cart).
test("a guest's cart is still there after signing in", { tag: ["@CART-03"] }, async ({ page }) => {
  const id = `${Date.now().toString(36)}`;
  const account = { email: `cart-${id}@example.com`, userName: `cart${id}`, password: "secret123" };
  const created = await page.request.post("/api/users", {
    data: { email: account.email, password: account.password, user_name: account.userName, birth_year: 1985 },
  });
  expect(created.ok()).toBe(true);

  const itemName = await addFirstInStockItem(page);

  await page.goto("/auth/sign/signin?store=demo");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);

  await page.goto("/demo/cart");
  await expect(page.getByText(itemName).first()).toBeVisible();
  // Reloading does not double the line: one line of this item.
  await page.reload();
  await expect(page.getByText(itemName)).not.toHaveCount(0);
  await expect(page.getByText("Your cart is empty.")).toHaveCount(0);
});
