"use client";
import { lazy, Suspense, useEffect, useState } from "react";
import { useInAppMode } from "@/hooks/use-in-app-mode";
import { browserIsDesktop, detectPlatform } from "@/lib/funnel/device";
import { hasFlagCookie, HOME_SCREEN_COOKIE, homeScreenVariant, mayPrompt } from "@/lib/funnel/prompts";
import type { InstallPromptEvent } from "./home-screen-banner";

// The banner's markup downloads only on a phone that is to see it.
const HomeScreenBanner = lazy(() => import("./home-screen-banner").then((m) => ({ default: m.HomeScreenBanner })));

/**
 * NAV-08, in the shop layout: on an Android or iOS phone (from the user agent), outside the app, and until
 * closed (remembered 14 days), the add-to-home-screen banner. Android's `beforeinstallprompt`, when the
 * browser fires it, is kept for the banner's Install button.
 */
export function HomeScreenGate() {
  const inApp = useInAppMode();
  const [variant, setVariant] = useState<"android" | "ios" | null>(null);
  const [install, setInstall] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const onInstallPrompt = (event: Event) => {
      event.preventDefault(); // ours to show, from the banner
      setInstall(event as InstallPromptEvent);
    };
    window.addEventListener("beforeinstallprompt", onInstallPrompt);
    return () => window.removeEventListener("beforeinstallprompt", onInstallPrompt);
  }, []);

  useEffect(() => {
    // Asked in the next frame, not in this effect: reading the window's width right after hydration forced the
    // style and layout of the whole page inside hydration's long task (issue 27: up to 37 ms at Lighthouse's 4×
    // CPU); in the frame's own callback it is the layout that frame does anyway.
    const frame = requestAnimationFrame(() => {
      const allowed = mayPrompt({ desktop: browserIsDesktop(window), inApp, dismissed: hasFlagCookie(document.cookie, HOME_SCREEN_COOKIE) });
      setVariant(allowed ? homeScreenVariant(detectPlatform(navigator.userAgent, navigator.maxTouchPoints)) : null);
    });
    return () => cancelAnimationFrame(frame);
  }, [inApp]);

  if (!variant) return null;
  return (
    <Suspense fallback={null}>
      <HomeScreenBanner variant={variant} install={install} onClose={() => setVariant(null)} />
    </Suspense>
  );
}
