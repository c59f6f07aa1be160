/** Checkout and orders (API-16…25, API-31, API-50…54): saved addresses and cards, the share cart, orders, the test payment provider. */
import type { ApiClient } from "../http";
import {
  ConfirmedOrder,
  CreatedOrder,
  CreditCardList,
  IDEMPOTENCY_HEADER,
  NotifyMe,
  OrderDetail,
  SavedAddressList,
  ShareCartInfo,
  ShareCartViews,
  TestCardToken,
  TestIntent,
  type AddCreditCardRequest,
  type CreateOrderRequest,
  type SaveAddressRequest,
  type TestCardRequest,
} from "../schemas/checkout";
import { seg } from "./path-segment";

export const getSavedAddresses = (api: ApiClient) => api.request("GET", "/api/users/shipping_address", SavedAddressList);

export const addSavedAddress = (api: ApiClient, body: SaveAddressRequest) =>
  api.request("POST", "/api/users/shipping_address", SavedAddressList, { body });

export const updateSavedAddress = (api: ApiClient, id: string, body: SaveAddressRequest) =>
  api.request("PUT", `/api/users/shipping_address/${seg(id)}`, SavedAddressList, { body });

export const deleteSavedAddress = (api: ApiClient, id: string) => api.request("DELETE", `/api/users/shipping_address/${seg(id)}`, SavedAddressList);

export const getCreditCards = (api: ApiClient) => api.request("GET", "/api/users/credit_cards", CreditCardList);

export const addCreditCard = (api: ApiClient, body: AddCreditCardRequest) => api.request("POST", "/api/users/credit_cards/", CreditCardList, { body });

export const setDefaultCreditCard = (api: ApiClient, id: string) => api.request("PUT", "/api/users/credit_cards", CreditCardList, { body: { id } });

export const deleteCreditCard = (api: ApiClient, id: string) => api.request("DELETE", `/api/users/credit_cards/${seg(id)}`, CreditCardList);

export const getShareCartInfo = (api: ApiClient, shareId: string) => api.request("GET", `/api/sharecart/${seg(shareId)}/info`, ShareCartInfo);

export const recordShareCartView = (api: ApiClient, shareId: string, visitorId: string) =>
  api.request("POST", `/api/sharecart/${seg(shareId)}/views`, ShareCartViews, { body: { visitor_id: visitorId } });

export const notifyMe = (api: ApiClient, itemId: string, variantId: string) =>
  api.request("POST", "/api/items/notify_me/", NotifyMe, { body: { item_id: itemId, variant_id: variantId } });

/** `attemptKey` is one checkout attempt: a retry or a double submit with it makes one order. */
export const createOrder = (api: ApiClient, body: CreateOrderRequest, attemptKey: string) =>
  api.request("POST", "/api/order", CreatedOrder, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

export const confirmOrder = (api: ApiClient, id: string, clientSecret: string) =>
  api.request("POST", "/api/order/confirm", ConfirmedOrder, { body: { id, client_secret: clientSecret } });

export const getOrderDetail = (api: ApiClient, email: string, number: string, receipt?: string) =>
  api.request("POST", "/api/order/detail", OrderDetail, { body: { email, number, receipt } });

export const createTestCardToken = (api: ApiClient, card: TestCardRequest) => api.request("POST", "/api/payments/test/tokens", TestCardToken, { body: card });

export const confirmTestIntent = (api: ApiClient, intentId: string, clientSecret: string, action?: "approve" | "deny") =>
  api.request("POST", `/api/payments/test/intents/${seg(intentId)}/confirm`, TestIntent, { body: { client_secret: clientSecret, action } });
