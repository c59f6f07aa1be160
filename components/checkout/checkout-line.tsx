"use client";
import Image from "next/image";
import type { CartItem } from "@/lib/api/schemas/cart";
import { lineImage } from "@/lib/cart/line-image";
import { formatMoney } from "@/lib/money";
import { variantLabel } from "@/lib/variants";
import { textButton } from "@/components/ui/button-styles";

const resultStyle = {
  success: "border-emerald-600 bg-emerald-50 text-emerald-900",
  warning: "border-amber-500 bg-amber-50 text-amber-900",
  fail: "border-rose-700 bg-rose-50 text-rose-800",
} as const;

/** The element a blocked line's check focuses. */
export const checkoutLineId = (cartItemId: string) => `checkout-line-${cartItemId}`;

interface CheckoutLineProps {
  item: CartItem;
  /** the check that stopped Next on this line */
  blockedMessage: string | null;
  onDetails: () => void;
  onRemove?: () => void;
}

/** One line of the checkout cart: the thumbnail (opening the detail dialog, CHK-10), options, units, price, results. */
export function CheckoutLine({ item, blockedMessage, onDetails, onRemove }: CheckoutLineProps) {
  const messages = item.results.filter((r) => r.message.trim() !== "" && r.message !== blockedMessage);
  const options = item.variant_id === null ? "No option chosen" : variantLabel(item.options);
  const blockId = `${checkoutLineId(item.cart_item_id)}-blocked`;

  return (
    <li id={checkoutLineId(item.cart_item_id)} tabIndex={-1} aria-describedby={blockedMessage ? blockId : undefined} className="flex gap-4 py-4 outline-none focus-visible:bg-stone-50">
      <button type="button" onClick={onDetails} className="shrink-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950">
        <span className="sr-only">Details of {item.name}</span>
        <Image src={lineImage(item)} alt="" width={72} height={90} className="h-[90px] w-[72px] bg-stone-100 object-cover" />
      </button>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-stone-500">{item.brand}</p>
            <h3 className="text-sm leading-snug text-stone-950">{item.name}</h3>
            {!item.is_bundle && item.variants.length > 0 && <p className="mt-0.5 text-xs text-stone-600">{options}</p>}
            <p className="mt-0.5 text-xs text-stone-600">Qty {item.units}</p>
          </div>
          <p className="shrink-0 text-right text-sm tabular-nums">
            <span className="block text-stone-950">{formatMoney(item.price * item.units)}</span>
            {item.compare_at_price !== null && item.compare_at_price > item.price && (
              <span className="block text-xs text-stone-500 line-through">
                <span className="sr-only">Original price: </span>
                {formatMoney(item.compare_at_price * item.units)}
              </span>
            )}
          </p>
        </div>
        {item.is_bundle && item.bundle && (
          <ul className="mt-2 space-y-0.5 border-l-2 border-stone-200 pl-3 text-xs text-stone-600" aria-label={`Items in ${item.name}`}>
            {item.bundle.items.map((part) => (
              <li key={part.item_id}>
                {part.name} <span className="text-stone-500">· {part.variant_id === null ? "No option chosen" : variantLabel(part.options)}</span>
              </li>
            ))}
          </ul>
        )}
        {(messages.length > 0 || blockedMessage) && (
          <ul className="mt-2 space-y-1">
            {blockedMessage && (
              <li id={blockId} className={`border-l-2 px-2.5 py-1 text-xs font-medium ${resultStyle.fail}`}>
                {blockedMessage}
              </li>
            )}
            {messages.map((r, i) => (
              <li key={i} className={`border-l-2 px-2.5 py-1 text-xs ${resultStyle[r.status]}`}>
                {r.message}
              </li>
            ))}
          </ul>
        )}
        {onRemove && (
          <button type="button" className={`${textButton} mt-2`} onClick={onRemove}>
            Remove <span className="sr-only">{item.name}</span>
          </button>
        )}
      </div>
    </li>
  );
}
