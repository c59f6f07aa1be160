"use client";
import { lazy, Suspense } from "react";
import { useHydrated } from "@/hooks/use-hydrated";
import type { BoxCheckoutProps } from "./box-checkout-form";

/* The form is a chunk of its own (as the plan checkout's is): the form library, schemas and the card field load after hydration. */
const BoxCheckoutForm = lazy(() => import("./box-checkout-form").then((m) => ({ default: m.BoxCheckoutForm })));

/** The box checkout's island (ONB-18): the box is this tab's, so the form opens once the browser has it. */
export function BoxCheckout(props: BoxCheckoutProps) {
  const hydrated = useHydrated();
  const placeholder = <div aria-hidden="true" className="h-[32rem] animate-pulse bg-stone-100" />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <BoxCheckoutForm {...props} />
    </Suspense>
  );
}
