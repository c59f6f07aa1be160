"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import Image from "next/image";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { z } from "zod";
import type { CartItem } from "@/lib/api/schemas/cart";
import { SELECT_OPTION_MESSAGE } from "@/lib/cart/checkout-checks";
import { UPDATE } from "@/lib/item/labels";
import { priceView } from "@/lib/item/price";
import { selectionOf } from "@/lib/variants";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { ItemPrice } from "@/components/item/item-price";
import { VariantPicker } from "@/components/item/variant-picker";
import { useVariantSelection } from "@/hooks/use-variant-selection";

/** The picker keeps the choice (hooks/use-variant-selection.ts); the form only checks there is one. */
const optionSchema = z.object({ variantId: z.string().optional().pipe(z.string({ message: SELECT_OPTION_MESSAGE })) });
type OptionInput = z.input<typeof optionSchema>;
type OptionValues = z.output<typeof optionSchema>;

export interface OptionChange {
  variantId: string;
  units: number;
  price: number;
}

interface EditOptionFormProps {
  item: CartItem;
  units: number;
  titleId: string;
  onUpdate: (change: OptionChange) => void;
  onClose: () => void;
}

/** The option dialog's content (CART-05): the variant picker with an 'Update' button. */
export function EditOptionForm({ item, units, titleId, onUpdate, onClose }: EditOptionFormProps) {
  const current = item.variants.find((v) => v.id === item.variant_id);
  const state = useVariantSelection(item.variants, { selection: selectionOf(current), quantity: units });
  const { variant } = state;
  const {
    handleSubmit,
    formState: { errors },
  } = useShopForm<OptionInput, unknown, OptionValues>({ resolver: zodResolver(optionSchema), values: { variantId: variant?.id } });
  const view = priceView({ min_price: item.price, max_price: item.price, compare_at_price: item.compare_at_price, price_type: "regular" }, variant);

  return (
    <form
      noValidate
      className="max-h-[90dvh] overflow-y-auto p-5"
      onSubmit={handleSubmit(({ variantId }) => onUpdate({ variantId, units: state.quantity, price: variant?.price ?? item.price }))}
    >
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
        <CloseButton onClick={onClose} className="self-start" />
      </div>
      <VariantPicker variants={item.variants} state={state} itemId={item.item_id} />
      {errors.variantId && !variant && (
        <p role="alert" className="mt-4 text-sm font-medium text-rose-700">
          {errors.variantId.message}
        </p>
      )}
      <Button type="submit" className="mt-6" disabled={variant !== null && variant.stock === 0}>
        {UPDATE}
      </Button>
    </form>
  );
}
