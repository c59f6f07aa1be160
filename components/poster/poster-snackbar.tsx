"use client";
import { useEffect } from "react";
import { POSTER_SNACKBAR_MS } from "@/lib/poster/cart";

/**
 * The poster store's snackbar (TOOLS-10): one line at the bottom of the frame for 4 s. Its own, not the
 * shop's toasts: the framed page stays light, and a toast in the corner of a 560 px frame is easy to miss.
 * `shown.id` changes with every failure, so the same message twice restarts the 4 s.
 */
export function PosterSnackbar({ shown, onHide }: { shown: { id: number; message: string } | null; onHide: () => void }) {
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(onHide, POSTER_SNACKBAR_MS);
    return () => clearTimeout(timer);
  }, [shown, onHide]);

  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-16 z-20 flex justify-center px-3">
      {shown ? <p className="pointer-events-auto bg-stone-900 px-4 py-3 text-sm text-white shadow-lg">{shown.message}</p> : null}
    </div>
  );
}
