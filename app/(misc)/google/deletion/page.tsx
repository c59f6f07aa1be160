import type { Metadata } from "next";
import { connection } from "next/server";
import { DataDeletionForm } from "@/components/misc/data-deletion-form";
import { PageContainer } from "@/components/ui/page-container";
import { DATA_DELETION_TEXT } from "@/lib/account/data-deletion-text";

export const metadata: Metadata = { title: DATA_DELETION_TEXT.title, robots: { index: false } };

/** Google Play's data deletion page (MISC-02, features.md §2's suggested path). */
export default async function DataDeletionPage() {
  // per request: the nonce CSP of a private page, which takes a password (lib/security/pages.ts)
  await connection();
  return (
    <PageContainer width="form" className="pb-20 pt-12">
      <h1 className="mb-4 text-center font-serif text-3xl text-stone-950">{DATA_DELETION_TEXT.title}</h1>
      <p className="mb-8 text-center text-sm text-stone-700">{DATA_DELETION_TEXT.intro}</p>
      <DataDeletionForm />
    </PageContainer>
  );
}
