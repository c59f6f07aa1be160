"use client";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import type { CartCalcResponse, CartItem } from "@/lib/api/schemas/cart";
import type { ShareCartInfo } from "@/lib/api/schemas/checkout";
import { removeFromCartParams } from "@/lib/analytics/events";
import { track } from "@/lib/analytics/track";
import { ADD_FAILED_MESSAGE, optionUpdatedMessage, removedMessage } from "@/lib/cart/actions";
import { checkCart } from "@/lib/cart/checkout-checks";
import { updateLine, type LinePatch, type LocalCartLine } from "@/lib/cart/cart-lines";
import { cartCalcQuery } from "@/lib/queries/cart";
import { shareCartStep1Path } from "@/lib/routes";
import { linesFromInfo, linesMissingOption, restoreLines, SELECT_ALL_OPTIONS, shareCalcRequest, toSharedCart, withSeenPrices } from "@/lib/share-cart/share-lines";
import { saveSharedCart } from "@/lib/share-cart/shared-cart";
import { notify } from "@/lib/toast";
import { useSharedCart } from "@/hooks/use-shared-cart";
import { EditOptionDialog } from "@/components/cart/edit-option-dialog";
import { TotalRow } from "@/components/cart/total-row";
import { Button } from "@/components/ui/button";
import { lineElementId, ShareCartLine } from "./share-cart-line";
import { RetryAlert } from "@/components/ui/retry-alert";

export const EMPTY_SHARE_CART = "There are no items in the shopping cart";
export const RELOAD_SHARE_CART = "Reload shared cart";
export const CHECKOUT = "Checkout";

interface ShareCartViewProps {
  store: string;
  info: ShareCartInfo;
  /** the server's pricing of the shared lines as shared, so the first paint has prices; null if it failed */
  initialCalc: CartCalcResponse | null;
}

/** The dialog shows one price; an unchosen line's is 0, so it starts from the lowest option's. */
function forDialog(item: CartItem): CartItem {
  if (item.price > 0) return item;
  const prices = item.variants.map((v) => v.price).filter((p) => p > 0);
  return prices.length ? { ...item, price: Math.min(...prices) } : item;
}

/**
 * The share link's cart (CART-09): the recipient chooses every missing option (the cart's option
 * dialog), changes units or removes lines, sees the server's prices (`sharecart: true`), and
 * Checkout hands the lines to the shared-cart checkout through lib/share-cart/shared-cart.ts. The
 * shopper's own cart is never read or written here.
 */
