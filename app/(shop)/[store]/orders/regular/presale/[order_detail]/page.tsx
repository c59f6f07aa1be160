import type { Metadata } from "next";
import { loadAccountOrder } from "@/lib/orders/account-page";
import { presaleDetailPath } from "@/lib/routes";
import { PresaleDetail } from "@/components/orders/refund/presale-detail";
import { PageContainer } from "@/components/ui/page-container";

export const metadata: Metadata = { title: "Pre-sale detail", robots: { index: false } };

/** Pre-sale detail (ACCT-08, G-05: `/{store}/orders/regular/presale/{id}` on GET api/order/{id}); guests sign in and come back. */
export default async function PresaleDetailPage({ params }: PageProps<"/[store]/orders/regular/presale/[order_detail]">) {
  const { store, order_detail } = await params;
  const order = await loadAccountOrder(store, order_detail, presaleDetailPath(store, order_detail));
  return (
    <PageContainer width="reading" className="pb-20 pt-8">
      <PresaleDetail order={order} />
    </PageContainer>
  );
}
