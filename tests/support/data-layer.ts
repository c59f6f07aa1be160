/** The analytics events (AN-01…04) queued on `window.dataLayer` (gtag's `arguments` entries), for component tests. */
export function analyticsEvents(): { name: string; params: Record<string, unknown> }[] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === "event")
    .map((args) => ({ name: String(args[1]), params: args[2] as Record<string, unknown> }));
}

/** A clean queue and no purchases remembered (lib/analytics/track.ts keeps transaction ids in sessionStorage). */
export function resetAnalytics(): void {
  delete window.dataLayer;
  window.sessionStorage.clear();
}
