import { describe, expect, it } from "vitest";
import { isValidUserName } from "@/lib/auth/user-name";
import { isValidStylistPhone, STYLIST_SIGN_UP_MESSAGES, stylistPhoneDigits, vipCodeFrom } from "@/lib/stylist/sign-up";
import { isReservedStoreAddress, isValidStylistUserName, normalizeStylistUserName, STYLIST_USER_NAME_MESSAGE } from "@/lib/stylist/user-name";

describe("stylist user name (ONB-05, BR-VAL-11)", () => {
  it("normalises as typed: lower case, spaces and other symbols dropped, word characters, dash and dot kept", () => {
    expect(normalizeStylistUserName("Dana K.Style-1_x")).toBe("danak.style-1_x");
    expect(normalizeStylistUserName("  Zoë!@# ")).toBe("zo");
  });

  it("is 3 to 20 characters", () => {
    expect(isValidStylistUserName("ab")).toBe(false);
    expect(isValidStylistUserName("abc")).toBe(true);
    expect(isValidStylistUserName("a".repeat(20))).toBe(true);
    expect(isValidStylistUserName("a".repeat(21))).toBe(false);
  });

  it("differs from the shopper's rule: digits first and dashes are fine, 21–30 characters are not", () => {
    expect(isValidStylistUserName("9lives")).toBe(true);
    expect(isValidUserName("9lives")).toBe(false);
    expect(isValidStylistUserName("dana-k")).toBe(true);
    expect(isValidUserName("dana-k")).toBe(false);
    expect(isValidUserName("a".repeat(25))).toBe(true);
    expect(isValidStylistUserName("a".repeat(25))).toBe(false);
  });

  it("refuses what is not normalised, and what cannot be a store address", () => {
    for (const name of ["Dana", "da na", "dana!", "_next", ".well", "-dash", "plan", "api", "myorders", "auth"]) {
      expect(isValidStylistUserName(name), name).toBe(false);
    }
    expect(isReservedStoreAddress("Plan")).toBe(true);
    expect(isReservedStoreAddress("planner")).toBe(false);
  });

  it("says so in the spec's words", () => {
    expect(STYLIST_USER_NAME_MESSAGE).toBe("User name invalid");
    expect(STYLIST_SIGN_UP_MESSAGES.sharePublic).toBe("Please check to share your contact information to your Kommunity.");
    expect(STYLIST_SIGN_UP_MESSAGES.password).toBe("password requires at least 8 characters");
  });
});

describe("stylist phone (BR-VAL-16) and VIP code (BR-VAL-17)", () => {
  it("needs at least ten digits, kept without the US country code", () => {
    expect(isValidStylistPhone("(415) 555-0100")).toBe(true);
    expect(isValidStylistPhone("(415) 555-010")).toBe(false);
    expect(isValidStylistPhone("1 (415) 555-010")).toBe(false);
    expect(stylistPhoneDigits("+1 (415) 555-0100")).toBe("4155550100");
    expect(stylistPhoneDigits("415.555.0100")).toBe("4155550100");
  });

  it("trims and upper-cases the VIP code; blank is none", () => {
    expect(vipCodeFrom("  vipstyle ")).toBe("VIPSTYLE");
    expect(vipCodeFrom("   ")).toBeUndefined();
    expect(vipCodeFrom(undefined)).toBeUndefined();
  });
});
