"use client";
import { NETWORK_ERROR_MESSAGE } from "@/lib/api/errors";

/**
 * A store page failed to load (API down, unexpected response). Server error details never reach
 * the browser in production, so the text is the app's generic one; "Try again" re-fetches.
 */
export default function StoreError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="font-serif text-3xl text-stone-950">This page didn&apos;t load</h1>
      <p className="mt-4 text-stone-600">{NETWORK_ERROR_MESSAGE}</p>
      <button
        type="button"
        onClick={() => retry()}
        className="mt-8 inline-flex h-12 items-center justify-center bg-stone-950 px-8 text-xs font-semibold uppercase tracking-[0.2em] text-white transition hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
      >
        Try again
      </button>
    </div>
  );
}
