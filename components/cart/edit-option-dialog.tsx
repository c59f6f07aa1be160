"use client";
import Image from "next/image";
import { useId, useState } from "react";
import type { CartItem } from "@/lib/api/schemas/cart";
import { SELECT_OPTION_MESSAGE } from "@/lib/cart/checkout-checks";
import { UPDATE } from "@/lib/item/labels";
import { priceView } from "@/lib/item/price";
import { selectionOf } from "@/lib/variants";
import { primaryButton } from "@/components/ui/button-styles";
import { ItemPrice } from "@/components/item/item-price";
import { Dialog } from "@/components/ui/dialog";
import { VariantPicker } from "@/components/item/variant-picker";
import { useVariantSelection } from "@/hooks/use-variant-selection";

export interface OptionChange {
  variantId: string;
  units: number;
  price: number;
}

interface EditOptionDialogProps {
  /** the line being edited; null when closed */
  item: CartItem | null;
  units: number;
  onUpdate: (change: OptionChange) => void;
  onClose: () => void;
}

/** The option dialog in cart mode (CART-05): the variant picker with an 'Update' button. */
export function EditOptionDialog({ item, units, onUpdate, onClose }: EditOptionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} labelledBy={titleId} className="w-[min(94vw,480px)] bg-white text-stone-900">
      {item && <EditOptionForm item={item} units={units} titleId={titleId} onUpdate={onUpdate} onClose={onClose} />}
    </Dialog>
  );
}

interface EditOptionFormProps {
  item: CartItem;
  units: number;
  titleId: string;
  onUpdate: (change: OptionChange) => void;
  onClose: () => void;
}

function EditOptionForm({ item, units, titleId, onUpdate, onClose }: EditOptionFormProps) {
  const current = item.variants.find((v) => v.id === item.variant_id);
  const state = useVariantSelection(item.variants, { selection: selectionOf(current), quantity: units });
  const [missing, setMissing] = useState(false);
  const { variant } = state;
  const view = priceView({ min_price: item.price, max_price: item.price, compare_at_price: item.compare_at_price, price_type: "regular" }, variant);

  return (
    <div className="max-h-[90dvh] overflow-y-auto p-5">
      <div className="mb-5 flex gap-4">
        <Image src={variant?.image ?? item.thumb} alt="" width={80} height={100} className="h-[100px] w-20 shrink-0 bg-stone-100 object-cover" />
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-stone-500">{item.brand}</p>
          <h2 id={titleId} className="font-serif text-lg leading-snug">
            {item.name}
          </h2>
          <div className="mt-2 [&_p:first-child]:text-lg">
            <ItemPrice view={view} soldOut={false} />
          </div>
        </div>
        <button type="button" aria-label="Close" onClick={onClose} className="grid h-10 w-10 shrink-0 place-items-center self-start text-2xl text-stone-600 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-stone-950">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <VariantPicker variants={item.variants} state={state} itemId={item.item_id} />
      {missing && !variant && (
        <p role="alert" className="mt-4 text-sm font-medium text-rose-700">
          {SELECT_OPTION_MESSAGE}
        </p>
      )}
      <button
        type="button"
        className={`${primaryButton} mt-6`}
        disabled={variant !== null && variant.stock === 0}
        onClick={() => {
          if (!variant) setMissing(true);
          else onUpdate({ variantId: variant.id, units: state.quantity, price: variant.price });
        }}
      >
        {UPDATE}
      </button>
    </div>
  );
}
