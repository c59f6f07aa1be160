"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useWatch, type Resolver } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { readCheckoutData, writeCheckoutData, type AddressForm, type CheckoutData } from "@/lib/checkout/checkout-data";
import { billingSchema, canBillToShipping, effectiveBillOpt, type PaymentSelection } from "@/lib/checkout/step2";
import { useRecheckAfterSubmit } from "../use-recheck-after-submit";

/** Step 2's form: the billing option and address (CHK-12), and the payment picked (CHK-13). */
export type Step2Values = Pick<CheckoutData, "billOpt" | "billing"> & {
  /** undefined until the shopper picks one: the default applies (useCheckoutPayment) */
  payment?: PaymentSelection;
};

/** The schema checks the billing; the payment is the payment section's and checked by `checkPayment`. */
const resolveBilling = zodResolver(billingSchema) as unknown as Resolver<Step2Values>;

/**
 * Step 2's form: the billing option and address, prefilled from step 1's cookie and written back to it as they
 * change, like step 1's fields (never any card data), and the payment picked. The option is checked as it
 * applies: 'same as shipping' when nothing is chosen and there is a shipping address to copy.
 */
export function useStep2Form(data: CheckoutData, shipTo: AddressForm | null) {
  const resolver: Resolver<Step2Values> = (values, context, options) => resolveBilling({ ...values, billOpt: effectiveBillOpt(values.billOpt, shipTo) }, context, options);
  const [defaultValues] = useState<Step2Values>(() => ({ billOpt: data.billOpt, billing: data.billing }));
  // After a failed Place order every billing error follows the form as it changes (see the effect below).
  const form = useShopForm<Step2Values>({ defaultValues, resolver });
  const values = useWatch({ control: form.control }) as Step2Values;

  useEffect(() => {
    // Only what the shopper changes goes to the cookie.
    return form.subscribe({
      formState: { values: true },
      callback: ({ values: { billOpt, billing } }) => writeCheckoutData({ ...readCheckoutData(), billOpt, billing }),
    });
  }, [form]);

  useRecheckAfterSubmit(form, values);

  return {
    form,
    /** the option as it applies, and the address as typed */
    billing: { billOpt: effectiveBillOpt(values.billOpt, shipTo), billing: values.billing },
    canUseShipping: canBillToShipping(shipTo),
  };
}
