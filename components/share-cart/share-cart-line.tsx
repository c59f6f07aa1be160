"use client";
import Image from "next/image";
import type { CartItem } from "@/lib/api/schemas/cart";
import { lineImage } from "@/lib/cart/line-image";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { formatMoney, formatPriceRange } from "@/lib/money";
import { needsOption, SELECT_ALL_OPTIONS } from "@/lib/share-cart/share-lines";
import { maxQuantity, variantLabel } from "@/lib/variants";
import { secondaryButton, textButton } from "@/components/ui/button-styles";
import { QuantityStepper } from "@/components/item/quantity-stepper";

const resultStyle = {
  success: "border-emerald-600 bg-emerald-50 text-emerald-900",
  warning: "border-amber-500 bg-amber-50 text-amber-900",
  fail: "border-rose-700 bg-rose-50 text-rose-800",
} as const;

interface ShareCartLineProps {
  line: LocalCartLine;
  /** the server's view of the line; undefined until the first calculation answers */
  item: CartItem | undefined;
  onUnits: (units: number) => void;
  onChoose: () => void;
  onRemove: () => void;
}

export const lineElementId = (lineId: string) => `share-line-${lineId}`;

/** Until an option is chosen the line shows the item's price range. */
function priceText(item: CartItem, chosen: boolean): string {
  if (chosen && item.price > 0) return formatMoney(item.price);
  const prices = item.variants.map((v) => v.price).filter((p) => p > 0);
  if (prices.length === 0) return "";
  return formatPriceRange(Math.min(...prices), Math.max(...prices));
}

/**
 * One shared line (CART-09): thumbnail, name, options, price, units, the server's results. A line
 * without its option says 'select all options' beside it and offers 'Choose options', which opens
 * the option dialog.
 */
export function ShareCartLine({ line, item, onUnits, onChoose, onRemove }: ShareCartLineProps) {
  const missing = needsOption(line);
  const variant = item?.variants.find((v) => v.id === line.variant_id) ?? null;
  // the server repeats 'select all options' as a failed result; it is shown once, below
  const messages = (item?.results ?? []).filter((r) => r.message.trim() !== "" && r.message !== SELECT_ALL_OPTIONS);
  const name = item?.name ?? "";
  const missingId = `${lineElementId(line.local_id)}-missing`;

  return (
    <li id={lineElementId(line.local_id)} tabIndex={-1} className="flex gap-4 py-5 outline-none focus-visible:bg-stone-50">
      {item ? (
        <Image src={lineImage({ ...item, variant_id: line.variant_id })} alt="" width={96} height={120} className="h-[120px] w-24 shrink-0 bg-stone-100 object-cover" />
      ) : (
        <div aria-hidden="true" className="h-[120px] w-24 shrink-0 animate-pulse bg-stone-100" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-stone-500">{item?.brand}</p>
            <h3 className="text-sm leading-snug text-stone-950">{name}</h3>
            <p className="mt-0.5 text-xs text-stone-600">{missing ? "No option chosen" : variant ? variantLabel(variant.options) : item ? variantLabel(item.options) : ""}</p>
          </div>
          {item && (
            <p className="shrink-0 text-right text-sm tabular-nums">
              <span className="block text-stone-950">{priceText(item, !missing)}</span>
              {!missing && item.compare_at_price !== null && item.compare_at_price > item.price && (
                <span className="block text-xs text-stone-500 line-through">
                  <span className="sr-only">Original price: </span>
                  {formatMoney(item.compare_at_price)}
                </span>
              )}
            </p>
          )}
        </div>

        {missing && (
          <p id={missingId} className="mt-2 border-l-2 border-rose-700 bg-rose-50 px-2.5 py-1 text-xs text-rose-800">
            {SELECT_ALL_OPTIONS}
          </p>
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
          <QuantityStepper size="sm" itemName={name} value={line.units} max={maxQuantity(variant ? variant.stock : null)} onChange={onUnits} />
          <div className="flex items-center gap-4">
            {item && missing && (
              <button type="button" className={secondaryButton} onClick={onChoose} aria-describedby={missingId}>
                Choose options <span className="sr-only">{name}</span>
              </button>
            )}
            {item && !missing && item.variants.length > 1 && (
              <button type="button" className={textButton} onClick={onChoose}>
                Edit <span className="sr-only">{name}</span>
              </button>
            )}
            <button type="button" className={textButton} onClick={onRemove}>
              Remove <span className="sr-only">{name}</span>
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
