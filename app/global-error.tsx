"use client";
import { NETWORK_ERROR_MESSAGE } from "@/lib/api/errors";
import "@/styles/globals.css";

/**
 * The last resort when the root layout itself fails. It replaces the whole document, so it brings
 * its own <html>, styles and title, and stays dependency-free.
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>Something went wrong</title>
        <main id="main" className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-6 text-center">
          <h1 className="font-serif text-3xl text-stone-950">Something went wrong</h1>
          <p className="mt-4 text-stone-600">{NETWORK_ERROR_MESSAGE}</p>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-8 inline-flex h-12 items-center justify-center bg-stone-950 px-8 text-xs font-semibold uppercase tracking-[0.2em] text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-950"
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
