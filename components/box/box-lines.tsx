"use client";
import type { BoxEntry } from "@/lib/box/box-state";
import { STAGE_NAMES } from "@/lib/box/builder-steps";
import { formatMoney } from "@/lib/money";
import { LineAction, LineImage, LineItem, LinePrice } from "@/components/ui/line-item";

/** The styles in the box as cart lines (the review, the checkout); Remove only where the box can change. */
export function BoxLines({ entries, onRemove }: { entries: readonly BoxEntry[]; onRemove?: (itemId: string) => void }) {
  return (
    <ul aria-label="Styles in your box" className="divide-y divide-stone-200 border-y border-stone-200">
      {entries.map((entry) => (
        <LineItem
            key={entry.itemId}
            id={`box-line-${entry.itemId}`}
            media={<LineImage src={entry.thumb} />}
            brand={entry.brand}
            name={entry.name}
            options={`${entry.optionStr} · ${STAGE_NAMES[entry.stage]}`}
            price={<LinePrice price={formatMoney(entry.price)} />}
            actions={onRemove ? <LineAction label="Remove" itemName={entry.name} onClick={() => onRemove(entry.itemId)} /> : undefined}
          />
      ))}
    </ul>
  );
}
