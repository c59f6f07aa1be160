import type { Metadata } from "next";
import Link from "next/link";
import { lookupQuery } from "@/lib/orders/lookup";
import { lookupFailureMessage } from "@/lib/orders/order-page";
import { loadOrderDetail } from "@/lib/orders/load-order";
import { orderLookupPath } from "@/lib/routes";
import { OrderDetailView } from "@/components/orders/order-detail-view";
import { OrderLookupForm } from "@/components/orders/order-lookup-form";
import { textButton } from "@/components/ui/button-styles";
import { PageContainer } from "@/components/ui/page-container";

export const metadata: Metadata = { title: "Check order", robots: { index: false } };

/** Guest order lookup (LOOKUP-01…04, G-04): with `order_id` and `email` in the query the detail renders directly. */
export default async function OrderLookupPage({ params, searchParams }: PageProps<"/[store]/orders/lookup">) {
  const [{ store }, query] = await Promise.all([params, searchParams]);
  const { fields, complete } = lookupQuery(query);
  const result = complete ? await loadOrderDetail(fields.email, fields.orderId) : null;

  if (result?.ok) {
    return (
      <PageContainer width="reading" className="pb-20 pt-8">
        <OrderDetailView order={result.data} headingLevel={1} />
        <p className="mt-8">
          <Link href={orderLookupPath(store)} className={textButton}>
            Check another order
          </Link>
        </p>
      </PageContainer>
    );
  }

  const failure = result && !result.ok ? lookupFailureMessage(result.error) : null;
  return (
    <PageContainer width="form" className="pb-20 pt-10">
      <h1 className="font-serif text-3xl text-stone-950">Check your order</h1>
      <p className="mb-8 mt-2 text-sm text-stone-600">Enter the email you ordered with and the order id from your confirmation.</p>
      <OrderLookupForm store={store} initial={fields} failure={failure} />
    </PageContainer>
  );
}
