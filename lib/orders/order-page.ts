import type { ApiError, ApiResult } from "@/lib/api/errors";
import type { OrderDetail } from "@/lib/api/schemas/checkout";
import { LOOKUP_MESSAGES } from "./lookup";

/** Next hands dynamic segments over still encoded in some versions; a stray `%` must not throw. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const isNotFound = (error: ApiError) => error.kind === "http" && error.status === 404;

/** Why an order lookup found nothing to show: no such order (LOOKUP-03's text), or the lookup failed. */
export const lookupFailureMessage = (error: ApiError) => (isNotFound(error) ? LOOKUP_MESSAGES.notFound : error.message);

/**
 * Why the done page cannot confirm the order (finding 15.7): not found (also when the address had no
 * email to look it up with), or the lookup failed.
 */
export function unconfirmedOrder(detail: ApiResult<OrderDetail> | null): { title: string; message: string } {
  const error = detail && !detail.ok ? detail.error : null;
  if (!error || isNotFound(error)) return { title: "Order not found", message: LOOKUP_MESSAGES.notFound };
  return { title: "This order cannot be shown right now", message: error.message };
}
