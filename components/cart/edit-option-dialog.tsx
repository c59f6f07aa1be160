"use client";
import { lazy, Suspense, useId } from "react";
import type { CartItem } from "@/lib/api/schemas/cart";
import { UPDATE } from "@/lib/item/labels";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { OptionChange } from "./edit-option-form";

// The form (the variant picker, react-hook-form and its zod schema) loads when a line is first edited:
// the cart and share-cart pages hydrate without it.
const EditOptionForm = lazy(() => import("./edit-option-form").then((m) => ({ default: m.EditOptionForm })));
// CART-10: the starter pack's size changes through its own size picker, loaded the same way.
const StarterSizeForm = lazy(() => import("@/components/item/starter-pack-dialog").then((m) => ({ default: m.StarterSizeForm })));

interface EditOptionDialogProps {
  /** the line being edited; null when closed */
  item: CartItem | null;
  units: number;
  onUpdate: (change: OptionChange) => void;
  onClose: () => void;
}

/**
 * The option dialog in cart mode (CART-05): the variant picker with an 'Update' button; for the starter
 * pack (CART-10) the size picker, where a size preference is required, with its current size checked.
 */
export function EditOptionDialog({ item, units, onUpdate, onClose }: EditOptionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} labelledBy={titleId} className="w-[min(94vw,480px)] bg-white text-stone-900">
      {item && (
        <Suspense fallback={<Spinner className="m-10 size-6" />}>
          {item.is_starter ? (
            <StarterSizeForm
              variants={item.variants}
              current={item.variant_id}
              submitLabel={UPDATE}
              titleId={titleId}
              onChoose={(variant) => onUpdate({ variantId: variant.id, units, price: variant.price })}
              onClose={onClose}
            />
          ) : (
            <EditOptionForm item={item} units={units} titleId={titleId} onUpdate={onUpdate} onClose={onClose} />
          )}
        </Suspense>
      )}
    </Dialog>
  );
}
