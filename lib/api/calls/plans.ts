/** Plans: APX-03, API-11/12, the current plan (API-63), API-73…75, and the VIP code. */
import type { ApiClient } from "../http";
import { IDEMPOTENCY_HEADER } from "../schemas/checkout";
import { CurrentPlan } from "../schemas/order-history";
import { PlanCalc, PlanInfo, PlanList, PlanSettings, VipCodeCheck, type PlanCalcRequest, type PlanCancelRequest, type PlanCheckoutRequest } from "../schemas/plan";
import { seg } from "./path-segment";

export const getCurrentPlan = (api: ApiClient) => api.request("GET", "/api/plans/current", CurrentPlan);

export const getPlans = (api: ApiClient, type?: "gb") => api.request("GET", "/api/plans", PlanList, { query: { type } });

export const getPlan = (api: ApiClient, key: string) => api.request("GET", `/api/plan/${seg(key)}`, PlanInfo);

export const calcPlan = (api: ApiClient, body: PlanCalcRequest) => api.request("POST", "/api/plan/calc", PlanCalc, { body });

/** `attemptKey` is made once per checkout submit: a double submit makes one subscription and one charge. */
export const checkoutPlan = (api: ApiClient, body: PlanCheckoutRequest, attemptKey: string) =>
  api.request("POST", "/api/plan/checkout", PlanSettings, { body, headers: { [IDEMPOTENCY_HEADER]: attemptKey } });

export const stopPlanRenewal = (api: ApiClient, body: PlanCancelRequest) => api.request("POST", "/api/plan/cancel", PlanSettings, { body });

export const checkVipCode = (api: ApiClient, vipCode: string) => api.request("GET", "/api/user/vip_code", VipCodeCheck, { query: { vip_code: vipCode } });

export const applyVipCode = (api: ApiClient, vipCode: string) => api.request("POST", "/api/user/vip_code", VipCodeCheck, { body: { vip_code: vipCode } });
