import type { PriceView } from "@/lib/item/price";

/** Price or range, the struck compare-at price, the 'member price' label and the SOLD OUT marker. */
export function ItemPrice({ view, soldOut }: { view: PriceView; soldOut: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className={`text-2xl tabular-nums tracking-tight ${view.isError ? "text-rose-700" : "text-stone-950"}`} role={view.isError ? "alert" : undefined}>
        {view.price}
      </p>
      {view.compareAt && (
        <p className="text-base tabular-nums text-stone-500 line-through">
          <span className="sr-only">Original price: </span>
          {view.compareAt}
        </p>
      )}
      {view.isMember && <span className="bg-amber-100 px-2 py-1 text-xs font-semibold tracking-[0.06em] text-amber-900">member price</span>}
      {soldOut && <span className="bg-stone-900 px-2 py-1 text-[11px] font-semibold tracking-[0.18em] text-white">SOLD OUT</span>}
    </div>
  );
}
