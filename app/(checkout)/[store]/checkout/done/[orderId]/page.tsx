import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { BackToAppButton } from "@/components/layout/in-app-back";
import { loadPlacedOrder } from "@/lib/orders/load-order";
import { decodeSegment, unconfirmedOrder } from "@/lib/orders/order-page";
import { queryValue } from "@/lib/store/redirects";
import { orderLookupPath, storePath } from "@/lib/routes";
import { OrderDetailView } from "@/components/orders/order-detail-view";
import { primaryButtonFit, textButton } from "@/components/ui/button-styles";
import { FocusedHeading } from "@/components/ui/focused-heading";
import { PageContainer } from "@/components/ui/page-container";

/** Not "Thank you…": the same page also says when there is no such order (finding 15.7). */
export const metadata: Metadata = { title: "Your order", robots: { index: false } };

/**
 * The done page (CHK-18, G-06): thanks, the order number and email, and the order's detail from
 * POST /api/order/detail. The path's "orderId" is the order number (lib/routes.ts). It thanks only
 * for an order it found (finding 15.7): a paid order matching the email in the address, or the one
 * this browser just paid for (its receipt); anything else shows why not, never a confirmation.
 */
export default async function CheckoutDonePage({ params, searchParams }: PageProps<"/[store]/checkout/done/[orderId]">) {
  const [{ store, orderId }, query] = await Promise.all([params, searchParams]);
  const email = queryValue(query, "email");
  const orderNumber = decodeSegment(orderId);
  const detail = email ? await loadPlacedOrder(email, orderNumber) : null;

  if (!detail?.ok) {
    const { title, message } = unconfirmedOrder(detail);
    return (
      <PageContainer width="form" className="pb-20 pt-10 text-center">
        <FocusedHeading className="font-serif text-3xl text-stone-950">{title}</FocusedHeading>
        <p className="mt-3 text-stone-700">{message}</p>
        <div className="flex flex-wrap items-center justify-center gap-5 pt-6">
          <Link href={orderLookupPath(store)} className={primaryButtonFit}>
            Check your order
          </Link>
          <Link href={storePath(store)} className={textButton}>
            Continue shopping
          </Link>
        </div>
      </PageContainer>
    );
  }

  const order = detail.data;
  return (
    <PageContainer width="reading" className="pb-20 pt-10">
      <section aria-labelledby="done-title" className="mb-10 space-y-3 border-b border-stone-200 pb-8 text-center">
        {/* Focused on arrival: after Place order the focus would be left on <body> with nothing announced. */}
        <FocusedHeading id="done-title" className="font-serif text-3xl text-stone-950 desktop:text-4xl">
          Thank you for your order!
        </FocusedHeading>
        <p className="text-stone-700">
          Your order number is <strong data-testid="done-order-number">{order.order_number}</strong>.
        </p>
        <p className="text-sm text-stone-600">
          A confirmation is on its way to <strong>{order.email}</strong>.
        </p>
        <div className="flex flex-wrap items-center justify-center gap-5 pt-3">
          <Link href={storePath(store)} className={primaryButtonFit}>
            Continue shopping
          </Link>
          <Link href={orderLookupPath(store, { orderId: order.order_number, email: order.email })} className={textButton}>
            Check this order later
          </Link>
          {/* INAPP-09: the order flow ends here; inside the app, `close` hands back to it */}
          <Suspense fallback={null}>
            <BackToAppButton className={textButton} />
          </Suspense>
        </div>
      </section>
      <OrderDetailView order={order} />
    </PageContainer>
  );
}
