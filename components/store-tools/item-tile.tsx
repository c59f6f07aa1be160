import Image from "next/image";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { priceView } from "@/lib/item/price";

/**
 * The picture, brand, name and price of an item in the store tools' grids (TOOLS-03: 200×200
 * thumbnails, not the store grid's 360×360). Rendered inside the tool's own control.
 */
export function ItemTileBody({ item }: { item: ItemSummary }) {
  return (
    <>
      <span className="relative block aspect-square overflow-hidden bg-stone-100">
        <Image src={item.thumb} alt="" width={200} height={200} sizes="200px" className="size-full object-cover" />
      </span>
      <span className="mt-2 block truncate text-[11px] font-medium uppercase tracking-[0.12em] text-stone-600">{item.brand.name}</span>
      <span className="block line-clamp-2 text-sm text-stone-900">{item.name}</span>
      <span className="block text-sm tabular-nums text-stone-950">
        {priceView(item, null).price}
        {item.out_of_stock ? <span className="ml-2 text-xs text-stone-600">Sold out</span> : null}
      </span>
    </>
  );
}

/** The grid the tools lay their tiles in. */
export const toolGridClass = "grid grid-cols-2 gap-4 sm:grid-cols-3 desktop:grid-cols-5";
