/**
 * The test provider's card rules, as Stripe's test mode has them (pure functions, no I/O):
 * the well-known test numbers, Luhn, brand detection, expiry and CVC checks, and the texts
 * Stripe shows for each refusal.
 */
export type TestOutcome = "succeed" | "decline" | "insufficient_funds" | "authenticate";

export const TEST_CARD_MESSAGES = {
  incorrectNumber: "Your card number is incorrect.",
  expired: "Your card has expired.",
  incorrectCvc: "Your card's security code is incorrect.",
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  authenticationFailed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
} as const;

/** Stripe's test numbers with a special outcome; any other Luhn-valid number succeeds. */
export const SPECIAL_TEST_NUMBERS: Readonly<Record<string, TestOutcome>> = {
  "4000000000000002": "decline",
  "4000000000009995": "insufficient_funds",
  "4000002500003155": "authenticate",
};

export const digitsOf = (number: string) => number.replace(/\s+/g, "");

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Stripe's brand ids, from the number's prefix. */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(6011|65|64[4-9])/.test(digits)) return "discover";
  return "unknown";
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

export interface TestCardInput {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export type TestCardCheck =
  | { ok: true; brand: string; lastFour: string; outcome: TestOutcome }
  | { ok: false; message: string };

/** What Stripe.js would say when tokenising this card. */
export function checkTestCard(card: TestCardInput, now: Date): TestCardCheck {
  const digits = digitsOf(card.number);
  if (!luhnValid(digits)) return { ok: false, message: TEST_CARD_MESSAGES.incorrectNumber };
  if (isExpired(card.exp_month, card.exp_year, now)) return { ok: false, message: TEST_CARD_MESSAGES.expired };
  const brand = brandOf(digits);
  // American Express has a four-digit code, every other brand three.
  if (card.cvc.trim().length !== (brand === "amex" ? 4 : 3)) return { ok: false, message: TEST_CARD_MESSAGES.incorrectCvc };
  return { ok: true, brand, lastFour: digits.slice(-4), outcome: SPECIAL_TEST_NUMBERS[digits] ?? "succeed" };
}
