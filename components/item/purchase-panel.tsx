"use client";
import Link from "next/link";
import { lazy, Suspense, useRef, useState } from "react";
import type { ItemDetail, Variant } from "@/lib/api/schemas/item";
import { itemsAddedMessage } from "@/lib/cart/actions";
import { SELECT_OPTION_MESSAGE } from "@/lib/cart/checkout-checks";
import { unitsInCart } from "@/lib/cart/cart-lines";
import { cappedAddMessage, nothingAddedMessage, planAdd } from "@/lib/cart/quantity";
import { isOfferEnded } from "@/lib/item/countdown";
import { ADD_TO_CART, OFFER_ENDED } from "@/lib/item/labels";
import { priceView } from "@/lib/item/price";
import { cartPath } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { useCart } from "@/hooks/use-cart";
import { useNow } from "@/hooks/use-now";
import { BundlePanel } from "./bundle-panel";
import { primaryButton } from "@/components/ui/button-styles";
import { ItemPrice } from "./item-price";
import { useItemSelection } from "./item-selection";
import { OfferCountdown } from "./offer-countdown";
import { VariantPicker } from "./variant-picker";

// CART-10: the size picker (its form, react-hook-form and zod) loads on the first Add of a starter pack, not
// with every item page (issue 27: it was 52 kB gzip of the item page's first load).
const StarterPackDialog = lazy(() => import("./starter-pack-dialog").then((m) => ({ default: m.StarterPackDialog })));


export type PurchaseItem = Pick<
  ItemDetail,
  "_id" | "store" | "variants" | "min_price" | "max_price" | "compare_at_price" | "price_type" | "out_of_stock" | "is_preorder" | "offer_ends" | "drop_date" | "is_bundle" | "bundle" | "is_starter"
>;

/**
 * Price, pre-order countdown, option picker (or bundle panel) and the add button of the item page.
 * `renderedAt` is the server's clock at render time, so the countdown hydrates without a mismatch.
 */
export function PurchasePanel({ item, store, renderedAt }: { item: PurchaseItem; store: string; renderedAt: number }) {
  const state = useItemSelection();
  const hasOffer = item.is_preorder && item.offer_ends !== null;
  const now = useNow(renderedAt, hasOffer);
  const ended = hasOffer && isOfferEnded(item.offer_ends, now);
  const [missingOption, setMissingOption] = useState(false);
  const [added, setAdded] = useState(false);
  // CART-10: the starter pack's size picker dialog is open
  const [sizing, setSizing] = useState(false);
  // and stays mounted once opened, so closing it is the dialog's own
  const [sizerLoaded, setSizerLoaded] = useState(false);
  const cart = useCart();
  // a second click while the server cart is still answering would add the units twice
  const adding = useRef(false);
  if (!state) throw new Error("PurchasePanel must be inside ItemSelectionProvider");
  const { variant, quantity } = state;
  const starter = item.is_starter === true;
  const bundleGroup = item.is_bundle ? item.bundle?.groups[0] : undefined;
  const unavailable = item.out_of_stock || (variant !== null && variant.stock === 0);

  const add = async (chosen: Variant | null = variant) => {
    if (!chosen) {
      setMissingOption(true);
      return;
    }
    if (adding.current) return;
    const line = { item_id: item._id, store_id: item.store.id, variant_id: chosen.id, seen_price: chosen.price };
    // The cart never holds more than the stock (finding 15.1): add what is left, or say why nothing.
    const plan = planAdd(unitsInCart(cart.lines, line), quantity, chosen.stock);
    if (plan.units === 0) {
      notify.error(nothingAddedMessage(chosen.stock));
      return;
    }
    adding.current = true;
    const done = await cart.add({ ...line, units: plan.units }, chosen.stock);
    adding.current = false;
    if (done) {
      notify.success(itemsAddedMessage(plan.units));
      if (plan.capped) notify.info(cappedAddMessage(chosen.stock));
      setAdded(true);
    }
  };

  return (
    <div className="space-y-6">
      {/* a bundle's price line is the bundle panel's: it follows the pieces chosen (finding 15.6) */}
      {!bundleGroup && <ItemPrice view={priceView(item, item.is_bundle ? null : variant)} soldOut={item.out_of_stock} />}
      {item.is_preorder && <OfferCountdown offerEnds={item.offer_ends} dropDate={item.drop_date} now={now} />}

      {bundleGroup ? (
        <BundlePanel item={item} group={bundleGroup} ended={ended} onAdded={() => setAdded(true)} />
      ) : (
        <>
          {starter ? (
            // CART-10: the size comes from the size picker dialog
            sizerLoaded && (
              <Suspense fallback={null}>
                <StarterPackDialog
                  open={sizing}
                  variants={item.variants}
                  onClose={() => setSizing(false)}
                  onChoose={(chosen) => {
                    setSizing(false);
                    void add(chosen);
                  }}
                />
              </Suspense>
            )
          ) : (
            <VariantPicker variants={item.variants} state={state} disabled={ended || item.out_of_stock} itemId={item._id} store={store} />
          )}
          <div className="space-y-3">
            {missingOption && !variant && (
              <p role="alert" className="text-sm font-medium text-rose-700">
                {SELECT_OPTION_MESSAGE}
              </p>
            )}
            <button
              type="button"
              className={primaryButton}
              disabled={ended || (starter ? item.out_of_stock : unavailable)}
              onClick={() => {
                if (!starter) return void add();
                setSizerLoaded(true);
                setSizing(true);
              }}
            >
              {ended ? OFFER_ENDED : ADD_TO_CART}
            </button>
          </div>
        </>
      )}
      {added && (
        <p className="text-center text-sm">
          <Link href={cartPath(store)} className="text-stone-800 underline underline-offset-4 hover:text-stone-950">
            View cart
          </Link>
        </p>
      )}
    </div>
  );
}
