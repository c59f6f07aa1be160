/** Pre-order countdown maths (BROWSE-21, BR-FMT-03): `offer_ends` is in epoch seconds. */
export interface Remaining {
  days: number;
  hours: number;
  mins: number;
  secs: number;
  ended: boolean;
}

/** Whole days, hours, minutes and seconds from `nowMs` until the offer ends; all zero once ended. */
export function remaining(offerEndsSec: number, nowMs: number): Remaining {
  // Rounded up, so the last partial second still shows 1 and "ended" means the end time has come.
  const total = Math.max(0, Math.ceil(offerEndsSec - nowMs / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    mins: Math.floor((total % 3_600) / 60),
    secs: total % 60,
    ended: total === 0,
  };
}

export function isOfferEnded(offerEndsSec: number | null, nowMs: number): boolean {
  return offerEndsSec !== null && remaining(offerEndsSec, nowMs).ended;
}

/**
 * The drop date as 'Mar 3, 2026'. Read and printed in UTC so the server and the browser print
 * the same day whatever their time zones (no hydration mismatch). Null for an unreadable date.
 */
export function formatDropDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);
}
