"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import type { Variant } from "@/lib/api/schemas/item";
import { sizeChoices, STARTER_TEXT } from "@/lib/cart/starter-pack";
import { starterSizeSchema, type StarterSizeValues } from "@/lib/cart/starter-pack-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { errorId } from "@/components/ui/field";

interface StarterPackDialogProps {
  open: boolean;
  variants: Variant[];
  onChoose: (variant: Variant) => void;
  onClose: () => void;
}

interface StarterSizeFormProps extends Omit<StarterPackDialogProps, "open"> {
  titleId: string;
  /** the size already chosen (the cart's Edit): checked at first */
  current?: string | null;
  /** the submit button's words: 'Add to cart' on the item page, 'Update' in the cart */
  submitLabel?: string;
}

/**
 * The size picker's form (CART-10): one radio a size, a sold-out size disabled, a size required. The item
 * page's dialog adds the pack with it; the cart's Edit (components/cart/edit-option-dialog.tsx) changes
 * the pack's size with it, the current size checked.
 */
export function StarterSizeForm({ variants, titleId, onChoose, onClose, current = null, submitLabel = STARTER_TEXT.add }: StarterSizeFormProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useShopForm<StarterSizeValues>({ resolver: zodResolver(starterSizeSchema), defaultValues: { variantId: current ?? "" } });
  const error = errors.variantId?.message;
  const choices = sizeChoices(variants);
  return (
    <form
      noValidate
      className="space-y-5 p-6"
      onSubmit={handleSubmit(({ variantId }) => {
        const variant = variants.find((v) => v.id === variantId);
        if (variant) onChoose(variant);
      })}
    >
      <h2 id={titleId} className="font-serif text-2xl text-stone-950">
        {STARTER_TEXT.title}
      </h2>
      <fieldset aria-describedby={error ? errorId(id) : undefined} aria-invalid={error ? true : undefined}>
        <legend className="sr-only">Size preference</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice, index) => (
            <label
              key={choice.variantId}
              className="cursor-pointer border border-stone-300 px-4 py-2 text-sm text-stone-950 has-[:checked]:border-stone-950 has-[:checked]:bg-stone-950 has-[:checked]:text-white has-[:disabled]:cursor-not-allowed has-[:disabled]:text-stone-400 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-stone-950"
            >
              <input type="radio" value={choice.variantId} disabled={choice.stock === 0} className="sr-only" {...register("variantId")} autoFocus={current ? choice.variantId === current : index === 0} />
              {choice.label}
              {choice.stock === 0 && <span className="sr-only"> ({STARTER_TEXT.soldOut})</span>}
            </label>
          ))}
        </div>
      </fieldset>
      {error && (
        <p id={errorId(id)} role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      <p className="text-sm text-stone-700">{STARTER_TEXT.stays}</p>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={onClose}>
          {STARTER_TEXT.cancel}
        </Button>
        <Button type="submit" className="flex-1">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** CART-10: the starter pack's size picker dialog; Add without a size says 'Please select a size preference'. */
export function StarterPackDialog({ open, variants, onChoose, onClose }: StarterPackDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} className="w-[min(94vw,440px)] bg-white text-stone-900">
      <StarterSizeForm variants={variants} titleId={titleId} onChoose={onChoose} onClose={onClose} />
    </Dialog>
  );
}
