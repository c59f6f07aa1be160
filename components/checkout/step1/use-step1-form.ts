"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { get, useWatch, type FieldErrors, type Resolver } from "react-hook-form";
import { useShopForm } from "@/lib/forms/use-shop-form";
import { CHECKOUT_COOKIE, readCheckoutData, writeCheckoutData, type CheckoutData } from "@/lib/checkout/checkout-data";
import { step1Schema, step1State, STEP1_FIELD_ORDER, type AddressMode, type Step1Facts } from "@/lib/checkout/step1";
import { useRecheckAfterSubmit } from "../use-recheck-after-submit";

/**
 * The cookie as this browser holds it now (a back navigation can replay an older server render),
 * else what the server read; a signed-in shopper's email fills an empty contact (CHK-03).
 */
function initialData(restored: CheckoutData, userEmail: string | null): CheckoutData {
  const inBrowser = typeof document !== "undefined" && document.cookie.split(";").some((c) => c.trim().startsWith(`${CHECKOUT_COOKIE}=`));
  const data = inBrowser ? readCheckoutData() : restored;
  return data.account.email || !userEmail ? data : { ...data, account: { email: userEmail } };
}

/** The schema reads the step as it stands, tagged with its address mode; its errors carry the form's paths. */
const resolveStep1 = zodResolver(step1Schema) as unknown as Resolver<CheckoutData & { addressMode: AddressMode }>;

interface Step1FormOptions extends Step1Facts {
  restored: CheckoutData;
  userEmail: string | null;
  /** while the saved addresses load, the address mode is not known yet: the cookie stays as it was */
  savedLoading: boolean;
}

/**
 * Step 1's form (CHK-02…08): the values are the `checkOutDataV2` cookie's shape, prefilled from it, and go
 * back to it as they change (BR-CHK-01/02), so a reload or a detour through sign-in loses nothing typed.
 * The schema checks the step as it stands (`state.data`: the single shipping option picked, the default
 * saved address chosen), so the resolver runs on that, not on the raw values.
 */
export function useStep1Form({ restored, userEmail, savedLoading, ...facts }: Step1FormOptions) {
  const resolver: Resolver<CheckoutData> = (values, context, options) => {
    const { data, mode } = step1State(values, facts);
    return resolveStep1({ ...data, addressMode: mode }, context, options as never);
  };
  const [defaultValues] = useState(() => initialData(restored, userEmail));
  // After a failed Next every error follows the step as it changes (a switch to pick-up drops the address's), not
  // just the field being edited: the effect below re-checks it all. react-hook-form would focus the first failing
  // field in the order the fields registered, and the address form or the saved picker can appear after the
  // shipping options: `focusFirstError` follows the page's order instead.
  const form = useShopForm<CheckoutData>({ defaultValues, resolver, shouldFocusError: false });
  const { setFocus } = form;
  /** For `handleSubmit`'s `onInvalid`: the focus goes to the first failing field in the page's order. */
  const focusFirstError = (errors: FieldErrors<CheckoutData>) => {
    const first = STEP1_FIELD_ORDER.find((name) => get(errors, name));
    if (first) setFocus(first);
  };

  const values = useWatch({ control: form.control }) as CheckoutData;
  const { options, saved, signedIn } = facts;
  const state = useMemo(() => step1State(values, { options, saved, signedIn }), [values, options, saved, signedIn]);

  useEffect(() => {
    if (!savedLoading) writeCheckoutData(state.data);
  }, [state.data, savedLoading]);

  useRecheckAfterSubmit(form, state.data);

  return { form, focusFirstError, ...state };
}
