import { describe, expect, it } from "vitest";
import type { CreditCard } from "@/lib/api/schemas/checkout";
import {
  ADD_CREDIT_CARDS_TITLE,
  CREDIT_CARDS_TITLE,
  DELETE_CARD_CONFIRM,
  canMakeDefault,
  cardDefaultChoice,
  saveProblem,
  tokenProblem,
  withDefaultCard,
} from "@/lib/account/credit-cards";
import { cardFailure, unavailable, PROVIDER_UNAVAILABLE_MESSAGE } from "@/lib/payments/adapter";

const visa: CreditCard = { _id: "c1", brand: "visa", last_four: "4242", exp_month: 12, exp_year: 2034, is_default: true, is_invalid: false };

describe("the spec's words (ACCT-19, BR-VAL-39)", () => {
  it("quotes the titles and the confirmation verbatim", () => {
    expect(CREDIT_CARDS_TITLE).toBe("CREDIT CARDS");
    expect(ADD_CREDIT_CARDS_TITLE).toBe("ADD CREDIT CARDS");
    expect(DELETE_CARD_CONFIRM).toBe("delete this credit card ?");
  });
});

describe("canMakeDefault", () => {
  it("offers a valid card that is not the default", () => {
    expect(canMakeDefault({ ...visa, is_default: false })).toBe(true);
  });

  it("not the default itself, nor an invalid card (BR-VAL-20)", () => {
    expect(canMakeDefault(visa)).toBe(false);
    expect(canMakeDefault({ ...visa, is_default: false, is_invalid: true })).toBe(false);
  });
});

describe("withDefaultCard", () => {
  it("marks only that card the default and moves it first, the others keeping their order", () => {
    const cards = [visa, { ...visa, _id: "c2", is_default: false }, { ...visa, _id: "c3", is_default: false }];
    const list = withDefaultCard(cards, "c3");
    expect(list.map((card) => [card._id, card.is_default])).toEqual([["c3", true], ["c1", false], ["c2", false]]);
    expect(cards[0]!.is_default).toBe(true);
  });
});

describe("cardDefaultChoice", () => {
  it("locks the first card as the default", () => {
    expect(cardDefaultChoice([])).toEqual({ checked: true, lockedBecause: "first" });
  });

  it("lets a further card choose", () => {
    expect(cardDefaultChoice([visa])).toEqual({ checked: false, lockedBecause: null });
  });
});

describe("where a failed add says why", () => {
  it("puts the provider's refusal under the card field, as-is", () => {
    expect(tokenProblem(cardFailure("Your card number is incorrect."))).toEqual({ on: "card", message: "Your card number is incorrect." });
  });

  it("puts an unreachable provider above the buttons", () => {
    expect(tokenProblem(unavailable())).toEqual({ on: "form", message: PROVIDER_UNAVAILABLE_MESSAGE });
  });

  it("puts the server's 402 and 400 about the card under the card field", () => {
    expect(saveProblem({ kind: "http", status: 402, message: "Your card was declined." })).toEqual({ on: "card", message: "Your card was declined." });
    expect(saveProblem({ kind: "http", status: 400, message: "Please enter a valid credit card." })).toEqual({ on: "card", message: "Please enter a valid credit card." });
  });

  it("puts a session or network failure above the buttons", () => {
    expect(saveProblem({ kind: "http", status: 401, message: "Please sign in." })).toEqual({ on: "form", message: "Please sign in." });
    expect(saveProblem({ kind: "network", message: "a server error occurred." })).toEqual({ on: "form", message: "a server error occurred." });
  });
});
