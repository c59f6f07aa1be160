/**
 * The stylist sign-up form's rules (ONB-04, BR-VAL-09/13/14/15/16/17) that the server checks too,
 * with the spec's verbatim messages. Shared with server/ (no imports beyond shared modules).
 */
export const STYLIST_SIGN_UP_MESSAGES = {
  email: "email invalid",
  password: "password requires at least 8 characters",
  userName: "User name invalid",
  firstName: "First name invalid",
  lastName: "Last name invalid",
  phone: "Phone number invalid",
  sharePublic: "Please check to share your contact information to your Kommunity.",
  confirm18: "Please check to ensure you are at least 18 years old and accept our Terms and conditions",
  birthYear: "the birthday must be 18 years or older",
  /** ONB-10: a code given at sign-up is applied there, so it is refused with the apply wording */
  vipCode: "VIP Code invalid",
} as const;

/** BR-VAL-16: at least ten digits (the form's US mask gives exactly ten). */
export const STYLIST_PHONE_MIN_DIGITS = 10;

/**
 * The phone as the account keeps it: its digits, without a leading US country code ('+1 (415) 555-0100'
 * → '4155550100'; a US area code never starts with 1, so a leading 1 is always the country code).
 */
export function stylistPhoneDigits(value: string): string {
  return value.replace(/\D/g, "").replace(/^1/, "");
}

export const isValidStylistPhone = (value: string) => stylistPhoneDigits(value).length >= STYLIST_PHONE_MIN_DIGITS;

/** BR-VAL-17: the VIP code is optional, trimmed and upper-cased; empty means none. */
export const vipCodeFrom = (raw: string | null | undefined) => raw?.trim().toUpperCase() || undefined;
