import { describe, expect, it } from "vitest";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { EMPTY_ADDRESS, EMPTY_CHECKOUT_DATA, type CheckoutData } from "@/lib/checkout/checkout-data";
import { billingSchema, canBillToShipping, checkPayment, effectiveBillOpt, initialPayment, step1Complete, type PaymentInput } from "@/lib/checkout/step2";

const address = { fullName: "Ann Lee", address: "1 Main St", address2: "", zip: "94105", state: "", city: "San Francisco", phone: "4155550100" };
const card = (over: Partial<CreditCard> = {}): CreditCard => ({ _id: "c1", last_four: "4242", exp_month: 12, exp_year: 2034, brand: "visa", is_default: false, is_invalid: false, ...over });
const input = (over: Partial<PaymentInput> = {}): PaymentInput => ({ free: false, payment: { kind: "new-card" }, cards: [], cardComplete: true, providerReady: true, ...over });

/** The billing schema's verdict on the option as it applies, as path → message. */
function billingErrors(billOpt: 0 | 1 | null, billing: typeof address, shipTo: typeof address | null) {
  const result = billingSchema.safeParse({ billOpt: effectiveBillOpt(billOpt, shipTo), billing });
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("step 2's billing (BR-VAL-22, BR-CHK-09)", () => {
  it("passes 'same as shipping' and a complete own address", () => {
    expect(billingErrors(0, EMPTY_ADDRESS, address)).toEqual({});
    expect(billingErrors(1, address, address)).toEqual({});
  });

  it("asks for a billing method when there is no shipping address to copy", () => {
    expect(billingErrors(null, EMPTY_ADDRESS, null)).toEqual({ billOpt: "Please select a billing method." });
  });

  it("checks a separate billing address with the address rules", () => {
    expect(billingErrors(1, { ...address, zip: "941" }, address)).toEqual({ "billing.zip": "zip code invalid: please enter 5 digits" });
  });

  it("drops 'same as shipping' when there is nothing to copy (pick-up, BR-CHK-09)", () => {
    expect(canBillToShipping(null)).toBe(false);
    expect(canBillToShipping({ ...address, address: " " })).toBe(false);
    expect(effectiveBillOpt(0, null)).toBeNull();
    expect(billingErrors(0, EMPTY_ADDRESS, null)).toEqual({ billOpt: "Please select a billing method." });
    expect(billingErrors(1, address, null)).toEqual({});
  });

  it("15.13: starts with 'same as shipping' (option 0) when there is a shipping address, and keeps a choice made", () => {
    expect(effectiveBillOpt(null, address)).toBe(0);
    expect(effectiveBillOpt(1, address)).toBe(1);
    expect(effectiveBillOpt(null, null)).toBeNull();
    expect(effectiveBillOpt(1, null)).toBe(1);
    expect(billingErrors(null, EMPTY_ADDRESS, address)).toEqual({});
  });
});

describe("step 2's payment check (BR-CHK-14)", () => {
  it("passes a complete card", () => {
    expect(checkPayment(input())).toEqual({ errors: {}, toast: null, first: null });
  });

  it("needs a complete new card (BR-VAL-20)", () => {
    expect(checkPayment(input({ cardComplete: false }))).toEqual({ errors: { card: "Please enter a valid credit card." }, toast: "please enter a valid payment.", first: "card" });
  });

  it("needs a saved card that can pay (C-07)", () => {
    const cards = [card(), card({ _id: "bad", is_invalid: true })];
    expect(checkPayment(input({ cards, payment: null }))).toEqual({ errors: { savedCard: "Please select a credit card" }, toast: "Please select a valid credit card.", first: "savedCard" });
    expect(checkPayment(input({ cards, payment: { kind: "saved-card", cardId: "bad" } }))).toMatchObject({ errors: { savedCard: "Please select a valid credit card." } });
    expect(checkPayment(input({ cards, payment: { kind: "saved-card", cardId: "c1" }, cardComplete: false })).toast).toBeNull();
  });

  it("needs a payment method the provider can take", () => {
    expect(checkPayment(input({ payment: null }))).toEqual({ errors: {}, toast: "please provide a valid payment method.", first: null });
    expect(checkPayment(input({ payment: { kind: "wallet" }, providerReady: false })).toast).toBe("please provide a valid payment method.");
  });

  it("skips every payment check for a free order (BR-CHK-05)", () => {
    expect(checkPayment(input({ free: true, payment: null, cardComplete: false, providerReady: false })).toast).toBeNull();
  });
});

describe("the payment picked to start with", () => {
  it("is a new card without saved ones, the default card when it can pay, else nothing", () => {
    expect(initialPayment([])).toEqual({ kind: "new-card" });
    expect(initialPayment([card(), card({ _id: "d", is_default: true })])).toEqual({ kind: "saved-card", cardId: "d" });
    expect(initialPayment([card({ is_default: true, is_invalid: true })])).toBeNull();
  });
});

describe("step1Complete", () => {
  const data: CheckoutData = {
    ...EMPTY_CHECKOUT_DATA,
    account: { email: "ann@example.com" },
    shipOpt: { methodIndex: 0, methodId: "basic-shipping", isUpdateShipping: false, isSavingShipping: false, existAddressId: null },
    shipping: address,
  };

  it("needs the contact, the method and an address unless it is pick-up", () => {
    expect(step1Complete(data, false)).toBe(true);
    expect(step1Complete({ ...data, account: { email: "" } }, false)).toBe(false);
    expect(step1Complete({ ...data, shipOpt: { ...data.shipOpt, methodId: null } }, false)).toBe(false);
    expect(step1Complete({ ...data, shipping: EMPTY_ADDRESS }, false)).toBe(false);
    expect(step1Complete({ ...data, shipping: EMPTY_ADDRESS }, true)).toBe(true);
  });
});
