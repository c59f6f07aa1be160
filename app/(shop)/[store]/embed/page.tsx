import type { Metadata } from "next";
import { EmbedCode } from "@/components/store-tools/embed-code";
import { NoStore } from "@/components/store-tools/no-store";
import { StoreToolsNav } from "@/components/store-tools/store-tools-nav";
import { PageContainer } from "@/components/ui/page-container";
import { publicOrigin } from "@/lib/config/deployment";
import { embedStorePath, posterPath } from "@/lib/routes";
import { embedCode } from "@/lib/store-tools/embed";
import { storeToolOwner } from "@/lib/store-tools/guard";
import { EMBED_PREVIEW_HEIGHT, STORE_TOOLS_TEXT } from "@/lib/stylist/store-tools";

export const metadata: Metadata = { title: "Store embed code", robots: { index: false } };

/**
 * store-embed (TOOLS-08): the code that frames the owner's poster store on another site (560 px high) and a
 * preview (550 px). Signed-in owners only: anyone else signed in reads 'You don't have a store yet.'.
 */
export default async function EmbedPage({ params }: PageProps<"/[store]/embed">) {
  const { store } = await params;
  const owner = await storeToolOwner(store, embedStorePath);
  if (!owner) {
    return (
      <PageContainer width="account" className="py-10">
        <NoStore store={store} title={STORE_TOOLS_TEXT.embedTitle} />
      </PageContainer>
    );
  }
  const poster = posterPath(owner.slug);
  return (
    <PageContainer width="reading" className="py-8">
      <StoreToolsNav slug={owner.slug} current="embed" />
      <section aria-labelledby="embed-heading" className="space-y-8">
        <h1 id="embed-heading" className="font-serif text-3xl text-stone-950">
          {STORE_TOOLS_TEXT.embedTitle}
        </h1>
        <EmbedCode code={embedCode(publicOrigin(), poster, owner.name)} />
        <div className="space-y-3">
          <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-stone-600">Preview</h2>
          <iframe src={poster} title={`Preview of ${owner.name}`} height={EMBED_PREVIEW_HEIGHT} className="w-full border border-stone-200" loading="lazy" />
        </div>
      </section>
    </PageContainer>
  );
}
