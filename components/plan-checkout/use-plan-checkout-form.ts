"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useWatch, type Resolver } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import type { CreditCard, SavedAddress } from "@/lib/api/schemas/checkout";
import { EMPTY_ADDRESS } from "@/lib/checkout/checkout-data";
import { initialPayment } from "@/lib/checkout/step2";
import { defaultAddress, planCheckoutSchema, type PlanCheckoutValues, type PlanPayment } from "@/lib/plan-checkout/form";
import type { PlanPay } from "@/lib/plans/pricing";
import { useRecheckAfterSubmit } from "@/components/checkout/use-recheck-after-submit";

const resolveSchema = zodResolver(planCheckoutSchema) as unknown as Resolver<PlanCheckoutValues>;

interface Saved {
  addresses: readonly SavedAddress[] | undefined;
  cards: readonly CreditCard[] | undefined;
}

/**
 * The plan checkout's form (PLAN-09): plan, period, coupon, billing address, card and terms. The
 * address and the card apply as the shopper sees them — the default saved one until another is
 * picked — and are checked that way. After a failed Confirm every message follows the form as it
 * changes (the list of problems is the schema's, all at once).
 */
export function usePlanCheckoutForm(initial: { plan: string; pay: PlanPay }, saved: Saved) {
  const { addresses, cards } = saved;
  const applying = (values: PlanCheckoutValues): PlanCheckoutValues => {
    return {
      ...values,
      address: values.address || (addresses ? defaultAddress(addresses) : ""),
      payment: values.payment !== undefined ? values.payment : cards ? (initialPayment(cards) as PlanPayment) : null,
    };
  };
  const form = useShopForm<PlanCheckoutValues>({
    defaultValues: { plan: initial.plan, pay: initial.pay, coupon: "", couponInput: "", vipCode: "", address: "", billing: EMPTY_ADDRESS, payment: undefined, cardComplete: false, agree: false },
    resolver: (values, context, options) => resolveSchema(applying(values), context, options),
    // The form focuses the first problem in its own order (firstInvalidField).
    shouldFocusError: false,
  });
  const values = useWatch({ control: form.control }) as PlanCheckoutValues;
  useRecheckAfterSubmit(form, values);

  return { form, values: applying(values) };
}
