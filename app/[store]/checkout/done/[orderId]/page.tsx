import type { Metadata } from "next";
import Link from "next/link";
import { loadOrderDetail } from "@/lib/orders/load-order";
import { orderLookupPath, storePath } from "@/lib/routes";
import { OrderDetailView } from "@/components/orders/order-detail-view";
import { primaryButton, textButton } from "@/components/item/button-styles";

/** Next hands dynamic segments over still encoded in some versions; a stray `%` must not throw. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export const metadata: Metadata = { title: "Thank you for your order", robots: { index: false } };

interface DonePageProps {
  params: Promise<{ store: string; orderId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The done page (CHK-18, G-06): thanks, the order number and email, and the order's detail from
 * POST /api/order/detail. The path's "orderId" is the order number (lib/routes.ts).
 */
export default async function CheckoutDonePage({ params, searchParams }: DonePageProps) {
  const [{ store, orderId }, query] = await Promise.all([params, searchParams]);
  const email = (Array.isArray(query.email) ? query.email[0] : query.email)?.trim() ?? "";
  const orderNumber = safeDecode(orderId);
  const detail = email ? await loadOrderDetail(email, orderNumber) : null;

  return (
    <div className="mx-auto w-full max-w-[880px] px-4 pb-20 pt-10">
      <section aria-labelledby="done-title" className="mb-10 space-y-3 border-b border-stone-200 pb-8 text-center">
        <h1 id="done-title" className="font-serif text-3xl text-stone-950 min-[960px]:text-4xl">
          Thank you for your order!
        </h1>
        <p className="text-stone-700">
          Your order number is <strong data-testid="done-order-number">{orderNumber}</strong>.
        </p>
        {email && (
          <p className="text-sm text-stone-600">
            A confirmation is on its way to <strong>{email}</strong>.
          </p>
        )}
        <div className="flex flex-wrap items-center justify-center gap-5 pt-3">
          <Link href={storePath(store)} className={`${primaryButton} w-auto px-10`}>
            Continue shopping
          </Link>
          {email && (
            <Link href={orderLookupPath(store, { orderId: orderNumber, email })} className={textButton}>
              Check this order later
            </Link>
          )}
        </div>
      </section>
      {detail?.ok ? (
        <OrderDetailView order={detail.data} />
      ) : (
        <p className="text-center text-sm text-stone-600">
          The order&apos;s details will show here once it is confirmed; you can also{" "}
          <Link href={orderLookupPath(store)} className={textButton}>
            check your order
          </Link>{" "}
          with your email and order number.
        </p>
      )}
    </div>
  );
}
