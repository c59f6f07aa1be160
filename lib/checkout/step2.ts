/**
 * Step 2's rules (CHK-12…16, BR-CHK-05/09/14, BR-VAL-20/22/31, C-07) as plain functions: whether
 * step 1 left enough to pay for, the billing choice, and what Place order checks before it creates
 * the order, with the spec's messages.
 */
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { CHECK_ITEMS_MESSAGE } from "@/lib/cart/checkout-checks";
import { INCOMPLETE_CARD_MESSAGE } from "@/lib/payments/adapter";
import { z } from "zod";
import type { AddressForm, CheckoutData } from "./checkout-data";
import { step1Schema } from "./step1";
import { addressSchema, BILLING_ADDRESS_MESSAGE, SELECT_BILLING_MESSAGE } from "./validation";

/** CHK-13 / BR-VAL-20 / C-07: inline under the card field and the saved-card list. */
export const CARD_MESSAGES = {
  incomplete: INCOMPLETE_CARD_MESSAGE,
  invalidCard: "Please select a valid credit card.",
  noCard: "Please select a credit card",
} as const;

/** BR-VAL-31: Place order's toasts. */
export const STEP2_TOASTS = {
  billing: BILLING_ADDRESS_MESSAGE,
  noPaymentMethod: "please provide a valid payment method.",
  incompleteCard: "please enter a valid payment.",
  invalidCard: CARD_MESSAGES.invalidCard,
  cart: CHECK_ITEMS_MESSAGE,
} as const;

/** CHK-15 */
export const FREE_ORDER_MESSAGE = "Free order, no payment required";

export type PaymentSelection = { kind: "new-card" } | { kind: "saved-card"; cardId: string } | { kind: "wallet" } | null;

/**
 * Step 2 needs a contact, a shipping method and (unless it is pick-up) a complete shipping address
 * from step 1; without them the shopper goes back to step 1.
 */
export function step1Complete(data: CheckoutData, pickUp: boolean): boolean {
  return step1Schema.safeParse({ ...data, addressMode: pickUp ? "pickup" : "form" }).success;
}

/** BR-CHK-09: 'same as shipping' needs a shipping name and address (none for pick-up). */
export function canBillToShipping(shipTo: AddressForm | null): boolean {
  return shipTo !== null && shipTo.fullName.trim() !== "" && shipTo.address.trim() !== "";
}

/**
 * The billing option as it applies: 'same as shipping' (the spec's option 0) when nothing is chosen
 * yet and there is a shipping address to copy; it falls away when there is nothing to copy.
 */
export function effectiveBillOpt(billOpt: 0 | 1 | null, shipTo: AddressForm | null): 0 | 1 | null {
  if (!canBillToShipping(shipTo)) return billOpt === 0 ? null : billOpt;
  return billOpt ?? 0;
}

/** The pick to start with: the default saved card if it can pay, else a new card when there is no saved one. */
export function initialPayment(cards: readonly CreditCard[]): PaymentSelection {
  if (cards.length === 0) return { kind: "new-card" };
  const preferred = cards.find((c) => c.is_default && !c.is_invalid);
  return preferred ? { kind: "saved-card", cardId: preferred._id } : null;
}

/**
 * BR-VAL-22 (CHK-12): billing option 0 (same as shipping) or 1, its own address (BR-VAL-19); checked as it
 * applies (`effectiveBillOpt`). A missing choice fails on `billOpt` with 'Please select a billing method.'.
 */
export const billingSchema = z.discriminatedUnion(
  "billOpt",
  [z.object({ billOpt: z.literal(0) }), z.object({ billOpt: z.literal(1), billing: addressSchema })],
  { error: SELECT_BILLING_MESSAGE },
);

export interface PaymentInput {
  /** the grand total is 0: no payment, no card check (BR-CHK-05) */
  free: boolean;
  payment: PaymentSelection;
  cards: readonly CreditCard[];
  /** the new-card form is complete */
  cardComplete: boolean;
  /** the provider is ready to take the chosen method (Stripe.js loaded, the wallet offered) */
  providerReady: boolean;
}

export interface PaymentCheck {
  /** under the saved-card list / under the new card field */
  errors: { savedCard?: string; card?: string };
  toast: string | null;
  /** the field to fix, for the focus */
  first: "savedCard" | "card" | null;
}

/** Place order's payment check, after the billing (BR-CHK-14); the cart is checked separately. */
export function checkPayment(input: PaymentInput): PaymentCheck {
  const { payment } = input;
  const fail = (errors: PaymentCheck["errors"], toast: string): PaymentCheck => ({ errors, toast, first: errors.savedCard ? "savedCard" : errors.card ? "card" : null });
  if (input.free) return { errors: {}, toast: null, first: null };
  if (payment === null) return input.cards.length > 0 ? fail({ savedCard: CARD_MESSAGES.noCard }, STEP2_TOASTS.invalidCard) : fail({}, STEP2_TOASTS.noPaymentMethod);
  if (payment.kind === "saved-card") {
    const card = input.cards.find((c) => c._id === payment.cardId);
    if (!card) return fail({ savedCard: CARD_MESSAGES.noCard }, STEP2_TOASTS.invalidCard);
    if (card.is_invalid) return fail({ savedCard: CARD_MESSAGES.invalidCard }, STEP2_TOASTS.invalidCard);
  }
  if (payment.kind === "new-card" && !input.cardComplete) return fail({ card: CARD_MESSAGES.incomplete }, STEP2_TOASTS.incompleteCard);
  if (!input.providerReady) return fail({}, STEP2_TOASTS.noPaymentMethod);
  return { errors: {}, toast: null, first: null };
}
