import Image from "next/image";
import type { ReactNode } from "react";
import type { OrderAddress, OrderDetail, OrderItem } from "@/lib/api/schemas/checkout";
import type { OrderRefund } from "@/lib/api/schemas/order-history";
import { appStoreLinks } from "@/lib/layout/footer";
import { formatMoney } from "@/lib/money";
import { addressLines, formatOrderDate, lineTotal, orderSupport } from "@/lib/orders/order-view";
import { REFUND_TEXT, totalAfterRefunds } from "@/lib/orders/refund-rules";
import { AppBadges } from "@/components/layout/app-badges";
import { TotalRow } from "@/components/cart/total-row";
import { ClearErrorToasts } from "./clear-error-toasts";

const sectionTitle = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

/**
 * An order as the done page and the guest lookup show it (LOOKUP-02, CHK-18): number and date,
 * stores with their items and bundles, addresses, shipping method, totals, then the app promo and
 * the help contact for its type. A server component (the app links come from the environment).
 */
export function OrderDetailView({ order, headingLevel = 2 }: { order: OrderDetail; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const date = formatOrderDate(order.created_at);
  return (
    <article aria-labelledby="order-detail-title" className="space-y-8">
      <ClearErrorToasts />
      <header className="space-y-1">
        <Heading id="order-detail-title" className="font-serif text-2xl text-stone-950">
          {order.type_title} <span data-testid="order-number">{order.order_number}</span>
        </Heading>
        <p className="text-sm text-stone-600">
          {date && <>Placed on {date} · </>}
          {order.email}
        </p>
      </header>

      {order.stores.map((store) => (
        <OrderStoreSection key={store.store_user_name || store.store_name} store={store} Sub={Sub} />
      ))}

      <OrderAddresses order={order} Sub={Sub} />

      <OrderTotals order={order} />

      <OrderSupportBlock type={order.type} Sub={Sub} />
    </article>
  );
}

type SubHeading = "h2" | "h3";

/** One store group of an order: its lines (with bundles), discount and subtotal; `footer` adds the account's Tracking link. */
export function OrderStoreSection({ store, Sub, footer }: { store: OrderDetail["stores"][number]; Sub: SubHeading; footer?: ReactNode }) {
  return (
    <section aria-label={`Items from ${store.store_name}`} className="border-t border-stone-200 pt-5">
      <Sub className={sectionTitle}>{store.store_name}</Sub>
      <ul className="divide-y divide-stone-100">
        {store.items.map((item) => (
          <OrderLine key={item.id} item={item} />
        ))}
      </ul>
      <dl className="mt-3 space-y-1">
        {store.total_discount > 0 && <TotalRow label="Discount" cents={store.total_discount} discount />}
        <TotalRow label="Subtotal" cents={store.sub_total} />
      </dl>
      {footer}
    </section>
  );
}

/** Ship to, bill to and the shipping method. */
export function OrderAddresses({ order, Sub }: { order: OrderDetail; Sub: SubHeading }) {
  return (
    <div className="grid gap-6 border-t border-stone-200 pt-5 sm:grid-cols-3">
      <AddressBlock title="Ship to" address={order.shipping_address} empty="Pick up" Sub={Sub} />
      <AddressBlock title="Bill to" address={order.billing_address ?? order.shipping_address} empty="—" Sub={Sub} />
      <div>
        <Sub className={sectionTitle}>Shipping method</Sub>
        <p className="mt-2 text-sm text-stone-700">{order.shipping_method ?? "—"}</p>
      </div>
    </div>
  );
}

/** The order's totals: items, discount, shipping, tax, blings, grand total. */
/** `refunds`: the account's order detail passes its pre-sale cancels' refunds (finding 8); the guest's has none. */
export function OrderTotals({ order, refunds = [] }: { order: OrderDetail; refunds?: OrderRefund[] }) {
  return (
    <section aria-label="Order totals" className="border-t border-stone-200 pt-5">
      <dl className="max-w-sm space-y-1.5">
        <TotalRow label="Items" cents={order.items_total} />
        {order.total_discount > 0 && <TotalRow label="Discount" cents={order.total_discount} discount />}
        <TotalRow label="Shipping" cents={order.shipping} text={order.shipping === 0 ? "Free" : undefined} />
        <TotalRow label="Tax" cents={order.tax} />
        {order.blings > 0 && <TotalRow label="Blings" cents={order.blings} discount />}
        <TotalRow label="Total" cents={order.grand_total} strong testId="order-grand-total" />
        <RefundRows grandTotal={order.grand_total} refunds={refunds} />
      </dl>
    </section>
  );
}

/** Finding 8: each refund of a pre-sale cancel under Total, then the new total (nothing without refunds). */
export function RefundRows({ grandTotal, refunds }: { grandTotal: number; refunds: OrderRefund[] }) {
  if (!refunds.length) return null;
  return (
    <>
      {refunds.map((refund) => (
        <TotalRow key={refund.id} label={REFUND_TEXT.refunded} cents={refund.amount} discount testId="order-refund" />
      ))}
      <TotalRow label={REFUND_TEXT.newTotal} cents={totalAfterRefunds(grandTotal, refunds)} strong testId="order-new-total" />
    </>
  );
}

function OrderLine({ item }: { item: OrderItem }) {
  const struck = item.original_price > item.price ? item.original_price : item.compare_at_price && item.compare_at_price > item.price ? item.compare_at_price : null;
  return (
    <li className="flex gap-4 py-4">
      {/* an order has a few lines, and the first is the page's largest paint: no lazy loading */}
      <Image src={item.thumb} alt="" width={72} height={90} loading="eager" className="h-[90px] w-[72px] shrink-0 bg-stone-100 object-cover" />
      <div className="min-w-0 flex-1 text-sm">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-stone-950">{item.name}</p>
            {item.optionStr && <p className="text-xs text-stone-600">{item.optionStr}</p>}
            <p className="mt-1 text-xs text-stone-600">
              Qty {item.units} × {formatMoney(item.price)}
              {struck !== null && (
                <span className="ml-1.5 line-through">
                  <span className="sr-only">Original price: </span>
                  {formatMoney(struck)}
                </span>
              )}
            </p>
          </div>
          <p className="shrink-0 tabular-nums text-stone-950">{formatMoney(lineTotal(item))}</p>
        </div>
        {item.bundle && item.bundle.items.length > 0 && (
          <ul aria-label={`Items in ${item.name}`} className="mt-2 space-y-0.5 border-l-2 border-stone-200 pl-3 text-xs text-stone-600">
            {item.bundle.items.map((part) => (
              <li key={part.item_id}>
                {part.name}
                {part.options.length > 0 && <span className="text-stone-500"> · {part.options.map((o) => `${o.name}: ${o.option}`).join(" / ")}</span>}
              </li>
            ))}
          </ul>
        )}
        {item.coupon_message && <p className="mt-1 text-xs text-emerald-800">{item.coupon_message}</p>}
        {item.is_canceled && <p className="mt-1 text-xs font-medium text-rose-800">Canceled</p>}
      </div>
    </li>
  );
}

function AddressBlock({ title, address, empty, Sub }: { title: string; address: OrderAddress | null; empty: string; Sub: SubHeading }) {
  return (
    <div>
      <Sub className={sectionTitle}>{title}</Sub>
      {address ? (
        <address className="mt-2 text-sm not-italic leading-relaxed text-stone-700">
          {addressLines(address).map((line, i) => (
            <span key={i} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{empty}</p>
      )}
    </div>
  );
}

function OrderSupportBlock({ type, Sub }: { type: OrderDetail["type"]; Sub: SubHeading }) {
  const support = orderSupport(type);
  return (
    <section aria-label="App and help" className="space-y-5 bg-stone-50 p-5 ring-1 ring-stone-200">
      <div className="space-y-3 text-center">
        <Sub className="font-serif text-lg text-stone-950">{support.promoTitle}</Sub>
        <p className="text-sm text-stone-700">{support.promo}</p>
        <AppBadges links={appStoreLinks()} />
      </div>
      <p className="border-t border-stone-200 pt-4 text-sm text-stone-700">{support.help}</p>
    </section>
  );
}
