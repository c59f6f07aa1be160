import { describe, expect, it } from "vitest";
import { isValidUserName } from "@/lib/auth/user-name";
import { BOX_IN_PROGRESS_TEXT, planStepSkips, showsContinueSetup, stylistRootStep } from "@/lib/stylist/onboarding";
import { isValidStylistPhone, STYLIST_SIGN_UP_MESSAGES, stylistPhoneDigits, vipCodeFrom } from "@/lib/stylist/sign-up";
import { VIP_CODE_MAX, vipCodeFormSchema } from "@/lib/stylist/vip-code";
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

  it("the plan step's VIP code form (ONB-10): trimmed and upper-cased; blank or overlong is 'VIP Code invalid'", () => {
    expect(vipCodeFormSchema.parse({ vipCode: "  vipstyle " })).toEqual({ vipCode: "VIPSTYLE" });
    for (const vipCode of ["", "   ", "x".repeat(VIP_CODE_MAX + 1)]) {
      expect(vipCodeFormSchema.safeParse({ vipCode }).error?.issues[0]?.message).toBe("VIP Code invalid");
    }
  });
});

describe("onboarding from GET /api/user (ONB-01, ONB-07, ONB-09)", () => {
  const user = { store_opened: false, is_show_buy_plan: true, can_buy_box: false, vip_plan_id: null };

  it("the root: signed out → home, an open store → land, else create_store", () => {
    expect(stylistRootStep(null)).toBe("home");
    expect(stylistRootStep({ store_opened: true })).toBe("land");
    expect(stylistRootStep({ store_opened: false })).toBe("create_store");
  });

  it("the landing offers to continue while a plan is needed or the box can be bought", () => {
    expect(showsContinueSetup({ ...user, is_show_buy_plan: true })).toBe(true);
    expect(showsContinueSetup({ ...user, is_show_buy_plan: false, can_buy_box: true })).toBe(true);
    expect(showsContinueSetup({ ...user, is_show_buy_plan: false, can_buy_box: false })).toBe(false);
    expect(BOX_IN_PROGRESS_TEXT).toBe("Your ordered Box is in progress");
  });

  it("the plan step is skipped without a plan to buy or with a VIP code held", () => {
    expect(planStepSkips(user)).toBe(false);
    expect(planStepSkips({ ...user, is_show_buy_plan: false })).toBe(true);
    expect(planStepSkips({ ...user, vip_plan_id: "seller1" })).toBe(true);
  });
});
