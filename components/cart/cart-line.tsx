"use client";
import Link from "next/link";
import type { CartItem } from "@/lib/api/schemas/cart";
import { lineImage } from "@/lib/cart/line-image";
import { bundleParts, higherCompareAt, lineOptions } from "@/lib/cart/line-text";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { clampUnits, shownUnits, stockOfLine } from "@/lib/cart/quantity";
import { STARTER_TEXT } from "@/lib/cart/starter-pack";
import { formatMoney } from "@/lib/money";
import { itemPath } from "@/lib/routes";
import { maxQuantity } from "@/lib/variants";
import { QuantityStepper } from "@/components/item/quantity-stepper";
import { LineAction, LineImage, LineItem, LinePrice } from "@/components/ui/line-item";

interface CartLineProps {
  item: CartItem;
  line: LocalCartLine;
  /** the store segment for the item link */
  storeSlug: string;
  /** already within the stock the browser knows; 0 removes the line */
  onUnits: (units: number) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** A line can change option when it is not a bundle and there is a choice to make. */
function canEditOption(item: CartItem): boolean {
  return !item.is_bundle && (item.variants.length > 1 || (item.variant_id === null && item.variants.length > 0));
}

/**
 * One cart line (CART-01/04/05/06): thumb, name, options, price, units, the server's results. A starter-pack
 * line (CART-10) has no Remove and cannot go to 0 units; its size changes through Edit.
 */
export function CartLine({ item, line, storeSlug, onUnits, onEdit, onRemove }: CartLineProps) {
  const stock = stockOfLine({ variants: item.variants, variant_id: line.variant_id });
  const href = itemPath(storeSlug, item.store_id, item.item_id);

  return (
    <LineItem
      id={`cart-line-${item.cart_item_id}`}
      media={
        <Link href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <LineImage src={lineImage({ ...item, variant_id: line.variant_id })} />
        </Link>
      }
      brand={item.brand}
      name={
        <Link href={href} className="hover:underline hover:underline-offset-4">
          {item.name}
        </Link>
      }
      options={lineOptions(item)}
      price={<LinePrice price={formatMoney(item.price)} compareAt={higherCompareAt(item)} />}
      parts={bundleParts(item)}
      partsOf={item.name}
      notes={item.results}
      quantity={
        // never more than can be bought (finding 15.1): what is typed is kept to the stock
        <QuantityStepper
          size="sm"
          itemName={item.name}
          value={shownUnits(line.units, stock, item)}
          max={maxQuantity(stock)}
          // a starter-pack line never goes to 0 (BR-CHK-10): typing 0 keeps it
          onChange={(units) => (item.is_starter && units < 1 ? undefined : onUnits(units === 0 ? 0 : clampUnits(units, stock)))}
        />
      }
      actions={
        <>
          {canEditOption(item) && <LineAction label="Edit" itemName={item.name} onClick={onEdit} />}
          {item.is_starter ? (
            <p className="text-xs text-stone-600">{STARTER_TEXT.stays}</p>
          ) : (
            <LineAction label="Remove" itemName={item.name} onClick={onRemove} />
          )}
        </>
      }
    />
  );
}
