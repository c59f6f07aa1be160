/**
 * Money is integer cents inside the app; the spec's display format is '$ ' plus two decimals.
 * Shared with server/ (eslint.config.mjs): no imports here.
 */
export function formatMoney(cents: number): string {
  if (!Number.isInteger(cents)) throw new Error(`money must be integer cents, got ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  // Grouped by hand: `toLocaleString` builds an ICU formatter on every call, which cost the store grid's
  // hydration ~15 ms on a phone (issue 11); the output is the same "1,234".
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}$ ${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

export const PRICE_RANGE_ERROR = "min max item price error";

/** A single price, or 'min - max' when the variants differ. A zero bound is a data error (spec A:192). */
export function formatPriceRange(min: number, max: number): string {
  if (min <= 0 || max <= 0 || min > max) throw new Error(PRICE_RANGE_ERROR);
  return min === max ? formatMoney(min) : `${formatMoney(min)} - ${formatMoney(max)}`;
}

/** Percent of an amount in cents, rounded half up to the cent. */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}
