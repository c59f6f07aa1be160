import Image from "next/image";
import type { ReactNode } from "react";
import { formatMoney } from "@/lib/money";
import { Button } from "./button";

/**
 * One line of a cart, whichever cart it is (the cart page, the checkout, a shared cart): the picture, brand
 * and name, the chosen options, the price, what the server said about the line, then the units and the
 * actions. The screens pass what differs: a linked or clickable picture, a price range, an editable or a
 * shown quantity, their actions.
 */

const SIZES = {
  /** the cart and shared-cart pages */
  md: { width: 96, height: 120, className: "h-[120px] w-24", padding: "py-5" },
  /** the checkout's narrower column */
  sm: { width: 72, height: 90, className: "h-[90px] w-[72px]", padding: "py-4" },
} as const;
type LineSize = keyof typeof SIZES;

const NOTE_STYLES = {
  success: "border-emerald-600 bg-emerald-50 text-emerald-900",
  warning: "border-amber-500 bg-amber-50 text-amber-900",
  fail: "border-rose-700 bg-rose-50 text-rose-800",
} as const;

/** What the server (or a check) says about the line; empty messages (a plain success) are not shown. */
export interface LineNote {
  status: keyof typeof NOTE_STYLES;
  message: string;
  /** for `aria-describedby` from the line or a button */
  id?: string;
  /** the note that stopped checkout */
  strong?: boolean;
}

/** The line's picture; null while the line's details load (a grey placeholder). */
export function LineImage({ src, size = "md" }: { src: string | null; size?: LineSize }) {
  const { width, height, className } = SIZES[size];
  if (src === null) return <div aria-hidden="true" className={`${className} shrink-0 animate-pulse bg-stone-100`} />;
  return <Image src={src} alt="" width={width} height={height} className={`${className} shrink-0 bg-stone-100 object-cover`} />;
}

/** The price, and the struck-through original price when it was higher. */
export function LinePrice({ price, compareAt = null }: { price: string; compareAt?: number | null }) {
  return (
    <>
      <span className="block text-stone-950">{price}</span>
      {compareAt !== null && (
        <span className="block text-xs text-stone-500 line-through">
          <span className="sr-only">Original price: </span>
          {formatMoney(compareAt)}
        </span>
      )}
    </>
  );
}

/** An action on the line ("Edit", "Remove"), naming the item for screen readers. */
export function LineAction({ label, itemName, onClick, variant = "text", describedBy }: { label: string; itemName: string; onClick: () => void; variant?: "text" | "secondary"; describedBy?: string }) {
  return (
    <Button variant={variant} onClick={onClick} aria-describedby={describedBy}>
      {label} <span className="sr-only">{itemName}</span>
    </Button>
  );
}

interface LineItemProps {
  /** the element a check focuses when it stops on this line */
  id: string;
  describedBy?: string;
  size?: LineSize;
  /** the picture, wrapped in a link or a button where it leads somewhere (see LineImage) */
  media: ReactNode;
  brand?: string;
  /** the item's name, or a link with it */
  name: ReactNode;
  /** the chosen options' text; omitted when the item has none */
  options?: string | null;
  /** a line below the options (the checkout's "Qty 2") */
  detail?: ReactNode;
  /** see LinePrice; omitted while unknown */
  price?: ReactNode;
  /** a bundle's parts, each with its options */
  parts?: { id: string; name: string; options: string }[];
  /** the bundle's name, for the parts list's label */
  partsOf?: string;
  notes?: LineNote[];
  /** the quantity stepper, where units can change */
  quantity?: ReactNode;
  actions?: ReactNode;
}

export function LineItem({ id, describedBy, size = "md", media, brand, name, options, detail, price, parts, partsOf, notes = [], quantity, actions }: LineItemProps) {
  const shown = notes.filter((n) => n.message.trim() !== "");
  return (
    <li id={id} tabIndex={-1} aria-describedby={describedBy} className={`flex gap-4 outline-none focus-visible:bg-stone-50 ${SIZES[size].padding}`}>
      {media}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-stone-500">{brand}</p>
            <h3 className="text-sm leading-snug text-stone-950">{name}</h3>
            {options != null && <p className="mt-0.5 text-xs text-stone-600">{options}</p>}
            {detail && <p className="mt-0.5 text-xs text-stone-600">{detail}</p>}
          </div>
          {price && <p className="shrink-0 text-right text-sm tabular-nums">{price}</p>}
        </div>

        {parts && parts.length > 0 && (
          <ul className="mt-2 space-y-0.5 border-l-2 border-stone-200 pl-3 text-xs text-stone-600" aria-label={`Items in ${partsOf}`}>
            {parts.map((part) => (
              <li key={part.id}>
                {part.name} <span className="text-stone-500">· {part.options}</span>
              </li>
            ))}
          </ul>
        )}

        {shown.length > 0 && (
          <ul className="mt-2 space-y-1">
            {shown.map((note, i) => (
              <li key={i} id={note.id} className={`border-l-2 px-2.5 py-1 text-xs ${note.strong ? "font-medium" : ""} ${NOTE_STYLES[note.status]}`}>
                {note.message}
              </li>
            ))}
          </ul>
        )}

        {(quantity || actions) && (
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            {quantity}
            <div className="flex items-center gap-4">{actions}</div>
          </div>
        )}
      </div>
    </li>
  );
}
