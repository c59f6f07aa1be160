import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { StoreSearch } from "@/components/store/store-search";
import { PageContainer } from "@/components/ui/page-container";
import { storePath } from "@/lib/routes";
import { singleStore } from "@/lib/config/hosts";
import { STORE_SEARCH_TEXT } from "@/lib/store/store-search";

export const metadata: Metadata = { title: { absolute: STORE_SEARCH_TEXT.welcome } };

/**
 * `/`: the store search home (SEARCH-01/02). A single-store deployment sets DEFAULT_STORE and `/` opens
 * that store instead (docs/decisions.md "The store search home").
 */
export default async function Home() {
  // Read DEFAULT_STORE per request, not once at build time.
  await connection();
  const store = singleStore();
  if (store) redirect(storePath(store));
  return (
    <PageContainer width="form" className="pb-20 pt-12">
      <h1 className="mb-8 text-center font-serif text-3xl text-stone-950">{STORE_SEARCH_TEXT.welcome}</h1>
      <StoreSearch />
    </PageContainer>
  );
}
