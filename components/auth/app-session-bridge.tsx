"use client";
import { useEffect } from "react";
import { adoptAppToken } from "@/lib/auth/actions";
import { requestAppToken } from "@/lib/inapp/bridge";
import { hasSignedInMarker } from "@/lib/session";
import { useInAppMode } from "@/hooks/use-in-app-mode";

/**
 * INAPP-09: inside the native app (`?inapp`) a visitor without a web session takes the app's own:
 * `getToken` over the bridge, checked and stored by the server, then a reload so the page renders
 * signed in. Renders nothing.
 */
export function AppSessionBridge() {
  const inApp = useInAppMode();

  useEffect(() => {
    // Read the marker here, not through useSignedInMarker: that hook answers false while hydrating,
    // and an effect of that first render would ask the app for a token the page already has.
    if (!inApp || hasSignedInMarker(document.cookie)) return;
    let cancelled = false;
    void requestAppToken(window).then(async (token) => {
      if (!token || cancelled) return;
      const result = await adoptAppToken(token);
      if (result.ok && !cancelled) window.location.reload();
    });
    return () => {
      cancelled = true;
    };
  }, [inApp]);

  return null;
}
