import type { Metadata } from "next";
import { searchParamsOf } from "@/lib/auth/query";
import { loadAccountOrder } from "@/lib/orders/account-page";
import { orderDetailPath } from "@/lib/routes";
import { AccountOrderDetail } from "@/components/orders/account/account-order-detail";
import { PageContainer } from "@/components/ui/page-container";

export const metadata: Metadata = { title: "Order detail", robots: { index: false } };

/** store-orders-regular-order_detail (ACCT-04…09): read while the page renders; the query string is kept on its links. */
export default async function OrderDetailPage({ params, searchParams }: PageProps<"/[store]/orders/regular/[order_detail]">) {
  const [{ store, order_detail }, query] = await Promise.all([params, searchParams]);
  const search = searchParamsOf(query).toString();
  const order = await loadAccountOrder(store, order_detail, orderDetailPath(store, order_detail, search));
  return (
    <PageContainer width="reading" className="pb-20 pt-8">
      <AccountOrderDetail order={order} store={store} search={search} />
    </PageContainer>
  );
}
