import { describe, expect, it } from "vitest";
import { showCartIcon, showMenu } from "@/lib/layout/chrome";

describe("showCartIcon (NAV-02)", () => {
  it.each(["/demo", "/demo/", "/demo/item/store-demo/itm-001", "/demo/sub/gfb/", "/demo/user/profile"])("shows on %s", (path) => {
    expect(showCartIcon(path)).toBe(true);
  });

  it.each([
    "/demo/checkout/step1",
    "/demo/checkout/done/ord-1",
    "/demo/checkout/sharecart/step2",
    "/demo/cart",
    "/demo/cart_local",
    "/demo/userpick",
    "/myorders",
    "/myorders/orders/regular",
  ])("hides on %s", (path) => {
    expect(showCartIcon(path)).toBe(false);
  });

  it("judges the page by its segment, not by a store that happens to share the name", () => {
    expect(showCartIcon("/checkout")).toBe(true);
    expect(showCartIcon("/cart/item/s/i")).toBe(true);
  });
});

describe("showMenu (NAV-03, C-32)", () => {
  it.each(["/demo", "/demo/cart", "/demo/checkout/step1", "/myorders/orders/regular", "/demo/checkout/done/ord-1"])("shows on %s", (path) => {
    expect(showMenu(path)).toBe(true);
  });

  it.each([
    "/demo/sharecart/share-1",
    "/demo/checkout/sharecart/step1",
    "/share/kol/checkout/share-1",
    "/share/koldir/checkout/share-1",
    "/myorders/checkout/done/ord-1",
  ])("hides on %s", (path) => {
    expect(showMenu(path)).toBe(false);
  });

  it("keeps the menu on the share flows' other pages", () => {
    expect(showMenu("/share/kol/gsb/share-1")).toBe(true);
  });
});
