/**
 * The shared-cart checkout's coupon codes, kept beside the shared cart (lib/share-cart/shared-cart.ts)
 * rather than in the cart page's prefs, so a coupon typed for a stylist's shared cart never leaks into
 * the shopper's own cart. Tied to the share id: another link starts without coupons.
 */
import { createBrowserStore } from "@/lib/cart/browser-store";
import { parsePrefs, setCoupon } from "@/lib/cart/cart-prefs";

export interface ShareCartCoupons {
  share_id: string | null;
  coupons: Readonly<Record<string, string>>;
}

export const SHARECART_COUPONS_KEY = "sf.sharecart-coupons.v1";
const EMPTY: ShareCartCoupons = { share_id: null, coupons: {} };

export function parseShareCartCoupons(raw: string | null): ShareCartCoupons {
  if (!raw) return EMPTY;
  try {
    const v = JSON.parse(raw) as Partial<ShareCartCoupons> | null;
    const shareId = typeof v?.share_id === "string" && v.share_id.length > 0 ? v.share_id : null;
    // The codes follow the cart prefs' rules (non-empty strings per store id).
    return { share_id: shareId, coupons: parsePrefs(JSON.stringify({ coupons: v?.coupons ?? {} })).coupons };
  } catch {
    return EMPTY;
  }
}

export const shareCartCoupons = createBrowserStore<ShareCartCoupons>(SHARECART_COUPONS_KEY, parseShareCartCoupons, EMPTY);

const NO_COUPONS: Readonly<Record<string, string>> = {};

/** The codes for this share; none when they were typed for another one. */
export function couponsForShare(stored: ShareCartCoupons, shareId: string | null): Readonly<Record<string, string>> {
  return shareId !== null && stored.share_id === shareId ? stored.coupons : NO_COUPONS;
}

/** Applies (or, with an empty code, removes) a store's coupon for this share; codes of another share are dropped. */
export function withShareCoupon(stored: ShareCartCoupons, shareId: string, storeId: string, code: string | null): ShareCartCoupons {
  const current = { coupons: couponsForShare(stored, shareId), shipping_method_id: null };
  return { share_id: shareId, coupons: setCoupon(current, storeId, code).coupons };
}
