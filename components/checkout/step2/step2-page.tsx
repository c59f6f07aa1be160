import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getShippingOptions } from "@/lib/api/calls/cart";
import { publicApi } from "@/lib/api/server";
import { currentUser } from "@/lib/auth/current-user";
import { isPickUp } from "@/lib/cart/shipping";
import { readCheckoutData } from "@/lib/checkout/checkout-data";
import { step1Complete } from "@/lib/checkout/step2";
import { checkoutStep1Path, shareCartStep1Path } from "@/lib/routes";
import type { CheckoutKind } from "@/hooks/use-checkout-cart";
import { CheckoutStep2 } from "./checkout-step2";

export const step2Metadata: Metadata = { title: "Checkout: payment", robots: { index: false, follow: false } };

/**
 * Step 2 of either checkout, on the server: the session, the `checkOutDataV2` cookie and the chosen
 * shipping option. Without a usable step 1 (contact, method, an address unless it is pick-up) the
 * shopper goes back to step 1.
 */
export async function Step2Page({ params, kind }: { params: Promise<{ store: string }>; kind: CheckoutKind }) {
  const [{ store }, user, requestHeaders, options] = await Promise.all([params, currentUser(), headers(), publicApi().then((api) => getShippingOptions(api))]);
  const data = readCheckoutData(requestHeaders.get("cookie") ?? "");
  const option = options.ok ? options.data.find((o) => o._id === data.shipOpt.methodId) : undefined;
  const pickUp = option ? isPickUp(option) : false;
  if ((options.ok && !option) || !step1Complete(data, pickUp)) redirect(kind === "sharecart" ? shareCartStep1Path(store) : checkoutStep1Path(store));

  return <CheckoutStep2 store={store} kind={kind} signedIn={user !== null} restored={data} pickUp={pickUp} shippingName={option?.name ?? null} pickUpPlace={option?.pick_up_place ?? null} />;
}
