"use client";
import { useCallback } from "react";
import { sendToApp } from "@/lib/inapp/bridge";

/** INAPP-06: asks the app to show an unconfirmed share box (the order's id as data), where the shopper confirms it. */
export function useViewTryOnBox() {
  return useCallback((orderId: string) => void sendToApp(window, { command: "viewTryOnBox", data: orderId }), []);
}

/**
 * INAPP-07: in the app a carrier's page opens through the app (`openTrackingUrl`, the URL as data).
 * Returns whether the app took it; when no app listens the caller's link opens as usual.
 */
export function useOpenTrackingUrl() {
  return useCallback((url: string) => sendToApp(window, { command: "openTrackingUrl", data: url }), []);
}
