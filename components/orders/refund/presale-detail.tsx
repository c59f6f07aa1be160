"use client";
import Image from "next/image";
import { useState } from "react";
import type { AccountOrderDetail } from "@/lib/api/schemas/order-history";
import { formatMoney } from "@/lib/money";
import { REFUND_TEXT, cancelableItems, presaleCanRefund } from "@/lib/orders/refund-rules";
import { TotalRow } from "@/components/cart/total-row";
import { RefundRows } from "@/components/orders/order-detail-view";
import { Button } from "@/components/ui/button";
import { PresaleCancelForm } from "./presale-cancel-form";
import { ReturnForm } from "./return-form";

const sectionTitle = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

/**
 * ACCT-08: the order's pre-sale items and its totals. The CANCEL/ABORT toggle shows when something can
 * be canceled or returned (C-43): CANCEL opens the cancel with a reason (or, with nothing left to
 * cancel, the return request), ABORT closes it.
 */
export function PresaleDetail({ order }: { order: AccountOrderDetail }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const close = () => setOpen(false);
  return (
    <article aria-labelledby="presale-detail-title" className="space-y-8">
      <header className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 id="presale-detail-title" className="font-serif text-2xl tracking-[0.08em] text-stone-950">
            {REFUND_TEXT.presaleDetail}
          </h1>
          <p className="text-sm font-medium text-stone-950" data-testid="order-number">
            {order.order_number}
          </p>
        </div>
        {presaleCanRefund(order) ? (
          <Button variant="secondary" aria-expanded={open} aria-controls="presale-refund" onClick={() => setOpen(!open)}>
            {open ? REFUND_TEXT.abort : REFUND_TEXT.cancel}
          </Button>
        ) : null}
      </header>

      {open ? (
        <section id="presale-refund" aria-label="Cancel or return" className="border border-stone-200 p-5">
          {cancelableItems(order).length ? (
            <PresaleCancelForm orderId={order.id} preview={order.presale_cancel} onDone={close} />
          ) : (
            <ReturnForm
              order={order}
              onSent={() => {
                close();
                setSent(true);
              }}
              onCancel={close}
            />
          )}
        </section>
      ) : null}
      {sent ? (
        <p role="status" className="text-sm text-stone-700">
          {REFUND_TEXT.returnSent} We&apos;ve emailed you the return instructions and a prepaid return shipping label.
        </p>
      ) : null}

      <section aria-labelledby="presale-items">
        <h2 id="presale-items" className={sectionTitle}>
          Pre-sale items
        </h2>
        <ul className="mt-2 divide-y divide-stone-100">
          {order.order_items.map((item) => (
            <li key={item.id} className="flex gap-4 py-4 text-sm">
              <Image src={item.thumb} alt="" width={72} height={90} className="h-[90px] w-[72px] shrink-0 bg-stone-100 object-cover" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-stone-950">{item.name}</p>
                {item.optionStr ? <p className="text-stone-600">{item.optionStr}</p> : null}
                <p className="text-stone-600">Qty {item.units}</p>
                {item.return_message ? (
                  <p className="mt-1 font-medium text-rose-800" data-testid="presale-item-status">
                    {item.return_message}
                  </p>
                ) : null}
              </div>
              <p className="tabular-nums">{formatMoney(item.price * item.units)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="Pre-sale totals" className="border-t border-stone-200 pt-5">
        <dl className="max-w-sm space-y-1.5">
          <TotalRow label="Items" cents={order.items_total} />
          {order.total_discount > 0 ? <TotalRow label="Discount" cents={order.total_discount} discount /> : null}
          {order.blings > 0 ? <TotalRow label="Blings" cents={order.blings} discount /> : null}
          <TotalRow label="Shipping" cents={order.shipping} text={order.shipping === 0 ? "Free" : undefined} />
          <TotalRow label="Tax" cents={order.tax} />
          <TotalRow label="Total" cents={order.grand_total} strong testId="order-grand-total" />
          <RefundRows grandTotal={order.grand_total} refunds={order.refunds} />
        </dl>
      </section>
    </article>
  );
}
