/**
 * The `POST /api/order` body (API-52) from what checkout knows: the cart's lines and coupons, the
 * step-1 data of the `checkOutDataV2` cookie and the billing choice of step 2. Prices never travel:
 * the server prices the lines itself and compares its total with `expected_total`, the grand total
 * the shopper was shown. The card (a new token or a saved card's id) is added when the order is placed.
 */
import type { CreateOrderRequest } from "@/lib/api/schemas/checkout";
import { toCalcItems, type LocalCartLine } from "@/lib/cart/cart-lines";
import { toWireAddress, type CheckoutData } from "./checkout-data";

export type OrderRequest = Omit<CreateOrderRequest, "credit_card_token" | "credit_card_id">;

export interface OrderRequestInput {
  lines: readonly LocalCartLine[];
  /** per-store coupon codes */
  coupons: Readonly<Record<string, string>>;
  data: CheckoutData;
  /** the chosen shipping method is pick-up: the shipping address is dropped (BR-CHK-03) */
  pickUp: boolean;
  shareCartId: string | null;
  expectedTotal: number;
}

export function buildOrderRequest({ lines, coupons, data, pickUp, shareCartId, expectedTotal }: OrderRequestInput): OrderRequest {
  const storeIds = [...new Set(lines.map((l) => l.store_id))];
  const request: OrderRequest = {
    items: toCalcItems(lines),
    coupon_codes: storeIds.flatMap((id) => (coupons[id] ? [{ store_id: id, coupon_code: coupons[id] }] : [])),
    email: data.account.email.trim(),
    is_update_shipping: !pickUp && data.shipOpt.isUpdateShipping,
    shipping_address: pickUp ? null : toWireAddress(data.shipping),
    shipping_method_id: data.shipOpt.methodId ?? "",
    blings: 0,
    expected_total: expectedTotal,
  };
  // Billing is sent only when it differs from shipping (option 1, CHK-12) and there is something to bill:
  // a free order (CHK-15) asks for none, and the server takes none when its total is 0.
  if (data.billOpt === 1 && expectedTotal > 0) request.billing_address = toWireAddress(data.billing);
  if (shareCartId) request.share_cart_id = shareCartId;
  return request;
}
