import "server-only";
import { getOrderDetail } from "@/lib/api/calls";
import type { ApiResult } from "@/lib/api/errors";
import type { OrderDetail } from "@/lib/api/schemas/checkout";
import { publicApi } from "@/lib/api/server";

/** POST /api/order/detail for a server-rendered page (done page, direct lookup); no session needed. */
export async function loadOrderDetail(email: string, orderNumber: string): Promise<ApiResult<OrderDetail>> {
  return getOrderDetail(await publicApi(), email, orderNumber);
}
