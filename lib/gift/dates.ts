/**
 * Gift-box occasion dates (GIFT-04/06/07, BR-GIFT-05…07). The shopper picks a month and a day; the year
 * is chosen for them. C-27, our reading: items ship `buffer_days` before the date, so the earliest date
 * that can be fulfilled is today + buffer_days; the year is the first in which month/day falls on or
 * after that bound (docs/decisions.md "Gift boxes (GIFT)"). Dates are ISO `yyyy-mm-dd`, in UTC.
 */

/** BR-GIFT-06: 31 for months 1, 3, 5, 7, 8, 10, 12; 29 for February; 30 otherwise. */
export function daysInMonth(month: number): number {
  if (month === 2) return 29;
  return [1, 3, 5, 7, 8, 10, 12].includes(month) ? 31 : 30;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The earliest date an occasion may have: the day of `now` plus `bufferDays` (C-27). */
export function earliestOccasionDate(now: Date, bufferDays: number): string {
  return iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + bufferDays * DAY_MS));
}

const realDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 ? iso(date) : null;
};

/**
 * The occasion's date for a month and day: the first year in which it is on or after the earliest date.
 * 29 February falls in the next leap year that qualifies. Null for a month/day that does not exist.
 */
export function occasionDate(month: number, day: number, now: Date, bufferDays: number): string | null {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1 || day > daysInMonth(month)) return null;
  const earliest = earliestOccasionDate(now, bufferDays);
  const first = Number(earliest.slice(0, 4));
  for (let year = first; year <= first + 8; year++) {
    const date = realDay(year, month, day);
    if (date && date >= earliest) return date;
  }
  return null;
}

/** Whether an ISO date is one the server accepts: not before the earliest date, and within a year and a day of it. */
export function occasionDateAllowed(date: string, now: Date, bufferDays: number): boolean {
  const earliest = earliestOccasionDate(now, bufferDays);
  // 29 February may be up to four years ahead: accept what occasionDate can answer.
  const latest = iso(new Date(Date.parse(`${earliest}T00:00:00Z`) + (4 * 366 + 1) * DAY_MS));
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && date >= earliest && date <= latest;
}

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * An ISO date as `toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })`
 * writes it ("February 14, 2027"), by hand: that call builds an ICU date formatter every time, which was most of the
 * gift set-up form's render while hydrating (three dated slots: ~90 ms of the form's ~140 ms at the 4× CPU slowdown).
 */
export function longDateLabel(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return "Invalid Date";
  return `${month} ${Number(match[3])}, ${Number(match[1])}`;
}

/** BR-GIFT-05: the SO slots, with the spec's default dates for three of them. */
export const SO_SLOTS = [
  { id: "va", name: "Valentine's day", month: 2, day: 14 },
  { id: "mo", name: "Mother's day", month: 5, day: 9 },
  { id: "ch", name: "Christmas", month: 12, day: 25 },
  { id: "bi", name: "Birthday", month: null, day: null },
  { id: "an", name: "Anniversary", month: null, day: null },
] as const;
