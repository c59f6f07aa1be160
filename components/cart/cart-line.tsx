"use client";
import Image from "next/image";
import Link from "next/link";
import type { CartItem } from "@/lib/api/schemas/cart";
import { lineImage } from "@/lib/cart/line-image";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { clampUnits, shownUnits, stockOfLine } from "@/lib/cart/quantity";
import { formatMoney } from "@/lib/money";
import { itemPath } from "@/lib/routes";
import { maxQuantity, variantLabel } from "@/lib/variants";
import { textButton } from "@/components/ui/button-styles";
import { QuantityStepper } from "@/components/item/quantity-stepper";

const resultStyle = {
  success: "border-emerald-600 bg-emerald-50 text-emerald-900",
  warning: "border-amber-500 bg-amber-50 text-amber-900",
  fail: "border-rose-700 bg-rose-50 text-rose-800",
} as const;

interface CartLineProps {
  item: CartItem;
  line: LocalCartLine;
  /** the store segment for the item link */
  storeSlug: string;
  /** already within the stock the browser knows; 0 removes the line */
  onUnits: (units: number) => void;
  onEdit: () => void;
  onRemove: () => void;
}

const optionText = (variantId: string | null, options: { option: string }[]) => (variantId === null ? "No option chosen" : variantLabel(options));

/** A line can change option when it is not a bundle and there is a choice to make. */
export function canEditOption(item: CartItem): boolean {
  return !item.is_bundle && (item.variants.length > 1 || (item.variant_id === null && item.variants.length > 0));
}

/** One cart line (CART-01/04/05/06): thumb, name, options, price, units, the server's results. */
export function CartLine({ item, line, storeSlug, onUnits, onEdit, onRemove }: CartLineProps) {
  const stock = stockOfLine({ variants: item.variants, variant_id: line.variant_id });
  const href = itemPath(storeSlug, item.store_id, item.item_id);
  // a plain success comes with an empty message: nothing to say
  const messages = item.results.filter((r) => r.message.trim() !== "");

  return (
    <li id={`cart-line-${item.cart_item_id}`} tabIndex={-1} className="flex gap-4 py-5 outline-none focus-visible:bg-stone-50">
      <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Image src={lineImage({ ...item, variant_id: line.variant_id })} alt="" width={96} height={120} className="h-[120px] w-24 bg-stone-100 object-cover" />
      </Link>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-stone-500">{item.brand}</p>
            <h3 className="text-sm leading-snug text-stone-950">
              <Link href={href} className="hover:underline hover:underline-offset-4">
                {item.name}
              </Link>
            </h3>
            {!item.is_bundle && item.variants.length > 0 && (
              <p className="mt-0.5 text-xs text-stone-600">{optionText(item.variant_id, item.options)}</p>
            )}
          </div>
          <p className="shrink-0 text-right text-sm tabular-nums">
            <span className="block text-stone-950">{formatMoney(item.price)}</span>
            {item.compare_at_price !== null && item.compare_at_price > item.price && (
              <span className="block text-xs text-stone-500 line-through">
                <span className="sr-only">Original price: </span>
                {formatMoney(item.compare_at_price)}
              </span>
            )}
          </p>
        </div>

        {item.is_bundle && item.bundle && (
          <ul className="mt-2 space-y-0.5 border-l-2 border-stone-200 pl-3 text-xs text-stone-600" aria-label={`Items in ${item.name}`}>
            {item.bundle.items.map((part) => (
              <li key={part.item_id}>
                {part.name} <span className="text-stone-500">· {optionText(part.variant_id, part.options)}</span>
              </li>
            ))}
          </ul>
        )}

        {messages.length > 0 && (
          <ul className="mt-2 space-y-1">
            {messages.map((r, i) => (
              <li key={i} className={`border-l-2 px-2.5 py-1 text-xs ${resultStyle[r.status]}`}>
                {r.message}
              </li>
            ))}
          </ul>
        )}

        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          {/* never more than can be bought (finding 15.1): what is typed is kept to the stock */}
          <QuantityStepper
            size="sm"
            itemName={item.name}
            value={shownUnits(line.units, stock, item)}
            max={maxQuantity(stock)}
            onChange={(units) => onUnits(units === 0 ? 0 : clampUnits(units, stock))}
          />
          <div className="flex gap-4">
            {canEditOption(item) && (
              <button type="button" className={textButton} onClick={onEdit}>
                Edit <span className="sr-only">{item.name}</span>
              </button>
            )}
            <button type="button" className={textButton} onClick={onRemove}>
              Remove <span className="sr-only">{item.name}</span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
