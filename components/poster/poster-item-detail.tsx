"use client";
import { useQuery } from "@tanstack/react-query";
import Image from "next/image";
import { useState } from "react";
import type { ItemDetail, ItemSummary } from "@/lib/api/schemas/item";
import { isOfferEnded } from "@/lib/item/countdown";
import { ADD_TO_CART, OFFER_ENDED } from "@/lib/item/labels";
import { priceView } from "@/lib/item/price";
import { itemDetailsQuery } from "@/lib/queries/item";
import { itemPath } from "@/lib/routes";
import { SOLD_OUT } from "@/lib/store/messages";
import { useNow } from "@/hooks/use-now";
import type { PosterAdd } from "@/hooks/use-poster-cart";
import { OfferCountdown } from "@/components/item/offer-countdown";
import { ItemPrice } from "@/components/item/item-price";
import { primaryButton, textButton } from "@/components/ui/button-styles";
import { RetryAlert } from "@/components/ui/retry-alert";
import { Spinner } from "@/components/ui/spinner";

/** Units one add offers at most (the cart keeps to the stock and 99 anyway). */
const MAX_PICK = 10;

const variantLabel = (variant: ItemDetail["variants"][number]) => variant.options.map((option) => `${option.name}: ${option.option}`).join(", ") || variant.sku;

/**
 * The poster's detail view (TOOLS-09): the item read in the browser (GET /api/items/{item}/{store}/details),
 * its price, the pre-order countdown, an option and a quantity, and the add button, which a pre-order whose
 * offer has ended turns into a disabled 'Offer ended' (BROWSE-21). A bundle is put together in the store: its
 * button opens the item page there, in a new tab.
 */
export function PosterItemDetail({ summary, store, onBack, onAdd, adding }: { summary: ItemSummary; store: string; onBack: () => void; onAdd: (add: PosterAdd) => void; adding: boolean }) {
  const details = useQuery(itemDetailsQuery(summary._id, summary.store_id));
  return (
    <div className="px-3 py-3">
      <button type="button" onClick={onBack} className={textButton}>
        ← All items
      </button>
      {details.isPending ? (
        <p className="flex items-center justify-center gap-2 py-16 text-sm text-stone-600">
          <Spinner /> Loading {summary.name}…
        </p>
      ) : details.isError ? (
        <RetryAlert className="mt-4" message={details.error.message} onRetry={() => void details.refetch()} />
      ) : (
        <Detail item={details.data} store={store} onAdd={onAdd} adding={adding} />
      )}
    </div>
  );
}

function Detail({ item, store, onAdd, adding }: { item: ItemDetail; store: string; onAdd: (add: PosterAdd) => void; adding: boolean }) {
  const [renderedAt] = useState(() => Date.now());
  const hasOffer = item.is_preorder && item.offer_ends !== null;
  const now = useNow(renderedAt, hasOffer);
  const ended = hasOffer && isOfferEnded(item.offer_ends, now);
  const [variantId, setVariantId] = useState(() => (item.variants.find((variant) => variant.stock > 0) ?? item.variants[0])?.id ?? "");
  const [units, setUnits] = useState(1);
  const variant = item.variants.find((candidate) => candidate.id === variantId) ?? null;
  const soldOut = item.out_of_stock || !variant || variant.stock === 0;
  const choices = Array.from({ length: Math.max(1, Math.min(MAX_PICK, variant?.stock ?? 1)) }, (_, at) => at + 1);

  return (
    <article className="mt-3 grid gap-4 sm:grid-cols-2">
      <div className="relative aspect-[4/5] overflow-hidden bg-stone-100">
        <Image src={item.files[0] ?? item.thumb} alt={item.name} fill sizes="(min-width: 640px) 50vw, 100vw" className="object-cover" />
      </div>
      <div className="space-y-4">
        <header className="space-y-1">
          <p className="text-xs font-semibold uppercase tracking-[0.12em] text-stone-700">{item.brand.name}</p>
          <h2 className="font-serif text-2xl leading-tight text-stone-950">{item.name}</h2>
        </header>
        <ItemPrice view={priceView(item, item.is_bundle ? null : variant)} soldOut={item.out_of_stock} />
        {item.is_preorder && <OfferCountdown offerEnds={item.offer_ends} dropDate={item.drop_date} now={now} />}
        {item.is_bundle ? (
          <a href={itemPath(store, item.store.id, item._id)} target="_blank" rel="noopener" className={primaryButton}>
            Choose the bundle in the store
          </a>
        ) : (
          <>
            {item.variants.length > 1 && (
              <label className="block text-sm text-stone-800">
                Option
                <select value={variantId} onChange={(event) => setVariantId(event.target.value)} disabled={ended} className="mt-1 block h-11 w-full border border-stone-300 bg-white px-2">
                  {item.variants.map((candidate) => (
                    <option key={candidate.id} value={candidate.id}>
                      {variantLabel(candidate)}
                      {candidate.stock === 0 ? ` (${SOLD_OUT})` : ""}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label className="block text-sm text-stone-800">
              Quantity
              <select value={units} onChange={(event) => setUnits(Number(event.target.value))} disabled={ended || soldOut} className="mt-1 block h-11 w-full border border-stone-300 bg-white px-2">
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="button"
              className={primaryButton}
              disabled={ended || soldOut || adding}
              onClick={() => variant && onAdd({ itemId: item._id, storeId: item.store.id, variantId: variant.id, units: Math.min(units, variant.stock) })}
            >
              {ended ? OFFER_ENDED : soldOut ? SOLD_OUT : ADD_TO_CART}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
