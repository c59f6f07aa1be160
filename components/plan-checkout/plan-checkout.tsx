"use client";
import { lazy, Suspense } from "react";
import type { PlanCheckoutFormProps } from "./plan-checkout-form";

/*
 * The form is a chunk of its own (as checkout step 1's is): react-hook-form, the zod schemas, the
 * payment provider's field and the REST contract load after the page has hydrated, so the page's
 * first script stays small; the placeholder holds the form's place meanwhile.
 */
const PlanCheckoutForm = lazy(() => import("./plan-checkout-form").then((m) => ({ default: m.PlanCheckoutForm })));

/** The plan checkout's island (PLAN-09): a light gate that opens the form. */
export function PlanCheckout(props: PlanCheckoutFormProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className="h-[32rem] animate-pulse bg-stone-100" />}>
      <PlanCheckoutForm {...props} />
    </Suspense>
  );
}
