"use client";
import type { CartItem, CartStore } from "@/lib/api/schemas/cart";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { couponResultOf } from "@/lib/cart/coupon-result";
import { itemsStillInCart } from "@/lib/cart/store-items";
import { CartLine } from "./cart-line";
import { CouponForm } from "./coupon-form";
import { TotalRow } from "./total-row";

interface CartStoreGroupProps {
  store: CartStore;
  linesById: ReadonlyMap<string, LocalCartLine>;
  coupon: string | undefined;
  busy: boolean;
  onUnits: (line: LocalCartLine, units: number) => void;
  onEdit: (itemId: string) => void;
  onRemove: (line: LocalCartLine, item: CartItem) => void;
  onCoupon: (code: string | null) => void;
}

/**
 * One store's part of the cart: its lines (by cart_item_id), its coupon and its discounts, each once by what it is
 * (finding 16: no 'Total discount' repeating their sum; the summary's subtotal is after them).
 */
export function CartStoreGroup({ store, linesById, coupon, busy, onUnits, onEdit, onRemove, onCoupon }: CartStoreGroupProps) {
  const items = itemsStillInCart(store, linesById);
  if (items.length === 0) return null;
  const result = couponResultOf(store, coupon);
  const headingId = `cart-store-${store.id}`;

  return (
    <section aria-labelledby={headingId} className="border-t border-stone-900 pt-4">
      <h2 id={headingId} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        {store.name}
      </h2>
      <ul className="divide-y divide-stone-200">
        {items.map((item) => {
          const line = linesById.get(item.cart_item_id) as LocalCartLine;
          return (
            <CartLine
              key={item.cart_item_id}
              item={item}
              line={line}
              storeSlug={store.user_name}
              onUnits={(units) => onUnits(line, units)}
              onEdit={() => onEdit(item.cart_item_id)}
              onRemove={() => onRemove(line, item)}
            />
          );
        })}
      </ul>
      <div className="grid gap-5 border-t border-stone-200 pt-4 sm:grid-cols-2 sm:items-start">
        <CouponForm storeName={store.name} applied={coupon} result={result} busy={busy} onApply={onCoupon} onCancel={() => onCoupon(null)} />
        <dl className="space-y-1.5">
          <TotalRow label="Items" cents={store.items_total} />
          {store.member_discount > 0 && <TotalRow label="Member discount" cents={store.member_discount} discount />}
          {store.bundle_discount > 0 && <TotalRow label="Bundle discount" cents={store.bundle_discount} discount />}
          {store.coupon_discount > 0 && <TotalRow label="Coupon discount" cents={store.coupon_discount} discount />}
        </dl>
      </div>
    </section>
  );
}
