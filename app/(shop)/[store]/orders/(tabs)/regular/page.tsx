import type { Metadata } from "next";
import { getOrders } from "@/lib/api/calls/orders";
import { loadForShopper } from "@/lib/orders/load-account";
import { storeOrdersPath } from "@/lib/routes";
import { OrdersList } from "@/components/orders/account/orders-list";

export const metadata: Metadata = { title: "My Orders", robots: { index: false } };

/**
 * store-orders-regular (ACCT-02), also `/myorders/orders/regular`. Page 1 is read while the page
 * renders (the list arrives with it, no client waterfall); the next pages load in the browser.
 */
export default async function OrdersPage({ params }: PageProps<"/[store]/orders/regular">) {
  const { store } = await params;
  const first = await loadForShopper(store, storeOrdersPath(store), (api) => getOrders(api, 1));
  return (
    <>
      <h1 className="sr-only">My Orders</h1>
      <OrdersList store={store} initial={first.ok ? first.data : null} />
    </>
  );
}
