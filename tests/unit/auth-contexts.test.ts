import { describe, expect, it } from "vitest";
import { authPath, isAuthContext, redirectAfterAuth, siblingPath, storeOf } from "@/lib/auth/contexts";
import { sendPasswordPath } from "@/lib/routes";
import { searchParamsOf } from "@/lib/auth/query";

const q = (query: string) => new URLSearchParams(query);

describe("auth contexts (AUTH-07)", () => {
  it("knows the four contexts and nothing else", () => {
    for (const context of ["sign", "checkout", "sub_checkout", "share_checkout"]) expect(isAuthContext(context)).toBe(true);
    expect(isAuthContext("plan")).toBe(false);
    expect(isAuthContext("")).toBe(false);
  });

  it("toggles to the sibling screen keeping the query string", () => {
    expect(siblingPath("checkout", "signin", "store=demo&x=1")).toBe("/auth/checkout/signup?store=demo&x=1");
    expect(siblingPath("share_checkout", "signup", q("store=luna"))).toBe("/auth/share_checkout/signin?store=luna");
    expect(siblingPath("sign", "signup", "")).toBe("/auth/sign/signin");
    expect(authPath("sign", "signin", "?store=demo")).toBe("/auth/sign/signin?store=demo");
  });
});

describe("redirect after sign-in or sign-up (AUTH-08)", () => {
  it("sends sign and checkout to My Account of the store", () => {
    expect(redirectAfterAuth("sign", q("store=luna"))).toBe("/luna/user/profile");
    expect(redirectAfterAuth("checkout", q("store=luna"))).toBe("/luna/user/profile");
  });

  it("sends sub_checkout to the gift-box home, or to My Account for a sub-brand nothing is sold under", () => {
    expect(redirectAfterAuth("sub_checkout", q("store=demo&subpage=GFB"))).toBe("/demo/sub/gfb/");
    expect(redirectAfterAuth("sub_checkout", q("store=demo&subpage=xyz"))).toBe("/demo/user/profile");
    expect(redirectAfterAuth("sub_checkout", q("store=demo&subpage=xyz&inapp"))).toBe("/demo/user/profile?inapp");
  });

  it("sends sub_checkout without a subpage to My Account, share_checkout to the shared-cart checkout", () => {
    expect(redirectAfterAuth("sub_checkout", q("store=demo"))).toBe("/demo/user/profile");
    expect(redirectAfterAuth("share_checkout", q("store=demo"))).toBe("/demo/checkout/sharecart/step1");
  });

  it("falls back to DEFAULT_STORE, then demo", () => {
    expect(redirectAfterAuth("sign", q(""), "luna")).toBe("/luna/user/profile");
    expect(storeOf(q("store=%20"), "")).toBe("demo");
  });

  it("keeps in-app mode", () => {
    expect(redirectAfterAuth("sign", q("store=demo&inapp"))).toBe("/demo/user/profile?inapp");
  });

  it("never leaves the site, whatever the store param says", () => {
    for (const store of ["//evil.example", "https://evil.example", "/\\evil.example"]) {
      const target = redirectAfterAuth("sign", q(`store=${encodeURIComponent(store)}`));
      expect(target.startsWith("/")).toBe(true);
      expect(target.startsWith("//")).toBe(false);
      expect(new URL(target, "https://shop.example").origin).toBe("https://shop.example");
    }
  });

  it("leads 'forgot password' to the store's send_password page", () => {
    expect(sendPasswordPath("demo")).toBe("/demo/send_password");
  });
});

describe("searchParamsOf", () => {
  it("keeps repeated keys and drops undefined ones", () => {
    expect(searchParamsOf({ store: "demo", tag: ["a", "b"], none: undefined }).toString()).toBe("store=demo&tag=a&tag=b");
  });
});
