"use client";
import type { CartItem } from "@/lib/api/schemas/cart";
import { lineImage } from "@/lib/cart/line-image";
import { bundleParts, higherCompareAt, lineOptions } from "@/lib/cart/line-text";
import { formatMoney } from "@/lib/money";
import { LineAction, LineImage, LineItem, LinePrice, type LineNote } from "@/components/ui/line-item";

/** The element a blocked line's check focuses. */
export const checkoutLineId = (cartItemId: string) => `checkout-line-${cartItemId}`;

interface CheckoutLineProps {
  item: CartItem;
  /** the check that stopped Next on this line */
  blockedMessage: string | null;
  onDetails: () => void;
  onRemove?: () => void;
}

/** One line of the checkout cart: the thumbnail (opening the detail dialog, CHK-10), options, units, price, results. */
export function CheckoutLine({ item, blockedMessage, onDetails, onRemove }: CheckoutLineProps) {
  const blockId = `${checkoutLineId(item.cart_item_id)}-blocked`;
  const compareAt = higherCompareAt(item);
  // the check's message is shown first and once, even when the server's results repeat it
  const notes: LineNote[] = [
    ...(blockedMessage ? [{ status: "fail" as const, message: blockedMessage, id: blockId, strong: true }] : []),
    ...item.results.filter((r) => r.message !== blockedMessage),
  ];

  return (
    <LineItem
      id={checkoutLineId(item.cart_item_id)}
      describedBy={blockedMessage ? blockId : undefined}
      size="sm"
      media={
        <button type="button" onClick={onDetails} className="shrink-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950">
          <span className="sr-only">Details of {item.name}</span>
          <LineImage src={lineImage(item)} size="sm" />
        </button>
      }
      brand={item.brand}
      name={item.name}
      options={lineOptions(item)}
      detail={`Qty ${item.units}`}
      price={<LinePrice price={formatMoney(item.price * item.units)} compareAt={compareAt === null ? null : compareAt * item.units} />}
      parts={bundleParts(item)}
      partsOf={item.name}
      notes={notes}
      actions={onRemove && <LineAction label="Remove" itemName={item.name} onClick={onRemove} />}
    />
  );
}
