"use client";
import { lazy, Suspense } from "react";
import type { CheckoutData } from "@/lib/checkout/checkout-data";
import { shareCartPath, shareCartStep1Path, storePath } from "@/lib/routes";
import { useCheckoutCart, type CheckoutKind } from "@/hooks/use-checkout-cart";
import { useSharedCart } from "@/hooks/use-shared-cart";
import { CheckoutShell } from "@/components/checkout/checkout-shell";
import { EmptyCheckout } from "@/components/checkout/empty-checkout";
import { ShareCartBanner } from "./share-cart-banner";

/*
 * The form is a chunk of its own: react-hook-form, the zod schemas, the phone mask and the calc hooks
 * are only fetched and evaluated once the cart is known to hold something, so an empty checkout (a
 * first visit, a bookmark) hydrates in one short task, and a full one splits its start-up into two.
 */
const Step1Form = lazy(() => import("./step1-form").then((m) => ({ default: m.Step1Form })));

export interface CheckoutStep1Props {
  store: string;
  kind: CheckoutKind;
  signedIn: boolean;
  /** the signed-in shopper's email, prefilled when the cookie holds none */
  userEmail: string | null;
  /** the `checkOutDataV2` cookie as the server read it */
  restored: CheckoutData;
}

/**
 * Checkout step 1, regular and shared cart (CHK-01…11, CHK-19): waits for the cart (the browser's or
 * the account's), says so when it is empty, and otherwise opens the form (Step1Form).
 */
export function CheckoutStep1({ store, kind, signedIn, userEmail, restored }: CheckoutStep1Props) {
  const sharecart = kind === "sharecart";
  const cart = useCheckoutCart(kind);
  const shared = useSharedCart();
  const banner = sharecart && shared ? <ShareCartBanner store={store} sharer={shared.sharer_user_name} signedIn={signedIn} /> : null;

  const waiting = (
    <CheckoutShell step={1} banner={banner} aside={null}>
      <div aria-hidden="true" className="h-64 animate-pulse bg-stone-100" />
    </CheckoutShell>
  );

  if (!cart.ready) return waiting;
  if (cart.lines.length === 0) {
    return (
      <CheckoutShell step={1} banner={banner} aside={null}>
        <EmptyCheckout href={sharecart ? shareCartStep1Path(store) : storePath(store)} reload={sharecart} />
      </CheckoutShell>
    );
  }
  const back = sharecart && shared ? shareCartPath(store, shared.share_id) : storePath(store);
  return (
    <Suspense fallback={waiting}>
      <Step1Form store={store} cart={cart} signedIn={signedIn} userEmail={userEmail} restored={restored} back={back} banner={banner} />
    </Suspense>
  );
}
