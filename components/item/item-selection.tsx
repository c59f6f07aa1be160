"use client";
import { createContext, use, type ReactNode } from "react";
import type { Variant } from "@/lib/api/schemas/item";
import { useVariantSelection, type VariantSelection } from "@/hooks/use-variant-selection";

const ItemSelectionContext = createContext<VariantSelection | null>(null);

/**
 * Holds the item page's option choice so the separate islands agree: the purchase panel edits it,
 * the carousel shows the chosen variant's image. Server-rendered children pass straight through.
 */
export function ItemSelectionProvider({ variants, children }: { variants: readonly Variant[]; children: ReactNode }) {
  const state = useVariantSelection(variants);
  return <ItemSelectionContext value={state}>{children}</ItemSelectionContext>;
}

/** The page's selection, or null outside the provider (the carousel also works on its own). */
export function useItemSelection(): VariantSelection | null {
  return use(ItemSelectionContext);
}
