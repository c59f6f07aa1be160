/** Order history (auth): API-55…57, API-59…62: orders, returns, presale cancels, replacements. */
import type { ApiClient } from "../http";
import { IDEMPOTENCY_HEADER } from "../schemas/checkout";
import { AccountOrderDetail, OrdersPage, PresaleCancelResult, ReturnDetail, ReturnsPage, type PresaleCancelRequest, type ReturnRequest } from "../schemas/order-history";
import { ReplacementResult, type ReplacementFields } from "../schemas/replacement";
import { seg } from "./path-segment";

export const getOrders = (api: ApiClient, pageNo: number) => api.request("GET", `/api/orders/?pageNo=${pageNo}`, OrdersPage);

export const getAccountOrder = (api: ApiClient, id: string) => api.request("GET", `/api/order/${seg(id)}`, AccountOrderDetail);

export const getReturns = (api: ApiClient, pageNo: number) => api.request("GET", `/api/return/all?pageNo=${pageNo}`, ReturnsPage);

export const getReturn = (api: ApiClient, id: string) => api.request("GET", `/api/return/${seg(id)}`, ReturnDetail);

/** `requestKey` is made once per return form submit, so a double submit makes one return. */
export const requestReturn = (api: ApiClient, body: ReturnRequest, requestKey: string) =>
  api.request("POST", "/api/return", ReturnDetail, { body, headers: { [IDEMPOTENCY_HEADER]: requestKey } });

export const cancelPresale = (api: ApiClient, body: PresaleCancelRequest) => api.request("PUT", "/api/preorder/cancel", PresaleCancelResult, { body });

/** API-62: sent as a multipart form, `items` repeated; `requestKey` is made once per submit, like a return's. */
export function requestReplacement(api: ApiClient, fields: ReplacementFields, requestKey: string) {
  const body = new FormData();
  for (const key of ["order_id", "name", "email", "phone", "reason"] as const) body.set(key, fields[key]);
  for (const id of fields.items) body.append("items", id);
  body.set("upload", fields.upload);
  return api.request("POST", "/api/replacement", ReplacementResult, { body, headers: { [IDEMPOTENCY_HEADER]: requestKey, "x-api-version": "2" } });
}
