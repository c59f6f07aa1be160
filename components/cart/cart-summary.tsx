"use client";
import { useId } from "react";
import type { CartCalcResponse, ShippingOption } from "@/lib/api/schemas/cart";
import { shippingLabel } from "@/lib/cart/shipping";
import { Button } from "@/components/ui/button";
import { TotalRow } from "./total-row";

interface CartSummaryProps {
  calc: CartCalcResponse;
  shippingOptions: ShippingOption[] | undefined;
  shippingError: string | null;
  onRetryShipping: () => void;
  shippingMethodId: string | null;
  onShipping: (id: string | null) => void;
  checkError: string | null;
  checking: boolean;
  onCheckout: () => void;
}

/** Shipping choice, order totals and the 'Check out' button (CART-01/02/08). */
export function CartSummary({ calc, shippingOptions, shippingError, onRetryShipping, shippingMethodId, onShipping, checkError, checking, onCheckout }: CartSummaryProps) {
  const id = useId();
  const noMethod = calc.shipping_method_id === null;

  return (
    <section aria-labelledby={`${id}-h`} className="space-y-5 bg-stone-50 p-5 ring-1 ring-stone-200">
      <h2 id={`${id}-h`} className="text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">
        Order summary
      </h2>

      <div>
        <label htmlFor={`${id}-ship`} className="mb-1.5 block text-xs font-semibold uppercase tracking-[0.16em] text-stone-600">
          Shipping
        </label>
        {shippingError ? (
          <p className="text-sm text-rose-700">
            {shippingError}{" "}
            <Button variant="text" onClick={onRetryShipping}>
              Retry
            </Button>
          </p>
        ) : (
          <select
            id={`${id}-ship`}
            value={shippingMethodId ?? ""}
            disabled={!shippingOptions}
            onChange={(e) => onShipping(e.target.value || null)}
            className="h-11 w-full border border-stone-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-950"
          >
            {!shippingMethodId && <option value="">{shippingOptions ? "Select a shipping option" : "Loading…"}</option>}
            {shippingOptions?.map((o) => (
              <option key={o._id} value={o._id}>
                {shippingLabel(o)}
              </option>
            ))}
          </select>
        )}
      </div>

      <dl className="space-y-1.5 border-t border-stone-200 pt-4">
        {/* the discounts show once, in their store's block above (finding 16) */}
        <TotalRow label="Subtotal" cents={calc.items_total - calc.total_discount} />
        <TotalRow label="Shipping" cents={calc.shipping} text={noMethod ? "—" : calc.shipping === 0 ? "Free" : undefined} />
        <TotalRow label="Tax" cents={calc.tax} />
        {calc.blings > 0 && <TotalRow label="Blings" cents={calc.blings} discount />}
        <TotalRow label="Grand total" cents={calc.grand_total} strong testId="grand-total" />
      </dl>

      <div className="space-y-2">
        {checkError && (
          <p role="alert" className="text-sm font-medium text-rose-700">
            {checkError}
          </p>
        )}
        <Button onClick={onCheckout} disabled={checking}>
          Check out
        </Button>
      </div>
    </section>
  );
}
