"use client";
import { useId } from "react";
import { dismissMergeNotice, noticeText } from "@/lib/cart/merge-notice";
import { useMergeNotice } from "@/hooks/use-local-cart";
import { Button } from "@/components/ui/button";

export const MERGE_NOTICE_TITLE = "Not everything from your cart before signing in could be kept:";

/** Tells what the sign-in merge could not keep of the guest cart (finding 15.2) until dismissed. */
export function MergeNotice() {
  const entries = useMergeNotice();
  const id = useId();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-6 border-l-2 border-amber-500 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <div role="status">
        <h2 id={id} className="font-semibold">
          {MERGE_NOTICE_TITLE}
        </h2>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {entries.map((entry) => (
            <li key={entry.cart_item_id}>{noticeText(entry)}</li>
          ))}
        </ul>
      </div>
      <Button variant="text" className="mt-2 text-amber-900" onClick={dismissMergeNotice}>
        Dismiss
      </Button>
    </section>
  );
}
