"use client";
import type { CartItem } from "@/lib/api/schemas/cart";
import { lineImage } from "@/lib/cart/line-image";
import { higherCompareAt, NO_OPTION_CHOSEN } from "@/lib/cart/line-text";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { formatMoney, formatPriceRange } from "@/lib/money";
import { needsOption, SELECT_ALL_OPTIONS } from "@/lib/share-cart/share-lines";
import { maxQuantity, variantLabel } from "@/lib/variants";
import { QuantityStepper } from "@/components/item/quantity-stepper";
import { LineAction, LineImage, LineItem, LinePrice, type LineNote } from "@/components/ui/line-item";

interface ShareCartLineProps {
  line: LocalCartLine;
  /** the server's view of the line; undefined until the first calculation answers */
  item: CartItem | undefined;
  onUnits: (units: number) => void;
  onChoose: () => void;
  onRemove: () => void;
}

export const lineElementId = (lineId: string) => `share-line-${lineId}`;

/** Until an option is chosen the line shows the item's price range. */
function priceText(item: CartItem, chosen: boolean): string {
  if (chosen && item.price > 0) return formatMoney(item.price);
  const prices = item.variants.map((v) => v.price).filter((p) => p > 0);
  if (prices.length === 0) return "";
  return formatPriceRange(Math.min(...prices), Math.max(...prices));
}

/**
 * One shared line (CART-09): thumbnail, name, options, price, units, the server's results. A line
 * without its option says 'select all options' beside it and offers 'Choose options', which opens
 * the option dialog.
 */
export function ShareCartLine({ line, item, onUnits, onChoose, onRemove }: ShareCartLineProps) {
  const missing = needsOption(line);
  const variant = item?.variants.find((v) => v.id === line.variant_id) ?? null;
  const name = item?.name ?? "";
  const missingId = `${lineElementId(line.local_id)}-missing`;
  // the server repeats 'select all options' as a failed result; it is shown once, first
  const notes: LineNote[] = [
    ...(missing ? [{ status: "fail" as const, message: SELECT_ALL_OPTIONS, id: missingId }] : []),
    ...(item?.results ?? []).filter((r) => r.message !== SELECT_ALL_OPTIONS),
  ];

  return (
    <LineItem
      id={lineElementId(line.local_id)}
      media={<LineImage src={item ? lineImage({ ...item, variant_id: line.variant_id }) : null} />}
      brand={item?.brand}
      name={name}
      options={missing ? NO_OPTION_CHOSEN : variant ? variantLabel(variant.options) : item ? variantLabel(item.options) : ""}
      price={item && <LinePrice price={priceText(item, !missing)} compareAt={missing ? null : higherCompareAt(item)} />}
      notes={notes}
      quantity={<QuantityStepper size="sm" itemName={name} value={line.units} max={maxQuantity(variant ? variant.stock : null)} onChange={onUnits} />}
      actions={
        <>
          {item && missing && <LineAction label="Choose options" itemName={name} onClick={onChoose} variant="secondary" describedBy={missingId} />}
          {item && !missing && item.variants.length > 1 && <LineAction label="Edit" itemName={name} onClick={onChoose} />}
          <LineAction label="Remove" itemName={name} onClick={onRemove} />
        </>
      }
    />
  );
}
