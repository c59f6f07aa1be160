import { describe, expect, it } from "vitest";
import { inviteCodeToKeep } from "@/lib/auth/invite-cookie";
import { detectPlatform, isDesktop } from "@/lib/funnel/device";
import { continueTarget, downloadButtons, sameSiteTarget } from "@/lib/funnel/landing";
import { flagCookie, hasFlagCookie, homeScreenVariant, mayPrompt, popupTriggered } from "@/lib/funnel/prompts";
import { itemShareUrl, ownerInviteCode } from "@/lib/item/share";
import { isGetStyledPage, quizFrameOrigins, quizFrameUrl } from "@/lib/share-box/quiz";
import { isAutoplaying, stepSlide, visibleSlides } from "@/lib/ui/carousel";

const ANDROID = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1";
const MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15";
const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36";

describe("the platform and the desktop (NAV-08, NAV-10, MISC-03)", () => {
  it("tells iOS, Android and the web apart by the user agent; an iPad posing as a Mac by its touch points", () => {
    expect(detectPlatform(ANDROID)).toBe("android");
    expect(detectPlatform(IPHONE)).toBe("ios");
    expect(detectPlatform(MAC)).toBe("web");
    expect(detectPlatform(MAC, 5)).toBe("ios");
    expect(detectPlatform(WINDOWS)).toBe("web");
  });

  it("a desktop is a wide viewport, or a mouse without a touch screen", () => {
    expect(isDesktop({ width: 1280, finePointer: true, touch: false })).toBe(true);
    expect(isDesktop({ width: 800, finePointer: true, touch: false })).toBe(true);
    expect(isDesktop({ width: 1024, finePointer: false, touch: true })).toBe(true);
    expect(isDesktop({ width: 390, finePointer: false, touch: true })).toBe(false);
    expect(isDesktop({ width: 959, finePointer: true, touch: true })).toBe(false);
  });
});

describe("the prompts (NAV-08, NAV-10)", () => {
  it("never on a desktop, never in the app, not while dismissed", () => {
    expect(mayPrompt({ desktop: false, inApp: false, dismissed: false })).toBe(true);
    expect(mayPrompt({ desktop: true, inApp: false, dismissed: false })).toBe(false);
    expect(mayPrompt({ desktop: false, inApp: true, dismissed: false })).toBe(false);
    expect(mayPrompt({ desktop: false, inApp: false, dismissed: true })).toBe(false);
  });

  it("the popup triggers when the product list's top is within 3000 px plus the viewport; without a list, on the first scroll", () => {
    expect(popupTriggered(3800, 800)).toBe(true);
    expect(popupTriggered(3801, 800)).toBe(false);
    expect(popupTriggered(-200, 800)).toBe(true);
    expect(popupTriggered(null, 800)).toBe(true);
  });

  it("'Don't show again' is a 14-day cookie, read back by name", () => {
    expect(flagCookie("sf_app_popup_hidden", 14, true)).toBe("sf_app_popup_hidden=1; Max-Age=1209600; Path=/; SameSite=Lax; Secure");
    expect(hasFlagCookie("a=1; sf_app_popup_hidden=1", "sf_app_popup_hidden")).toBe(true);
    expect(hasFlagCookie("sf_app_popup_hidden_x=1", "sf_app_popup_hidden")).toBe(false);
  });

  it("the home-screen banner has an Android and an iOS variant, none on the web", () => {
    expect(homeScreenVariant("android")).toBe("android");
    expect(homeScreenVariant("ios")).toBe("ios");
    expect(homeScreenVariant("web")).toBeNull();
  });
});

describe("the mobile landing page (MISC-03)", () => {
  const origin = "https://shop.example.com";

  it("'Continue in browser' follows only a page of ours: no open redirect", () => {
    expect(sameSiteTarget("/demo/item/s/1?x=1#top", origin)).toBe("/demo/item/s/1?x=1#top");
    expect(sameSiteTarget("https://shop.example.com/demo", origin)).toBe("/demo");
    expect(sameSiteTarget("https://evil.example", origin)).toBeNull();
    expect(sameSiteTarget("//evil.example/x", origin)).toBeNull();
    expect(sameSiteTarget("/\\evil.example", origin)).toBeNull();
    expect(sameSiteTarget("/\t/evil.example", origin)).toBeNull();
    expect(sameSiteTarget("javascript:alert(1)", origin)).toBeNull();
    expect(sameSiteTarget("https://shop.example.com.evil.example/", origin)).toBeNull();
    expect(sameSiteTarget("", origin)).toBeNull();
  });

  it("else the download page, else the shop's home", () => {
    expect(continueTarget("https://evil.example", origin, { APP_DOWNLOAD_PAGE_URL: "https://get.example.com/app" })).toBe("https://get.example.com/app");
    expect(continueTarget(null, origin, {})).toBe("/");
    expect(continueTarget("/demo", origin, { APP_DOWNLOAD_PAGE_URL: "https://get.example.com/app" })).toBe("/demo");
  });

  it("shows only the buttons with a configured URL, the platform's first", () => {
    const env = { NEXT_PUBLIC_APP_STORE_URL: "https://apps.apple.com/app/x", NEXT_PUBLIC_PLAY_STORE_URL: "https://play.google.com/x", APP_DOWNLOAD_PAGE_URL: "" };
    expect(downloadButtons(env, "android").map((b) => b.id)).toEqual(["android", "ios"]);
    expect(downloadButtons(env, "ios").map((b) => b.id)).toEqual(["ios", "android"]);
    expect(downloadButtons({ ...env, APP_DOWNLOAD_PAGE_URL: "https://get.example.com" }, "web").map((b) => b.id)).toEqual(["web", "ios", "android"]);
    expect(downloadButtons({ NEXT_PUBLIC_APP_STORE_URL: "javascript:alert(1)" }, "ios")).toEqual([]);
  });
});

