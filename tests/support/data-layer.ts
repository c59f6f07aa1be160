/** The analytics events (AN-01…04) queued on `window.dataLayer` (gtag's `arguments` entries), for component tests. */
export function analyticsEvents(): { name: string; params: Record<string, unknown> }[] {
  return (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === "event")
    .map((args) => ({ name: String(args[1]), params: args[2] as Record<string, unknown> }));
}

/** A clean queue and nothing of analytics' in sessionStorage (transaction ids, pending events); the rest stays. */
export function resetAnalytics(): void {
  delete window.dataLayer;
  for (const key of Object.keys(window.sessionStorage)) if (key.startsWith("sf_analytics_")) window.sessionStorage.removeItem(key);
}
