/**
 * The refund mode's rules (ACCT-06…09, BR-ORD-02/05/06/07): what may be canceled, returned or
 * replaced in an order the shopper owns, and what a return gives back. Plain functions of the order
 * detail (API-55), so the dialogs, the pre-sale detail and the tests share them.
 */
import type { AccountOrderDetail, AccountOrderItem } from "@/lib/api/schemas/order-history";
import { formatMoney } from "@/lib/money";

export const REFUND_TEXT = {
  returnAction: "Return",
  question: "I would like to return for Items:",
  notReceived: "I haven't received - Cancel Items",
  received: "I have received - Return Items",
  notCancelable: "not cancelable",
  pastWindow: "Past the return window, contact customer service",
  returnSent: "Return request sent.",
  presaleDetail: "PRE-SALE DETAIL",
  cancel: "CANCEL",
  abort: "ABORT",
  replace: "REPLACE",
  firstBoxFree: "First Box Free",
  /** ours (finding 8): the cancel's summary before the shopper confirms, and the refund lines after */
  itemsToCancel: "Items to cancel",
  refundToCard: "Refund to your payment method",
  refunded: "Refunded: pre-sale items canceled",
  newTotal: "New total",
} as const;

/** The pre-sale cancel's toast: the amount is the refund the server made (finding 8: the summary showed the same). */
export const presaleCanceledToast = (refund: number) => `Pre-sale items canceled. ${formatMoney(refund)} is refunded to your payment method.`;

/** Finding 8: the order's total after its refunds (pre-sale cancels), as the order shows it under Total. */
export const totalAfterRefunds = (grandTotal: number, refunds: { amount: number }[]) => grandTotal - refunds.reduce((sum, refund) => sum + refund.amount, 0);

/** BR-ORD-01: an item of type 3 is a pre-sale item. */
const PRESALE_ITEM_TYPE = 3;

type Order = Pick<AccountOrderDetail, "stores" | "is_goldbox_order" | "grand_total">;

const linesOf = (order: Pick<AccountOrderDetail, "stores">): AccountOrderItem[] => order.stores.flatMap((s) => s.items);

/** BR-ORD-02: pre-sale items not canceled yet (PUT api/preorder/cancel cancels them all, G-63). */
export const cancelableItems = (order: Pick<AccountOrderDetail, "stores">) => linesOf(order).filter((i) => i.type === PRESALE_ITEM_TYPE && !i.is_canceled);

/** BR-ORD-02: the lines a return may take; none in a pre-sale goldbox order. */
export function returnableItems(order: Order): AccountOrderItem[] {
  const lines = linesOf(order);
  if (order.is_goldbox_order && lines.some((i) => i.type === PRESALE_ITEM_TYPE)) return [];
  return lines.filter((i) => i.is_allowed_to_return && i.returnable_units > 0);
}

export type RefundChoice = { kind: "cancel" | "return" } | { kind: "refused"; message: string };

/** ACCT-06: what each answer of the dialog leads to: the cancel or return form, or the spec's refusal. */
export function refundChoice(order: Order, received: boolean): RefundChoice {
  if (!received) return cancelableItems(order).length ? { kind: "cancel" } : { kind: "refused", message: REFUND_TEXT.notCancelable };
  return returnableItems(order).length ? { kind: "return" } : { kind: "refused", message: REFUND_TEXT.pastWindow };
}

/** ACCT-08, C-43: the pre-sale detail's CANCEL/ABORT toggle shows when something can be canceled or returned. */
export const presaleCanRefund = (order: Order) => cancelableItems(order).length > 0 || returnableItems(order).length > 0;

/** BR-ORD-06: the lines a replacement may name; none when the order cost nothing. */
export const replaceableItems = (order: Order) => (order.grand_total === 0 ? [] : linesOf(order).filter((i) => i.return_message === ""));

/** BR-ORD-07: 0 is 'First Box Free', else the dollar amount. */
export const replacementPrice = (cents: number) => (cents === 0 ? REFUND_TEXT.firstBoxFree : formatMoney(cents));

/** What the shopper paid for `units` of a line: its price less its share of bundle and coupon discounts (as the server counts it). */
export const paidFor = (item: Pick<AccountOrderItem, "price" | "units" | "discount_price">, units: number) =>
  Math.round(((item.price * item.units - item.discount_price) * units) / item.units);

/** BR-ORD-05: the items' value less the return shipping fee, never below 0 (the tax share is added by the server). */
export const estimatedRefund = (itemsValue: number, returnCost: number) => Math.max(0, itemsValue - returnCost);