describe("the 12-image carousel (BROWSE-24)", () => {
  it("2 to 8 images in view by width", () => {
    expect(visibleSlides(200)).toBe(2);
    expect(visibleSlides(600)).toBe(4);
    expect(visibleSlides(2000)).toBe(8);
  });

  it("steps to the last full view, then wraps", () => {
    expect(stepSlide(0, 12, 4)).toBe(1);
    expect(stepSlide(8, 12, 4)).toBe(0);
    expect(stepSlide(0, 12, 4, -1)).toBe(8);
    expect(stepSlide(0, 3, 4)).toBe(0);
  });

  it("stands still with reduced motion, on hover, on focus, when paused, or when all fit", () => {
    const moving = { reducedMotion: false, hovered: false, focused: false, paused: false, count: 12, visible: 4 };
    expect(isAutoplaying(moving)).toBe(true);
    for (const change of [{ reducedMotion: true }, { hovered: true }, { focused: true }, { paused: true }, { count: 4 }]) {
      expect(isAutoplaying({ ...moving, ...change })).toBe(false);
    }
  });
});

describe("the owner's item link (BROWSE-22)", () => {
  const sharer = { open_id: "open-1", user_name: "demo" };

  it("adds the invite code only when the viewer owns the store", () => {
    expect(ownerInviteCode("Demo", "demo")).toBe("demo");
    expect(ownerInviteCode("chloe", "demo")).toBeNull();
    expect(ownerInviteCode(null, "demo")).toBeNull();
    const url = new URL(itemShareUrl("https://shop.example.com", "demo", "s1", "i1", sharer, "demo"));
    expect(Object.fromEntries(url.searchParams)).toEqual({ open_id: "open-1", user_name: "demo", code: "demo" });
    expect(new URL(itemShareUrl("https://shop.example.com", "demo", "s1", "i1", sharer)).searchParams.has("code")).toBe(false);
  });

  it("keeps the code of an item page's URL only, and only a user name", () => {
    expect(inviteCodeToKeep("/demo/item/s1/i1", "demo")).toBe("demo");
    expect(inviteCodeToKeep("/demo", "demo")).toBeNull();
    expect(inviteCodeToKeep("/auth/sign/signup", "demo")).toBeNull();
    expect(inviteCodeToKeep("/demo/item/s1/i1", "<script>")).toBeNull();
    expect(inviteCodeToKeep("/demo/item/s1/i1", null)).toBeNull();
  });
});

describe("the Get Styled quiz frame (SHARE-03)", () => {
  const env = { GET_STYLED_QUIZ_URL: "https://quiz.example.com/w", GET_STYLED_QUIZ_MEN_URL: "https://men.example.com/m" };

  it("the setting's URL, the men variant with ?men (the main one when that is unset), none without a setting", () => {
    expect(quizFrameUrl(env, false)).toBe("https://quiz.example.com/w");
    expect(quizFrameUrl(env, true)).toBe("https://men.example.com/m");
    expect(quizFrameUrl({ GET_STYLED_QUIZ_URL: env.GET_STYLED_QUIZ_URL }, true)).toBe("https://quiz.example.com/w");
    expect(quizFrameUrl({}, false)).toBeNull();
    expect(quizFrameUrl({ GET_STYLED_QUIZ_URL: "javascript:alert(1)" }, false)).toBeNull();
  });

  it("its origins are framed by the Get Styled page only", () => {
    expect(quizFrameOrigins(env)).toEqual(["https://quiz.example.com", "https://men.example.com"]);
    expect(isGetStyledPage("/share/kol/gsb/abc")).toBe(true);
    expect(isGetStyledPage("/share/koldir/gsb/abc")).toBe(true);
    expect(isGetStyledPage("/share/kol/smb/abc")).toBe(false);
  });
});
