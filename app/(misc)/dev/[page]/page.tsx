import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { AuthTest } from "@/components/dev/auth-test";
import { AutocompleteTest } from "@/components/dev/autocomplete-test";
import { DynamicLink } from "@/components/dev/dynamic-link";
import { VariantTest } from "@/components/dev/variant-test";
import { PageContainer } from "@/components/ui/page-container";
import { DEV_PAGES, servedDevPage } from "@/lib/dev/pages";

export const metadata: Metadata = { title: "Developer test page", robots: { index: false, follow: false } };

/** MISC-08…11: the developer test pages; SHOP_ENV=production answers 404 for every one (lib/dev/pages.ts). */
export default async function DevPage({ params }: PageProps<"/dev/[page]">) {
  // per request: SHOP_ENV is read at run time, not baked in at build
  await connection();
  const page = servedDevPage((await params).page);
  if (!page) notFound();
  return (
    <PageContainer width="form" className="pb-20 pt-10">
      <h1 className="mb-6 font-serif text-3xl text-stone-950">{DEV_PAGES[page]}</h1>
      {page === "dynamic-link" && <DynamicLink />}
      {page === "autocomplete" && <AutocompleteTest apiKey={process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY || null} />}
      {page === "auth" && <AuthTest />}
      {page === "variant" && <VariantTest />}
    </PageContainer>
  );
}
