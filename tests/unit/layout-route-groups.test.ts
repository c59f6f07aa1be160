import { readdirSync } from "node:fs";
import path from "node:path";
import { isValidElement, type ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import { StoreFrame } from "@/components/layout/store-frame";

// The layouts are only called, never rendered: the frame's props are what this test reads.
vi.mock("@/lib/layout/store-chrome", () => ({ storeChrome: vi.fn() }));

const APP = path.join(import.meta.dirname, "../../app");

/**
 * NAV-02 (cart icon hidden on the cart and checkout pages) and NAV-03 (menu hidden on the share-cart
 * page and the shared-cart checkout), page by page. The route group a page lives in decides its
 * chrome: a new store page must be added here, in the group it belongs to.
 */
const CHROME: Record<string, { cartIcon: boolean; menu: boolean }> = {
  "/[store]": { cartIcon: true, menu: true },
  "/[store]/category/[category]": { cartIcon: true, menu: true },
  "/[store]/item-link": { cartIcon: true, menu: true },
  "/[store]/item/[store_id]/[item_detail]": { cartIcon: true, menu: true },
  "/[store]/orders/lookup": { cartIcon: true, menu: true },
  "/[store]/send_password": { cartIcon: true, menu: true },
  "/[store]/user/profile": { cartIcon: true, menu: true },
  "/[store]/user/measure": { cartIcon: true, menu: true },
  // the store tools (TOOLS-02…08): the owner's pages, in the shop's frame
  "/[store]/item/manage/edit": { cartIcon: true, menu: true },
  "/[store]/item/manage/pick": { cartIcon: true, menu: true },
  "/[store]/item/manage/arrange": { cartIcon: true, menu: true },
  "/[store]/item/manage/delete": { cartIcon: true, menu: true },
  "/[store]/embed": { cartIcon: true, menu: true },
  // the account's order pages: on `/myorders/…` the cart icon goes with the store (NAV-02, storeChrome)
  "/[store]/orders/regular": { cartIcon: true, menu: true },
  "/[store]/orders/subscription": { cartIcon: true, menu: true },
  "/[store]/orders/return": { cartIcon: true, menu: true },
  "/[store]/orders/regular/[order_detail]": { cartIcon: true, menu: true },
  "/[store]/orders/regular/presale/[order_detail]": { cartIcon: true, menu: true },
  "/[store]/orders/regular/return/[return_detail]": { cartIcon: true, menu: true },
  "/[store]/orders/return/[return_detail]": { cartIcon: true, menu: true },
  "/[store]/orders/tracking/[order]/[trackinfo]": { cartIcon: true, menu: true },
  "/[store]/orders/subscription/entry/[sub_entry_detail]": { cartIcon: true, menu: true },
  "/[store]/orders/subscription/[sub_detail]": { cartIcon: true, menu: true },
  "/[store]/cart": { cartIcon: false, menu: true },
  "/[store]/checkout/step1": { cartIcon: false, menu: true },
  "/[store]/checkout/step2": { cartIcon: false, menu: true },
  "/[store]/checkout/step3": { cartIcon: false, menu: true },
  "/[store]/checkout/done/[orderId]": { cartIcon: false, menu: true },
  // the guest checkout entry (AUTH-16): the funnel's frame
  "/[store]/checkout/guest": { cartIcon: false, menu: true },
  // the poster checkout redirect (TOOLS-11): a moment in the funnel's frame on the way to step 1
  "/[store]/poster_checkout": { cartIcon: false, menu: true },
  "/[store]/sharecart/[shareId]": { cartIcon: true, menu: false },
  "/[store]/checkout/sharecart/step1": { cartIcon: false, menu: false },
  "/[store]/checkout/sharecart/step2": { cartIcon: false, menu: false },
  "/[store]/checkout/sharecart/step3": { cartIcon: false, menu: false },
  // the gift boxes (GIFT-01…12): the gift home and set-up pages in the shop's frame, their checkout in the funnel's
  "/[store]/sub/[subpage]": { cartIcon: true, menu: true },
  "/[store]/sub/[subpage]/[setup]": { cartIcon: true, menu: true },
  "/[store]/checkout/sub/step1": { cartIcon: false, menu: true },
  "/[store]/checkout/sub/step2": { cartIcon: false, menu: true },
};

/** Every page file under app/, as its folder (relative to app/) and its URL pattern (groups dropped). */
function pages(): { dir: string; route: string }[] {
  return readdirSync(APP, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx")
    .map((file) => {
      const dir = path.dirname(file);
      const segments = dir.split(path.sep).filter((segment) => segment !== "." && !/^\(.+\)$/.test(segment));
      return { dir, route: `/${segments.join("/")}` };
    });
}

type Layout = (props: { children: null; params: Promise<{ store: string }> }) => Promise<unknown>;

/** The frame the nearest layout above the page renders around it, or null when none does. */
async function frameOf(dir: string): Promise<ReactElement<{ withCartIcon?: boolean; withMenu?: boolean }> | null> {
  for (let at = dir; at !== "."; at = path.dirname(at)) {
    if (!readdirSync(path.join(APP, at)).includes("layout.tsx")) continue;
    const { default: layout } = (await import(path.join(APP, at, "layout.tsx"))) as { default: Layout };
    const element = await layout({ children: null, params: Promise.resolve({ store: "demo" }) });
    if (isValidElement(element) && element.type === StoreFrame) return element as ReactElement<{ withCartIcon?: boolean; withMenu?: boolean }>;
  }
  return null;
}

/** The poster store (TOOLS-09) is framed by other sites: none of the shop's chrome around it. */
const FRAMELESS = ["/[store]/poster"];

/** The stylist onboarding (`/{store}/auth_stylist/…`, ONB-*) has the plan frame, not the store's (NAV-12). */
const STYLIST_ONBOARDING = /^\/\[store\]\/auth_stylist(\/|$)/;

describe("route groups decide the shop chrome (NAV-02, NAV-03)", () => {
  const storePages = pages().filter((page) => page.route.startsWith("/[store]") && !STYLIST_ONBOARDING.test(page.route) && !FRAMELESS.includes(page.route));

  it("puts the stylist onboarding in the plan frame, rendered per request", () => {
    const onboarding = pages().filter((page) => STYLIST_ONBOARDING.test(page.route));
    expect(onboarding.map((page) => page.route)).toContain("/[store]/auth_stylist");
    for (const page of onboarding) expect(page.dir.split(path.sep).slice(0, 2), page.route).toEqual(["(plan)", "(private)"]);
  });

  it("renders the poster store without the shop's frame", async () => {
    const poster = pages().filter((page) => FRAMELESS.includes(page.route));
    expect(poster.map((page) => page.route)).toEqual(FRAMELESS);
    for (const page of poster) expect(await frameOf(page.dir), page.route).toBeNull();
  });

  it("knows the chrome of every store page", () => {
    expect(storePages.map((page) => page.route).sort()).toEqual(Object.keys(CHROME).sort());
  });

  it.each(Object.entries(CHROME))("%s sits in a frame with the right parts", async (route, expected) => {
    const page = storePages.find((candidate) => candidate.route === route);
    const frame = await frameOf(page!.dir);
    expect(frame).not.toBeNull();
    expect({ cartIcon: frame!.props.withCartIcon ?? true, menu: frame!.props.withMenu ?? true }).toEqual(expected);
  });
});
