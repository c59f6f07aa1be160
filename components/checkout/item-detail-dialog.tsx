"use client";
import { useQuery } from "@tanstack/react-query";
import Image from "next/image";
import { useId } from "react";
import { priceView } from "@/lib/item/price";
import { itemDetailsQuery } from "@/lib/queries/item";
import { ItemDescription } from "@/components/item/item-description";
import { ItemPrice } from "@/components/item/item-price";
import { CloseButton } from "@/components/ui/close-button";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

export interface DetailTarget {
  itemId: string;
  storeId: string;
  /** shown as the heading while the details load */
  name: string;
}

/**
 * The item detail dialog a checkout thumbnail opens (CHK-10): images, brand, name, price range and
 * description from GET /api/items/{item_id}/{store_id}/details.
 */
export function ItemDetailDialog({ target, onClose }: { target: DetailTarget | null; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={target !== null} onClose={onClose} labelledBy={titleId} className="w-[min(94vw,640px)] bg-white text-stone-900">
      {target && <ItemDetailBody target={target} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function ItemDetailBody({ target, titleId, onClose }: { target: DetailTarget; titleId: string; onClose: () => void }) {
  const details = useQuery(itemDetailsQuery(target.itemId, target.storeId));
  const item = details.data;
  const images = item ? [...new Set([...item.files, ...item.influencer_images])] : [];

  return (
    <div className="max-h-[90dvh] overflow-y-auto p-5">
      <div className="mb-4 flex items-start justify-between gap-4">
        <div className="min-w-0">
          {item && <p className="text-[11px] font-semibold uppercase tracking-[0.14em] text-stone-500">{item.brand.name}</p>}
          <h2 id={titleId} className="font-serif text-xl leading-snug">
            {item?.name ?? target.name}
          </h2>
        </div>
        <CloseButton onClick={onClose} />
      </div>
      {details.isPending ? (
        <p className="flex items-center gap-2 py-10 text-sm text-stone-600" role="status">
          <Spinner /> Loading…
        </p>
      ) : details.isError ? (
        <p role="alert" className="py-6 text-sm text-rose-700">
          {details.error.message}
        </p>
      ) : item ? (
        <div className="space-y-5">
          {images.length > 0 && (
            // a scrolling strip the keyboard can reach (axe: scrollable-region-focusable), as the other detail dialogs
            <ul tabIndex={0} aria-label={`Images of ${item.name}`} className="flex snap-x gap-2 overflow-x-auto pb-1 focus-visible:outline-2 focus-visible:outline-stone-950">
              {images.map((src, i) => (
                <li key={src} className="shrink-0 snap-start">
                  <Image src={src} alt={`${item.name}, image ${i + 1} of ${images.length}`} width={200} height={250} className="h-[250px] w-[200px] bg-stone-100 object-cover" />
                </li>
              ))}
            </ul>
          )}
          <ItemPrice view={priceView(item, null)} soldOut={item.out_of_stock} />
          <ItemDescription text={item.description} />
        </div>
      ) : null}
    </div>
  );
}
