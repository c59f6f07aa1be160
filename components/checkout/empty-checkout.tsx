import type { Route } from "next";
import Link from "next/link";
import { primaryButtonFit } from "@/components/ui/button-styles";

export const EMPTY_CHECKOUT_MESSAGE = "There are no items in the shopping cart";

/**
 * CHK-11: nothing to check out. A link back to the store, or for a shared cart a link that reloads
 * the page (a plain anchor, so the page really reloads and reads the stored shared cart again).
 */
export function EmptyCheckout({ href, reload }: { href: Route; reload: boolean }) {
  return (
    <div className="flex flex-col items-center gap-6 border-t border-stone-200 py-16 text-center">
      <p className="text-lg text-stone-700">{EMPTY_CHECKOUT_MESSAGE}</p>
      {reload ? (
        <a href={href} className={primaryButtonFit}>
          Reload
        </a>
      ) : (
        <Link href={href} className={primaryButtonFit}>
          Continue shopping
        </Link>
      )}
    </div>
  );
}
