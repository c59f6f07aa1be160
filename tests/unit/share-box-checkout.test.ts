import { describe, expect, it } from "vitest";
import { bookingRequest, refusalStep } from "@/lib/share-box/checkout";
import { afterShareAuthPath, isShareDir, shareHomePath } from "@/lib/share-box/flow";
import { isReservedStoreAddress } from "@/lib/stylist/user-name";

describe("share checkout refusals (BR-VAL-32)", () => {
  it("an invalid size chart goes back to step 1 with its message, whatever else is wrong", () => {
    expect(refusalStep(["please provide vaild size informations.", "please provide vaild shipping address."])).toEqual({ step: 0, toast: "please provide vaild size informations." });
  });

  it("any other refusal stays on step 4 with 'please provide vaild informations.'", () => {
    expect(refusalStep(["please provide vaild shipping address."])).toEqual({ step: 3, toast: "please provide vaild informations." });
    expect(refusalStep([])).toEqual({ step: 3, toast: "please provide vaild informations." });
  });
});

describe("booking request (API-81)", () => {
  const address = { name: "Bo", address: "1 Main St", address2: "", city: "SF", state: "CA", zip_code: "94105", phone: "4155550100", country: "US" };

  it("moves the addresses and the card into the booking's shapes", () => {
    expect(bookingRequest({ shipping_address: address, billing_address: address, plan_pay: "year", credit_card_token: "tok_1" }, "marcus")).toEqual({
      stylist_user_name: "marcus",
      addresses: { shipping_id: undefined, shipping: address, billing: address },
      plan_pay: "year",
      card: { token: "tok_1" },
    });
  });

  it("a saved address and a saved card go by id", () => {
    const request = bookingRequest({ shipping_address_id: "addr-1", billing_address: address, plan_pay: "month", credit_card_id: "card-1" }, "marcus");
    expect(request.addresses).toMatchObject({ shipping_id: "addr-1", shipping: undefined });
    expect(request.card).toEqual({ id: "card-1" });
  });
});

describe("share flow paths (SHARE-01, NAV-13, C-38)", () => {
  it("knows kol and koldir only", () => {
    expect(["kol", "koldir", "KOL", "share", ""].map(isShareDir)).toEqual([true, true, false, false, false]);
  });

  it("signs in to the checkout; signs out to the start page (koldir, which has none: its Get Styled page)", () => {
    expect(afterShareAuthPath("koldir", "a b")).toBe("/share/koldir/checkout/a%20b");
    expect(shareHomePath("kol", "s1")).toBe("/share/kol/box-start/s1");
    expect(shareHomePath("koldir", "s1")).toBe("/share/koldir/gsb/s1");
  });

  it("reserves the share flows' first segments and skd_complete as store addresses", () => {
    for (const name of ["share", "skd", "sk", "skd_complete", "SKD_Complete"]) expect(isReservedStoreAddress(name), name).toBe(true);
  });
});
