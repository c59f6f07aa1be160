/** Gift subscriptions after the purchase (auth): ACCT-13, API-64, API-65, API-20. */
import type { ApiClient } from "../http";
import { SubscriptionDetail, SubscriptionMessage, SubscriptionsPage, type SubscriptionCardRequest, type SubscriptionUpdateLinkRequest } from "../schemas/subscription-account";
import { seg } from "./path-segment";

export const getSubscriptions = (api: ApiClient, pageNo: number) => api.request("GET", `/api/subscription/all?pageNo=${pageNo}`, SubscriptionsPage);

export const getSubscription = (api: ApiClient, id: string) => api.request("GET", `/api/subscription/${seg(id)}`, SubscriptionDetail);

export const cancelSubscriptionOccasion = (api: ApiClient, occasionId: string) =>
  api.request("PUT", `/api/subscription/cancel_occasion?id=${seg(occasionId)}`, SubscriptionMessage);

export const updateSubscriptionCard = (api: ApiClient, body: SubscriptionCardRequest) => api.request("PUT", "/api/subscription/credit_card", SubscriptionMessage, { body });

/** GIFT-17: mail the box-update link again; a new token replaces the one sent before. */
export const resendBoxUpdateLink = (api: ApiClient, body: SubscriptionUpdateLinkRequest) => api.request("POST", "/api/subscription/update_link", SubscriptionMessage, { body });
