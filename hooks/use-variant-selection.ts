"use client";
import { useMemo, useState } from "react";
import type { Variant } from "@/lib/api/schemas/item";
import { choose, clampQuantity, findVariant, initialSelection, optionGroups, type Selection } from "@/lib/variants";

export interface VariantSelection {
  selection: Selection;
  variant: Variant | null;
  /** already clamped to 1..stock of the chosen variant */
  quantity: number;
  select(group: string, value: string | null): void;
  setQuantity(quantity: number): void;
}

/**
 * Picker state for one item: starts from `initial` (e.g. a cart line's current option) completed by
 * the auto-pick rule, and keeps the quantity within the chosen variant's stock.
 */
export function useVariantSelection(variants: readonly Variant[], initial: { selection?: Selection; quantity?: number } = {}): VariantSelection {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(variants, initial.selection));
  const [rawQuantity, setQuantity] = useState(initial.quantity ?? 1);
  const variant = useMemo(() => findVariant(variants, selection), [variants, selection]);
  // Clamped on read, so switching to a variant with less stock lowers the quantity shown at once.
  const quantity = clampQuantity(rawQuantity, variant ? variant.stock : null);
  const groups = useMemo(() => optionGroups(variants), [variants]);

  return {
    selection,
    variant,
    quantity,
    select(group, value) {
      if (groups.some((g) => g.name === group)) setSelection((s) => choose(s, group, value));
    },
    setQuantity: (q) => setQuantity(clampQuantity(q, variant ? variant.stock : null)),
  };
}
