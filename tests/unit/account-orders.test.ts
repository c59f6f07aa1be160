import { describe, expect, it } from "vitest";
import { backPath, redirectAfterAuth, signInToReach } from "@/lib/auth/contexts";
import { isReturnInProgress, orderEntryAction, refundText, returnLoadFailure, storeTracking } from "@/lib/orders/account";
import { guestAccountMenu, signedInMenu } from "@/lib/layout/menu";
import { isPrivatePage } from "@/lib/security/pages";

const q = (search: string) => new URLSearchParams(search);

describe("ACCT-03: what tapping an order does", () => {
  const regular = { type: 0, is_share_box: false, is_confirmed: true };
  it("a regular order opens its detail, a pre-sale order (type 3) its pre-sale detail, on the web and in the app", () => {
    expect(orderEntryAction(regular, false)).toBe("detail");
    expect(orderEntryAction(regular, true)).toBe("detail");
    expect(orderEntryAction({ ...regular, type: 3 }, false)).toBe("presale");
  });
  it("an unconfirmed share box does nothing on the web and asks the app to show it in the app", () => {
    const box = { type: 1, is_share_box: true, is_confirmed: false };
    expect(orderEntryAction(box, false)).toBe("none");
    expect(orderEntryAction(box, true)).toBe("tryOnBox");
    expect(orderEntryAction({ ...box, is_confirmed: true }, false)).toBe("detail");
  });
});

describe("ACCT-10: a store's tracking", () => {
  const item = (tracking_number: string | null, tracking_url: string | null = null) => ({ tracking_number, tracking_url });
  const order = { stores: [{ store_name: "Demo", items: [item(null), item("94001", "https://usps/94001")] }, { store_name: "Chloe", items: [item(null)] }] };
  it("comes from the store's first shipped line", () => {
    expect(storeTracking(order as never, 0)).toEqual({ storeName: "Demo", trackingNumber: "94001", trackingUrl: "https://usps/94001" });
  });
  it("is null for a store not shipped and for an index that names no store", () => {
    expect(storeTracking(order as never, 1)).toBeNull();
    for (const index of [2, -1, 0.5, Number.NaN]) expect(storeTracking(order as never, index)).toBeNull();
  });
});

describe("ACCT-11/12: returns", () => {
  it("is in progress while both refunds are unknown", () => {
    expect(isReturnInProgress({ refund_amount: null, refund_blings: null })).toBe(true);
    expect(isReturnInProgress({ refund_amount: 0, refund_blings: null })).toBe(false);
    expect(isReturnInProgress({ refund_amount: 1200, refund_blings: 0 })).toBe(false);
  });
  it("an unknown refund reads '-'", () => {
    expect(refundText(null)).toBe("-");
    expect(refundText(4200)).toBe("$ 42.00");
  });
  it("a load failure shows the server's message, else 'a error occured...'", () => {
    expect(returnLoadFailure({ kind: "http", status: 404, message: "Return not found." })).toBe("Return not found.");
    expect(returnLoadFailure({ kind: "http", status: 500, message: "" })).toBe("a error occured...");
    expect(returnLoadFailure({ kind: "network", message: "a server error occurred." })).toBe("a error occured...");
  });
});

describe("sign-in comes back to the page a guest asked for", () => {
  it("signInToReach carries the page and the store", () => {
    expect(signInToReach("myorders", "/myorders/orders/regular/o1?inapp=")).toBe("/auth/sign/signin?store=myorders&back=%2Fmyorders%2Forders%2Fregular%2Fo1%3Finapp%3D");
  });
  it("plain sign-in goes back to it, query included", () => {
    const query = q(new URL(signInToReach("demo", "/demo/orders/return?inapp=1"), "http://x").search);
    expect(redirectAfterAuth("sign", query)).toBe("/demo/orders/return?inapp=1");
  });
  it("the checkout contexts keep their own destinations", () => {
    expect(redirectAfterAuth("share_checkout", q("store=demo&back=/demo/orders/return"))).toBe("/demo/checkout/sharecart/step1");
  });
  it("only a path of this site counts", () => {
    for (const back of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "evil", "javascript:alert(1)", ""]) {
      expect(backPath(q(`back=${encodeURIComponent(back)}`)), back).toBeNull();
    }
    expect(redirectAfterAuth("sign", q("store=demo&back=%2F%2Fevil.example"))).toBe("/demo/user/profile");
  });
});

describe("the order pages are private (nonce CSP, no-store)", () => {
  it.each([
    "/myorders/orders/regular",
    "/demo/orders/subscription",
    "/demo/orders/return",
    "/demo/orders/regular/order-history-5",
    "/demo/orders/regular/presale/order-history-3",
    "/demo/orders/regular/return/return-history-8",
    "/demo/orders/return/return-history-7",
    "/demo/orders/tracking/order-history-5/1",
    "/demo/orders/subscription/entry/order-history-5",
    "/demo/orders/subscription/sub-seed-pack",
  ])("%s", (path) => expect(isPrivatePage(path)).toBe(true));
});

describe("NAV-06: the my-orders menu", () => {
  it("offers a guest Sign In only, coming back to the orders list", () => {
    expect(guestAccountMenu(null, true)).toEqual([{ label: "Sign In", href: "/auth/sign/signin?store=myorders&back=%2Fmyorders%2Forders%2Fregular" }]);
  });
  it("gives the signed-in shopper My Orders and My Measurements (Sign out is a button)", () => {
    expect(signedInMenu(null, null).entries.map((e) => e.href)).toEqual(["/myorders/orders/regular", "/myorders/user/measure"]);
  });
});
