"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useWatch, type Resolver } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import type { CreditCard, SavedAddress } from "@/lib/api/schemas/checkout";
import { boxCheckoutSchema, type BoxCheckoutValues } from "@/lib/box/checkout-form";
import { EMPTY_ADDRESS } from "@/lib/checkout/checkout-data";
import { initialPayment } from "@/lib/checkout/step2";
import { defaultAddress, type PlanPayment } from "@/lib/plan-checkout/form";
import { useRecheckAfterSubmit } from "@/components/checkout/use-recheck-after-submit";

const resolveSchema = zodResolver(boxCheckoutSchema) as unknown as Resolver<BoxCheckoutValues>;

/**
 * The box checkout's form (ONB-18). The saved address and card apply as the stylist sees them (the default until
 * another is picked) and are checked that way; after a failed Check Out every message follows the form as it changes.
 */
/** `terms: false`: a checkout without the terms box (the share checkout, SHARE-09): agreed as given. */
export function useBoxCheckoutForm(saved: { addresses: readonly SavedAddress[] | undefined; cards: readonly CreditCard[] | undefined }, { terms = true }: { terms?: boolean } = {}) {
  const { addresses, cards } = saved;
  const applying = (values: BoxCheckoutValues): BoxCheckoutValues => ({
    ...values,
    shipTo: values.shipTo || (addresses ? defaultAddress(addresses) : ""),
    billTo: values.billTo || (addresses ? defaultAddress(addresses) : ""),
    payment: values.payment !== undefined ? values.payment : cards ? (initialPayment(cards) as PlanPayment) : null,
  });
  const form = useShopForm<BoxCheckoutValues>({
    defaultValues: { shipTo: "", shipping: EMPTY_ADDRESS, billSame: true, billTo: "", billing: EMPTY_ADDRESS, coupon: "", couponInput: "", payment: undefined, cardComplete: false, agree: !terms },
    resolver: (values, context, options) => resolveSchema(applying(values), context, options),
  });
  const values = useWatch({ control: form.control }) as BoxCheckoutValues;
  useRecheckAfterSubmit(form, values);
  return { form, values: applying(values) };
}
