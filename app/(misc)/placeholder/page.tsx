import type { Metadata } from "next";
import Link from "next/link";
import { ServerErrorToast } from "@/components/misc/server-error-toast";
import { PageContainer } from "@/components/ui/page-container";

export const metadata: Metadata = { title: "Something went wrong", robots: { index: false } };

/** MISC-12, the placeholder page (`/placeholder`, path ours): an empty page that toasts the server error. */
export default function PlaceholderPage() {
  return (
    <PageContainer width="form" className="pb-20 pt-16 text-center">
      <h1 className="font-serif text-2xl text-stone-950">Something went wrong</h1>
      <p className="mt-4 text-sm text-stone-700">
        Please try again later, or <Link href="/" className="underline underline-offset-4">go to the store search</Link>.
      </p>
      <ServerErrorToast />
    </PageContainer>
  );
}
