/**
 * How an order detail (API-54) reads on the done and lookup pages: line totals, addresses, dates,
 * and the app promo and help contact that differ by order type (LOOKUP-02; the copy is ours, the
 * spec gives none).
 */
import type { OrderAddress, OrderDetail, OrderItem } from "@/lib/api/schemas/checkout";
import { formatPhone } from "@/lib/checkout/phone";

/** What the shopper paid for a line: its unit price times units, less its bundle and coupon share. */
export function lineTotal(item: Pick<OrderItem, "price" | "units" | "discount_price">): number {
  return item.price * item.units - item.discount_price;
}

/** An address as the lines of a label: name, street, apartment, "city, state zip", the phone as masked at checkout. */
export function addressLines(address: OrderAddress): string[] {
  const place = [address.city, [address.state, address.zip_code].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [address.name, address.address, address.address2, place, address.phone ? formatPhone(address.phone) : ""].filter((line) => line.trim() !== "");
}

/** e.g. "November 23, 2026"; the shop sells in the US. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

export const SUPPORT_EMAIL = "help@stylist.shop";

export interface OrderSupport {
  promoTitle: string;
  promo: string;
  help: string;
}

/** LOOKUP-02: the app promo and the help contact by order type (Order or Subscription). */
export function orderSupport(type: OrderDetail["type"]): OrderSupport {
  if (type === "Subscription") {
    return {
      promoTitle: "Manage your boxes in the app",
      promo: "See every box of your subscription, follow each delivery and update your card in the app.",
      help: `Questions about your subscription? Write to ${SUPPORT_EMAIL} with your order number and we will get back to you within one business day.`,
    };
  }
  return {
    promoTitle: "Track your order in the app",
    promo: "Follow your delivery, start a return and earn reward points on every order in the app.",
    help: `Questions about your order? Write to ${SUPPORT_EMAIL} with your order number and we will get back to you within one business day.`,
  };
}
