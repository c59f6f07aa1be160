"use client";
import { useId, useMemo } from "react";
import type { Variant } from "@/lib/api/schemas/item";
import { isPickerHidden, maxQuantity, optionGroups, optionStates, variantLabel, type OptionState } from "@/lib/variants";
import type { VariantSelection } from "@/hooks/use-variant-selection";
import { NotifyMe } from "./notify-me";
import { QuantityStepper } from "./quantity-stepper";

export const OUT_OF_STOCK = "Out of stock";

/** Exclusive looks for a value chip: unavailable, chosen, sold out (greyed, struck), or plain. */
function chipStyle({ enabled, inStock, selected }: OptionState): string {
  if (!enabled) return "cursor-not-allowed border-dashed border-stone-300 bg-stone-50 text-stone-400";
  if (selected) return inStock ? "border-stone-900 bg-stone-900 text-white" : "border-stone-900 bg-stone-200 text-stone-600 line-through";
  return inStock ? "border-stone-300 bg-white text-stone-900 hover:border-stone-900" : "border-stone-300 bg-white text-stone-500 line-through hover:border-stone-900";
}

interface VariantPickerProps {
  variants: readonly Variant[];
  state: VariantSelection;
  /** greys the quantity stepper (e.g. the offer ended) */
  disabled?: boolean;
  /** the item, for the back-in-stock request under a sold-out variant (BROWSE-18) */
  itemId?: string;
  /** the store slug of the signed-out sign-in link; defaults to the page's */
  store?: string;
  /** the quantity stepper (off where one unit is all there is: a box pick) */
  showQuantity?: boolean;
}

/**
 * The option picker (BROWSE-14/15/17/18): one radio group per option category, values that no
 * variant combines with the other choices are disabled, values without stock are greyed but can be
 * chosen so the shopper sees 'Out of stock' and the back-in-stock offer. Hidden for items with one
 * variant or none.
 */
export function VariantPicker({ variants, state, disabled = false, itemId, store, showQuantity = true }: VariantPickerProps) {
  const baseId = useId();
  const groups = useMemo(() => optionGroups(variants), [variants]);
  const { variant, selection } = state;
  const soldOutVariant = variant !== null && variant.stock === 0;

  return (
    <div className="space-y-6">
      {!isPickerHidden(variants) &&
        groups.map((group, g) => {
          const legendId = `${baseId}-g${g}`;
          const chosen = selection[group.name];
          return (
            <div key={group.name} role="radiogroup" aria-labelledby={legendId} className="min-w-0">
              <div className="mb-2.5 flex items-baseline justify-between gap-4">
                <p id={legendId} className="text-xs font-semibold uppercase tracking-[0.16em] text-stone-600">
                  {group.name}
                  {chosen !== undefined && <span className="ml-2 font-normal normal-case tracking-normal text-stone-900">{chosen}</span>}
                </p>
                {chosen !== undefined && (
                  <button
                    type="button"
                    onClick={() => state.select(group.name, null)}
                    className="text-xs text-stone-500 underline underline-offset-4 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
                  >
                    Clear <span className="sr-only">{group.name}</span>
                  </button>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                {optionStates(variants, group, selection).map((option) => (
                  <label key={option.value} className="relative">
                    <input
                      type="radio"
                      name={`${baseId}-${group.name}`}
                      value={option.value}
                      checked={option.selected}
                      disabled={!option.enabled}
                      data-in-stock={option.inStock}
                      onChange={() => state.select(group.name, option.value)}
                      aria-label={!option.enabled ? `${option.value} (unavailable)` : option.inStock ? option.value : `${option.value} (${OUT_OF_STOCK.toLowerCase()})`}
                      className="peer sr-only"
                    />
                    <span
                      className={`inline-flex min-h-11 min-w-12 cursor-pointer items-center justify-center border px-4 text-sm transition select-none peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-stone-900 ${chipStyle(option)}`}
                    >
                      {option.value}
                    </span>
                  </label>
                ))}
              </div>
            </div>
          );
        })}

      {variant && !isPickerHidden(variants) && (
        <p className="text-sm text-stone-600" aria-live="polite">
          <span className="text-stone-900">{variantLabel(variant.options)}</span>
          {variant.stock > 0 && <span> · {variant.stock} in stock</span>}
        </p>
      )}

      {soldOutVariant && (
        <div className="border-l-2 border-rose-700 bg-rose-50 px-4 py-3 text-sm">
          <p role="status" className="font-semibold text-rose-800">
            {OUT_OF_STOCK}
          </p>
          <NotifyMe key={variant.id} itemId={itemId} variantId={variant.id} store={store} />
        </div>
      )}

      {showQuantity && <QuantityStepper value={state.quantity} max={maxQuantity(variant ? variant.stock : null)} onChange={state.setQuantity} disabled={disabled || soldOutVariant} />}
    </div>
  );
}
