"use client";
import Image from "next/image";
import type { BoxItem } from "@/lib/api/schemas/box";
import { priceView } from "@/lib/item/price";
import { ADD_TO_BOX } from "./add-to-box-dialog";

interface BoxItemCardProps {
  item: BoxItem;
  /** already in the box */
  inBox: boolean;
  onDetail: (item: BoxItem) => void;
  onAdd: (item: BoxItem) => void;
}

/** One style of the box builder's grid and the search results: it opens its detail, or the option dialog. */
export function BoxItemCard({ item, inBox, onDetail, onAdd }: BoxItemCardProps) {
  const price = priceView(item, null);
  return (
    <li data-testid="box-item" className="flex flex-col">
      <button type="button" onClick={() => onDetail(item)} className="group block text-left focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-stone-950">
        <span className="relative block aspect-[4/5] overflow-hidden bg-stone-100">
          <Image src={item.thumb} alt="" fill sizes="(min-width: 960px) 240px, 45vw" className="object-cover" />
        </span>
        <span className="mt-2 block truncate text-[11px] font-medium uppercase tracking-[0.12em] text-stone-600">{item.brand.name}</span>
        <span className="mt-0.5 line-clamp-2 block text-sm leading-snug text-stone-900 group-hover:underline">{item.name}</span>
        <span className="mt-1 block text-sm tabular-nums text-stone-950">{price.price}</span>
      </button>
      {inBox && <p className="mt-1 text-xs font-semibold text-emerald-800">In your box</p>}
      <button
        type="button"
        onClick={() => onAdd(item)}
        className="mt-2 min-h-11 border border-stone-950 px-3 text-xs font-semibold uppercase tracking-[0.14em] text-stone-950 hover:bg-stone-950 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
      >
        {ADD_TO_BOX}
        <span className="sr-only">: {item.name}</span>
      </button>
    </li>
  );
}
