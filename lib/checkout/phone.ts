/**
 * The US phone mask of the address form (CHK-04, BR-VAL-19): `(###) ###-####`. The input shows the
 * mask (react-imask); the form model and the API keep the ten digits.
 */
export const PHONE_MASK = "(000) 000-0000";

/**
 * What comes before the area code when a phone is written the international way: '+1 415 …',
 * '1-415-…'. A US area code never starts with 1, so a leading 1 is always the country code.
 */
const COUNTRY_CODE = /^\D*1/;

/** Drops a leading +1 / 1 from what is typed, pasted or autofilled at the start of the number. */
export const dropCountryCode = (typed: string) => typed.replace(COUNTRY_CODE, "");

/** The national digits of a phone as people give it: '+1 (415) 555-0100' → '4155550100'. */
export const phoneDigits = (value: string) => dropCountryCode(value.replace(/\D/g, "")).slice(0, 10);

/**
 * The input mask's options: text arriving at the start of the number (the whole of a paste or an
 * autofill, or the first keys typed) loses its country code before the mask takes the digits, so
 * '+1 415 555 0100' becomes (415) 555-0100 rather than (141) 555-5010.
 */
export const PHONE_MASK_OPTIONS = {
  mask: PHONE_MASK,
  prepare: (typed: string, masked: { unmaskedValue: string }) => (masked.unmaskedValue === "" ? dropCountryCode(typed) : typed),
};

/** Ten digits (or fewer, while typing) as the mask shows them. */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
