import type { Metadata } from "next";
import { BoxSearch } from "@/components/box/box-search";
import { PageContainer } from "@/components/ui/page-container";
import { loadBoxSetup } from "@/lib/box/load-builder";
import { stylistBoxPath, stylistSearchPath } from "@/lib/routes";

export const metadata: Metadata = { title: "Search styles", robots: { index: false, follow: false } };

/** store-auth_stylist/auth_search[?plan=…&stage=…&q=…&sort=…&min=…&max=…&size=…&color=…&brand=…&category=…] (ONB-17). */
export default async function BoxSearchPage({ params, searchParams }: PageProps<"/[store]/auth_stylist/auth_search">) {
  const { store } = await params;
  const setup = await loadBoxSetup(store, await searchParams);
  return (
    <PageContainer width="wide" className="py-10">
      <BoxSearch info={setup.info} plan={setup.plan} searchPath={stylistSearchPath(store)} builderPath={stylistBoxPath(store)} />
    </PageContainer>
  );
}
