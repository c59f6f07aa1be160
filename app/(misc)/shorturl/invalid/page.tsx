import type { Metadata } from "next";
import { PageContainer } from "@/components/ui/page-container";
import { MISC_TEXT } from "@/lib/layout/misc-pages";

export const metadata: Metadata = { title: "Link not valid", robots: { index: false } };

/** MISC-05: where a short link that resolves to nothing lands (`/shorturl/invalid`, path ours). */
export default function ShortUrlInvalidPage() {
  return (
    <PageContainer width="form" className="pb-20 pt-16 text-center">
      <h1 className="font-serif text-2xl text-stone-950">{MISC_TEXT.shortUrlInvalid}</h1>
    </PageContainer>
  );
}
