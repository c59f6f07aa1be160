import { describe, expect, it } from "vitest";
import { APP_PROMO_TEXT, appStoreLinks, hasInAppCookie, isInAppMode } from "@/lib/layout/footer";

describe("footer app promo (NAV-09, INAPP-03)", () => {
  it("keeps the spec's promo text", () => {
    expect(APP_PROMO_TEXT).toBe("Track Your Reward Points, Download the App");
  });

  it("takes the store links from the environment", () => {
    expect(appStoreLinks({ NEXT_PUBLIC_APP_STORE_URL: "https://apps.example/ios", NEXT_PUBLIC_PLAY_STORE_URL: "https://apps.example/android" })).toEqual({
      appStore: "https://apps.example/ios",
      googlePlay: "https://apps.example/android",
    });
  });

  it("falls back to the stores' own pages when unset or blank", () => {
    const links = appStoreLinks({ NEXT_PUBLIC_APP_STORE_URL: "" });
    expect(links.appStore).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(links.googlePlay).toMatch(/^https:\/\/play\.google\.com\//);
  });

  it("is hidden when the URL carries inapp, with or without a value", () => {
    expect(isInAppMode(new URLSearchParams("inapp"))).toBe(true);
    expect(isInAppMode(new URLSearchParams("category=c1&inapp=1"))).toBe(true);
    expect(isInAppMode(new URLSearchParams("inapp="))).toBe(true);
  });

  it("shows otherwise", () => {
    expect(isInAppMode(new URLSearchParams("category=c1"))).toBe(false);
    expect(isInAppMode(new URLSearchParams(""))).toBe(false);
    expect(isInAppMode(null)).toBe(false);
  });

  it("finding 6: the visit's in-app cookie is read from a cookie header, and only its own name", () => {
    expect(hasInAppCookie("sf_signed_in=1; sf_inapp=1")).toBe(true);
    expect(hasInAppCookie("sf_inapp=1")).toBe(true);
    expect(hasInAppCookie("xsf_inapp=1; sf_inapp_old=1")).toBe(false);
    expect(hasInAppCookie("")).toBe(false);
  });
});
