"use client";
import { useSearchParams } from "next/navigation";
import { useSyncExternalStore } from "react";
import { hasInAppCookie, isInAppMode } from "@/lib/layout/footer";

// The cookie is set by the server's answer to the first `?inapp` page, never while a page is open.
const subscribe = () => () => {};

/**
 * In-app mode (INAPP-01, finding 6): this page's `?inapp`, or the visit's in-app cookie set by an earlier one.
 * The cookie is read after hydration only (false on the server and while hydrating), so a page cached for everyone
 * never renders in-app: the in-app differences are applied in the browser of the visitor inside the app.
 */
export function useInAppMode(): boolean {
  const fromQuery = isInAppMode(useSearchParams());
  const fromCookie = useSyncExternalStore(subscribe, () => hasInAppCookie(document.cookie), () => false);
  return fromQuery || fromCookie;
}
