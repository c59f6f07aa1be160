import "server-only";
import { cookies } from "next/headers";
import { getOrderDetail } from "@/lib/api/calls/checkout";
import type { ApiResult } from "@/lib/api/errors";
import type { OrderDetail } from "@/lib/api/schemas/checkout";
import { publicApi } from "@/lib/api/server";
import { forwardedHeaders } from "@/lib/auth/forwarded";
import { ORDER_RECEIPT_COOKIE } from "./receipt";

/**
 * POST /api/order/detail for a server-rendered page (done page, direct lookup); no session needed.
 * It carries the visitor's address, so the API's limit on lookups that find nothing counts per
 * visitor, as for a browser's own call, not for all page lookups at once (finding M2).
 */
export async function loadOrderDetail(email: string, orderNumber: string, receipt?: string): Promise<ApiResult<OrderDetail>> {
  return getOrderDetail(await publicApi(await forwardedHeaders()), email, orderNumber, receipt);
}

const RECEIPT = /^[0-9a-f]{64}$/;

/**
 * The done page's load (finding 15.7): the order matching the email and number in its address, or
 * the one this browser just paid for, by the receipt cookie the API set then (lib/orders/receipt.ts).
 */
export async function loadPlacedOrder(email: string, orderNumber: string): Promise<ApiResult<OrderDetail>> {
  const receipt = (await cookies()).get(ORDER_RECEIPT_COOKIE)?.value;
  return loadOrderDetail(email, orderNumber, receipt && RECEIPT.test(receipt) ? receipt : undefined);
}
