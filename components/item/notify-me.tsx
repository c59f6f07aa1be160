"use client";
import Link from "next/link";
import { useParams } from "next/navigation";
import { useEffect, useState } from "react";
import { authPath } from "@/lib/auth/contexts";
import { useNotifyMe } from "@/hooks/use-notify-me";
import { useSignedInMarker } from "@/hooks/use-signed-in-marker";
import { secondaryButton } from "@/components/ui/button-styles";

export const NOTIFY_ME = "Notify me when back in stock";
export const NOTIFY_SENT = "Notify request sent, thank you!";
/** G-61: the spec gives no text for the signed-out prompt; this is ours. */
export const NOTIFY_SIGN_IN = "Sign in to be notified when it is back in stock";
/** Ours (finding 15.16): the button once the request for this variant has gone. */
export const NOTIFY_REQUESTED = "We'll tell you when it's back";
/** BR-UI-01: the sent message shows for 3 s. */
export const NOTIFY_SENT_MS = 3000;

interface NotifyMeProps {
  itemId?: string;
  variantId: string;
  /** the store of the sign-in link; defaults to the page's `[store]` */
  store?: string;
}

/**
 * Back in stock (BROWSE-18) under a sold-out variant: a signed-in shopper gets the notify button,
 * then 'Notify request sent, thank you!' for 3 s, and from then on the button says the shop will
 * tell them (for this variant, for the rest of the visit); a signed-out one a sign-in link. The API
 * client loads on the first press (lib/api/lazy.ts), so the item page ships none up front. Without
 * an item id (a caller that has none) a signed-in shopper sees only 'Out of stock'.
 */
export function NotifyMe({ itemId, variantId, store }: NotifyMeProps) {
  const signedIn = useSignedInMarker();
  const params = useParams<{ store?: string }>();
  const request = useNotifyMe(itemId ?? "", variantId);
  const [thanks, setThanks] = useState(false);
  const storeSlug = store ?? params?.store;

  useEffect(() => {
    if (!thanks) return;
    const timer = setTimeout(() => setThanks(false), NOTIFY_SENT_MS);
    return () => clearTimeout(timer);
  }, [thanks]);

  if (!signedIn) {
    return (
      <Link
        href={authPath("sign", "signin", storeSlug ? new URLSearchParams({ store: storeSlug }) : "")}
        className="mt-1 inline-block text-stone-700 underline underline-offset-4 hover:text-stone-950"
      >
        {NOTIFY_SIGN_IN}
      </Link>
    );
  }
  if (!itemId) return null;

  // The button stays, disabled in name only once sent, so focus never drops to the page; the
  // message is a live region that is always there, so screen readers announce it when it fills.
  return (
    <div className="mt-3 space-y-2">
      <button
        type="button"
        className={`${secondaryButton} w-full aria-disabled:cursor-default`}
        aria-disabled={request.pending || request.requested}
        onClick={() => request.send(() => setThanks(true))}
      >
        {request.requested ? (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            {NOTIFY_REQUESTED}
          </>
        ) : (
          NOTIFY_ME
        )}
      </button>
      <p role="status" className="min-h-5 text-sm font-medium text-emerald-800">
        {thanks ? NOTIFY_SENT : ""}
      </p>
    </div>
  );
}
