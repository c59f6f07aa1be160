/** A signed-in shopper's order (API-55) for refund-mode tests: two lines, overridable. */
import type { AccountOrderDetail, AccountOrderItem } from "@/lib/api/schemas/order-history";

export function accountItem(overrides: Partial<AccountOrderItem> = {}): AccountOrderItem {
  return {
    id: "line-1", item_id: "item-1", thumb: "/api/images/thumb.png", name: "Linen Shirt", code: "SKU1", optionStr: "Color: Rose / Size: M",
    options: [], type: 0, units: 2, price: 5000, compare_at_price: null, discount_price: 0, original_price: 5000, is_bundle: false, bundle: null,
    tracking_number: "94001", tracking_url: null, is_canceled: false, return_message: "", coupon_message: "", is_allowed_to_return: true, returnable_units: 2,
    ...overrides,
  };
}

export function accountOrder(items: AccountOrderItem[], overrides: Partial<AccountOrderDetail> = {}): AccountOrderDetail {
  return {
    id: "order-1", order_number: "SF1", type: "Order", type_title: "Order", status: "paid", email: "s@example.com", is_confirmed: true,
    shipping_address: null, billing_address: null, shipping_method: "Standard", items_total: 10000, total_discount: 0, shipping: 800, tax: 875, blings: 0,
    grand_total: 11675, remark: "", created_at: "2026-11-01T00:00:00.000Z",
    stores: [{ store_name: "Demo", store_user_name: "demo", items, items_total: 10000, total_discount: 0, sub_total: 10000 }],
    return_history: [], is_share_box: false, is_canceled: false, is_allowed_to_return: items.some((i) => i.is_allowed_to_return),
    order_items: items.filter((i) => i.type === 3), is_goldbox_order: false, presale_cancel: null, refunds: [],
    ...overrides,
  };
}
