"use client";
import { VariantPicker } from "@/components/item/variant-picker";
import { useVariantSelection } from "@/hooks/use-variant-selection";
import { Variant } from "@/lib/api/schemas/item";
import { formatMoney } from "@/lib/money";
import sample from "@/lib/dev/variant-sample.json";

// MISC-11: a local dummy data file, checked against the contract like an API answer
const VARIANTS = Variant.array().parse(sample);

/** MISC-11: the item option picker on the dummy variants, and the variant the choice finds. */
export function VariantTest() {
  const state = useVariantSelection(VARIANTS);
  return (
    <div className="space-y-6">
      <VariantPicker variants={VARIANTS} state={state} store="demo" />
      <p role="status" className="text-sm text-stone-800">
        {state.variant ? `${state.variant.sku}: ${formatMoney(state.variant.price)}, ${state.variant.stock} in stock` : "Choose every option."}
      </p>
    </div>
  );
}
