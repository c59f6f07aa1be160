import Image from "next/image";
import Link from "next/link";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { isOfferEnded } from "@/lib/item/countdown";
import { OFFER_ENDED } from "@/lib/item/labels";
import { priceView } from "@/lib/item/price";
import { MEMBER_PRICE, PRESALE, SOLD_OUT } from "@/lib/store/messages";
import { itemPath } from "@/lib/routes";

/** Three columns on every width (BR-UI-05); the container stops growing at 1240 px. */
export const TILE_IMAGE_SIZES = "(min-width: 1240px) 390px, 33vw";

/**
 * One grid tile (BROWSE-09, BROWSE-12): picture, tags, brand, name and price; it opens the item. A
 * pre-order whose offer has ended (at `now`, the page's render time) says so instead of PRESALE.
 */
export function ItemTile({ store, item, now }: { store: string; item: ItemSummary; now: number }) {
  const price = priceView(item, null);
  const offerEnded = item.is_preorder && isOfferEnded(item.offer_ends ?? null, now);
  return (
    <Link
      href={itemPath(store, item.store_id, item._id)}
      data-testid="item-tile"
      className="group block focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-stone-950"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-stone-100">
        <Image
          src={item.thumb}
          alt=""
          fill
          sizes={TILE_IMAGE_SIZES}
          className={`object-cover transition duration-500 ease-out group-hover:scale-[1.03] motion-reduce:transition-none ${item.out_of_stock ? "opacity-60" : ""}`}
        />
        {item.out_of_stock || item.is_preorder ? (
          <div className="absolute left-1.5 top-1.5 flex flex-col items-start gap-1 desktop:left-3 desktop:top-3">
            {item.out_of_stock ? (
              <span className="bg-white px-1.5 py-0.5 text-[9px] font-semibold tracking-[0.14em] text-stone-950 desktop:px-2 desktop:py-1 desktop:text-[11px]">{SOLD_OUT}</span>
            ) : null}
            {item.is_preorder ? (
              <span className="bg-stone-950 px-1.5 py-0.5 text-[9px] font-semibold uppercase tracking-[0.14em] text-white desktop:px-2 desktop:py-1 desktop:text-[11px]">
                {offerEnded ? OFFER_ENDED : PRESALE}
              </span>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="pt-2 desktop:pt-3">
        <p className="truncate text-[10px] font-medium uppercase tracking-[0.12em] text-stone-600 desktop:text-[11px]">{item.brand.name}</p>
        <h3 className="mt-0.5 line-clamp-2 text-[13px] leading-snug text-stone-900 group-hover:underline group-hover:underline-offset-2 desktop:text-[15px]">{item.name}</h3>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-1.5 text-[12px] tabular-nums desktop:text-sm">
          <span className={price.isError ? "text-rose-700" : "font-medium text-stone-950"}>{price.price}</span>
          {price.compareAt ? (
            <span className="text-stone-500 line-through">
              <span className="sr-only">Original price: </span>
              {price.compareAt}
            </span>
          ) : null}
        </p>
        {price.isMember ? <p className="mt-1 text-[10px] font-semibold tracking-[0.06em] text-brand-accent desktop:text-xs">{MEMBER_PRICE}</p> : null}
      </div>
    </Link>
  );
}
