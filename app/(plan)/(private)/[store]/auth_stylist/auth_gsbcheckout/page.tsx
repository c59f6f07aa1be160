import type { Metadata } from "next";
import { BoxCheckout } from "@/components/box/checkout/box-checkout";
import { PageContainer } from "@/components/ui/page-container";
import { builderSearch } from "@/lib/box/builder-steps";
import { loadBoxSetup } from "@/lib/box/load-builder";
import { stylistBoxPath, stylistDonePath, withSearch } from "@/lib/routes";

export const metadata: Metadata = { title: "Check Out", robots: { index: false, follow: false } };

/** store-auth_stylist/auth_gsbcheckout[?plan=…] (ONB-18): the box checkout, 'Check Out'. */
export default async function BoxCheckoutPage({ params, searchParams }: PageProps<"/[store]/auth_stylist/auth_gsbcheckout">) {
  const { store } = await params;
  const setup = await loadBoxSetup(store, await searchParams);
  return (
    <PageContainer width="account" className="py-10">
      <h1 className="mb-8 font-serif text-3xl text-stone-950">Check Out</h1>
      <BoxCheckout setup={setup} reviewPath={withSearch(stylistBoxPath(store), builderSearch({ step: "toReview" }, setup.plan))} donePath={stylistDonePath(store)} />
    </PageContainer>
  );
}
