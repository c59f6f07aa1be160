"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { cartPrefs, setCoupon as setPrefsCoupon } from "@/lib/cart/cart-prefs";
import { ADD_FAILED_MESSAGE, changeLocalCart } from "@/lib/cart/actions";
import { removeLine, type LocalCartLine } from "@/lib/cart/cart-lines";
import { couponsForShare, shareCartCoupons, withShareCoupon } from "@/lib/checkout/share-cart-coupons";
import { changeSharedCartLines, clearSharedCart } from "@/lib/share-cart/shared-cart";
import { serverCartQuery } from "@/lib/queries/cart";
import { notify } from "@/lib/toast";
import { useSignedInMarker } from "@/hooks/use-signed-in-marker";
import { useCart } from "./use-cart";
import { useHydrated } from "./use-hydrated";
import { useCartPrefs } from "./use-local-cart";
import { useSharedCart } from "./use-shared-cart";

export type CheckoutKind = "regular" | "sharecart";

/** The cart a checkout works on, whichever it is (CHK-01, CHK-19). */
export interface CheckoutCart {
  kind: CheckoutKind;
  /** false until the lines are known (hydration, the signed-in server cart loading) */
  ready: boolean;
  lines: LocalCartLine[];
  /** per-store coupon codes (the cart page's lib/cart/cart-prefs.ts for regular; kept beside the shared cart for sharecart) */
  coupons: Readonly<Record<string, string>>;
  setCoupon(storeId: string, code: string | null): void;
  /** share_cart_id for the order; null for a regular checkout */
  shareCartId: string | null;
  /** after a successful order: the guest cart or the shared cart emptied, the signed-in server cart reloaded */
  reset(): Promise<void>;
  /** takes a line out (an out-of-stock or ended one blocks checkout); false when it failed, already shown */
  remove(lineId: string): Promise<boolean>;
}

const NO_LINES: LocalCartLine[] = [];

/** Writes to localStorage can fail (private mode, full); a coupon then simply stays as it was. */
function tryWrite(write: () => void): void {
  try {
    write();
  } catch {
    // nothing to do: the next calculation shows what is really stored
  }
}

function useRegularCart(active: boolean): CheckoutCart {
  const cart = useCart({ load: active });
  const prefs = useCartPrefs();
  const signedIn = useSignedInMarker();
  const client = useQueryClient();
  const setCoupon = useCallback((storeId: string, code: string | null) => tryWrite(() => cartPrefs.update((p) => setPrefsCoupon(p, storeId, code))), []);
  const reset = useCallback(async () => {
    // The ordered stores' coupons are used up; the shipping method stays as the shopper's preference.
    tryWrite(() => cartPrefs.update((p) => ({ ...p, coupons: {} })));
    if (signedIn) {
      // The server empties the account's cart when it takes the order.
      await client.invalidateQueries({ queryKey: serverCartQuery().queryKey });
    } else {
      changeLocalCart(() => []);
    }
  }, [client, signedIn]);
  return { kind: "regular", ready: cart.ready, lines: cart.lines, coupons: prefs.coupons, setCoupon, shareCartId: null, reset, remove: cart.remove };
}

function useShareCheckoutCart(): CheckoutCart {
  const hydrated = useHydrated();
  const shared = useSharedCart();
  const stored = useSyncExternalStore(shareCartCoupons.subscribe, shareCartCoupons.read, shareCartCoupons.serverSnapshot);
  const shareId = shared?.share_id ?? null;
  const coupons = useMemo(() => couponsForShare(stored, shareId), [stored, shareId]);
  const setCoupon = useCallback(
    (storeId: string, code: string | null) => {
      if (shareId !== null) tryWrite(() => shareCartCoupons.update((s) => withShareCoupon(s, shareId, storeId, code)));
    },
    [shareId],
  );
  const reset = useCallback(async () => {
    clearSharedCart();
    tryWrite(() => shareCartCoupons.write({ share_id: null, coupons: {} }));
  }, []);
  const remove = useCallback(async (lineId: string) => {
    const stored = changeSharedCartLines((lines) => removeLine(lines, lineId));
    if (!stored) notify.error(ADD_FAILED_MESSAGE);
    return stored;
  }, []);
  return { kind: "sharecart", ready: hydrated, lines: shared?.lines ?? NO_LINES, coupons, setCoupon, shareCartId: shareId, reset, remove };
}

/**
 * Regular: the shopper's own cart (hooks/use-cart.ts, guest browser cart or signed-in server cart)
 * with the cart page's coupons. Sharecart: the shared cart a share link stored
 * (lib/share-cart/shared-cart.ts) with its own coupons. Both hooks always run (rules of hooks), but
 * the signed-in server cart loads only for the regular checkout.
 */
export function useCheckoutCart(kind: CheckoutKind): CheckoutCart {
  const regular = useRegularCart(kind === "regular");
  const share = useShareCheckoutCart();
  return kind === "regular" ? regular : share;
}
