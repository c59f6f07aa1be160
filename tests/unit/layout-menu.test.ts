import { describe, expect, it } from "vitest";
import { guestMenu } from "@/lib/layout/menu";
import { mainSiteUrl, NOT_FOUND_TEXT } from "@/lib/layout/site";

describe("guestMenu (NAV-04, G-30)", () => {
  it("lists Home, the box, each sub-brand, Sign In and Sign Up", () => {
    const menu = guestMenu({
      slug: "demo",
      canShareBox: true,
      subscriptionBrands: [
        { code: "gfb", name: "Gift Box" },
        { code: "RCB", name: "Monthly Jewelry Box" },
      ],
    });
    expect(menu).toEqual([
      { label: "Home", href: "/demo" },
      { label: "Get Styled Box", href: "/skd/demo" },
      { label: "Gift Box", href: "/demo/sub/gfb/" },
      { label: "Monthly Jewelry Box", href: "/demo/sub/rcb/" },
      { label: "Sign In", href: "/auth/sign/signin" },
      { label: "Sign Up", href: "/auth/sign/signup" },
    ]);
  });

  it("leaves out the box when the stylist cannot share one", () => {
    const labels = guestMenu({ slug: "luna", canShareBox: false, subscriptionBrands: [] }).map((e) => e.label);
    expect(labels).toEqual(["Home", "Sign In", "Sign Up"]);
  });

  it("offers only the account entries without a store", () => {
    expect(guestMenu(null).map((e) => e.label)).toEqual(["Sign In", "Sign Up"]);
  });
});

describe("not-found page settings (MISC-07, G-07)", () => {
  it("keeps the spec's text verbatim", () => {
    expect(NOT_FOUND_TEXT).toBe("Uh-oh, a fashion faux pas! The page you're looking for got lost in the closet.");
  });

  it("sends the button to the configured main site, else home", () => {
    expect(mainSiteUrl({ NEXT_PUBLIC_MAIN_SITE_URL: "https://www.example.com" })).toBe("https://www.example.com");
    expect(mainSiteUrl({})).toBe("/");
  });
});
