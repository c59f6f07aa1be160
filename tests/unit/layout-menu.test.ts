import { describe, expect, it } from "vitest";
import { guestAccountMenu, signedInMenu, storeMenu } from "@/lib/layout/menu";
import { mainSiteUrl, NOT_FOUND_TEXT } from "@/lib/layout/site";

describe("storeMenu (NAV-04)", () => {
  const demo = {
    slug: "demo",
    canShareBox: true,
    subscriptionBrands: [
      { code: "gfb", name: "Gift Box" },
      { code: "RCB", name: "Monthly Jewelry Box" },
    ],
  };

  it("lists Home, the box and each sub-brand", () => {
    expect(storeMenu(demo)).toEqual([
      { label: "Home", href: "/demo" },
      { label: "Get Styled Box", href: "/skd/demo" },
      { label: "Gift Box", href: "/demo/sub/gfb/" },
      { label: "Monthly Jewelry Box", href: "/demo/sub/rcb/" },
    ]);
  });

  it("leaves out a sub-brand no gift box is sold under: its page would be a 404", () => {
    const withUnknown = { ...demo, subscriptionBrands: [...demo.subscriptionBrands, { code: "xyz", name: "Mystery Box" }] };
    expect(storeMenu(withUnknown).map((e) => e.label)).toEqual(["Home", "Get Styled Box", "Gift Box", "Monthly Jewelry Box"]);
  });

  it("leaves out the box when the stylist cannot share one, and everything without a store", () => {
    expect(storeMenu({ slug: "luna", canShareBox: false, subscriptionBrands: [] }).map((e) => e.label)).toEqual(["Home"]);
    expect(storeMenu(null)).toEqual([]);
  });
});

describe("account entries (G-30)", () => {
  it("offers guests Sign In and Sign Up, carrying the store", () => {
    expect(guestAccountMenu("demo").slice(0, 2)).toEqual([
      { label: "Sign In", href: "/auth/sign/signin?store=demo" },
      { label: "Sign Up", href: "/auth/sign/signup?store=demo" },
    ]);
    expect(guestAccountMenu(null).map((e) => e.href)).toEqual(["/auth/sign/signin", "/auth/sign/signup"]);
  });

  it("15.15: offers guests in a store the way to the order lookup", () => {
    expect(guestAccountMenu("demo")).toContainEqual({ label: "Check your order", href: "/demo/orders/lookup" });
    expect(guestAccountMenu("chloe").at(-1)?.href).toBe("/chloe/orders/lookup");
  });

  it("offers signed-in shoppers My Account, My Measurements, My Orders and no My Store", () => {
    const menu = signedInMenu("demo", { store_opened: false, store: null });
    expect(menu.entries).toEqual([
      { label: "My Account", href: "/demo/user/profile" },
      { label: "My Measurements", href: "/demo/user/measure" },
      { label: "My Orders", href: "/demo/orders/regular" },
    ]);
    expect(menu.myStore).toEqual([]);
  });

  it("adds My Store for store owners, pointing at their own store's tools (NAV-05) and the embed code", () => {
    const owner = { store_opened: true, store: { id: "s1", user_name: "dana", name: "Dana's Edit" } };
    const tools = [
      { label: "Edit Store Items", href: "/dana/item/manage/edit" },
      { label: "Arrange Store Items", href: "/dana/item/manage/arrange" },
    ];
    expect(signedInMenu("demo", owner).myStore).toEqual([...tools, { label: "Embed my store on other website", href: "/dana/embed" }]);
    expect(signedInMenu("demo", { ...owner, store_opened: false }).myStore).toEqual([]);
  });

  it("leads 'My Store' to the stylist root: the owner's own, else this store's to open one (issue 14)", () => {
    const owner = { store_opened: true, store: { id: "s1", user_name: "dana", name: "Dana's Edit" } };
    expect(signedInMenu("demo", owner).myStoreEntry).toEqual({ label: "My Store", href: "/dana/auth_stylist" });
    expect(signedInMenu("demo", { store_opened: false, store: null }).myStoreEntry).toEqual({ label: "My Store", href: "/demo/auth_stylist" });
    // before the user is known, and on the my-orders pages of someone without a store: none
    expect(signedInMenu("demo", null).myStoreEntry).toBeNull();
    expect(signedInMenu(null, { store_opened: false, store: null }).myStoreEntry).toBeNull();
    expect(signedInMenu(null, owner).myStoreEntry).toEqual({ label: "My Store", href: "/dana/auth_stylist" });
  });

  it("reduces the menu in my-orders mode", () => {
    expect(signedInMenu(null, null).entries.map((e) => e.label)).toEqual(["My Orders", "My Measurements"]);
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
