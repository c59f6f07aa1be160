import type { Metadata } from "next";
import { SubCheckoutStep2 } from "@/components/gift/sub-checkout-step2";
import { PageContainer } from "@/components/ui/page-container";
import { currentUser } from "@/lib/auth/current-user";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Gift box checkout: payment", robots: { index: false, follow: false } };

/** checkout-sub-step2 (CHK-20, GIFT-12): a signed-in buyer (AUTH-08's sub_checkout sign-in otherwise). */
export default async function SubCheckoutStep2Page({ params }: PageProps<"/[store]/checkout/sub/step2">) {
  const [{ store }, user] = await Promise.all([params, currentUser()]);
  return (
    <PageContainer width="account" className="py-10">
      <h1 className="mb-8 font-serif text-3xl text-stone-950">Gift box checkout</h1>
      <SubCheckoutStep2 store={store} signedIn={user !== null} />
    </PageContainer>
  );
}
