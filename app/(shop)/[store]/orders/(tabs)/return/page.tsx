import type { Metadata } from "next";
import { getReturns } from "@/lib/api/calls/orders";
import { loadForShopper } from "@/lib/orders/load-account";
import { storeReturnsPath } from "@/lib/routes";
import { ReturnsList } from "@/components/orders/account/returns-list";

export const metadata: Metadata = { title: "Returns", robots: { index: false } };

/** store-orders-return (ACCT-11): page 1 read while the page renders, the next pages in the browser. */
export default async function ReturnsPage({ params }: PageProps<"/[store]/orders/return">) {
  const { store } = await params;
  const first = await loadForShopper(store, storeReturnsPath(store), (api) => getReturns(api, 1));
  return (
    <>
      <h1 className="sr-only">Returns</h1>
      <ReturnsList store={store} initial={first.ok ? first.data : null} />
    </>
  );
}
