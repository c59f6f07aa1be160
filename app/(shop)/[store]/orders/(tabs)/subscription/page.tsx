import type { Metadata } from "next";
import { getSubscriptions } from "@/lib/api/calls/subscriptions";
import { loadForShopper } from "@/lib/orders/load-account";
import { storeSubscriptionsPath } from "@/lib/routes";
import { SubscriptionsList } from "@/components/orders/subscriptions/subscriptions-list";

export const metadata: Metadata = { title: "Subscriptions", robots: { index: false } };

/** store-orders-subscription (ACCT-13): page 1 read while the page renders, the next pages in the browser. */
export default async function SubscriptionsPage({ params }: PageProps<"/[store]/orders/subscription">) {
  const { store } = await params;
  const first = await loadForShopper(store, storeSubscriptionsPath(store), (api) => getSubscriptions(api, 1));
  return (
    <>
      <h1 className="sr-only">Subscriptions</h1>
      <SubscriptionsList store={store} initial={first.ok ? first.data : null} />
    </>
  );
}
