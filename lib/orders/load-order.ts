import "server-only";
import { getOrderDetail } from "@/lib/api/calls";
import type { ApiResult } from "@/lib/api/errors";
import type { OrderDetail } from "@/lib/api/schemas/checkout";
import { publicApi } from "@/lib/api/server";
import { forwardedHeaders } from "@/lib/auth/forwarded";

/**
 * POST /api/order/detail for a server-rendered page (done page, direct lookup); no session needed.
 * It carries the visitor's address, so the API's limit on lookups that find nothing counts per
 * visitor, as for a browser's own call, not for all page lookups at once (finding M2).
 */
export async function loadOrderDetail(email: string, orderNumber: string): Promise<ApiResult<OrderDetail>> {
  return getOrderDetail(await publicApi(await forwardedHeaders()), email, orderNumber);
}
