/**
 * The rules of the signed-in shopper's order screens (ACCT-02…12): what tapping an order does, the
 * tracking of one store of an order, whether a return is still in progress, and the spec's strings.
 */
import type { AccountOrderDetail, OrderSummary, ReturnDetail } from "@/lib/api/schemas/order-history";
import type { ApiError } from "@/lib/api/errors";
import { formatMoney } from "@/lib/money";
import { SITE_NAME } from "@/lib/layout/site";

export const ORDERS_TEXT = {
  ordersEmpty: "Your order list is clear!",
  returnsEmpty: "Your return list is clear!",
  subscriptionsEmpty: "Your subscription list is clear!",
  orderDetail: "ORDER DETAIL",
  subscriptionEntry: "SUBSCRIPTION ENTRY",
  tracking: "Tracking",
  orderTracking: "ORDER TRACKING",
  returnHistory: "Return History",
  kolBox: "This is a KOL Box order",
  /** ACCT-05's `{product}` is the app's name, the site's (lib/layout/site.ts) */
  kolBoxConfirm: `please download ${SITE_NAME} app to confirm order.`,
  returnEntry: "RETURN ENTRY",
  returnSummary: "Return Summary",
  returnInProgress: "Return in progress",
  seeOriginalOrder: "see original order",
  returnLoadFailed: "a error occured...",
} as const;

/** BR-ORD-01: list type 3 is a pre-sale order, which has a detail page of its own (ACCT-08). */
const PRESALE_ORDER_TYPE = 3;

export type OrderEntryAction = "detail" | "presale" | "tryOnBox" | "none";

/**
 * ACCT-03, INAPP-06: an unconfirmed share box is confirmed in the app only, so on the web it is not a
 * link and in the app it asks the app to show it (`viewTryOnBox`); every other order opens its detail.
 */
export function orderEntryAction(order: Pick<OrderSummary, "type" | "is_share_box" | "is_confirmed">, inApp: boolean): OrderEntryAction {
  if (order.is_share_box && !order.is_confirmed) return inApp ? "tryOnBox" : "none";
  return order.type === PRESALE_ORDER_TYPE ? "presale" : "detail";
}

/** ACCT-08: an order holding pre-sale lines has the pre-sale detail too. */
export const hasPresaleLines = (order: Pick<AccountOrderDetail, "order_items">) => order.order_items.length > 0;

/** ACCT-05: the KOL (stylist) box banner shows until the shopper confirms the box in the app. */
export const isUnconfirmedKolBox = (order: Pick<AccountOrderDetail, "is_share_box" | "is_confirmed">) => order.is_share_box && !order.is_confirmed;

export interface StoreTracking {
  storeName: string;
  trackingNumber: string;
  trackingUrl: string | null;
}

/**
 * ACCT-10: the tracking of the store at `index` in the order's store groups (its lines ship
 * together, so the first line with a number gives it); null for a bad index or nothing shipped yet.
 */
export function storeTracking(order: Pick<AccountOrderDetail, "stores">, index: number): StoreTracking | null {
  const store = Number.isInteger(index) ? order.stores[index] : undefined;
  const shipped = store?.items.find((item) => item.tracking_number);
  if (!store || !shipped?.tracking_number) return null;
  return { storeName: store.store_name, trackingNumber: shipped.tracking_number, trackingUrl: shipped.tracking_url };
}

/** ACCT-12: a return is in progress while neither refund is known (the spec's `'-'`, the API's null). */
export const isReturnInProgress = (ret: Pick<ReturnDetail, "refund_amount" | "refund_blings">) => ret.refund_amount === null && ret.refund_blings === null;

/** A refund that is not known yet reads '-', as the spec's lists show it. */
export const refundText = (cents: number | null) => (cents === null ? "-" : formatMoney(cents));

/** ACCT-12's load-failure toast: the server's own message, else the spec's fallback (a network failure has none). */
export const returnLoadFailure = (error: ApiError) => (error.kind === "http" && error.message ? error.message : ORDERS_TEXT.returnLoadFailed);
