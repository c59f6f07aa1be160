"use client";
import { useCallback, useState } from "react";
import type { ItemSummary } from "@/lib/api/schemas/item";
import { posterUnits } from "@/lib/poster/cart";
import { usePosterCart } from "@/hooks/use-poster-cart";
import { primaryButton } from "@/components/ui/button-styles";
import { PosterItemDetail } from "./poster-item-detail";
import { PosterItemList } from "./poster-item-list";
import { PosterSnackbar } from "./poster-snackbar";

export interface PosterStoreProps {
  store: string;
  storeName: string;
  /** the shop's public origin (SITE_URL), where Checkout opens */
  origin: string;
  items: ItemSummary[];
  /** the store home, when the store holds more than the poster lists */
  moreHref: string | null;
  /** the server's clock when the items were read, so ended pre-orders show alike while hydrating */
  renderedAt: number;
}

/**
 * The poster (embedded) store (TOOLS-09/10): the list view, one item's detail view and the cart bar,
 * inside another site's frame. The HTML is the same for every visitor (the page is cached); the cart
 * and the view chosen live in the browser. Checkout is a link to the poster checkout in a new tab.
 */
export function PosterStore({ store, storeName, origin, items, moreHref, renderedAt }: PosterStoreProps) {
  const [open, setOpen] = useState<ItemSummary | null>(null);
  const [snack, setSnack] = useState<{ id: number; message: string } | null>(null);
  const showFailure = useCallback((message: string) => setSnack((last) => ({ id: (last?.id ?? 0) + 1, message })), []);
  const hideSnack = useCallback(() => setSnack(null), []);
  const cart = usePosterCart(store, origin, showFailure);
  const units = posterUnits(cart.entries);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <header className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-stone-200 bg-white px-3 py-2">
        <h1 className="min-w-0 truncate font-serif text-lg text-stone-950">{storeName}</h1>
        <p className="shrink-0 text-sm tabular-nums text-stone-700" aria-live="polite">
          Cart: {units} {units === 1 ? "item" : "items"}
        </p>
      </header>
      <main id="main" className="flex-1 pb-20">
        {open ? (
          <PosterItemDetail summary={open} store={store} onBack={() => setOpen(null)} onAdd={cart.add} adding={cart.adding} />
        ) : (
          <>
            <PosterItemList items={items} now={renderedAt} onOpen={setOpen} />
            {moreHref ? (
              <p className="text-center text-sm">
                <a href={moreHref} target="_blank" rel="noopener" className="text-stone-800 underline underline-offset-4 hover:text-stone-950">
                  See all items in the store
                </a>
              </p>
            ) : null}
          </>
        )}
      </main>
      {units > 0 && (
        <footer className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-200 bg-white p-2">
          {cart.checkoutUrl ? (
            <a href={cart.checkoutUrl} target="_blank" rel="noopener" className={primaryButton}>
              Checkout
            </a>
          ) : (
            <button type="button" disabled className={primaryButton}>
              Checkout
            </button>
          )}
        </footer>
      )}
      <PosterSnackbar shown={snack} onHide={hideSnack} />
    </div>
  );
}
