import { describe, expect, it } from "vitest";
import { stylistFieldErrors, stylistSignUpRequest, stylistSignUpSchema } from "@/lib/auth/stylist-sign-up";
import { stylistBoxPath } from "@/lib/routes";
import { STYLIST_SIGN_UP_MESSAGES as MSG } from "@/lib/stylist/sign-up";
import { STORE_MESSAGES, STORE_PICTURE_MAX_BYTES } from "@/lib/stylist/store";
import { storePictureProblem, storeProfileSchema, toggleStarterItem } from "@/lib/stylist/store-form";
import { onboardingRedirect, stylistRootDestination } from "@/lib/stylist/step-guard";
import type { OnboardingUser } from "@/lib/stylist/onboarding";

const NOW = new Date("2026-06-01T00:00:00Z");
const valid = {
  email: " Dana@Example.com ",
  firstName: " Dana ",
  lastName: "Style",
  userName: "Dana Style!",
  phone: "+1 (415) 555-0100",
  password: "secret123",
  birthYear: 1990,
  sharePublic: true,
  confirm18: true,
  vipCode: "  vip2024 ",
  code: "myorders",
};

describe("stylist sign-up form rules (ONB-04, ONB-05)", () => {
  it("cleans what it sends: user name lower-cased and stripped, phone digits, VIP code upper-cased, `myorders` ignored", () => {
    const values = stylistSignUpSchema(NOW).parse(valid);
    expect(stylistSignUpRequest(values)).toEqual({
      // trimmed; the API lower-cases it
      email: "Dana@Example.com",
      password: "secret123",
      user_name: "danastyle",
      birth_year: 1990,
      firstname: "Dana",
      lastname: "Style",
      phone: "4155550100",
      is_share_public: true,
      type: "seller",
      vip_code: "VIP2024",
    });
  });

  it.each([
    ["email", { email: "nope" }, MSG.email],
    ["firstName", { firstName: "  " }, MSG.firstName],
    ["lastName", { lastName: "" }, MSG.lastName],
    ["userName", { userName: "ab" }, MSG.userName],
    ["userName", { userName: "a".repeat(21) }, MSG.userName],
    ["userName", { userName: "plan" }, MSG.userName],
    ["phone", { phone: "415555010" }, MSG.phone],
    ["password", { password: "1234567" }, MSG.password],
    ["birthYear", { birthYear: 2009 }, MSG.birthYear],
    ["birthYear", { birthYear: 1909 }, MSG.birthYear],
    ["sharePublic", { sharePublic: false }, MSG.sharePublic],
    ["confirm18", { confirm18: false }, MSG.confirm18],
  ])("refuses %s %j with the spec's message", (field, change, message) => {
    const result = stylistSignUpSchema(NOW).safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it("takes the last allowed birth year (this year − 18) and leaves out empty codes", () => {
    const values = stylistSignUpSchema(NOW).parse({ ...valid, birthYear: 2008, vipCode: "  ", code: "" });
    const request = stylistSignUpRequest(values);
    expect(request.birth_year).toBe(2008);
    expect(request).not.toHaveProperty("vip_code");
    expect(request).not.toHaveProperty("code");
  });

  it("maps the API's issue paths to the form's fields, first message per field, unknown paths left out", () => {
    expect(
      stylistFieldErrors([
        { path: "vip_code", message: "VIP Code invalid" },
        { path: "is_share_public", message: MSG.sharePublic },
        { path: "firstname", message: MSG.firstName },
        { path: "firstname", message: "second" },
        { path: "", message: "whole body" },
      ]),
    ).toEqual({ vipCode: "VIP Code invalid", sharePublic: MSG.sharePublic, firstName: MSG.firstName });
    expect(stylistFieldErrors(undefined)).toEqual({});
  });
});

describe("create-store wizard rules (ONB-06, BR-VAL-33)", () => {
  it("takes a store name of 1–50 after trimming and a bio of at most 500", () => {
    expect(storeProfileSchema.parse({ name: "  Dana's Edit ", description: "" })).toEqual({ name: "Dana's Edit", description: "" });
    expect(storeProfileSchema.safeParse({ name: "a".repeat(50), description: "b".repeat(500) }).success).toBe(true);
    expect(storeProfileSchema.safeParse({ name: "   ", description: "" }).error?.issues[0]?.message).toBe(STORE_MESSAGES.name);
    expect(storeProfileSchema.safeParse({ name: "a".repeat(51), description: "" }).error?.issues[0]?.message).toBe("store name invalid");
    expect(storeProfileSchema.safeParse({ name: "a", description: "b".repeat(501) }).error?.issues[0]?.message).toBe(STORE_MESSAGES.description);
  });

  it("refuses a picture that is not a JPEG, PNG or WebP, or over 5 MiB", () => {
    expect(storePictureProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(storePictureProblem({ type: "image/webp", size: STORE_PICTURE_MAX_BYTES })).toBeNull();
    expect(storePictureProblem({ type: "application/pdf", size: 1000 })).toBe(STORE_MESSAGES.pictureNotImage);
    expect(storePictureProblem({ type: "image/heic", size: 1000 })).toBe(STORE_MESSAGES.pictureNotImage);
    expect(storePictureProblem({ type: "image/jpeg", size: STORE_PICTURE_MAX_BYTES + 1 })).toBe(STORE_MESSAGES.pictureTooLarge);
  });

  it("picks up to six items; a seventh is refused with 'Please select 6 items most.', a tap on a pick drops it", () => {
    const six = ["1", "2", "3", "4", "5", "6"];
    expect(toggleStarterItem(six.slice(0, 5), "6")).toEqual({ picked: six, error: null });
    expect(toggleStarterItem(six, "7")).toEqual({ picked: six, error: "Please select 6 items most." });
    expect(toggleStarterItem(six, "3")).toEqual({ picked: ["1", "2", "4", "5", "6"], error: null });
  });
});

describe("onboarding page guards (ONB-01, ONB-03, ONB-07…09)", () => {
  const user = (change: Partial<OnboardingUser> = {}): OnboardingUser => ({ store_opened: true, is_show_buy_plan: true, can_buy_box: true, vip_plan_id: null, ...change });

  it("routes the root: signed out → auth_home, an open store → auth_land, none → create_store", () => {
    expect(stylistRootDestination(null, "demo")).toBe("/demo/auth_stylist/auth_home");
    expect(stylistRootDestination(user(), "demo")).toBe("/demo/auth_stylist/auth_land");
    expect(stylistRootDestination(user({ store_opened: false }), "demo")).toBe("/demo/auth_stylist/auth_home/create_store");
  });

  it("sends a guest from every page but home to auth_home, and a signed-in visitor away from home", () => {
    for (const page of ["create_store", "land", "no_store", "plan", "store_steps"] as const) expect(onboardingRedirect(page, null, "demo")).toBe("/demo/auth_stylist/auth_home");
    expect(onboardingRedirect("home", null, "demo")).toBeNull();
    expect(onboardingRedirect("home", user({ store_opened: false }), "demo")).toBe("/demo/auth_stylist/auth_home/create_store");
  });

  it("keeps store owners out of the create-store and no-store pages, and others out of the landing (ONB-08)", () => {
    expect(onboardingRedirect("create_store", user(), "demo")).toBe("/demo/auth_stylist/auth_land");
    expect(onboardingRedirect("no_store", user(), "demo")).toBe("/demo/auth_stylist/auth_land");
    expect(onboardingRedirect("create_store", user({ store_opened: false }), "demo")).toBeNull();
    expect(onboardingRedirect("land", user({ store_opened: false }), "demo")).toBe("/demo/auth_stylist/no_store");
    expect(onboardingRedirect("store_steps", user({ store_opened: false }), "demo")).toBe("/demo/auth_stylist/auth_home/create_store");
    expect(onboardingRedirect("store_steps", user(), "demo")).toBeNull();
  });

  it("skips the plan step to the box builder without a purchase to make or with a VIP code's plan (ONB-09)", () => {
    expect(onboardingRedirect("plan", user(), "demo")).toBeNull();
    expect(onboardingRedirect("plan", user({ is_show_buy_plan: false }), "demo")).toBe("/demo/auth_stylist/auth_gsb");
    expect(onboardingRedirect("plan", user({ vip_plan_id: "seller1" }), "demo")).toBe("/demo/auth_stylist/auth_gsb");
    expect(onboardingRedirect("plan", user({ store_opened: false }), "demo")).toBe("/demo/auth_stylist/auth_home/create_store");
  });

  it("carries the plan pick in the box builder's URL", () => {
    expect(stylistBoxPath("demo", "seller1")).toBe("/demo/auth_stylist/auth_gsb?plan=seller1");
    expect(stylistBoxPath("a b")).toBe("/a%20b/auth_stylist/auth_gsb");
  });
});
