import { expect, test, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./helpers";

/** Rosewood Wrap Dress: Rose / L and Navy / XS are sold out, every other colour sells in L (docs/seed.md). */
const DRESS = "/demo/item/store-demo/itm-001";

const radio = (page: Page, group: string, value: string) =>
  page.getByRole("radiogroup", { name: new RegExp(`^${group}`) }).getByRole("radio", { name: new RegExp(`^${value}\\b`) });

/** The visible chip of an option: the label around its (visually hidden) radio. */
const chip = (option: Locator) => option.locator("xpath=following-sibling::span");

const lineThrough = (el: Locator) => el.evaluate((node) => getComputedStyle(node).textDecorationLine);

test("15.17: a sold-out size strikes the size, not the chosen colour that other sizes still sell", { tag: ["@BROWSE-15", "@BROWSE-18"] }, async ({ page }) => {
  await page.goto(DRESS);
  await radio(page, "Color", "Rose").check({ force: true });
  await radio(page, "Size", "L").check({ force: true });
  await expect(page.getByText("Out of stock", { exact: true })).toBeVisible();

  const rose = radio(page, "Color", "Rose");
  await expect(rose).toHaveAttribute("data-in-stock", "true");
  expect(await lineThrough(chip(rose))).not.toContain("line-through");
  const large = radio(page, "Size", "L");
  await expect(large).toHaveAttribute("data-in-stock", "false");
  expect(await lineThrough(chip(large))).toContain("line-through");
});

test("15.8: an ended pre-order shows 'Offer ended' alone, no zero countdown, and its tile says so", { tag: ["@BROWSE-21"] }, async ({ page }) => {
  await page.goto("/demo/item/store-demo/itm-027");
  await expect(page.getByRole("button", { name: "Offer ended" })).toBeDisabled();
  await expect(page.getByText("offer ends in")).toHaveCount(0);
  await expect(page.getByRole("timer")).toHaveCount(0);

  // Outerwear holds the coat on its first page.
  await page.goto("/demo?category=cat-demo-outerwear");
  const tile = page.getByTestId("item-tile").filter({ hasText: "Heritage Wool Coat" });
  await expect(tile).toContainText(/offer ended/i);
  await expect(tile).not.toContainText("PRESALE");
});

test("15.6: a bundle shows its net price beside the struck sum once every piece is chosen", { tag: ["@BROWSE-12", "@BROWSE-20"] }, async ({ page }) => {
  // Weekend Denim Set: Straight-Leg Jeans ($98, $108 in size 32) + Everyday Cotton Tee ($28), 10 % off.
  await page.goto("/demo/item/store-demo/itm-065");
  await expect(page.getByText("$ 126.00 - $ 136.00")).toBeVisible();
  await expect(page.getByText("10% off", { exact: true })).toBeVisible();

  for (const name of ["Straight-Leg Jeans", "Everyday Cotton Tee"]) {
    const select = page.getByRole("combobox", { name });
    // the first piece in stock that is not the dearer size 32
    const value = await select.evaluate((el: HTMLSelectElement) => [...el.options].find((o) => o.value && !o.disabled && !o.text.includes("32"))?.value ?? "");
    await select.selectOption(value);
  }

  // 98 + 28 = 126, less 10 % = 113.40
  await expect(page.getByText("$ 113.40", { exact: true })).toBeVisible();
  const struck = page.getByText("Original price:").locator("..");
  await expect(struck).toHaveText(/\$ 126\.00/);
  expect(await lineThrough(struck)).toContain("line-through");
  await expect(page.getByText("$ 126.00 - $ 136.00")).toHaveCount(0);
});

test("15.11: the skip link takes the keyboard from the top of an item page to its options in a few keys", async ({ page }) => {
  await page.goto(DRESS);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const skip = page.getByRole("link", { name: "Skip to options" });
  let presses = 0;
  while (!(await skip.evaluate((el) => el === document.activeElement)) && presses < 8) {
    await page.keyboard.press("Tab");
    presses += 1;
  }
  // skip to content, menu, logo, cart, then this link
  expect(presses).toBeLessThanOrEqual(5);
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radiogroup", { name: /^Color/ }).getByRole("radio").first()).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});

test("15.16: after 'Notify request sent, thank you!' the button keeps saying the shop will tell", { tag: ["@BROWSE-18"] }, async ({ page }) => {
  const email = `e2e-notify-${Date.now().toString(36)}@example.com`;
  const created = await page.request.post("/api/users", {
    data: { email, password: "secret123", user_name: `n${Date.now().toString(36)}`, birth_year: 1985 },
  });
  expect(created.ok()).toBe(true);
  await page.goto("/auth/sign/signin?store=demo");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("secret123");
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/demo\/user\/profile/);

  await page.goto(DRESS);
  await radio(page, "Color", "Rose").check({ force: true });
  await radio(page, "Size", "L").check({ force: true });
  await page.getByRole("button", { name: "Notify me when back in stock" }).click();
  await expect(page.getByText("Notify request sent, thank you!")).toBeVisible();
  const told = page.getByRole("button", { name: "We'll tell you when it's back" });
  await expect(told).toBeFocused();

  // the thanks go after 3 s; the lasting state stays, also after another size and back
  await expect(page.getByText("Notify request sent, thank you!")).toBeHidden({ timeout: 6_000 });
  await expect(told).toHaveAttribute("aria-disabled", "true");
  await radio(page, "Size", "M").check({ force: true });
  await expect(page.getByRole("button", { name: /Notify me|We'll tell you/ })).toHaveCount(0);
  await radio(page, "Size", "L").check({ force: true });
  await expect(told).toBeVisible();
  await expect(page.getByRole("button", { name: "Notify me when back in stock" })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});
