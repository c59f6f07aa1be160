import type { Metadata } from "next";
import { BoxBuilder } from "@/components/box/box-builder";
import { PageContainer } from "@/components/ui/page-container";
import { loadBoxSetup } from "@/lib/box/load-builder";
import { stylistBoxCheckoutPath, stylistBoxPath, stylistSearchPath, withSearch } from "@/lib/routes";

export const metadata: Metadata = { title: "Get Styled Box", robots: { index: false, follow: false } };

/** store-auth_stylist/auth_gsb[?plan=…&step=…] (ONB-14…16): the Get Styled Box builder. */
export default async function BoxBuilderPage({ params, searchParams }: PageProps<"/[store]/auth_stylist/auth_gsb">) {
  const { store } = await params;
  const setup = await loadBoxSetup(store, await searchParams);
  return (
    <PageContainer width="wide" className="py-10">
      <BoxBuilder info={setup.info} plan={setup.plan} path={stylistBoxPath(store)} searchPath={stylistSearchPath(store)} checkoutPath={withSearch(stylistBoxCheckoutPath(store), `plan=${encodeURIComponent(setup.plan)}`)} />
    </PageContainer>
  );
}
