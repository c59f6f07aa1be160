/**
 * Ordering a Get Styled Box: the box checkout (API-78/79, ONB-18) and the box from a stylist (API-77, API-80/81,
 * SHARE-08/13; the share order is placeBoxOrder with share_cart_id).
 */
import type { ApiClient } from "../http";
import { IDEMPOTENCY_HEADER } from "../schemas/checkout";
import { BookingAvailability, BoxCart, BoxOrder, GoldboxAvailability, type BookingRequest, type BoxCartRequest, type BoxOrderRequest } from "../schemas/goldbox";
import { seg } from "./path-segment";

/** Replaces the signed-in user's box cart with the styles picked; answers it priced. */
export const saveBoxCart = (api: ApiClient, body: BoxCartRequest) => api.request("POST", "/api/goldcart/bulk", BoxCart, { body });

/**
 * Orders the box cart. `attemptKey` as for `createOrder`: one per checkout attempt. Then confirm the
 * answer's `client_secret` with the provider and call `confirmOrder`, as for an order.
 */
export const placeBoxOrder = (api: ApiClient, body: BoxOrderRequest, attemptKey: string) =>
  api.request("POST", "/api/goldbox/order", BoxOrder, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

export const getShareBoxAvailability = (api: ApiClient, shareId: string) =>
  api.request("GET", "/api/goldbox/availability", GoldboxAvailability, { query: { share_cart_id: shareId } });

export const getBookingAvailability = (api: ApiClient, store: string) => api.request("GET", `/api/sharebox/booking/${seg(store)}/availability`, BookingAvailability);

/** API-81: booking a store's stylist; `attemptKey` as for `placeBoxOrder`. */
export const placeBooking = (api: ApiClient, body: BookingRequest, attemptKey: string) =>
  api.request("POST", "/api/sharebox/booking", BoxOrder, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });
