"use client";
import { useId, useState } from "react";
import type { BoxItem } from "@/lib/api/schemas/box";
import { addToBox, entryOf } from "@/lib/box/box-state";
import type { BoxPickInfo } from "@/lib/box/picks";
import { priceView } from "@/lib/item/price";
import { SELECT_ALL_OPTIONS } from "@/lib/share-cart/share-lines";
import { useVariantSelection } from "@/hooks/use-variant-selection";
import { ItemPrice } from "@/components/item/item-price";
import { VariantPicker } from "@/components/item/variant-picker";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { Dialog } from "@/components/ui/dialog";

/** ONB-16: the option dialog's button. */
export const ADD_TO_BOX = "add to box";

interface AddToBoxDialogProps {
  item: BoxItem | null;
  limits: Pick<BoxPickInfo, "minPick" | "maxPick">;
  onClose: () => void;
  /** the style went into the box; `full`: the box reached maxPick */
  onAdded: (full: boolean) => void;
}

/** The option dialog (ONB-16): the item page's option picker, one unit, and 'add to box'. */
export function AddToBoxDialog({ item, limits, onClose, onAdded }: AddToBoxDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} labelledBy={titleId} className="w-[min(94vw,520px)] bg-white text-stone-900">
      {item && <AddToBoxBody key={item._id} item={item} titleId={titleId} limits={limits} onClose={onClose} onAdded={onAdded} />}
    </Dialog>
  );
}

function AddToBoxBody({ item, titleId, limits, onClose, onAdded }: Omit<AddToBoxDialogProps, "item"> & { item: BoxItem; titleId: string }) {
  const state = useVariantSelection(item.variants);
  const [error, setError] = useState<string | null>(null);
  const { variant } = state;
  const soldOut = variant !== null && variant.stock === 0;

  const add = () => {
    if (!variant) return setError(SELECT_ALL_OPTIONS);
    if (soldOut) return;
    const outcome = addToBox(entryOf(item, variant), limits);
    if (!outcome.ok) return setError(outcome.message);
    onAdded(outcome.full);
  };

  return (
    <div className="max-h-[90dvh] space-y-5 overflow-y-auto p-5">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-stone-600">{item.brand.name}</p>
          <h2 id={titleId} className="font-serif text-xl leading-snug">
            {item.name}
          </h2>
        </div>
        <CloseButton onClick={onClose} />
      </div>
      <ItemPrice view={priceView(item, variant)} soldOut={false} />
      <VariantPicker variants={item.variants} state={state} showQuantity={false} />
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
      <Button className="w-full" onClick={add} disabled={soldOut}>
        {ADD_TO_BOX}
      </Button>
    </div>
  );
}
