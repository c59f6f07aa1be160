/** Birth-year select (BR-VAL-13, AUTH-18): 1910 up to this year minus 18, defaulting to 1980. */
export const FIRST_BIRTH_YEAR = 1910;
export const DEFAULT_BIRTH_YEAR = 1980;
export const MINIMUM_AGE = 18;

export const lastBirthYear = (now: Date = new Date()) => now.getFullYear() - MINIMUM_AGE;

/** The select's choices, newest first so the likely years are near the default. */
export function birthYearOptions(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = lastBirthYear(now); year >= FIRST_BIRTH_YEAR; year--) years.push(year);
  return years;
}

export const isAllowedBirthYear = (year: number, now: Date = new Date()) =>
  Number.isInteger(year) && year >= FIRST_BIRTH_YEAR && year <= lastBirthYear(now);
