import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { searchParamsOf } from "@/lib/auth/query";
import { ORDERS_TEXT, storeTracking } from "@/lib/orders/account";
import { loadAccountOrder } from "@/lib/orders/account-page";
import { orderDetailPath, orderTrackingPath } from "@/lib/routes";
import { CarrierLink } from "@/components/orders/account/carrier-link";
import { textButton } from "@/components/ui/button-styles";
import { PageContainer } from "@/components/ui/page-container";

export const metadata: Metadata = { title: "Order tracking", robots: { index: false } };

/** store-orders-tracking-order-trackinfo (ACCT-10): the tracking of one store of an order (`trackinfo` = the store's index). */
export default async function OrderTrackingPage({ params, searchParams }: PageProps<"/[store]/orders/tracking/[order]/[trackinfo]">) {
  const [{ store, order: orderId, trackinfo }, query] = await Promise.all([params, searchParams]);
  const search = searchParamsOf(query).toString();
  const index = Number(trackinfo);
  const order = await loadAccountOrder(store, orderId, orderTrackingPath(store, orderId, index, search));
  const tracking = storeTracking(order, index);
  if (!tracking) notFound();
  return (
    <PageContainer width="account" className="space-y-6 pb-20 pt-8">
      <h1 className="font-serif text-2xl tracking-[0.08em] text-stone-950">{ORDERS_TEXT.orderTracking}</h1>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-stone-600">Order</dt>
        <dd className="text-stone-950">{order.order_number}</dd>
        <dt className="text-stone-600">Store</dt>
        <dd className="text-stone-950">{tracking.storeName}</dd>
        <dt className="text-stone-600">Tracking number</dt>
        <dd data-testid="tracking-number" className="break-all font-mono text-stone-950">
          {tracking.trackingNumber}
        </dd>
      </dl>
      {tracking.trackingUrl ? (
        <Suspense fallback={null}>
          <CarrierLink url={tracking.trackingUrl} />
        </Suspense>
      ) : null}
      <p>
        <Link href={orderDetailPath(store, order.id, search)} className={textButton}>
          Back to the order
        </Link>
      </p>
    </PageContainer>
  );
}
