import type { Route } from "next";
import Link from "next/link";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { Spinner } from "@/components/ui/spinner";

interface PlaceOrderActionsProps {
  /** the id of step 2's form, which the button submits from the summary */
  form: string;
  /** the server's message after a try that did not place the order */
  orderError: string | null;
  processing: boolean;
  disabled: boolean;
  backHref: Route;
}

/** Under step 2's summary: the last try's error, Place order (CHK-16) and Back to step 1. */
export function PlaceOrderActions({ form, orderError, processing, disabled, backHref }: PlaceOrderActionsProps) {
  return (
    <div className="space-y-3 border-t border-stone-200 pt-4">
      {orderError && (
        <p role="alert" className="border-l-2 border-rose-700 bg-rose-50 px-3 py-2 text-sm text-rose-800">
          {orderError}
        </p>
      )}
      <button type="submit" form={form} className={primaryButton} disabled={disabled} aria-busy={processing}>
        {processing ? (
          <span className="inline-flex items-center gap-2">
            <Spinner className="size-4" /> Placing order…
          </span>
        ) : (
          "Place order"
        )}
      </button>
      <Link href={backHref} className={`${secondaryButton} w-full`}>
        Back
      </Link>
    </div>
  );
}
