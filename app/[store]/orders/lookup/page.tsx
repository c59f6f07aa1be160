import type { Metadata } from "next";
import Link from "next/link";
import { LOOKUP_MESSAGES, lookupQuery } from "@/lib/orders/lookup";
import { loadOrderDetail } from "@/lib/orders/load-order";
import { orderLookupPath } from "@/lib/routes";
import { OrderDetailView } from "@/components/orders/order-detail-view";
import { OrderLookupForm } from "@/components/orders/order-lookup-form";
import { textButton } from "@/components/ui/button-styles";

export const metadata: Metadata = { title: "Check order", robots: { index: false } };

interface LookupPageProps {
  params: Promise<{ store: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** Guest order lookup (LOOKUP-01…04, G-04): with `order_id` and `email` in the query the detail renders directly. */
export default async function OrderLookupPage({ params, searchParams }: LookupPageProps) {
  const [{ store }, query] = await Promise.all([params, searchParams]);
  const { fields, complete } = lookupQuery(query);
  const result = complete ? await loadOrderDetail(fields.email, fields.orderId) : null;

  if (result?.ok) {
    return (
      <div className="mx-auto w-full max-w-[880px] px-4 pb-20 pt-8">
        <OrderDetailView order={result.data} headingLevel={1} />
        <p className="mt-8">
          <Link href={orderLookupPath(store)} className={textButton}>
            Check another order
          </Link>
        </p>
      </div>
    );
  }

  const failure = result && !result.ok ? (result.error.kind === "http" && result.error.status === 404 ? LOOKUP_MESSAGES.notFound : result.error.message) : null;
  return (
    <div className="mx-auto w-full max-w-md px-4 pb-20 pt-10">
      <h1 className="font-serif text-3xl text-stone-950">Check your order</h1>
      <p className="mb-8 mt-2 text-sm text-stone-600">Enter the email you ordered with and the order id from your confirmation.</p>
      <OrderLookupForm store={store} initial={fields} failure={failure} />
    </div>
  );
}
