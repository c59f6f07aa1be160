"use client";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { CartItem } from "@/lib/api/schemas/cart";
import type { LocalCartLine } from "@/lib/cart/cart-lines";
import { removeFromCartParams } from "@/lib/analytics/events";
import { track } from "@/lib/analytics/track";
import { ADD_FAILED_MESSAGE, optionUpdatedMessage, removedMessage } from "@/lib/cart/actions";
import { cartPrefs, setCoupon, setShippingMethod, type CartPrefs } from "@/lib/cart/cart-prefs";
import { checkCart } from "@/lib/cart/checkout-checks";
import { stockOfLine } from "@/lib/cart/quantity";
import { resolveShippingMethod } from "@/lib/cart/shipping";
import { checkoutStep1Path, storePath } from "@/lib/routes";
import { notify } from "@/lib/toast";
import { useCartCalc, useShippingOptions } from "@/hooks/use-cart-calc";
import { useCart, type Cart } from "@/hooks/use-cart";
import { useCartPrefs } from "@/hooks/use-local-cart";
import { primaryButtonFit } from "@/components/ui/button-styles";
import { CartStoreGroup } from "./cart-store-group";
import { CartSummary } from "./cart-summary";
import { EditOptionDialog } from "./edit-option-dialog";
import { MergeNotice } from "./merge-notice";
import { RetryAlert } from "@/components/ui/retry-alert";
import { PageContainer } from "@/components/ui/page-container";

export const EMPTY_CART = "Your cart is empty.";

function Heading() {
  return <h1 className="font-serif text-3xl text-stone-950 desktop:text-4xl">Shopping Cart</h1>;
}

/**
 * The cart page (CART-01..08), for a guest's browser cart or a signed-in shopper's server cart (see
 * useCart); coupons and the shipping method stay in this browser either way. Renders on the client.
 */
export function CartView({ store }: { store: string }) {
  const cart = useCart();
  const lines = cart.lines;
  const prefs = useCartPrefs();

  return (
    <PageContainer width="wide" className="pb-20 pt-6 desktop:pt-10">
      <Heading />
      <MergeNotice />
      {!cart.ready ? (
        <CartSkeleton />
      ) : cart.error ? (
        <RetryAlert message={cart.error} onRetry={cart.retry} className="mt-8" />
      ) : lines.length === 0 ? (
        <div className="mt-10 flex flex-col items-center gap-6 border-t border-stone-200 py-16 text-center">
          <p className="text-lg text-stone-700">{EMPTY_CART}</p>
          <Link href={storePath(store)} className={primaryButtonFit}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <CartContents store={store} cart={cart} prefs={prefs} />
      )}
    </PageContainer>
  );
}

function CartSkeleton() {
  return (
    <div aria-hidden="true" className="mt-8 grid gap-8 desktop:grid-cols-[minmax(0,1fr)_360px]">
      <div className="space-y-4">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <div className="h-[120px] w-24 animate-pulse bg-stone-100" />
            <div className="flex-1 space-y-2 pt-1">
              <div className="h-3 w-24 animate-pulse bg-stone-100" />
              <div className="h-4 w-2/3 animate-pulse bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-72 animate-pulse bg-stone-100" />
    </div>
  );
}

function CartContents({ store, cart, prefs }: { store: string; cart: Cart; prefs: CartPrefs }) {
  const lines = cart.lines;
  const router = useRouter();
  const shipping = useShippingOptions();
  const shippingMethodId = shipping.data ? resolveShippingMethod(shipping.data, prefs.shipping_method_id) : prefs.shipping_method_id;
  const calc = useCartCalc(lines, prefs, shippingMethodId);
  const [editing, setEditing] = useState<string | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const linesById = new Map(lines.map((l) => [l.local_id, l]));
  const data = calc.data;
  const editItem = data?.stores.flatMap((s) => s.items).find((i) => i.cart_item_id === editing) ?? null;

  /** `cart` has shown any failure; a success message is ours to show. */
  const change = async (done: Promise<boolean>, success?: string) => {
    setCheckError(null);
    const changed = await done;
    if (changed && success) notify.success(success);
    return changed;
  };
  /** CART-06: the toast, and AN-02's `remove_from_cart` once the line is gone. */
  const remove = async (line: LocalCartLine, item: CartItem, storeName: string) => {
    if (await change(cart.remove(line.local_id), removedMessage(item.name))) track("remove_from_cart", removeFromCartParams(item, storeName));
  };
  const savePrefs = (update: (p: CartPrefs) => CartPrefs) => {
    setCheckError(null);
    try {
      cartPrefs.update(update);
    } catch {
      notify.error(ADD_FAILED_MESSAGE);
    }
  };

  const checkout = () => {
    if (!data) return;
    const result = checkCart(data);
    if (result.ok) {
      router.push(checkoutStep1Path(store));
      return;
    }
    setCheckError(result.message);
    notify.error(result.message);
    if (result.cartItemId) document.getElementById(`cart-line-${result.cartItemId}`)?.focus();
  };

  return (
    <div className="mt-8">
      {calc.isError && (
        <RetryAlert message={calc.error.message} onRetry={() => calc.refetch()} className="mb-6" />
      )}
      {!data ? (
        calc.isError ? null : <CartSkeleton />
      ) : (
        <div className={`grid gap-10 transition-opacity desktop:grid-cols-[minmax(0,1fr)_360px] desktop:items-start ${calc.isPlaceholderData ? "opacity-85" : ""}`} aria-busy={calc.isFetching}>
          <div className="space-y-10">
            {data.stores.map((s) => (
              <CartStoreGroup
                key={s.id}
                store={s}
                linesById={linesById}
                coupon={prefs.coupons[s.id]}
                busy={calc.isFetching}
                onUnits={(line, units) => change(cart.update(line.local_id, { units }))}
                onEdit={setEditing}
                onRemove={(line, item) => void remove(line, item, s.name)}
                onCoupon={(code) => savePrefs((p) => setCoupon(p, s.id, code))}
              />
            ))}
          </div>
          <div className="desktop:sticky desktop:top-6">
            <CartSummary
              calc={data}
              shippingOptions={shipping.data}
              shippingError={shipping.isError ? shipping.error.message : null}
              onRetryShipping={() => shipping.refetch()}
              shippingMethodId={shippingMethodId}
              onShipping={(id) => savePrefs((p) => setShippingMethod(p, id))}
              checkError={checkError}
              checking={calc.isFetching}
              onCheckout={checkout}
            />
          </div>
        </div>
      )}
      <EditOptionDialog
        item={editItem}
        units={editItem ? (linesById.get(editItem.cart_item_id)?.units ?? 1) : 1}
        onClose={() => setEditing(null)}
        onUpdate={({ variantId, units, price }) => {
          if (!editItem) return;
          const stock = stockOfLine({ variants: editItem.variants, variant_id: variantId });
          void change(cart.update(editItem.cart_item_id, { variant_id: variantId, units, seen_price: price }, stock), optionUpdatedMessage(editItem.name));
          setEditing(null);
        }}
      />
    </div>
  );
}
