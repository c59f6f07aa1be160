"use client";
import type { UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import type { CartCalcResponse } from "@/lib/api/schemas/cart";
import { couponResultOf, shownCouponCode } from "@/lib/cart/coupon-result";
import { itemsStillInCart } from "@/lib/cart/store-items";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { CouponForm } from "@/components/cart/coupon-form";
import { TotalRow } from "@/components/cart/total-row";
import { RetryAlert } from "@/components/ui/retry-alert";
import { CheckoutLine } from "./checkout-line";
import { ItemDetailDialog, type DetailTarget } from "./item-detail-dialog";

export interface CartBlock {
  message: string;
  cartItemId?: string;
}

interface CheckoutCartProps {
  calc: CartCalcResponse;
  lines: readonly LocalCartLine[];
  coupons: Readonly<Record<string, string>>;
  /** editable coupons (step 1); without it the applied codes are only shown */
  onCoupon?: (storeId: string, code: string | null) => void;
  /** lines can be removed (an out-of-stock or ended line must go before checking out) */
  onRemove?: (line: LocalCartLine, name: string) => void;
  busy: boolean;
  /** what stopped the last Next, shown on its line (or above the cart when it names no line) */
  blocked?: CartBlock | null;
}

/** The "Cart" section of both steps: the priced cart, a placeholder while it loads, its load error with Retry. */
export function CheckoutCartSection({ calc, ...props }: Omit<CheckoutCartProps, "calc" | "busy"> & { calc: UseQueryResult<CartCalcResponse> }) {
  return (
    <section aria-labelledby="checkout-cart-h" className="space-y-4">
      <h2 id="checkout-cart-h" className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Cart
      </h2>
      {calc.isError && <RetryAlert message={calc.error.message} onRetry={() => void calc.refetch()} />}
      {calc.data ? (
        <CheckoutCart calc={calc.data} busy={calc.isFetching} {...props} />
      ) : calc.isError ? null : (
        <div aria-hidden="true" className="h-40 animate-pulse bg-stone-100" />
      )}
    </section>
  );
}

/**
 * The cart on the checkout steps: per-store groups of lines sorted by cart_item_id (BR-CHK-10), each
 * store's coupon (BR-CHK-11) and discounts. A thumbnail opens the item's detail dialog (CHK-10).
 */
export function CheckoutCart({ calc, lines, coupons, onCoupon, onRemove, busy, blocked = null }: CheckoutCartProps) {
  const [detail, setDetail] = useState<DetailTarget | null>(null);
  const linesById = new Map(lines.map((l) => [l.local_id, l]));
  const lineBlocked = blocked?.cartItemId && linesById.has(blocked.cartItemId) ? blocked : null;

  return (
    <div className="space-y-8">
      {blocked && !lineBlocked && (
        <p className="border-l-2 border-rose-700 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">{blocked.message}</p>
      )}
      {calc.stores.map((store) => {
        const items = itemsStillInCart(store, linesById);
        if (items.length === 0) return null;
        const code = coupons[store.id];
        const result = couponResultOf(store, code);
        const headingId = `checkout-store-${store.id}`;
        return (
          <section key={store.id} aria-labelledby={headingId}>
            <h3 id={headingId} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
              {store.name}
            </h3>
            <ul className="divide-y divide-stone-200">
              {items.map((item) => (
                <CheckoutLine
                  key={item.cart_item_id}
                  item={item}
                  blockedMessage={lineBlocked?.cartItemId === item.cart_item_id ? lineBlocked.message : null}
                  onDetails={() => setDetail({ itemId: item.item_id, storeId: item.store_id, name: item.name })}
                  onRemove={onRemove ? () => onRemove(linesById.get(item.cart_item_id) as LocalCartLine, item.name) : undefined}
                />
              ))}
            </ul>
            <div className="grid gap-5 border-t border-stone-200 pt-4 sm:grid-cols-2 sm:items-start">
              {onCoupon ? (
                <CouponForm storeName={store.name} applied={code} result={result} busy={busy} onApply={(c) => onCoupon(store.id, c)} onCancel={() => onCoupon(store.id, null)} />
              ) : code ? (
                <p className="text-sm text-stone-700">
                  Coupon <span className="font-semibold tracking-wide">{shownCouponCode(code, result)}</span>
                  {result?.message ? <span className={`block ${result.status === "fail" ? "text-rose-700" : "text-emerald-800"}`}>{result.message}</span> : null}
                </p>
              ) : (
                <span />
              )}
              <dl className="space-y-1.5">
                <TotalRow label="Items" cents={store.items_total} />
                {store.member_discount > 0 && <TotalRow label="Member discount" cents={store.member_discount} discount />}
                {store.bundle_discount > 0 && <TotalRow label="Bundle discount" cents={store.bundle_discount} discount />}
                {store.coupon_discount > 0 && <TotalRow label="Coupon discount" cents={store.coupon_discount} discount />}
              </dl>
            </div>
          </section>
        );
      })}
      <ItemDetailDialog target={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
