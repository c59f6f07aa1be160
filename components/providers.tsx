"use client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState, useSyncExternalStore, type ReactNode } from "react";

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

/** Client-wide providers: React Query for client-side API state and the toast outlet (NAV-15). */
export function Providers({ children }: { children: ReactNode }) {
  // One client per browser tab (not per render, not shared between server requests).
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } } }),
  );
  const isDesktop = useIsDesktop();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position={isDesktop ? "top-right" : "top-center"}
        offset={isDesktop ? 80 : undefined}
        mobileOffset={64}
        toastOptions={{ className: "font-sans" }}
      />
    </QueryClientProvider>
  );
}
