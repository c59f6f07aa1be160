import { describe, expect, it } from "vitest";
import type { ApiError } from "@/lib/api/errors";
import { LOOKUP_MESSAGES } from "@/lib/orders/lookup";
import { decodeSegment, lookupFailureMessage, unconfirmedOrder } from "@/lib/orders/order-page";

const notFound: ApiError = { kind: "http", status: 404, message: "no such order" };
const down: ApiError = { kind: "network", message: "a server error occurred." };

describe("the order pages' messages", () => {
  it("decodes a path segment, and keeps one that is not valid encoding", () => {
    expect(decodeSegment("ORD%2D1")).toBe("ORD-1");
    expect(decodeSegment("100%")).toBe("100%");
  });

  it("says not found for a 404 and the error's own text otherwise (LOOKUP-03)", () => {
    expect(lookupFailureMessage(notFound)).toBe(LOOKUP_MESSAGES.notFound);
    expect(lookupFailureMessage(down)).toBe(down.message);
  });

  it("never confirms an order it could not load (finding 15.7)", () => {
    expect(unconfirmedOrder(null)).toEqual({ title: "Order not found", message: LOOKUP_MESSAGES.notFound });
    expect(unconfirmedOrder({ ok: false, error: notFound })).toEqual({ title: "Order not found", message: LOOKUP_MESSAGES.notFound });
    expect(unconfirmedOrder({ ok: false, error: down })).toEqual({ title: "This order cannot be shown right now", message: down.message });
  });
});
