import type { Metadata } from "next";
import { SubCheckoutStep1 } from "@/components/gift/sub-checkout-step1";
import { PageContainer } from "@/components/ui/page-container";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Gift box checkout", robots: { index: false, follow: false } };

/** checkout-sub-step1 (CHK-20): the draft lives in the browser, so the island reads it. */
export default async function SubCheckoutStep1Page({ params }: PageProps<"/[store]/checkout/sub/step1">) {
  const { store } = await params;
  return (
    <PageContainer width="account" className="py-10">
      <h1 className="mb-8 font-serif text-3xl text-stone-950">Gift box checkout</h1>
      <SubCheckoutStep1 store={store} />
    </PageContainer>
  );
}
