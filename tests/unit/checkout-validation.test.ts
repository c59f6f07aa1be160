import { describe, expect, it } from "vitest";
import { EMPTY_ADDRESS, type AddressForm } from "@/lib/checkout/checkout-data";
import {
  ADDRESS_MESSAGES,
  addressSchema,
  isValidAddress,
  validateEmail,
  INVALID_INFO_TOAST,
  INVALID_ITEMS_TOAST,
  INVALID_SELECTION_TOAST,
  BILLING_ADDRESS_MESSAGE,
  ZIP_FORMAT_MESSAGE,
} from "@/lib/checkout/validation";

const good: AddressForm = { fullName: "Ann Lee", address: "1 Main St", address2: "", zip: "94105", state: "", city: "SF", phone: "4155550100" };
const valid: AddressForm = { ...good, city: "San Francisco" };

/** The address schema's verdict as field → message. */
const validateAddress = (form: AddressForm) =>
  Object.fromEntries((addressSchema.safeParse(form).error?.issues ?? []).map((i) => [String(i.path[0]), i.message])) as Partial<Record<keyof AddressForm, string>>;

describe("validateEmail (BR-VAL-03)", () => {
  it("accepts a valid address, trimmed", () => {
    expect(validateEmail("ann@example.com")).toBeNull();
    expect(validateEmail("  ann@example.com ")).toBeNull();
  });

  it.each(["", "   ", "ann", "ann@", "ann@example", "a b@example.com"])("refuses %j with the spec's message", (value) => {
    expect(validateEmail(value)).toBe("Please enter a valid email.");
  });
});

describe("addressSchema (BR-VAL-19)", () => {
  it("accepts a complete address; address2 and state are optional", () => {
    expect(validateAddress(valid)).toEqual({});
    expect(isValidAddress(valid)).toBe(true);
  });

  it("gives every required field its own verbatim message", () => {
    expect(validateAddress(EMPTY_ADDRESS)).toEqual({
      fullName: "full name required",
      address: "address required",
      zip: "zip code required",
      city: "city name required",
      phone: "phone required",
    });
    expect(isValidAddress(EMPTY_ADDRESS)).toBe(false);
  });

  it.each([
    ["fullName", "Al", "Ali"],
    ["address", "1 ", "1 A"],
    ["zip", "9410", "94105"],
    ["city", "SF", "Rye"],
  ] as const)("%s needs its minimum length after trimming", (field, short, enough) => {
    // finding 15: a zip typed too short says so; the spec's 'zip code required' is for an empty one
    expect(validateAddress({ ...valid, [field]: `  ${short}  ` })[field]).toBe(field === "zip" ? ZIP_FORMAT_MESSAGE : ADDRESS_MESSAGES[field]);
    expect(validateAddress({ ...valid, [field]: "   " })[field]).toBe(ADDRESS_MESSAGES[field]);
    expect(validateAddress({ ...valid, [field]: enough })[field]).toBeUndefined();
  });

  it("wants exactly ten phone digits, mask or not", () => {
    expect(validateAddress({ ...valid, phone: "(415) 555-0100" }).phone).toBeUndefined();
    expect(validateAddress({ ...valid, phone: "(415) 555-010" }).phone).toBe("phone required");
    expect(validateAddress({ ...valid, phone: "41555501001" }).phone).toBe("phone required");
  });

  it("reports only the failing fields", () => {
    expect(validateAddress(good)).toEqual({ city: "city name required" });
  });
});

describe("the step toasts", () => {
  it("keeps the step toasts verbatim (BR-VAL-31)", () => {
    expect([INVALID_INFO_TOAST, INVALID_SELECTION_TOAST, INVALID_ITEMS_TOAST, BILLING_ADDRESS_MESSAGE]).toEqual([
      "Please enter valid information",
      "Please update valid selection",
      "Please update item information",
      "please enter a valid billing address.",
    ]);
  });
});
