"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import { useInAppMode } from "@/hooks/use-in-app-mode";
import { browserIsDesktop } from "@/lib/funnel/device";
import { APP_POPUP_COOKIE, hasFlagCookie, mayPrompt, popupTriggered } from "@/lib/funnel/prompts";

// The popup itself (its dialog and copy) downloads only once a phone has scrolled: never on a desktop.
const DownloadAppPopup = lazy(() => import("./download-app-popup").then((m) => ({ default: m.DownloadAppPopup })));

interface DownloadAppGateProps {
  /** the invite code shown (= the store param) */
  store: string;
  /** the id of the product list whose top triggers the popup; none on the item page (its first scroll does) */
  listId?: string;
}

/**
 * NAV-10's trigger, on the store and item pages only: on a phone outside the app and without the 14-day "no",
 * the first scroll that brings the product list's top within 3000 px plus the viewport opens the popup, once.
 */
export function DownloadAppGate({ store, listId }: DownloadAppGateProps) {
  const inApp = useInAppMode();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    // Whether this browser may see it is asked at the first scroll, not here: reading the window's width right
    // after hydration forced the whole page's style and layout inside hydration's long task (issue 27).
    const onScroll = () => {
      if (!mayPrompt({ desktop: browserIsDesktop(window), inApp, dismissed: hasFlagCookie(document.cookie, APP_POPUP_COOKIE) })) {
        window.removeEventListener("scroll", onScroll);
        return;
      }
      const list = listId ? document.getElementById(listId) : null;
      if (!popupTriggered(list ? list.getBoundingClientRect().top : null, window.innerHeight)) return;
      window.removeEventListener("scroll", onScroll);
      setOpen(true);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [inApp, listId]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DownloadAppPopup store={store} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
