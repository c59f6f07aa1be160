/**
 * The analytics sink (APX-13, G-18: "a GA4-style adapter"). Events go onto `window.dataLayer` in gtag's
 * own queue format (`gtag("event", name, params)` pushes its `arguments`), so gtag.js, when the
 * measurement id is configured (components/analytics/analytics.tsx loads it), or a tag manager picks
 * them up; without it the queue is the local stand-in and nothing leaves the browser.
 *
 * Kept tiny on purpose: no zod, no API client, nothing but the browser. Internal users (AN-05,
 * BR-AUTH-14) carry the non-secret `sf_internal` marker cookie set at sign-in; their events get
 * `debug_mode: true` (GA4's DebugView).
 */
import { gaMeasurementId } from "@/lib/analytics/config";
import { INTERNAL_USER_COOKIE } from "@/lib/session";

export type AnalyticsEvent = "sign_up" | "remove_from_cart" | "begin_checkout" | "purchase";
export type EventParams = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Where events waiting for the next page are kept (an event fired just before a full navigation). */
const PENDING_KEY = "sf_analytics_pending";

// Inlined at build time (NEXT_PUBLIC_*); read here so any first event is preceded by the config command.
export const GA_MEASUREMENT_ID = gaMeasurementId({ NEXT_PUBLIC_GA_MEASUREMENT_ID: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID });
let configured = false;

/** gtag's own function: it queues its `arguments` object, which is what gtag.js reads from dataLayer. */
function gtag(...args: unknown[]): void {
  void args;
  // eslint-disable-next-line prefer-rest-params -- gtag.js only processes real Arguments objects
  (window.dataLayer ??= []).push(arguments);
}

function isInternalUser(): boolean {
  return document.cookie.split(";").some((part) => part.trim() === `${INTERNAL_USER_COOKIE}=1`);
}

/** The `js` and `config` commands, once per page load and only with a measurement id. */
export function configureAnalytics(): void {
  if (typeof window === "undefined" || !GA_MEASUREMENT_ID || configured) return;
  configured = true;
  gtag("js", new Date());
  gtag("config", GA_MEASUREMENT_ID, isInternalUser() ? { debug_mode: true } : {});
}

/** Queues one GA4 event (a no-op on the server). */
export function track(event: AnalyticsEvent, params: EventParams): void {
  if (typeof window === "undefined") return;
  configureAnalytics();
  gtag("event", event, isInternalUser() ? { ...params, debug_mode: true } : params);
}

/**
 * For an event right before a full navigation (the sign-ups' `window.location.assign`): kept in this
 * tab's sessionStorage and queued by the next page (`flushPendingEvents`), so it is neither lost with
 * the unloading page nor sent twice. Without storage it is queued at once.
 */
export function trackOnNextPage(event: AnalyticsEvent, params: EventParams): void {
  try {
    const pending = readPending();
    window.sessionStorage.setItem(PENDING_KEY, JSON.stringify([...pending, { event, params }]));
  } catch {
    track(event, params);
  }
}

function readPending(): { event: AnalyticsEvent; params: EventParams }[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(PENDING_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Queues the events an earlier page left for this one (called once per page load). */
export function flushPendingEvents(): void {
  const pending = readPending();
  if (pending.length === 0) return;
  try {
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  for (const { event, params } of pending) track(event, params);
}

/**
 * True the first time a transaction id is seen in this tab (AN-04: one `purchase` per order, even when
 * the page that fires it runs again); storage refusing counts as the first time.
 */
export function firstTimeFor(transactionId: string): boolean {
  const key = `sf_analytics_purchase_${transactionId}`;
  try {
    if (window.sessionStorage.getItem(key)) return false;
    window.sessionStorage.setItem(key, "1");
  } catch {
    // storage refused: fire anyway (a purchase must not go missing)
  }
  return true;
}
