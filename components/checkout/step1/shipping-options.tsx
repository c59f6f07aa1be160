import { useController, type Control } from "react-hook-form";
import type { ShippingOption } from "@/lib/api/schemas/cart";
import { shippingLabel } from "@/lib/cart/shipping";
import type { CheckoutData } from "@/lib/checkout/checkout-data";
import { FieldError, errorProps } from "@/components/ui/field";
import { PickUpPlaceText } from "@/components/checkout/pick-up-place";
import { Spinner } from "@/components/ui/spinner";
import { RetryAlert } from "@/components/ui/retry-alert";

const SHIPPING_METHOD_ID = "checkout-shipping-method";

interface ShippingOptionsProps {
  control: Control<CheckoutData>;
  options: readonly ShippingOption[] | undefined;
  loadError: string | null;
  onRetry: () => void;
  /** the option that applies: the picked one, or the only one (BR-CHK-04) */
  methodId: string | null;
}

/**
 * CHK-07: the shipping options as radios (`shipOpt.methodId`); one option is picked already (BR-CHK-04);
 * a load failure offers Retry. Pick-up says where and when (15.12) when the shop gives its place. A missing
 * pick focuses the first option.
 */
export function ShippingOptions({ control, options, loadError, onRetry, methodId }: ShippingOptionsProps) {
  const { field, fieldState } = useController({ control, name: "shipOpt.methodId" });
  const error = fieldState.error?.message;
  return (
    <fieldset
      id={SHIPPING_METHOD_ID}
      ref={(el) => field.ref(el && { focus: () => (el.querySelector("input") ?? el).focus() })}
      {...errorProps(SHIPPING_METHOD_ID, error)}
    >
      <legend className="mb-3 text-xs font-semibold uppercase tracking-[0.2em] text-stone-950">Shipping option</legend>
      {loadError ? (
        <RetryAlert message={loadError} onRetry={onRetry} />
      ) : !options ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-600">
          <Spinner /> Loading shipping options…
        </p>
      ) : (
        <div className="divide-y divide-stone-200 border border-stone-200">
          {options.map((option) => {
            const placeId = option.pick_up_place ? `${SHIPPING_METHOD_ID}-${option._id}-place` : undefined;
            return (
              <div key={option._id} className="px-4 py-3 has-[:checked]:bg-stone-50">
                <label className="flex cursor-pointer items-center gap-3 text-sm text-stone-900">
                  <input
                    type="radio"
                    name="shipping-method"
                    value={option._id}
                    checked={methodId === option._id}
                    onChange={() => field.onChange(option._id)}
                    aria-describedby={placeId}
                    className="size-4 accent-stone-950"
                  />
                  {shippingLabel(option)}
                </label>
                {option.pick_up_place && <PickUpPlaceText id={placeId} place={option.pick_up_place} className="mt-1 pl-7 text-xs leading-relaxed text-stone-600" />}
              </div>
            );
          })}
        </div>
      )}
      <FieldError id={SHIPPING_METHOD_ID} error={error} />
    </fieldset>
  );
}
