"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState, useSyncExternalStore, type ReactNode } from "react";
import { hasInAppCookie, isInAppMode } from "@/lib/layout/footer";

/**
 * Toasts only answer something the shopper did, so the outlet loads after the page is interactive
 * instead of adding its weight to every first load (pages that raise toasts bundle sonner anyway).
 */
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

/** Matches the `desktop` breakpoint in styles/globals.css (BR-UI-05: 960 px). */
const DESKTOP_QUERY = "(min-width: 960px)";

function subscribeDesktop(onChange: () => void) {
  const query = window.matchMedia(DESKTOP_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** NAV-17: desktop places toasts in the corner; phones get them centred under the top bar. */
function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeDesktop, () => window.matchMedia(DESKTOP_QUERY).matches, () => false);
}

// The in-app cookie is set by the server's answer to the first `?inapp` page, never while a page is open.
const subscribeNone = () => () => {};

/**
 * INAPP-03: inside the app, toasts look like the app's own (a dark pill at the foot of the screen). Read from the
 * address and the cookie directly: useSearchParams here would need a Suspense boundary around every page.
 */
function useInAppToasts(): boolean {
  return useSyncExternalStore(subscribeNone, () => isInAppMode(new URLSearchParams(window.location.search)) || hasInAppCookie(document.cookie), () => false);
}

/** Client-wide providers: React Query for client-side API state and the toast outlet (NAV-15). */
export function Providers({ children }: { children: ReactNode }) {
  // One client per browser tab (not per render, not shared between server requests).
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  const isDesktop = useIsDesktop();
  const inApp = useInAppToasts();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {inApp ? (
        <Toaster position="bottom-center" mobileOffset={24} toastOptions={{ className: "font-sans app-toast", style: { borderRadius: 9999, background: "#1c1917", color: "#fff", border: "none" } }} />
      ) : (
        <Toaster position={isDesktop ? "top-right" : "top-center"} offset={isDesktop ? 80 : undefined} mobileOffset={64} toastOptions={{ className: "font-sans" }} />
      )}
    </QueryClientProvider>
  );
}
