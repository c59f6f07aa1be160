import Image from "next/image";
import Link from "next/link";
import type { ReturnDetail } from "@/lib/api/schemas/order-history";
import { formatMoney } from "@/lib/money";
import { ORDERS_TEXT, isReturnInProgress } from "@/lib/orders/account";
import { formatOrderDate } from "@/lib/orders/order-view";
import { orderDetailPath } from "@/lib/routes";
import { TotalRow } from "@/components/cart/total-row";
import { secondaryButton } from "@/components/ui/button-styles";

const sectionTitle = "text-xs font-semibold uppercase tracking-[0.2em] text-stone-950";

interface ReturnDetailViewProps {
  ret: ReturnDetail;
  store: string;
  /** reached from the returns list: 'see original order' shows (ACCT-12) */
  fromList: boolean;
  search: string;
}

/** ACCT-12: 'RETURN ENTRY', the returned items, then the Return Summary once refunded, else 'Return in progress'. */
export function ReturnDetailView({ ret, store, fromList, search }: ReturnDetailViewProps) {
  return (
    <article aria-labelledby="return-entry-title" className="space-y-8">
      <header className="space-y-1">
        <h1 id="return-entry-title" className="font-serif text-2xl tracking-[0.08em] text-stone-950">
          {ORDERS_TEXT.returnEntry}
        </h1>
        <p className="text-sm text-stone-600">
          <span className="font-medium text-stone-950">{ret.number}</span> · {formatOrderDate(ret.created_at)} · <span className="capitalize">{ret.status}</span>
        </p>
      </header>

      <ul aria-label="Returned items" className="divide-y divide-stone-100 border-t border-stone-200">
        {ret.order_items.map((item, i) => (
          <li key={`${item.code}-${i}`} className="flex gap-4 py-4 text-sm">
            <Image src={item.thumb} alt="" width={72} height={90} className="h-[90px] w-[72px] shrink-0 bg-stone-100 object-cover" />
            <div className="min-w-0 flex-1">
              <p className="text-stone-950">{item.name}</p>
              <p className="text-xs text-stone-600">{item.code}</p>
              <p className="mt-1 text-xs text-stone-600">
                Qty {item.units} × {formatMoney(item.price)}
              </p>
              {item.return_message ? <p className="mt-1 text-xs text-stone-700">{item.return_message}</p> : null}
            </div>
          </li>
        ))}
      </ul>

      {isReturnInProgress(ret) ? (
        <p role="status" className="border-t border-stone-200 pt-5 text-sm font-medium text-stone-950">
          {ORDERS_TEXT.returnInProgress}
        </p>
      ) : (
        <section aria-labelledby="return-summary" className="border-t border-stone-200 pt-5">
          <h2 id="return-summary" className={sectionTitle}>
            {ORDERS_TEXT.returnSummary}
          </h2>
          <dl className="mt-3 max-w-sm space-y-1.5">
            <TotalRow label="Items" cents={ret.items_total} />
            <TotalRow label="Tax" cents={ret.tax} />
            <TotalRow label="Return shipping" cents={ret.shipping} discount />
            <TotalRow label="Blings" cents={ret.refund_blings ?? 0} />
            <TotalRow label="Refund" cents={ret.refund_amount ?? 0} strong testId="return-refund" />
          </dl>
        </section>
      )}

      {fromList ? (
        <Link href={orderDetailPath(store, ret.order_id, search)} className={secondaryButton}>
          {ORDERS_TEXT.seeOriginalOrder}
        </Link>
      ) : null}
    </article>
  );
}
