import { describe, expect, it } from "vitest";
import { REFUND_TEXT, cancelableItems, estimatedRefund, paidFor, presaleCanRefund, refundChoice, replaceableItems, replacementPrice, returnableItems } from "@/lib/orders/refund-rules";
import { accountItem, accountOrder } from "../support/account-order-fixture";

const presale = accountItem({ id: "pre", type: 3, tracking_number: null, is_allowed_to_return: false });
const shipped = accountItem({ id: "shipped" });
const late = accountItem({ id: "late", is_allowed_to_return: false });

describe("refundChoice (ACCT-06, BR-ORD-02)", () => {
  it("not received: cancel when a pre-sale item is not canceled, else 'not cancelable'", () => {
    expect(refundChoice(accountOrder([presale, shipped]), false)).toEqual({ kind: "cancel" });
    expect(refundChoice(accountOrder([{ ...presale, is_canceled: true }, shipped]), false)).toEqual({ kind: "refused", message: REFUND_TEXT.notCancelable });
    expect(refundChoice(accountOrder([shipped]), false)).toEqual({ kind: "refused", message: "not cancelable" });
  });

  it("received: return when a line is allowed to return, else the return window's message", () => {
    expect(refundChoice(accountOrder([shipped, late]), true)).toEqual({ kind: "return" });
    expect(refundChoice(accountOrder([late]), true)).toEqual({ kind: "refused", message: "Past the return window, contact customer service" });
    expect(refundChoice(accountOrder([{ ...shipped, returnable_units: 0 }]), true)).toMatchObject({ kind: "refused" });
  });

  it("a pre-sale goldbox order is not returnable, even its shipped lines", () => {
    const goldbox = accountOrder([presale, shipped], { is_goldbox_order: true });
    expect(returnableItems(goldbox)).toEqual([]);
    expect(refundChoice(goldbox, true)).toMatchObject({ kind: "refused", message: REFUND_TEXT.pastWindow });
    // a box order without pre-sale lines returns as usual
    expect(returnableItems(accountOrder([shipped], { is_goldbox_order: true })).map((i) => i.id)).toEqual(["shipped"]);
  });
});

describe("pre-sale toggle and cancel (ACCT-08, C-43)", () => {
  it("shows when something can be canceled or returned", () => {
    expect(cancelableItems(accountOrder([presale, shipped])).map((i) => i.id)).toEqual(["pre"]);
    expect(presaleCanRefund(accountOrder([presale]))).toBe(true);
    expect(presaleCanRefund(accountOrder([shipped]))).toBe(true);
    expect(presaleCanRefund(accountOrder([{ ...presale, is_canceled: true }, late]))).toBe(false);
  });
});

describe("replacement (BR-ORD-06/07)", () => {
  it("offers the lines with an empty return_message, none when the order cost nothing", () => {
    const order = accountOrder([shipped, accountItem({ id: "replaced", return_message: "Replacement requested" })]);
    expect(replaceableItems(order).map((i) => i.id)).toEqual(["shipped"]);
    expect(replaceableItems({ ...order, grand_total: 0 })).toEqual([]);
  });

  it("prices 0 as 'First Box Free', else dollars", () => {
    expect(replacementPrice(0)).toBe("First Box Free");
    expect(replacementPrice(5000)).toBe("$ 50.00");
  });
});

describe("the refund estimate (BR-ORD-05)", () => {
  it("counts what was paid per unit and deducts the return fee, never below 0", () => {
    expect(paidFor({ price: 5000, units: 2, discount_price: 1000 }, 1)).toBe(4500);
    expect(estimatedRefund(4500, 800)).toBe(3700);
    expect(estimatedRefund(500, 800)).toBe(0);
  });
});
