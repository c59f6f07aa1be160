"use client";
import { useQuery } from "@tanstack/react-query";
import Image from "next/image";
import { useId } from "react";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { priceView } from "@/lib/item/price";
import { itemDetailsQuery } from "@/lib/queries/item";
import { ItemDescription } from "@/components/item/item-description";
import { ItemPrice } from "@/components/item/item-price";
import { Button } from "@/components/ui/button";
import { CloseButton } from "@/components/ui/close-button";
import { Dialog } from "@/components/ui/dialog";
import { RetryAlert } from "@/components/ui/retry-alert";
import { Spinner } from "@/components/ui/spinner";

interface ItemDetailDialogProps {
  /** the tile's item: the dialog reads its details from the store the tile names */
  item: ItemSummary | null;
  picked: boolean;
  onToggle: (item: ItemSummary) => void;
  onClose: () => void;
}

/** TOOLS-03's magnify: the item's pictures, price and description, and the same pick as the tile's tick. */
export function ItemDetailDialog({ item, picked, onToggle, onClose }: ItemDetailDialogProps) {
  const headingId = useId();
  return (
    <Dialog open={item !== null} onClose={onClose} labelledBy={headingId} className="w-[min(92vw,720px)] bg-white text-stone-900">
      {item ? <DetailBody item={item} headingId={headingId} picked={picked} onToggle={onToggle} onClose={onClose} /> : null}
    </Dialog>
  );
}

function DetailBody({ item, headingId, picked, onToggle, onClose }: ItemDetailDialogProps & { item: ItemSummary; headingId: string }) {
  const details = useQuery(itemDetailsQuery(item._id, item.store_id));
  return (
    <div className="max-h-[85vh] overflow-y-auto p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-600">{item.brand.name}</p>
          <h2 id={headingId} className="font-serif text-2xl text-stone-950">
            {item.name}
          </h2>
        </div>
        <CloseButton onClick={onClose} />
      </div>
      {details.isPending ? (
        <Spinner className="mx-auto my-10 size-6" />
      ) : details.isError ? (
        <RetryAlert className="mt-6" message={details.error.message} onRetry={() => void details.refetch()} />
      ) : (
        <div className="mt-5 grid gap-6 sm:grid-cols-2">
          <ul tabIndex={0} aria-label={`Images of ${item.name}`} className="flex snap-x gap-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-stone-950">
            {details.data.files.map((src, i) => (
              <li key={src} className="relative aspect-[4/5] w-full shrink-0 snap-start bg-stone-100">
                <Image src={src} alt={`${item.name}, image ${i + 1} of ${details.data.files.length}`} fill sizes="(min-width: 640px) 330px, 80vw" className="object-cover" />
              </li>
            ))}
          </ul>
          <div className="space-y-4">
            <ItemPrice view={priceView(details.data, null)} soldOut={details.data.out_of_stock} />
            <Button className="w-full" variant={picked ? "secondary" : "primary"} aria-pressed={picked} onClick={() => onToggle(item)}>
              {picked ? "Picked" : "Pick"}
            </Button>
            <ItemDescription text={details.data.description} />
          </div>
        </div>
      )}
    </div>
  );
}
