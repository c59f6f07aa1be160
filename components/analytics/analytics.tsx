"use client";
import Script from "next/script";
import { useEffect } from "react";
import { configureAnalytics, flushPendingEvents, GA_MEASUREMENT_ID } from "@/lib/analytics/track";

/**
 * In the root layout (AN-01…05): queues the events an earlier page left for this one (a sign-up right
 * before its full navigation), and, only when NEXT_PUBLIC_GA_MEASUREMENT_ID is configured, loads gtag.js
 * once the page is idle (`lazyOnload`: it never competes with the page's own scripts). gtag.js then
 * reads `window.dataLayer`, the queue `track` fills from the start. Without the setting it renders
 * nothing and nothing leaves the browser.
 */
export function Analytics() {
  useEffect(() => {
    configureAnalytics();
    flushPendingEvents();
  }, []);
  if (!GA_MEASUREMENT_ID) return null;
  return <Script id="gtag-js" src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(GA_MEASUREMENT_ID)}`} strategy="lazyOnload" />;
}
