"use client";
import { useState, useTransition } from "react";
import { signOut } from "@/lib/auth/actions";
import { textButton } from "@/components/ui/button-styles";

/**
 * CHK-19: who shared the cart, and for a signed-in shopper a sign-out link that signs out and
 * reloads this checkout (the shared cart stays in this browser, so the guest checkout picks it up).
 */
export function ShareCartBanner({ store, sharer, signedIn }: { store: string; sharer: string; signedIn: boolean }) {
  const [pending, startTransition] = useTransition();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3 bg-stone-50 px-4 py-3 text-sm text-stone-800 ring-1 ring-stone-200">
      <p>
        A cart shared by <span className="font-semibold">{sharer || "a stylist"}</span>
      </p>
      {signedIn && (
        <button
          type="button"
          className={textButton}
          disabled={pending || leaving}
          onClick={() =>
            startTransition(async () => {
              await signOut(store);
              setLeaving(true);
              window.location.reload();
            })
          }
        >
          Sign out
        </button>
      )}
    </div>
  );
}
