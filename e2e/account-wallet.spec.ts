import { expect, test, type Page } from "@playwright/test";
import { seriousViolations, toast } from "./helpers";

/** A fresh account per run: nothing this journey saves touches the seeded shopper other specs use. */
async function signUp(page: Page) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await page.goto("/auth/sign/signup?store=demo");
  await page.getByLabel("Email").fill(`wallet-${id}@example.com`);
  await page.getByLabel(/User name/).fill(`wallet${id}`);
  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Repeat password").fill("secret123");
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/demo\/user\/profile$/);
}

async function typeCard(page: Page, number: string) {
  const dialog = page.getByRole("dialog", { name: "ADD CREDIT CARDS" });
  await dialog.getByLabel("Card number").fill(number);
  await dialog.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await dialog.getByLabel("CVC").fill("123");
}

test("My Account: the address book and the saved cards, with the keyboard's focus kept and axe clean", { tag: ["@ACCT-15", "@ACCT-18", "@ACCT-19"] }, async ({ page }) => {
  await signUp(page);
  await expect(page.getByRole("heading", { name: "My Account" })).toBeVisible();
  await expect(page.getByText("No saved addresses yet.")).toBeVisible();
  await expect(page.getByText("No saved cards yet.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // ── Address book (ACCT-18) ──
  const addAddress = page.getByRole("button", { name: "Add address" });
  await addAddress.click();
  const addDialog = page.getByRole("dialog", { name: "Add address" });
  await expect(addDialog).toBeVisible();
  await expect(addDialog.getByLabel("Full name")).toBeFocused();
  await addDialog.getByRole("button", { name: "Save address" }).click();
  await expect(addDialog.getByText("full name required")).toBeVisible();
  await expect(addDialog.getByText("phone required")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Escape closes it and gives the focus back to the opener.
  await page.keyboard.press("Escape");
  await expect(addDialog).toBeHidden();
  await expect(addAddress).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(addDialog).toBeVisible();
  await addDialog.getByLabel("Full name").fill("Wendy Wallet");
  await addDialog.getByLabel("Address", { exact: true }).fill("1 Main St");
  await addDialog.getByLabel("Zip code").fill("94105");
  await addDialog.getByLabel("City").fill("San Francisco");
  await addDialog.getByLabel("Phone").fill("4155550100");
  await expect(addDialog.getByLabel("Use as my default address")).toBeChecked();
  await addDialog.getByRole("button", { name: "Save address" }).click();
  await expect(toast(page, "new address added.")).toBeVisible();
  await expect(addDialog).toBeHidden();
  const addresses = page.getByRole("list", { name: "Saved addresses" });
  await expect(addresses.getByRole("listitem")).toHaveCount(1);
  await expect(addresses).toContainText("Wendy Wallet");
  await expect(addresses).toContainText("Default");
  await expect(addresses).toContainText("(415) 555-0100");

  await page.getByRole("button", { name: "Edit: Wendy Wallet, 1 Main St" }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit address" });
  await expect(editDialog.getByLabel("City")).toHaveValue("San Francisco");
  await editDialog.getByLabel("City").fill("Oakland");
  await editDialog.getByLabel("Apartment, suite, building (optional)").fill("Apt 4");
  await editDialog.getByRole("button", { name: "Save address" }).click();
  await expect(toast(page, "address updated.")).toBeVisible();
  await expect(addresses).toContainText("Oakland");
  await expect(addresses).toContainText("Apt 4");

  // ── Credit cards (ACCT-19) ──
  await expect(page.getByRole("heading", { name: "CREDIT CARDS" })).toBeVisible();
  const addCard = page.getByRole("button", { name: "ADD CREDIT CARDS" });
  await addCard.click();
  const cardDialog = page.getByRole("dialog", { name: "ADD CREDIT CARDS" });
  await expect(cardDialog.getByText("Test payments — no real card is charged")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The provider's refusal shows as-is under the card field.
  await typeCard(page, "4242 4242 4242 4241");
  await cardDialog.getByRole("button", { name: "Save card" }).click();
  await expect(cardDialog.getByRole("alert")).toHaveText("Your card number is incorrect.");

  await cardDialog.getByLabel("Card number").fill("4242 4242 4242 4242");
  await cardDialog.getByRole("button", { name: "Save card" }).click();
  await expect(toast(page, "credit card added.")).toBeVisible();
  await expect(cardDialog).toBeHidden();
  await expect(addCard).toBeFocused();
  const cards = page.getByRole("list", { name: "Saved cards" });
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards).toContainText("Visa •••• ending in 4242");
  await expect(cards).toContainText("Default");
  await expect(cards).toContainText("Expires 12/2034");

  await addCard.click();
  await typeCard(page, "5555 5555 5555 4444");
  await expect(cardDialog.getByLabel("Use as my default card")).not.toBeChecked();
  await cardDialog.getByRole("button", { name: "Save card" }).click();
  await expect(toast(page, "credit card added.").last()).toBeVisible();
  await expect(cards.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Make default: Mastercard ending in 4444" }).click();
  await expect(toast(page, "default credit card updated.")).toBeVisible();
  await expect(cards.getByRole("listitem").first()).toContainText("Mastercard");
  await expect(cards.getByRole("listitem").first()).toContainText("Default");
  await expect(cards.getByRole("listitem").first()).toBeFocused();

  // Delete after the confirmation; Cancel keeps the card.
  const deleteVisa = page.getByRole("button", { name: "Delete: Visa ending in 4242" });
  await deleteVisa.click();
  const confirmCard = page.getByRole("dialog", { name: "delete this credit card ?" });
  await expect(confirmCard).toContainText("Visa ending in 4242, expires 12/2034");
  expect(await seriousViolations(page)).toEqual([]);
  await confirmCard.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmCard).toBeHidden();
  await expect(deleteVisa).toBeFocused();
  await expect(cards.getByRole("listitem")).toHaveCount(2);

  await deleteVisa.click();
  await confirmCard.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "credit card deleted.")).toBeVisible();
  await expect(cards.getByRole("listitem")).toHaveCount(1);
  await expect(cards).not.toContainText("4242");
  await expect(addCard).toBeFocused();

  await page.getByRole("button", { name: "Delete: Wendy Wallet, 1 Main St" }).click();
  const confirmAddress = page.getByRole("dialog", { name: "delete this address ?" });
  await confirmAddress.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "address deleted.")).toBeVisible();
  await expect(page.getByText("No saved addresses yet.")).toBeVisible();
  await expect(addAddress).toBeFocused();

  // What My Account saved is what checkout will offer.
  await page.reload();
  await expect(page.getByRole("list", { name: "Saved cards" })).toContainText("Mastercard •••• ending in 4444");
  expect(await seriousViolations(page)).toEqual([]);
});
