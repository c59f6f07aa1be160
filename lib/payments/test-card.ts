/**
 * The test provider's card form as data: what the masked inputs hold, when the card is complete
 * enough to send, and the request it becomes. Whether the number is a real card (Luhn, expiry in
 * the past, wrong CVC) is the provider's call, answered with its own words like Stripe.js would.
 */
import type { TestCardRequest } from "@/lib/api/schemas/checkout";

export interface TestCardFields {
  /** digits, spaces allowed (the mask groups them by four) */
  number: string;
  /** MM / YY */
  expiry: string;
  cvc: string;
}

export const EMPTY_TEST_CARD: TestCardFields = { number: "", expiry: "", cvc: "" };

/** Stripe's test numbers the built-in provider understands, listed on the form. */
export const TEST_CARD_NUMBERS = [
  { number: "4242 4242 4242 4242", outcome: "succeeds" },
  { number: "4000 0000 0000 0002", outcome: "is declined" },
  { number: "4000 0000 0000 9995", outcome: "has insufficient funds" },
  { number: "4000 0025 0000 3155", outcome: "asks for 3-D Secure" },
] as const;

const digits = (value: string) => value.replace(/\D/g, "");

/** `MM / YY` (or `MM/YY`) as a month and a four-digit year; null when incomplete or not a month. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** Complete: a number of 13 to 19 digits, an expiry month, a 3- or 4-digit CVC. */
export function isTestCardComplete(card: TestCardFields): boolean {
  const n = digits(card.number).length;
  return n >= 13 && n <= 19 && parseExpiry(card.expiry) !== null && /^\d{3,4}$/.test(card.cvc.trim());
}

export function toTestCardRequest(card: TestCardFields): TestCardRequest | null {
  const expiry = parseExpiry(card.expiry);
  if (!isTestCardComplete(card) || !expiry) return null;
  return { number: digits(card.number), exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc.trim() };
}

/** Where the card form leaves what was typed for the test adapter to tokenise; it lives only in this page's memory. */
export interface TestCardHolder {
  read(): TestCardFields;
  write(fields: TestCardFields): void;
}

export function createTestCardHolder(): TestCardHolder {
  let fields = EMPTY_TEST_CARD;
  return {
    read: () => fields,
    write: (next) => {
      fields = next;
    },
  };
}
