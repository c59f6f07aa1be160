/**
 * The US phone mask of the address form (CHK-04, BR-VAL-19): `(###) ###-####`. The input shows the
 * mask (react-imask); the form model and the API keep the ten digits.
 */
export const PHONE_MASK = "(000) 000-0000";

/** Ten digits (or fewer, while typing) as the mask shows them. */
export function formatPhone(value: string): string {
  const d = value.replace(/\D/g, "").slice(0, 10);
  if (d.length === 0) return "";
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
