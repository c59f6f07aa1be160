import type { Metadata } from "next";
import Link from "next/link";
import { PosterCartImport } from "@/components/poster/poster-cart-import";
import { Alert } from "@/components/ui/alert";
import { PageContainer } from "@/components/ui/page-container";
import { decodePosterCart } from "@/lib/poster/checkout-data";
import { POSTER_LINK_BROKEN_MESSAGE } from "@/lib/poster/cart";
import { storePath } from "@/lib/routes";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/**
 * The poster checkout redirect (TOOLS-11): `?data=` is the poster cart (lib/poster/pack.ts), read and
 * checked here on the server with its caps (lib/poster/checkout-data.ts). A good cart is added to the
 * visitor's cart in the browser, which then goes to `/{store}/checkout/step1?poster=1` (CHK-22); a broken
 * link is a message with the way back to the store, never an error page.
 */
export default async function PosterCheckoutPage({ params, searchParams }: PageProps<"/[store]/poster_checkout">) {
  const [{ store }, { data }] = await Promise.all([params, searchParams]);
  const decoded = await decodePosterCart(data);
  return (
    <PageContainer width="reading" className="py-10">
      {decoded.ok ? (
        <PosterCartImport store={store} entries={decoded.entries} />
      ) : (
        <div className="space-y-4">
          <h1 className="font-serif text-2xl text-stone-950">Checkout</h1>
          <Alert>{POSTER_LINK_BROKEN_MESSAGE}</Alert>
          <p>
            <Link href={storePath(store)} className="text-stone-800 underline underline-offset-4 hover:text-stone-950">
              Back to the store
            </Link>
          </p>
        </div>
      )}
    </PageContainer>
  );
}
