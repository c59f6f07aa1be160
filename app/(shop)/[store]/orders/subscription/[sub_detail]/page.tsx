import type { Metadata } from "next";
import { getSubscription } from "@/lib/api/calls/subscriptions";
import { searchParamsOf } from "@/lib/auth/query";
import { foundOrFail } from "@/lib/orders/account-page";
import { loadForShopper } from "@/lib/orders/load-account";
import { subscriptionDetailPath } from "@/lib/routes";
import { SubscriptionDetail } from "@/components/orders/subscriptions/subscription-detail";
import { PageContainer } from "@/components/ui/page-container";

export const metadata: Metadata = { title: "Subscription", robots: { index: false } };

/** store-orders-subscription-sub_detail (GIFT-13…16): read while the page renders; cancel and the card update in the browser. */
export default async function SubscriptionDetailPage({ params, searchParams }: PageProps<"/[store]/orders/subscription/[sub_detail]">) {
  const [{ store, sub_detail }, query] = await Promise.all([params, searchParams]);
  const search = searchParamsOf(query).toString();
  const subscription = foundOrFail(await loadForShopper(store, subscriptionDetailPath(store, sub_detail, search), (api) => getSubscription(api, sub_detail)));
  return (
    <PageContainer width="reading" className="pb-20 pt-8">
      <SubscriptionDetail store={store} initial={subscription} search={search} />
    </PageContainer>
  );
}
