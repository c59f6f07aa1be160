import type { Metadata } from "next";
import { searchParamsOf } from "@/lib/auth/query";
import { ReturnDetailPage } from "@/components/orders/account/return-detail-page";

export const metadata: Metadata = { title: "Return entry", robots: { index: false } };

/** store-orders-return-return_detail (ACCT-12), reached from the returns list: with 'see original order'. */
export default async function ReturnFromListPage({ params, searchParams }: PageProps<"/[store]/orders/return/[return_detail]">) {
  const [{ store, return_detail }, query] = await Promise.all([params, searchParams]);
  return <ReturnDetailPage store={store} id={return_detail} from="list" search={searchParamsOf(query).toString()} />;
}
