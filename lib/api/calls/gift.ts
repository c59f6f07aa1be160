/** Gift boxes: API-66…72 (GIFT-01…12, GIFT-17, CHK-20). */
import type { ApiClient } from "../http";
import { IDEMPOTENCY_HEADER } from "../schemas/checkout";
import {
  AutoPick,
  GiftItemsPage,
  SubscriptionCalc,
  SubscriptionInfo,
  SubscriptionPreselect,
  SubscriptionPurchase,
  SubscriptionUpdateOrder,
  type AutoPickRequest,
  type SubscriptionPreselectRequest,
  type SubscriptionPurchaseRequest,
  type SubscriptionValidateRequest,
} from "../schemas/subscription";
import { seg } from "./path-segment";

/** A sub-brand's gift store; with `store`, as that store sells it (404 when it does not). */
export const getSubscriptionInfo = (api: ApiClient, code: string, store?: string) =>
  api.request("GET", "/api/subscription/info", SubscriptionInfo, { query: { subscription_code: code, store } });

/** A package's price now (G-46: the "payload" as query parameters). */
export const calcSubscription = (api: ApiClient, query: { item_id: string; coupon_code?: string; store_id?: string }) =>
  api.request("GET", "/api/subscription/calculate", SubscriptionCalc, { query });

/** The stylist's suggestion of pieces for a style and package. */
export const autoPickSubscription = (api: ApiClient, body: AutoPickRequest) => api.request("POST", "/api/subscription/auto_pick", AutoPick, { body });

/** Buys a gift package; `attemptKey` as for `createOrder`: one per checkout attempt. */
export const purchaseSubscription = (api: ApiClient, body: SubscriptionPurchaseRequest, attemptKey: string) =>
  api.request("POST", "/api/subscription", SubscriptionPurchase, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

/** API-69: a page of the pieces a box may hold (GIFT-10: 60 a page; GIFT-17: subId `gfb`, 24 a page). */
export const getGiftItems = (api: ApiClient, subId: string, styleId: string, limit: number, pageno: number, email?: string) =>
  api.request("POST", `/api/subscription/items/${seg(subId)}/${seg(styleId)}`, GiftItemsPage, { query: { limit, pageno }, body: email ? { email } : {} });

/** API-71 (GIFT-17): the box an email and its update token open. */
export const validateBoxUpdate = (api: ApiClient, body: SubscriptionValidateRequest) => api.request("POST", "/api/subscription/validate", SubscriptionUpdateOrder, { body });

/** API-72 (GIFT-17): new picks for the boxes not shipped yet. */
export const preselectBoxItems = (api: ApiClient, body: SubscriptionPreselectRequest) => api.request("POST", "/api/subscription/preselect", SubscriptionPreselect, { body });
