"use client";
import { sendToApp } from "@/lib/inapp/bridge";
import { useInAppMode } from "@/hooks/use-in-app-mode";

/**
 * INAPP-03: inside the native app, which has no browser toolbar, the shop's top bar has a back button
 * (docs/decisions.md): the previous page of the web view, or, on its first page, `close` to the app (INAPP-09).
 */
export function InAppBackButton() {
  if (!useInAppMode()) return null;
  return (
    <button
      type="button"
      onClick={() => {
        // The Navigation API knows whether this tab has a page of ours to go back to; without it, the history's length.
        const navigation = (window as { navigation?: { canGoBack: boolean } }).navigation;
        if (navigation ? navigation.canGoBack : window.history.length > 1) window.history.back();
        else sendToApp(window, { command: "close" });
      }}
      className="inline-flex size-11 items-center justify-center text-stone-900 hover:text-stone-600 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-stone-950"
    >
      <span className="sr-only">Back</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d="M15 5l-7 7 7 7" />
      </svg>
    </button>
  );
}

/** INAPP-09: where a flow ends inside the app, a button that hands the visitor back to it (`close`). Nothing on the web. */
export function BackToAppButton({ className }: { className: string }) {
  if (!useInAppMode()) return null;
  return (
    <button type="button" className={className} onClick={() => sendToApp(window, { command: "close" })}>
      Back to the app
    </button>
  );
}
