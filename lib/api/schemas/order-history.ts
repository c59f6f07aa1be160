/**
 * A signed-in shopper's order history (API-55…57, 59…61, 63): the orders list, an order's detail,
 * returns, pre-sale cancels and the current plan's return cost. Names are the spec's.
 */
import { z } from "zod";
import { Cents, Id, INT4_MAX } from "./common";
import { OrderDetail, OrderItem, OrderStore } from "./checkout";
import { PlanSettings } from "./plan";

/** BR-ORD-03: the reasons a return may give, in the spec's words and order. */
export const RETURN_REASONS = ["Size", "Price", "Quality", "Accidental Order", "Wrong Item Sent", "Changed My Mind"] as const;
/** BR-ORD-03: the reasons a pre-sale cancel may give. */
export const PRESALE_CANCEL_REASONS = ["Price", "Accidental Order", "Changed My Mind"] as const;

const PageNo = z.coerce.number().int().min(1).max(10_000).default(1);
export const PageQuery = z.object({ pageNo: PageNo });

export const OrderSummary = z.object({
  id: Id,
  /** BR-ORD-01: 0 and 3 regular, 1 box, 2 subscription */
  type: z.number().int(),
  order_number: z.string(),
  pics: z.array(z.string()),
  created_at: z.string(),
  items_count: z.number().int(),
  grand_total: Cents,
  is_share_box: z.boolean(),
  is_confirmed: z.boolean(),
  is_canceled: z.boolean(),
  is_allowed_to_confirm: z.boolean(),
  stylist_user_name: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummary>;

export const OrdersPage = z.object({ datas: z.array(OrderSummary), has_more: z.boolean(), length: z.number().int() });
export type OrdersPage = z.infer<typeof OrdersPage>;

/** An order line as its owner sees it: whether it may still be returned, and how many units. */
export const AccountOrderItem = OrderItem.extend({
  is_allowed_to_return: z.boolean(),
  /** units not returned yet (what a return may still ask for) */
  returnable_units: z.number().int(),
});
export type AccountOrderItem = z.infer<typeof AccountOrderItem>;

/**
 * Ours (finding 8): what a pre-sale cancel would take back and refund now, from the calculation the
 * cancel itself uses (server/orders/presale-refund.ts); null when nothing can be canceled.
 */
export const PresaleCancelPreview = z.object({
  items: z.array(z.object({ id: Id, name: z.string(), units: z.number().int() })),
  refund_amount: Cents,
});
export type PresaleCancelPreview = z.infer<typeof PresaleCancelPreview>;

/** Ours (finding 8): a refund of the order outside the returns (a pre-sale cancel's). */
export const OrderRefund = z.object({ id: Id, date: z.string(), amount: Cents, reason: z.string() });
export type OrderRefund = z.infer<typeof OrderRefund>;

/** API-55: the order detail of API-54 plus what the account's refund mode needs. */
export const AccountOrderDetail = OrderDetail.extend({
  stores: z.array(OrderStore.extend({ items: z.array(AccountOrderItem) })),
  is_share_box: z.boolean(),
  is_canceled: z.boolean(),
  is_allowed_to_return: z.boolean(),
  /** pre-sale part (ACCT-08): the pre-sale lines of the order */
  order_items: z.array(AccountOrderItem),
  is_goldbox_order: z.boolean(),
  /** ours (finding 8); a backend without it offers no preview */
  presale_cancel: PresaleCancelPreview.nullable().default(null),
  /** ours (finding 8): the pre-sale cancels' refunds, oldest first */
  refunds: z.array(OrderRefund).default([]),
});
export type AccountOrderDetail = z.infer<typeof AccountOrderDetail>;

export const ReturnSummary = z.object({
  id: Id,
  number: z.string(),
  created_at: z.string(),
  status: z.string(),
  /** null while the return is in progress (the screens show '-') */
  refund_amount: Cents.nullable(),
  refund_blings: Cents.nullable(),
  _pics: z.array(z.string()),
});
export const ReturnsPage = z.object({ return_orders: z.array(ReturnSummary), count: z.number().int(), has_more: z.boolean() });
export type ReturnsPage = z.infer<typeof ReturnsPage>;

export const ReturnDetail = z.object({
  id: Id,
  number: z.string(),
  order_id: Id,
  status: z.string(),
  reason: z.string(),
  created_at: z.string(),
  order_items: z.array(z.object({ code: z.string(), name: z.string(), thumb: z.string(), price: Cents, units: z.number().int(), return_message: z.string() })),
  items_total: Cents,
  tax: Cents,
  /** the return shipping fee (the plan's return_cost), deducted from the refund */
  shipping: Cents,
  refund_amount: Cents.nullable(),
  refund_blings: Cents.nullable(),
});
export type ReturnDetail = z.infer<typeof ReturnDetail>;

export const ReturnRequest = z.object({
  order_id: Id,
  items: z
    .array(z.object({ order_item_id: Id, units: z.number().int().min(1).max(INT4_MAX) }))
    .min(1, "please select one or more items to return.")
    .max(100),
  reason: z.enum(RETURN_REASONS, { error: "please select a return reason" }),
});
export type ReturnRequest = z.infer<typeof ReturnRequest>;

export const PresaleCancelRequest = z.object({
  order_id: Id,
  reason: z.enum(PRESALE_CANCEL_REASONS, { error: "please select a cancel reason" }),
});
export type PresaleCancelRequest = z.infer<typeof PresaleCancelRequest>;

export const PresaleCancelResult = z.object({
  /** the lines canceled by this call (none when they were canceled already) */
  canceled_item_ids: z.array(Id),
  refund_amount: Cents,
});
export type PresaleCancelResult = z.infer<typeof PresaleCancelResult>;

/** The plan a return pays the shipping of (its `return_cost`, BR-ORD-05). */
const PlanCost = z.object({
  key: z.string(),
  name: z.string(),
  level: z.number().int(),
  sub_level: z.number().int(),
  return_cost: Cents,
});
export type PlanCost = z.infer<typeof PlanCost>;

/** API-63 plus My Plan Detail's data (PLAN-12, G-42): the running subscription and `is_show_buy_plan`. */
export const CurrentPlan = PlanCost.extend(PlanSettings.shape);
export type CurrentPlan = z.infer<typeof CurrentPlan>;
