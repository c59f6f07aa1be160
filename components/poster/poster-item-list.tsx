import Image from "next/image";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { isOfferEnded } from "@/lib/item/countdown";
import { OFFER_ENDED } from "@/lib/item/labels";
import { priceView } from "@/lib/item/price";
import { PRESALE, SOLD_OUT } from "@/lib/store/messages";

/** The poster's list view (TOOLS-09): two columns in the frame, each tile opens the detail view. */
export function PosterItemList({ items, now, onOpen }: { items: ItemSummary[]; now: number; onOpen: (item: ItemSummary) => void }) {
  if (items.length === 0) return <p className="px-4 py-10 text-center text-sm text-stone-600">No items in this store yet.</p>;
  return (
    <ul className="grid grid-cols-2 gap-x-3 gap-y-5 px-3 py-4 sm:grid-cols-3">
      {items.map((item, index) => {
        const price = priceView(item, null);
        const tag = item.out_of_stock ? SOLD_OUT : item.is_preorder ? (isOfferEnded(item.offer_ends ?? null, now) ? OFFER_ENDED : PRESALE) : null;
        return (
          <li key={`${item.store_id}/${item._id}`}>
            <button type="button" onClick={() => onOpen(item)} className="group block w-full text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950" data-testid="poster-tile">
              <span className="relative block aspect-[4/5] overflow-hidden bg-stone-100">
                {/* the first row is in view in the frame: fetched at once, not lazily */}
                <Image
                  src={item.thumb}
                  alt=""
                  fill
                  sizes="(min-width: 640px) 33vw, 50vw"
                  loading={index < 2 ? "eager" : "lazy"}
                  fetchPriority={index < 2 ? "high" : "auto"}
                  className={`object-cover ${item.out_of_stock ? "opacity-60" : ""}`}
                />
                {tag ? <span className="absolute left-1.5 top-1.5 bg-white px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-[0.12em] text-stone-950">{tag}</span> : null}
              </span>
              <span className="mt-2 block truncate text-[10px] font-medium uppercase tracking-[0.12em] text-stone-600">{item.brand.name}</span>
              <span className="mt-0.5 line-clamp-2 block text-[13px] leading-snug text-stone-900 group-hover:underline">{item.name}</span>
              <span className={`mt-1 block text-[13px] tabular-nums ${price.isError ? "text-rose-700" : "font-medium text-stone-950"}`}>{price.price}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
