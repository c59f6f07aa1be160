import { describe, expect, it } from "vitest";
import { canCancelOccasion, eventName, isFreeBox, messageOr, occasionOrderId, occasionStateText, showsCardForm, SUBSCRIPTION_TEXT, subscriptionStatusLabel } from "@/lib/subscriptions/detail";

describe("subscription detail rules (GIFT-13…16)", () => {
  it("keeps the spec's strings verbatim", () => {
    expect(SUBSCRIPTION_TEXT).toMatchObject({
      firstBoxFree: "First Box Free",
      canceled: "canceled",
      canceledToast: "subscription canceled.",
      selectNewCard: "SELECT A NEW CARD",
      cardUpdated: "Updated, we'll process on next scheduled time, thank you.",
      cardUpdatedToast: "Payment information updated, Thank you.",
    });
  });

  it("labels the subscription's status 0 Scheduled, 1 Completed, 2 Canceled", () => {
    expect([0, 1, 2, 9].map(subscriptionStatusLabel)).toEqual(["Scheduled", "Completed", "Canceled", ""]);
  });

  it("says what each occasion status means, with its date", () => {
    expect(occasionStateText({ status: 0, create_date: "2030-06-08" })).toBe("will be created on June 8, 2030");
    expect(occasionStateText({ status: 1, create_date: "2030-02-07" })).toBe("created on February 7, 2030");
    expect(occasionStateText({ status: 2, create_date: null })).toBe("canceled");
  });

  it("cancels only a scheduled occasion and links only a made one that has an order", () => {
    expect([0, 1, 2].map((status) => canCancelOccasion({ status }))).toEqual([true, false, false]);
    expect(occasionOrderId({ status: 1, order_id: "o-1" })).toBe("o-1");
    expect(occasionOrderId({ status: 0, order_id: "o-1" })).toBeNull();
    expect(occasionOrderId({ status: 1, order_id: null })).toBeNull();
  });

  it("names the slots, keeps a shopper's own occasion name, and calls a box priced 0 the free one", () => {
    expect(["va", "mo", "ch", "bi", "an", "Graduation"].map(eventName)).toEqual(["Valentine's Day", "Mother's Day", "Christmas", "Birthday", "Anniversary", "Graduation"]);
    expect(isFreeBox({ price: 0 })).toBe(true);
    expect(isFreeBox({ price: 1 })).toBe(false);
  });

  it("shows the card form only for an invalid card on a subscription that is not canceled", () => {
    expect(showsCardForm({ is_credit_card_invalid: true, status: 0 })).toBe(true);
    expect(showsCardForm({ is_credit_card_invalid: true, status: 1 })).toBe(true);
    expect(showsCardForm({ is_credit_card_invalid: true, status: 2 })).toBe(false);
    expect(showsCardForm({ is_credit_card_invalid: false, status: 0 })).toBe(false);
  });

  it("lets a non-empty server message replace the screen's own (C-30)", () => {
    expect(messageOr("", "subscription canceled.")).toBe("subscription canceled.");
    expect(messageOr("  ", "x")).toBe("x");
    expect(messageOr("Done.", "x")).toBe("Done.");
  });
});
