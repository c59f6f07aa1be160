import type { Metadata } from "next";
import { headers } from "next/headers";
import { currentUser } from "@/lib/auth/current-user";
import { readCheckoutData } from "@/lib/checkout/checkout-data";
import type { CheckoutKind } from "@/hooks/use-checkout-cart";
import { CheckoutStep1 } from "./checkout-step1";

export const step1Metadata: Metadata = { title: "Checkout", robots: { index: false, follow: false } };

/**
 * Step 1 of either checkout, on the server: the session (to prefill the contact email and know a
 * signed-in shopper) and the `checkOutDataV2` cookie, then the client island.
 */
export async function Step1Page({ params, kind }: { params: Promise<{ store: string }>; kind: CheckoutKind }) {
  const [{ store }, user, requestHeaders] = await Promise.all([params, currentUser(), headers()]);
  return (
    <CheckoutStep1
      store={store}
      kind={kind}
      signedIn={user !== null}
      userEmail={user?.email ?? null}
      restored={readCheckoutData(requestHeaders.get("cookie") ?? "")}
    />
  );
}
