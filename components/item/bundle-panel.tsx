"use client";
import Image from "next/image";
import { useId, useRef, useState } from "react";
import type { BundleItem, ItemDetail } from "@/lib/api/schemas/item";
import { BUNDLE_ADDED_MESSAGE } from "@/lib/cart/actions";
import { notify } from "@/lib/toast";
import { useCart } from "@/hooks/use-cart";
import { variantLabel } from "@/lib/variants";
import { ADD_TO_CART, OFFER_ENDED } from "@/lib/item/labels";
import { bundlePriceView, bundleSum } from "@/lib/item/price";
import { primaryButton } from "@/components/ui/button-styles";
import { ItemPrice } from "./item-price";

export const SELECT_ALL_OPTIONS = "Please select all item options.";
export const BUNDLE_HEADING = "Bundle Items";

type BundleGroup = NonNullable<ItemDetail["bundle"]>["groups"][number];

/** Items with a single variant start chosen; the others wait for the shopper. */
function initialChoices(items: readonly BundleItem[]): Record<string, string> {
  return Object.fromEntries(items.flatMap((i) => (i.variants.length === 1 && i.variants[0] ? [[i.id, i.variants[0].id]] : [])));
}

/**
 * The bundle panel (BROWSE-20): the price line, the percent off, the item count and a variant
 * select per bundle item. The price is the range until every piece is chosen, then what the cart
 * will charge beside the struck sum. Every item needs an option before the bundle goes into the
 * cart as ONE line.
 */
export function BundlePanel({ item, group, ended, onAdded }: {
  item: Pick<ItemDetail, "_id" | "store" | "variants" | "out_of_stock" | "min_price" | "max_price" | "compare_at_price" | "price_type">;
  group: BundleGroup;
  ended: boolean;
  onAdded: () => void;
}) {
  const baseId = useId();
  const [choices, setChoices] = useState(() => initialChoices(group.items));
  const [showMissing, setShowMissing] = useState(false);
  const missing = group.items.filter((i) => !choices[i.id]);
  const count = group.count || group.items.length;

  const cart = useCart();
  // a second click while the server cart is still answering would add the bundle twice
  const adding = useRef(false);

  const add = async () => {
    const sum = bundleSum(group.items, choices);
    if (sum === null) {
      setShowMissing(true);
      const first = missing[0];
      if (first) document.getElementById(`${baseId}-${first.id}`)?.focus();
      return;
    }
    if (adding.current) return;
    adding.current = true;
    const added = await cart.add({
      item_id: item._id,
      store_id: item.store.id,
      // the bundle item itself has at most one variant; the choices live in `bundle`
      variant_id: item.variants.length === 1 ? (item.variants[0]?.id ?? null) : null,
      units: 1,
      // the bundle is priced as the sum of the chosen parts (before its discount)
      seen_price: sum,
      bundle: group.items.map((i) => ({ item_id: i.id, variant_id: choices[i.id] ?? null })),
    });
    adding.current = false;
    if (added) {
      notify.success(BUNDLE_ADDED_MESSAGE);
      onAdded();
    }
  };

  return (
    <div className="space-y-6">
      <ItemPrice view={bundlePriceView(item, group, choices)} soldOut={item.out_of_stock} />
      <section aria-labelledby={`${baseId}-h`} className="border border-stone-200">
        <div className="flex items-baseline justify-between gap-4 border-b border-stone-200 bg-stone-50 px-4 py-3">
          <h2 id={`${baseId}-h`} className="font-serif text-lg text-stone-950">
            {BUNDLE_HEADING}
          </h2>
          <p className="text-sm text-stone-600">
            {group.discount > 0 && <span className="mr-2 font-semibold text-rose-800">{group.discount}% off</span>}
            {count} items
          </p>
        </div>
        <ul className="divide-y divide-stone-200">
          {group.items.map((part) => {
            const selectId = `${baseId}-${part.id}`;
            const invalid = showMissing && !choices[part.id];
            return (
              <li key={part.id} className="flex gap-4 px-4 py-4">
                <Image src={part.thumb} alt="" width={64} height={80} className="h-20 w-16 shrink-0 bg-stone-100 object-cover" />
                <div className="min-w-0 flex-1 space-y-2">
                  <p className="text-[11px] uppercase tracking-[0.14em] text-stone-500">{part.brand.name}</p>
                  <label htmlFor={selectId} className="block text-sm text-stone-900">
                    {part.name}
                  </label>
                  <select
                    id={selectId}
                    value={choices[part.id] ?? ""}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${baseId}-err` : undefined}
                    onChange={(e) => setChoices((c) => ({ ...c, [part.id]: e.target.value }))}
                    className={`h-11 w-full border bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900 ${invalid ? "border-rose-700" : "border-stone-300"}`}
                  >
                    <option value="">Select an option</option>
                    {part.variants.map((v) => (
                      <option key={v.id} value={v.id} disabled={v.stock === 0}>
                        {variantLabel(v.options)}
                        {v.stock === 0 ? " (Out of stock)" : ""}
                      </option>
                    ))}
                  </select>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="space-y-3 border-t border-stone-200 px-4 py-4">
          {showMissing && missing.length > 0 && (
            <p id={`${baseId}-err`} role="alert" className="text-sm font-medium text-rose-700">
              {SELECT_ALL_OPTIONS}
            </p>
          )}
          <button type="button" className={primaryButton} disabled={ended || item.out_of_stock} onClick={add}>
            {ended ? OFFER_ENDED : ADD_TO_CART}
          </button>
        </div>
      </section>
    </div>
  );
}
