import type { Metadata } from "next";
import { searchParamsOf } from "@/lib/auth/query";
import { loadAccountOrder } from "@/lib/orders/account-page";
import { subscriptionEntryPath } from "@/lib/routes";
import { AccountOrderDetail } from "@/components/orders/account/account-order-detail";
import { PageContainer } from "@/components/ui/page-container";

export const metadata: Metadata = { title: "Subscription entry", robots: { index: false } };

/**
 * store-orders-subscription-entry-sub_entry_detail (ACCT-14): one order a subscription made, as the
 * order detail shows it; the subscription detail (GIFT-14) links here from each made occasion.
 */
export default async function SubscriptionEntryPage({ params, searchParams }: PageProps<"/[store]/orders/subscription/entry/[sub_entry_detail]">) {
  const [{ store, sub_entry_detail }, query] = await Promise.all([params, searchParams]);
  const search = searchParamsOf(query).toString();
  const order = await loadAccountOrder(store, sub_entry_detail, subscriptionEntryPath(store, sub_entry_detail, search));
  return (
    <PageContainer width="reading" className="pb-20 pt-8">
      <AccountOrderDetail order={order} store={store} search={search} entry="subscription" />
    </PageContainer>
  );
}
