/**
 * Step 2's rules (CHK-12…16, BR-CHK-05/09/14, BR-VAL-20/22/31, C-07) as plain functions: whether
 * step 1 left enough to pay for, the billing choice, and what Place order checks before it creates
 * the order, with the spec's messages.
 */
import type { CreditCard } from "@/lib/api/schemas/checkout";
import { CHECK_ITEMS_MESSAGE } from "@/lib/cart/checkout-checks";
import { INCOMPLETE_CARD_MESSAGE } from "@/lib/payments/adapter";
import type { AddressForm, CheckoutData } from "./checkout-data";
import { checkStep1 } from "./step1";
import { BILLING_ADDRESS_MESSAGE, SELECT_BILLING_MESSAGE, validateAddress, type AddressErrors } from "./validation";

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
  return checkStep1(data, pickUp ? "pickup" : "form", data.shipOpt.methodId).toast === null;
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

export interface Step2Input {
  billOpt: 0 | 1 | null;
  billing: AddressForm;
  shipTo: AddressForm | null;
  /** the grand total is 0: no payment, no card check (BR-CHK-05) */
  free: boolean;
  payment: PaymentSelection;
  cards: readonly CreditCard[];
  /** the new-card form is complete */
  cardComplete: boolean;
  /** the provider is ready to take the chosen method (Stripe.js loaded, the wallet offered) */
  providerReady: boolean;
}

export interface Step2Errors {
  billOpt?: string;
  billing: AddressErrors;
  /** under the saved-card list */
  savedCard?: string;
  /** under the new card field */
  card?: string;
}

export type Step2Field = "billOpt" | keyof AddressErrors | "savedCard" | "card" | null;

export interface Step2Check {
  errors: Step2Errors;
  toast: string | null;
  /** the first field to fix, for the focus */
  first: Step2Field;
}

function checkPayment(input: Step2Input): { errors: Pick<Step2Errors, "savedCard" | "card">; toast: string | null } {
  const { payment } = input;
  if (input.free) return { errors: {}, toast: null };
  if (payment === null) {
    return input.cards.length > 0
      ? { errors: { savedCard: CARD_MESSAGES.noCard }, toast: STEP2_TOASTS.invalidCard }
      : { errors: {}, toast: STEP2_TOASTS.noPaymentMethod };
  }
  if (payment.kind === "saved-card") {
    const card = input.cards.find((c) => c._id === payment.cardId);
    if (!card) return { errors: { savedCard: CARD_MESSAGES.noCard }, toast: STEP2_TOASTS.invalidCard };
    if (card.is_invalid) return { errors: { savedCard: CARD_MESSAGES.invalidCard }, toast: STEP2_TOASTS.invalidCard };
  }
  if (payment.kind === "new-card" && !input.cardComplete) return { errors: { card: CARD_MESSAGES.incomplete }, toast: STEP2_TOASTS.incompleteCard };
  if (!input.providerReady) return { errors: {}, toast: STEP2_TOASTS.noPaymentMethod };
  return { errors: {}, toast: null };
}

/** Place order's own checks, billing first, then payment (BR-CHK-14); the cart is checked separately. */
export function checkStep2(input: Step2Input): Step2Check {
  const errors: Step2Errors = { billing: {} };
  const billOpt = effectiveBillOpt(input.billOpt, input.shipTo);
  if (billOpt === null) errors.billOpt = SELECT_BILLING_MESSAGE;
  if (billOpt === 1) errors.billing = validateAddress(input.billing);
  const billingFailed = Boolean(errors.billOpt) || Object.keys(errors.billing).length > 0;

  const payment = checkPayment(input);
  Object.assign(errors, payment.errors);

  const billingFirst = errors.billOpt ? "billOpt" : ((Object.keys(errors.billing)[0] as keyof AddressErrors | undefined) ?? null);
  const first: Step2Field = billingFirst ?? (errors.savedCard ? "savedCard" : errors.card ? "card" : null);
  return { errors, toast: billingFailed ? STEP2_TOASTS.billing : payment.toast, first };
}
