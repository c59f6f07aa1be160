import type { Metadata } from "next";
import { searchParamsOf } from "@/lib/auth/query";
import { ReturnDetailPage } from "@/components/orders/account/return-detail-page";

export const metadata: Metadata = { title: "Return entry", robots: { index: false } };

/** store-orders-regular-return-return_detail (ACCT-12), reached from an order's Return History: no 'see original order'. */
export default async function ReturnFromOrderPage({ params, searchParams }: PageProps<"/[store]/orders/regular/return/[return_detail]">) {
  const [{ store, return_detail }, query] = await Promise.all([params, searchParams]);
  return <ReturnDetailPage store={store} id={return_detail} from="order" search={searchParamsOf(query).toString()} />;
}
