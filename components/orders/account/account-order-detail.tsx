import Link from "next/link";
import type { AccountOrderDetail as Order } from "@/lib/api/schemas/order-history";
import { ORDERS_TEXT, hasPresaleLines, isUnconfirmedKolBox, refundText, storeTracking } from "@/lib/orders/account";
import { formatOrderDate } from "@/lib/orders/order-view";
import { orderTrackingPath, presaleDetailPath, returnDetailPath } from "@/lib/routes";
import { RefundMode } from "@/components/orders/refund/refund-mode";
import { OrderAddresses, OrderStoreSection, OrderTotals } from "@/components/orders/order-detail-view";
import { Alert } from "@/components/ui/alert";
import { textButton } from "@/components/ui/button-styles";

const sectionTitle = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

interface AccountOrderDetailProps {
  order: Order;
  store: string;
  /** the page's query string, kept on its links (ACCT-04) */
  search: string;
  /** ACCT-14: an order a subscription made is a 'SUBSCRIPTION ENTRY', without the refund mode */
  entry?: "order" | "subscription";
}

/**
 * ACCT-04/05: an order as its owner sees it. The refund mode ('Return', ACCT-06…09) on top, the KOL
 * box banner, each store's lines with its Tracking link, the note to the stylist, the totals and the
 * Return History. The groups, addresses and totals are the guest lookup's (order-detail-view.tsx).
 */
export function AccountOrderDetail({ order, store, search, entry = "order" }: AccountOrderDetailProps) {
  const date = formatOrderDate(order.created_at);
  return (
    <article aria-labelledby="order-detail-title" className="space-y-8">
      <header className="space-y-3">
        <div className="flex items-start justify-between gap-4">
          <h1 id="order-detail-title" className="font-serif text-2xl tracking-[0.08em] text-stone-950">
            {entry === "order" ? ORDERS_TEXT.orderDetail : ORDERS_TEXT.subscriptionEntry}
          </h1>
          {entry === "order" ? <RefundMode order={order} store={store} /> : null}
        </div>
        <p className="text-sm text-stone-600">
          <span data-testid="order-number" className="font-medium text-stone-950">
            {order.order_number}
          </span>
          {date && <> · Placed on {date}</>}
        </p>
        {hasPresaleLines(order) ? (
          <p>
            <Link href={presaleDetailPath(store, order.id)} className={textButton}>
              Pre-sale detail
            </Link>
          </p>
        ) : null}
      </header>

      {isUnconfirmedKolBox(order) ? (
        <Alert tone="info">
          <strong className="block font-medium">{ORDERS_TEXT.kolBox}</strong>
          {ORDERS_TEXT.kolBoxConfirm}
        </Alert>
      ) : null}

      {order.stores.map((group, index) => {
        const tracking = storeTracking(order, index);
        return (
          <OrderStoreSection
            key={group.store_user_name || group.store_name}
            store={group}
            Sub="h2"
            footer={
              tracking ? (
                <p className="mt-3">
                  <Link href={orderTrackingPath(store, order.id, index, search)} className={textButton} aria-label={`${ORDERS_TEXT.tracking}: ${group.store_name}`}>
                    {ORDERS_TEXT.tracking}
                  </Link>
                </p>
              ) : null
            }
          />
        );
      })}

      {order.remark ? (
        <section aria-labelledby="order-remark" className="border-t border-stone-200 pt-5">
          <h2 id="order-remark" className={sectionTitle}>
            Note to the stylist
          </h2>
          <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{order.remark}</p>
        </section>
      ) : null}

      <OrderAddresses order={order} Sub="h2" />
      <OrderTotals order={order} refunds={order.refunds} />
      {order.return_history.length > 0 ? <ReturnHistory order={order} store={store} search={search} /> : null}
    </article>
  );
}

function ReturnHistory({ order, store, search }: Omit<AccountOrderDetailProps, "entry">) {
  return (
    <section aria-labelledby="return-history" className="border-t border-stone-200 pt-5">
      <h2 id="return-history" className={sectionTitle}>
        {ORDERS_TEXT.returnHistory}
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-xs text-stone-600">
          <tr>
            <th scope="col" className="py-1 font-normal">Date</th>
            <th scope="col" className="py-1 font-normal">Status</th>
            <th scope="col" className="py-1 text-right font-normal">Refund</th>
            <th scope="col" className="py-1 text-right font-normal">Blings</th>
            <th scope="col" className="py-1 text-right font-normal">
              <span className="sr-only">Return</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {order.return_history.map((ret) => (
            <tr key={ret.return_order_id}>
              <td className="py-2">{formatOrderDate(ret.date)}</td>
              <td className="py-2 capitalize">{ret.status}</td>
              <td className="py-2 text-right tabular-nums">{refundText(ret.refund_amount)}</td>
              <td className="py-2 text-right tabular-nums">{refundText(ret.refund_blings)}</td>
              <td className="py-2 text-right">
                <Link href={returnDetailPath(store, ret.return_order_id, "order", search)} className={textButton}>
                  View<span className="sr-only"> the return of {formatOrderDate(ret.date)}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
