import { describe, expect, it } from "vitest";
import type { SavedAddress } from "@/lib/api/schemas/checkout";
import { SaveAddressRequest } from "@/lib/api/schemas/checkout";
import {
  ADDRESS_TOASTS,
  DELETE_ADDRESS_CONFIRM,
  addressDefaultChoice,
  addressDialogTitle,
  addressSaveRequest,
  initialAddressForm,
  savedAddressToast,
} from "@/lib/account/address-book";
import { defaultChoice, wantsDefault } from "@/lib/account/default-choice";
import { EMPTY_ADDRESS } from "@/lib/checkout/checkout-data";

const home: SavedAddress = {
  _id: "a1",
  name: "Ann Lee",
  address: "1 Main St",
  address2: "Apt 4",
  zip_code: "94105",
  state: "CA",
  city: "San Francisco",
  phone: "(415) 555-0100",
  country: "US",
  is_default: true,
};
const work: SavedAddress = { ...home, _id: "a2", name: "Ann at work", is_default: false };

describe("the spec's words (ACCT-18, BR-VAL-39)", () => {
  it("quotes the confirmation and the toasts verbatim", () => {
    expect(DELETE_ADDRESS_CONFIRM).toBe("delete this address ?");
    expect(ADDRESS_TOASTS).toEqual({ added: "new address added.", updated: "address updated.", deleted: "address deleted." });
  });

  it("toasts by what the dialog did", () => {
    expect(savedAddressToast({ mode: "add" })).toBe("new address added.");
    expect(savedAddressToast({ mode: "edit", address: work })).toBe("address updated.");
  });

  it("titles the dialog by its mode", () => {
    expect(addressDialogTitle({ mode: "add" })).toBe("Add address");
    expect(addressDialogTitle({ mode: "edit", address: work })).toBe("Edit address");
  });
});

describe("initialAddressForm", () => {
  it("starts an add empty", () => {
    expect(initialAddressForm({ mode: "add" })).toEqual(EMPTY_ADDRESS);
  });

  it("starts an edit from the saved address, the phone as its digits", () => {
    expect(initialAddressForm({ mode: "edit", address: home })).toEqual({
      fullName: "Ann Lee",
      address: "1 Main St",
      address2: "Apt 4",
      zip: "94105",
      state: "CA",
      city: "San Francisco",
      phone: "4155550100",
    });
  });
});

describe("the default checkbox", () => {
  it("is free for a further address and for an address that is not the default", () => {
    expect(addressDefaultChoice({ mode: "add" }, 2)).toEqual({ checked: false, lockedBecause: null });
    expect(addressDefaultChoice({ mode: "edit", address: work }, 2)).toEqual({ checked: false, lockedBecause: null });
  });

  it("is ticked and locked for the first address and for the current default", () => {
    expect(addressDefaultChoice({ mode: "add" }, 0)).toEqual({ checked: true, lockedBecause: "first" });
    expect(addressDefaultChoice({ mode: "edit", address: home }, 2)).toEqual({ checked: true, lockedBecause: "current" });
  });

  it("asks for the default when locked, else as ticked", () => {
    expect(wantsDefault(defaultChoice({ isFirst: true, isCurrentDefault: false }), false)).toBe(true);
    expect(wantsDefault(defaultChoice({ isFirst: false, isCurrentDefault: true }), false)).toBe(true);
    expect(wantsDefault(defaultChoice({ isFirst: false, isCurrentDefault: false }), false)).toBe(false);
    expect(wantsDefault(defaultChoice({ isFirst: false, isCurrentDefault: false }), true)).toBe(true);
  });
});

describe("addressSaveRequest", () => {
  it("is the API's address, trimmed, the phone as ten digits, with is_default", () => {
    const form = { fullName: " Ann Lee ", address: "1 Main St ", address2: "", zip: "94105", state: "", city: "San Francisco", phone: "(415) 555-0100" };
    const body = addressSaveRequest(form, true);
    expect(body).toEqual({ name: "Ann Lee", address: "1 Main St", address2: "", city: "San Francisco", state: "", zip_code: "94105", phone: "4155550100", country: "US", is_default: true });
    expect(SaveAddressRequest.safeParse(body).success).toBe(true);
    expect(addressSaveRequest(form, false).is_default).toBe(false);
  });
});