export function ShareCartView({ store, info, initialCalc }: ShareCartViewProps) {
  const router = useRouter();
  const summaryId = useId();
  const stored = useSharedCart();
  const shared = useMemo(() => linesFromInfo(info), [info]);
  // Back from checkout, the options and units chosen there come back (read after hydration).
  const restored = useMemo(() => restoreLines(stored, info), [stored, info]);
  /** the recipient's changes on this page; null until the first one */
  const [edited, setEdited] = useState<LocalCartLine[] | null>(null);
  const lines = edited ?? restored ?? shared;
  const [editing, setEditing] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);

  const request = useMemo(() => shareCalcRequest(lines), [lines]);
  const initialKey = useMemo(() => JSON.stringify(shareCalcRequest(shared)), [shared]);
  const calc = useQuery({
    ...cartCalcQuery(request),
    initialData: initialCalc && JSON.stringify(request) === initialKey ? initialCalc : undefined,
    staleTime: 60_000,
  });
  const items = new Map((calc.data?.stores ?? []).flatMap((s) => s.items).map((i) => [i.cart_item_id, i]));
  const editItem = editing ? items.get(editing) : undefined;
  const editLine = lines.find((l) => l.local_id === editing);

  const change = (lineId: string, patch: LinePatch) => {
    setCheckError(null);
    setEdited(updateLine(lines, lineId, patch));
  };

  const focusLine = (lineId: string) => document.getElementById(lineElementId(lineId))?.focus();

  const checkout = () => {
    const missing = linesMissingOption(lines);
    if (missing.length > 0) {
      setCheckError(SELECT_ALL_OPTIONS);
      notify.error(SELECT_ALL_OPTIONS);
      focusLine(missing[0]!);
      return;
    }
    // sold out, offer ended…: the server's verdict on exactly these lines
    if (calc.data && !calc.isPlaceholderData) {
      const result = checkCart(calc.data);
      if (!result.ok) {
        setCheckError(result.message);
        notify.error(result.message);
        if (result.cartItemId) focusLine(result.cartItemId);
        return;
      }
    }
    if (!saveSharedCart(toSharedCart(info, store, withSeenPrices(lines, calc.data)))) {
      notify.error(ADD_FAILED_MESSAGE);
      return;
    }
    router.push(shareCartStep1Path(store));
  };

  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-6 py-16 text-center">
        <p className="text-lg text-stone-700">{EMPTY_SHARE_CART}</p>
        <Button variant="secondary" className="px-8" onClick={() => setEdited(shared)}>
          {RELOAD_SHARE_CART}
        </Button>
      </div>
    );
  }

  const data = calc.data;
  return (
    <div className="grid gap-10 pt-8 desktop:grid-cols-[minmax(0,1fr)_360px] desktop:items-start">
      <section aria-labelledby="shared-items-h">
        {/* the lines' item names are h3s: this keeps the heading outline unbroken (h1 → h2 → h3) */}
        <h2 id="shared-items-h" className="sr-only">
          Shared items
        </h2>
        {calc.isError && (
          <RetryAlert message={calc.error.message} onRetry={() => calc.refetch()} className="mb-4" />
        )}
        <ul className={`divide-y divide-stone-200 transition-opacity ${calc.isPlaceholderData ? "opacity-85" : ""}`} aria-busy={calc.isFetching}>
          {lines.map((line) => {
            const item = items.get(line.local_id);
            return (
              <ShareCartLine
                key={line.local_id}
                line={line}
                item={item}
                onUnits={(units) => change(line.local_id, { units })}
                onChoose={() => setEditing(line.local_id)}
                onRemove={() => {
                  change(line.local_id, { units: 0 });
                  if (!item) return;
                  notify.success(removedMessage(item.name));
                  track("remove_from_cart", removeFromCartParams(item)); // AN-02
                }}
              />
            );
          })}
        </ul>
      </section>

      <section aria-labelledby={summaryId} className="space-y-5 bg-stone-50 p-5 ring-1 ring-stone-200 desktop:sticky desktop:top-6">
        <h2 id={summaryId} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
          Summary
        </h2>
        {data && (
          <dl className="space-y-1.5">
            <TotalRow label="Items" cents={data.items_total} />
            {data.total_discount > 0 && <TotalRow label="Total discount" cents={data.total_discount} discount />}
            <TotalRow label="Subtotal" cents={data.items_total - data.total_discount} strong testId="share-subtotal" />
          </dl>
        )}
        <p className="text-xs text-stone-600">Shipping and tax are added at checkout.</p>
        <div className="space-y-2">
          {checkError && (
            <p role="alert" className="text-sm font-medium text-rose-700">
              {checkError}
            </p>
          )}
          <Button onClick={checkout} disabled={calc.isFetching}>
            {CHECKOUT}
          </Button>
        </div>
      </section>

      <EditOptionDialog
        item={editItem ? forDialog(editItem) : null}
        units={editLine?.units ?? 1}
        onClose={() => setEditing(null)}
        onUpdate={({ variantId, units, price }) => {
          if (!editItem) return;
          change(editItem.cart_item_id, { variant_id: variantId, units, seen_price: price });
          notify.success(optionUpdatedMessage(editItem.name));
          setEditing(null);
        }}
      />
    </div>
  );
}
