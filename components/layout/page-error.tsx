"use client";
import { NETWORK_ERROR_MESSAGE } from "@/lib/api/errors";
import { Button } from "@/components/ui/button";

/**
 * What an error boundary (app/error.tsx and each route group's error.tsx) shows when a page fails to
 * load (API down, unexpected response). Server error details never reach the browser in production,
 * so the text is the app's generic one; "Try again" re-renders the failed segment.
 */
export function PageError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="font-serif text-3xl text-stone-950">This page didn&apos;t load</h1>
      <p className="mt-4 text-stone-600">{NETWORK_ERROR_MESSAGE}</p>
      <Button onClick={() => retry()} className="mt-8 w-auto px-8">
        Try again
      </Button>
    </div>
  );
}
