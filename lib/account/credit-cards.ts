/**
 * The credit-card manager of My Account (ACCT-19, profile mode) as plain rules: the spec's titles
 * and confirmation, our toasts (the spec names none), which cards can become the default, and
 * where a failed add shows its message.
 */
import type { ApiError } from "@/lib/api/errors";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import type { PaymentFailure } from "@/lib/payments/adapter";
import { defaultChoice, type DefaultChoice } from "./default-choice";

/** Appendix A, verbatim: the section's and the add dialog's titles, and the confirmation (BR-VAL-39). */
export const CREDIT_CARDS_TITLE = "CREDIT CARDS";
export const ADD_CREDIT_CARDS_TITLE = "ADD CREDIT CARDS";
export const DELETE_CARD_CONFIRM = "delete this credit card ?";

/** Ours, in the style of the address toasts. */
export const CARD_TOASTS = {
  added: "credit card added.",
  deleted: "credit card deleted.",
  defaultSet: "default credit card updated.",
} as const;

/** Invalid cards cannot be picked (BR-VAL-20), so they cannot become the default either. */
export const canMakeDefault = (card: Pick<CreditCard, "is_default" | "is_invalid">) => !card.is_default && !card.is_invalid;

/**
 * The list as the server answers a default change (PUT api/users/credit_cards): that card the default and first,
 * the others in their order. Shown before the answer comes (and put back if the change is refused).
 */
export function withDefaultCard(cards: readonly CreditCard[], id: string): CreditCard[] {
  const marked = cards.map((card) => ({ ...card, is_default: card._id === id }));
  return [...marked.filter((card) => card.is_default), ...marked.filter((card) => !card.is_default)];
}

/** The first card saved becomes the default (the server's rule), so its box is ticked and locked. */
export const cardDefaultChoice = (cards: readonly CreditCard[]): DefaultChoice => defaultChoice({ isFirst: cards.length === 0, isCurrentDefault: false });

/**
 * Where a failed add says why: under the card field when the provider refused the card or what was
 * typed (its words as-is, BR-VAL-20), else above the dialog's buttons.
 */
export type AddCardProblem = { on: "card" | "form"; message: string };

export const tokenProblem = (failure: PaymentFailure): AddCardProblem => ({ on: failure.kind === "card" ? "card" : "form", message: failure.message });

/** POST api/users/credit_cards/ answers 402 (refused, provider's words) or 400 (a token it cannot use) about the card. */
export function saveProblem(error: ApiError): AddCardProblem {
  const aboutCard = error.kind === "http" && (error.status === 400 || error.status === 402);
  return { on: aboutCard ? "card" : "form", message: error.message };
}
